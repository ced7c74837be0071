// Overboard's geometry and materials: where the ship and the fishing boat lie, the boat, the crew's gear, and the assets the scene builds once.
import { BoxGeometry, CylinderGeometry, Matrix4, RingGeometry, SphereGeometry, TorusGeometry } from 'three';
import {
  mergeFlat,
  propPlacer,
  type FlatPart,
  foggedBasic,
  foggedStandard,
  lightGlowMaterial,
  radialGlowTexture,
} from '@mission/chapter-kit/scene';
import { DECK_HEIGHT, fromShip, OVERBOARD_HOTSPOTS, SHIP_HEADING_DEG } from './overboard-layout';
import { frigateSideGeometry } from './frigate-side';
import { rescueBoatGeometry } from './rescue-boat-geometry';
import { searchlightBeamMaterial, searchlightPoolGeometry, searchlightPoolMaterial } from '../searchlight';

/** How wide the searchlight's pool is on the water (metres): a little wider than the aim, its rim soft and broken. */
export const POOL_SIZE = 4.4;

/** How bright the pool burns while the aim is on the person, and while it is not. */
export const POOL_OPACITY = { aligned: 1, sweeping: 0.45 } as const;

/** The ship's frame in the scene: turned to its head, the deck's edge abreast the player at its origin. */
export const SHIP_AT = fromShip(0, 0, 0);

export const SHIP_TURN = [0, (SHIP_HEADING_DEG * Math.PI) / 180, 0] as const;

export const HULL_FOAM_AT = [0.2, 0, 3] as const;

/** Where the fishing boat Northern Star lies, the person's own boat, hove to on the swell beyond them (the captions' story). */
export const FISHING_BOAT_AT = [2, -DECK_HEIGHT, -100] as const;

/** The Northern Star: a fishing boat's hull, its wheelhouse forward, its mast and gantry aft, dark against the grey sea. */
export function fishingBoatGeometry() {
  const at = (x: number, y: number, z: number) => new Matrix4().makeTranslation(x, y, z);
  const hull = new BoxGeometry(4.2, 2.2, 15, 1, 1, 3);
  const position = hull.getAttribute('position');
  // A raked bow (+x end narrowed) and a sheer rising forward.
  for (let v = 0; v < position.count; v += 1) {
    const along = position.getZ(v) / 7.5;
    if (along > 0.3) position.setX(v, position.getX(v) * (1 - (along - 0.3) * 1.2));
    if (position.getY(v) > 0) position.setY(v, position.getY(v) + Math.max(0, along) * 0.8);
  }
  hull.computeVertexNormals();
  return mergeFlat([
    { geometry: hull, color: '#7a2a24', matrix: at(0, 0.6, 0) },
    { geometry: new BoxGeometry(3, 2.4, 3.4), color: '#d6d3c8', matrix: at(0, 2.8, 2.8) },
    { geometry: new BoxGeometry(3.1, 0.5, 3.5), color: '#3b4046', matrix: at(0, 4.2, 2.8) },
    { geometry: new CylinderGeometry(0.12, 0.14, 7, 5), color: '#3b4046', matrix: at(0, 5, -1) },
    { geometry: new BoxGeometry(4, 0.25, 0.25), color: '#3b4046', matrix: at(0, 5.2, -5.5) },
    { geometry: new BoxGeometry(0.25, 3.4, 0.25), color: '#3b4046', matrix: at(-1.9, 3.5, -5.5) },
    { geometry: new BoxGeometry(0.25, 3.4, 0.25), color: '#3b4046', matrix: at(1.9, 3.5, -5.5) },
  ]);
}

/** The crew's gear: the stretcher and kit, the coil of heaving line. */
export function crewGearGeometry() {
  const parts: FlatPart[] = [];
  const medic = propPlacer(OVERBOARD_HOTSPOTS.medicalTechnician, 1.25);
  parts.push({ geometry: new BoxGeometry(0.7, 0.15, 2.1), color: '#e85a2a', matrix: medic(0, 0.5, 0) });
  parts.push({ geometry: new BoxGeometry(0.5, 0.35, 0.35), color: '#f0f0ea', matrix: medic(0.9, 0.2, 0.6) });
  const coil = propPlacer(OVERBOARD_HOTSPOTS.boatswain, 1.2);
  parts.push({ geometry: new CylinderGeometry(0.45, 0.45, 0.2, 10), color: '#c9b48a', matrix: coil(0.5, 0.1, 0) });
  return mergeFlat(parts);
}

/** The person in the water (a kit figure in a fisherman's orange float coat with reflective tape, treading water and waving): sunk to the chest, facing the ship. */
export const PERSON_SUNK = [0, -1.0, 0] as const;

/** Where the searchlight stands: the bridge wing's, high on the ship's side ahead of the player. */
export const SEARCHLIGHT_AT = fromShip(24, -0.5, 7);

/** The scene's geometry and materials, built once per visit: the ship, the boats, the crew's gear, the buoy and its line, the searchlight's beam and pool, the splash, the foam and the lights. */
export function overboardAssets() {
  const glow = radialGlowTexture();
  return {
    ship: frigateSideGeometry(),
    fishingBoat: fishingBoatGeometry(),
    crewGear: crewGearGeometry(),
    buoy: new TorusGeometry(0.38, 0.12, 6, 14).rotateX(Math.PI / 2),
    line: new CylinderGeometry(0.025, 0.025, 1, 4).translate(0, 0.5, 0).rotateX(Math.PI / 2),
    rescueBoat: rescueBoatGeometry(),
    // The searchlight's pool on the water (the aim: a throw counts while it is on the person), lying on the swell, and its beam, a cone from the lamp, open-ended.
    pool: searchlightPoolGeometry(POOL_SIZE, 10),
    beam: new CylinderGeometry(0.1, 1.1, 1, 14, 1, true).translate(0, -0.5, 0).rotateX(-Math.PI / 2),
    splash: new SphereGeometry(1, 8, 4, 0, Math.PI * 2, 0, Math.PI / 2),
    foamRing: new RingGeometry(0.5, 1.1, 20).rotateX(-Math.PI / 2),
    foamMaterial: foggedBasic({ color: '#eef4f6', transparent: true, opacity: 0.22, depthWrite: false }),
    lit: foggedStandard(),
    buoyMaterial: foggedStandard({ vertexColors: false, color: '#f0561c' }),
    lineMaterial: foggedBasic({ color: '#e9dfc4' }),
    // Light broken by the swell and the chop, and the beam lit in the spray on its way down.
    poolMaterial: searchlightPoolMaterial('#fff1c8', POOL_OPACITY.sweeping, 1.6),
    beamMaterial: searchlightBeamMaterial('#fff4d6', 0.14, 1.5),
    splashMaterial: foggedBasic({ color: '#e6eef2', transparent: true, opacity: 0.7, depthWrite: false }),
    strobe: lightGlowMaterial(glow, '#fdfdf0'),
    floodlight: lightGlowMaterial(glow, '#ffe9b8', 0.8),
  };
}
