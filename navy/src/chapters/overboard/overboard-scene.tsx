import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import {
  AdditiveBlending,
  BoxGeometry,
  CylinderGeometry,
  DoubleSide,
  Matrix4,
  RingGeometry,
  SphereGeometry,
  TorusGeometry,
  type Group,
  type Mesh,
  type MeshBasicMaterial,
  type Sprite,
} from 'three';
import type { ChapterSceneProps } from '@mission/chapter-kit';
import {
  Atmosphere,
  easeTowards,
  foggedBasic,
  foggedStandard,
  Crew,
  drawnSwellHeight,
  CrewFigure,
  crewAtHotspots,
  mergeFlat,
  propPlacer,
  lightGlowMaterial,
  radialGlowTexture,
  Rain,
  SkyDome,
  useSceneAssets,
  Wake,
  WaterSurface,
  type AtmosphereOptions,
  type FlatPart,
  type RainOptions,
  type SkyColors,
  type WakeOptions,
  type WaterOptions,
} from '@mission/chapter-kit/scene';
import { frigateSideGeometry, PLATFORM_FRONT } from './frigate-side';
import {
  DECK_HEIGHT,
  fromShip,
  markerOffset,
  OVERBOARD_HOTSPOTS,
  OVERBOARD_TARGETS,
  PERSON_ABOARD,
  PERSON_PLACES,
  PLATFORM_OUTBOARD,
  SHIP_HEADING_DEG,
} from './overboard-layout';

/** Late dusk in a rising swell: steel-grey cloud, the last light low to starboard, the ship's lights on. */
const SKY: SkyColors = {
  top: '#1a222c',
  horizon: '#5a6773',
  bottom: '#1d252e',
  sun: '#b9c3cc',
  sunDirection: [0.8, 0.1, -0.5],
  sunGlow: 0.3,
};
const ATMOSPHERE: AtmosphereOptions = {
  fog: { color: '#3a4550', near: 30, far: 170 },
  hemisphere: { sky: '#8d9aa8', ground: '#1f262e', intensity: 2.1 },
  sun: { color: '#c8d2dc', intensity: 0.9, position: [80, 14, -50] },
};
const SEA: WaterOptions = {
  width: 520,
  depth: 520,
  segments: [64, 64],
  deep: '#13212b',
  shallow: '#466270',
  foam: '#d4dde2',
  waveHeight: 1.1,
  flow: [0.6, 0.9],
  lightDirection: [0.8, 0.3, -0.5],
};
const SPRAY: RainOptions = { count: 500, radius: 20, height: 14, speed: 12, length: 0.5, wind: [3, 1.5], color: '#c7d2da', opacity: 0.25 };

/** The ship's frame in the scene: turned to its head, the deck's edge abreast the player at its origin. */
const SHIP_AT = fromShip(0, 0, 0);
const SHIP_TURN = [0, (SHIP_HEADING_DEG * Math.PI) / 180, 0] as const;
/**
 * The white water along the side where the swell meets the hull (kit effect), in the ship's
 * frame: a band at the waterline from abreast the platform forward to the bow's shoulder,
 * churned most below the player, riding the swell; its streaks run aft as the ship holds her way.
 */
const HULL_FOAM: WakeOptions = {
  length: 60,
  width: 1.4,
  spread: 2.2,
  speed: -1.5,
  opacity: 0.8,
  streakSlant: 0.15,
  color: '#e4ebee',
  swell: { waveHeight: SEA.waveHeight, flow: SEA.flow },
};
const HULL_FOAM_AT = [0.2, 0, 3] as const;
/** Where the lifebuoy leaves the player's hands: over the platform's front rail. */
const THROW_FROM = fromShip(PLATFORM_FRONT + 0.2, PLATFORM_OUTBOARD, 1.3);
/** Seconds a throw is in the air. */
const FLIGHT_S = 0.9;

/** Where the fishing boat Northern Star lies, the person's own boat, hove to on the swell beyond them (the captions' story). */
const FISHING_BOAT_AT = [2, -DECK_HEIGHT, -100] as const;

/** The Northern Star: a fishing boat's hull, its wheelhouse forward, its mast and gantry aft, dark against the grey sea. */
function fishingBoatGeometry() {
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

/** The crew (kit figures): the boatswain on the open deck abreast the platform with a heaving line, the clearance diver in a drysuit in the water by the person, the medical technician kneeling by a stretcher on deck. */
const CREW = crewAtHotspots(OVERBOARD_HOTSPOTS, {
  // In the water, sunk to the chest as the person is, pointing them out (arms up, treading, they would read as a second person in trouble);
  // `ground` is under the swell's mean level: the scene lifts the diver with the drawn water (DIVER_SWELL).
  clearanceDiver: { outfit: 'diver-drysuit', pose: 'pointing', work: 'swim', turn: 170, ground: -DECK_HEIGHT - 1.05 },
  medicalTechnician: { outfit: 'shipboard-medic', pose: 'kneeling', work: 'treat', turn: 170 },
  boatswain: { outfit: 'naval-work-dress', pose: 'bracing', work: 'lashing', turn: -150 },
});

/** The diver rides the swell in a group of their own; the crew on deck stand still. */
const DIVER_SWELL = CREW.filter((member) => member.id === 'clearanceDiver');
const CREW_ON_DECK = CREW.filter((member) => member.id !== 'clearanceDiver');

/** The crew's gear: the stretcher and kit, the coil of heaving line. */
function crewGearGeometry() {
  const parts: FlatPart[] = [];
  const medic = propPlacer(OVERBOARD_HOTSPOTS.medicalTechnician, 1.25);
  parts.push({ geometry: new BoxGeometry(0.7, 0.15, 2.1), color: '#e85a2a', matrix: medic(0, 0.5, 0) });
  parts.push({ geometry: new BoxGeometry(0.5, 0.35, 0.35), color: '#f0f0ea', matrix: medic(0.9, 0.2, 0.6) });
  const coil = propPlacer(OVERBOARD_HOTSPOTS.boatswain, 1.2);
  parts.push({ geometry: new CylinderGeometry(0.45, 0.45, 0.2, 10), color: '#c9b48a', matrix: coil(0.5, 0.1, 0) });
  return mergeFlat(parts);
}

/** The person in the water (a kit figure in a fisherman's orange float coat with reflective tape, treading water and waving): sunk to the chest, facing the ship. */
const PERSON_SUNK = [0, -1.0, 0] as const;

/** How far over the drawn water the dye patch lies (metres): enough that no face of the swell cuts it. */
const DYE_LIFT = 0.08;

/** The dye patch round the person: a ragged disc (the dye drifts unevenly), flat, to ride the swell. */
function dyePatchGeometry() {
  // Rings of vertices, not a fan from the centre: each follows the drawn water, so no face of the swell crosses the patch.
  const disc = new RingGeometry(0.05, 1.7, 18, 4).rotateX(-Math.PI / 2);
  const corners = disc.getAttribute('position');
  for (let v = 0; v < corners.count; v += 1) {
    const angle = Math.atan2(corners.getZ(v), corners.getX(v));
    const reach = 1 + 0.16 * Math.sin(angle * 3 + 1) + 0.08 * Math.sin(angle * 7);
    corners.setXYZ(v, corners.getX(v) * reach, 0, corners.getZ(v) * reach);
  }
  return disc;
}

/** A throw in the air or landed: where it left from, where it lands, when, and whether it was good. */
interface Throw {
  at: number;
  to: readonly [number, number, number];
  good: boolean;
}

/** /navy/overboard: a person in the water off the ship's side; three good lifebuoy throws bring them in. */
export default function OverboardScene({ runtime, doneTargets, found }: ChapterSceneProps) {
  const assets = useSceneAssets(() => {
    const glow = radialGlowTexture();
    return {
      ship: frigateSideGeometry(),
      fishingBoat: fishingBoatGeometry(),
      crewGear: crewGearGeometry(),
      buoy: new TorusGeometry(0.38, 0.12, 6, 14).rotateX(Math.PI / 2),
      line: new CylinderGeometry(0.025, 0.025, 1, 4).translate(0, 0.5, 0).rotateX(Math.PI / 2),
      marker: new RingGeometry(0.9, 1.15, 28).rotateX(-Math.PI / 2),
      splash: new SphereGeometry(1, 8, 4, 0, Math.PI * 2, 0, Math.PI / 2),
      foamRing: new RingGeometry(0.5, 1.1, 20).rotateX(-Math.PI / 2),
      dyePatch: dyePatchGeometry(),
      dyeMaterial: foggedBasic({ color: '#a6e83c', transparent: true, opacity: 0.6, depthWrite: false }),
      foamMaterial: foggedBasic({ color: '#eef4f6', transparent: true, opacity: 0.4, depthWrite: false }),
      lit: foggedStandard(),
      buoyMaterial: foggedStandard({ vertexColors: false, color: '#f0561c' }),
      lineMaterial: foggedBasic({ color: '#e9dfc4' }),
      markerMaterial: foggedBasic({
        color: '#ffd34a',
        transparent: true,
        opacity: 0.85,
        blending: AdditiveBlending,
        depthWrite: false,
        side: DoubleSide,
      }),
      splashMaterial: foggedBasic({ color: '#e6eef2', transparent: true, opacity: 0.7, depthWrite: false }),
      strobe: lightGlowMaterial(glow, '#fdfdf0'),
      floodlight: lightGlowMaterial(glow, '#ffe9b8', 0.8),
    };
  }, []);
  const person = useRef<Group>(null);
  const marker = useRef<Mesh>(null);
  const buoy = useRef<Group>(null);
  const line = useRef<Mesh>(null);
  const splash = useRef<Mesh>(null);
  const strobe = useRef<Sprite>(null);
  const ring = useRef<Mesh>(null);
  const dye = useRef<Mesh>(null);
  const diver = useRef<Group>(null);
  const fishingBoat = useRef<Group>(null);
  const memory = useRef({
    place: [...PERSON_PLACES[0]!] as [number, number, number],
    misses: 0,
    done: 0,
    throw: null as Throw | null,
    aboard: 0,
  });
  const throws = doneTargets.length;

  useFrame((state, delta) => {
    const t = state.clock.elapsedTime;
    const m = memory.current;
    const current = OVERBOARD_TARGETS.find((target) => !doneTargets.includes(target.id));
    // Where the person should be: the place of the next throw, or at the ship's side once all three are good.
    const goal = current ? PERSON_PLACES[OVERBOARD_TARGETS.indexOf(current)]! : PERSON_ABOARD;
    for (let axis = 0; axis < 3; axis += 1) m.place[axis] = easeTowards(m.place[axis]!, goal[axis]!, delta, 0.8);
    m.aboard = current ? 0 : Math.min(1, m.aboard + delta / 3);
    const [px, , pz] = m.place;
    // The person rides the water as it is drawn, so it cuts them at the chest whatever the swell.
    const bob = drawnSwellHeight(SEA, px, pz, t);
    const water = -DECK_HEIGHT;
    if (person.current) person.current.position.set(px, water + bob + m.aboard * 3.2, pz);
    if (fishingBoat.current) {
      // The boat rides the swell: it rises and rolls with the waves under it.
      fishingBoat.current.position.y = FISHING_BOAT_AT[1] + drawnSwellHeight(SEA, FISHING_BOAT_AT[0], FISHING_BOAT_AT[2], t);
      fishingBoat.current.rotation.z = Math.sin(t * 0.9) * 0.08;
    }
    if (ring.current) {
      // The white water the person churns round them: it shows where they are against the dark sea.
      ring.current.position.set(px, water + bob + 0.08 + m.aboard * 3.2, pz);
      ring.current.scale.setScalar(1 + 0.12 * Math.sin(t * 2.2));
      ring.current.visible = m.aboard < 0.5;
    }
    if (diver.current) {
      const [dx, , dz] = OVERBOARD_HOTSPOTS.clearanceDiver;
      diver.current.position.y = drawnSwellHeight(SEA, dx, dz, t);
    }
    if (dye.current) {
      // The dye spreads on the water round them, riding the swell: it shows where they are from the rail.
      const patch = dye.current;
      patch.position.set(px, water, pz);
      patch.visible = m.aboard < 0.5;
      const corners = patch.geometry.getAttribute('position');
      for (let v = 0; v < corners.count; v += 1)
        corners.setY(v, drawnSwellHeight(SEA, px + corners.getX(v), pz + corners.getZ(v), t) + DYE_LIFT);
      corners.needsUpdate = true;
    }
    if (strobe.current) {
      // The float coat's light on their left shoulder: a steady point that flashes once a second.
      strobe.current.position.set(px + 0.24, water + bob + PERSON_SUNK[1] + 1.5 + m.aboard * 3.2, pz + 0.1);
      strobe.current.scale.setScalar(t % 1.1 < 0.12 ? 0.7 : 0.22);
    }

    // A new throw: a miss lands where the marker was, a good one beside the person.
    const status = current ? runtime.board.get(current.id) : undefined;
    const misses = OVERBOARD_TARGETS.reduce((sum, target) => sum + (runtime.board.get(target.id)?.misses ?? 0), 0);
    if (misses > m.misses) {
      const offset = current ? markerOffset(runtime.board.cyclePhase(current.id)) : 0;
      m.throw = { at: t, to: [px + offset, water, pz], good: false };
    } else if (throws > m.done) {
      m.throw = { at: t, to: [px + 0.7, water, pz], good: true };
    }
    m.misses = misses;
    m.done = throws;

    // The aim marker sweeps across the person; bright green while a throw would count.
    const markerMesh = marker.current;
    if (markerMesh) {
      markerMesh.visible = current !== undefined && runtime.board.isEnabled;
      if (current) {
        const offset = markerOffset(runtime.board.cyclePhase(current.id));
        markerMesh.position.set(px + offset, water + drawnSwellHeight(SEA, px + offset, pz, t) + 0.15, pz);
        (markerMesh.material as MeshBasicMaterial).color.set(status?.aligned ? '#5dff9c' : '#ffd34a');
      }
    }

    // The buoy in flight (a parabola), then floating where it landed; a missed one is hauled back after a moment.
    const flight = m.throw;
    const buoyGroup = buoy.current;
    if (buoyGroup && line.current && splash.current) {
      const since = flight ? t - flight.at : Infinity;
      const gone = !flight || (!flight.good && since > FLIGHT_S + 1.4);
      buoyGroup.visible = !gone;
      line.current.visible = !gone;
      splash.current.visible = flight !== null && since > FLIGHT_S && since < FLIGHT_S + 0.6;
      if (flight && !gone) {
        const k = Math.min(1, since / FLIGHT_S);
        const to = flight.good ? [px + 0.7, water + bob + m.aboard * 3.2, pz] : flight.to;
        const x = THROW_FROM[0] + (to[0]! - THROW_FROM[0]) * k;
        const z = THROW_FROM[2] + (to[2]! - THROW_FROM[2]) * k;
        const y =
          THROW_FROM[1] + (to[1]! - THROW_FROM[1]) * k + Math.sin(Math.PI * k) * 3.5 + (k >= 1 ? drawnSwellHeight(SEA, x, z, t) : 0);
        buoyGroup.position.set(x, y, z);
        buoyGroup.rotation.set(0, 0, k < 1 ? since * 9 : 0);
        line.current.position.set(...THROW_FROM);
        line.current.lookAt(x, y, z);
        line.current.scale.set(1, 1, Math.hypot(x - THROW_FROM[0], y - THROW_FROM[1], z - THROW_FROM[2]));
        const splashSince = since - FLIGHT_S;
        splash.current.position.set(flight.to[0]!, water, flight.to[2]!);
        splash.current.scale.set(0.6 + splashSince * 3, 0.4 + splashSince * 2.5, 0.6 + splashSince * 3);
        (splash.current.material as MeshBasicMaterial).opacity = Math.max(0, 0.7 - splashSince);
      }
    }
  });

  return (
    <>
      <SkyDome colors={SKY} />
      <Atmosphere options={ATMOSPHERE} />
      <group position={[0, -DECK_HEIGHT, 0]}>
        <WaterSurface options={SEA} />
      </group>
      <group position={SHIP_AT} rotation={SHIP_TURN}>
        <mesh geometry={assets.ship} material={assets.lit} />
        <Wake options={HULL_FOAM} position={[HULL_FOAM_AT[0], -DECK_HEIGHT, HULL_FOAM_AT[2]]} rotation={[0, Math.PI, 0]} />
        {/* A floodlight on the superstructure, over the side deck and the water. */}
        <sprite material={assets.floodlight} position={[-1.5, 5, -26]} scale={2.2} />
      </group>
      <group ref={fishingBoat} position={FISHING_BOAT_AT} rotation={[0, 0.9, 0]}>
        <mesh geometry={assets.fishingBoat} material={assets.lit} />
        <sprite material={assets.floodlight} position={[0, 5.2, 2.8]} scale={2.5} />
      </group>
      <mesh geometry={assets.crewGear} material={assets.lit} />
      <Crew figures={CREW_ON_DECK} found={found} />
      <group ref={diver}>
        <Crew figures={DIVER_SWELL} found={found} shadows={false} />
      </group>
      <group ref={person}>
        <CrewFigure outfit="float-coat" pose="treading" work="treading" skin={4} position={PERSON_SUNK} shadow={false} />
      </group>
      <mesh ref={dye} geometry={assets.dyePatch} material={assets.dyeMaterial} frustumCulled={false} />
      <mesh ref={ring} geometry={assets.foamRing} material={assets.foamMaterial} />
      <sprite ref={strobe} material={assets.strobe} scale={0.22} />
      <mesh ref={marker} geometry={assets.marker} material={assets.markerMaterial} />
      <group ref={buoy} visible={false}>
        <mesh geometry={assets.buoy} material={assets.buoyMaterial} />
      </group>
      <mesh ref={line} geometry={assets.line} material={assets.lineMaterial} visible={false} />
      <mesh ref={splash} geometry={assets.splash} material={assets.splashMaterial} visible={false} />
      <Rain options={SPRAY} />
    </>
  );
}
