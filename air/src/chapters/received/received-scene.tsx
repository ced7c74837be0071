import { useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import {
  BoxGeometry,
  ConeGeometry,
  CylinderGeometry,
  DoubleSide,
  Matrix4,
  MeshBasicMaterial,
  PlaneGeometry,
  Quaternion,
  SphereGeometry,
  Vector3,
  type Group,
} from 'three';
import { useReducedMotion } from '@mission/shared';
import { polar, type ChapterSceneProps, type GroundPoint } from '@mission/chapter-kit';
import {
  ContactShadows,
  Crew,
  CrewFigure,
  crewAtHotspots,
  Atmosphere,
  bowlHeight,
  buildTerrain,
  coniferGeometry,
  easeTowards,
  foggedBasic,
  foggedStandard,
  groundPainter,
  InstancedProps,
  keepClearOf,
  lightGlowMaterial,
  mergeFlat,
  ParticleField,
  placeInRing,
  radialGlowTexture,
  Snow,
  rockGeometry,
  seededRandom,
  SkyDome,
  useSceneAssets,
  wobble,
  type AtmosphereOptions,
  type FlatPart,
  type ParticleFieldOptions,
  type PropPlacement,
  type SnowOptions,
  type SkyColors,
} from '@mission/chapter-kit/scene';
import { herculesPosition } from './hercules-path';
import { CRATE_AT, RECEIVED_HOTSPOTS, RECEIVED_TARGETS, RESIDENTS, SUPPLIES, type Supply } from './received-layout';

/** Dusk in the North: the sun just down behind the far hills, a deep blue sky, snow taking the last pink light. */
const SKY: SkyColors = {
  top: '#0f1a44',
  horizon: '#f79a6a',
  bottom: '#c6d1e1',
  sun: '#ffb27a',
  sunDirection: [-0.5, 0.03, -0.86],
  sunGlow: 0.9,
};
const ATMOSPHERE: AtmosphereOptions = {
  fog: { color: '#979fc0', near: 34, far: 200 },
  hemisphere: { sky: '#b8c6ec', ground: '#8d8fa8', intensity: 2.1 },
  sun: { color: '#ffb88a', intensity: 1.3, position: [-60, 12, -100] },
};
const SNOW: SnowOptions = { count: 900, radius: 22, height: 14, fall: 1.1, wind: [2.2, 0.6], flutter: 0.5, size: 0.07, opacity: 0.8 };

const TERRAIN = { flat: 34, rim: 0.32, roughness: 0.5 };
/** The frozen lake behind the player, where the Twin Otter stands on its skis. */
const LAKE = { centre: polar(176, 24), radius: 17 } as const;
const PLANE_AT = polar(174, 16.5);

function inLake(x: number, z: number) {
  return Math.hypot(x - LAKE.centre[0], z - LAKE.centre[2]) < LAKE.radius;
}

function groundHeight(x: number, z: number): number {
  if (inLake(x, z)) return -0.15;
  // Level snow round the player, the package and the residents; rolling further out.
  const near = Math.min(1, Math.max(0, (Math.hypot(x, z) - 12) / 10));
  return bowlHeight(x, z, TERRAIN) * 0.8 * near;
}

const paintSnow = groundPainter('#e9eef6', '#c9d3e4', 0.05, 9);
function groundColour(x: number, y: number, z: number) {
  return inLake(x, z) ? ((Math.floor(x * 0.4) + Math.floor(z * 0.5)) % 3 === 0 ? '#aebfd0' : '#b9c9d8') : paintSnow(x, y);
}

const SNOW_WHITE = '#eef2f8';
const AIR_FORCE_PARKA = '#4e5a3e';

/** The houses of the community: low, bright-painted, on short piles; where each stands, which way it faces, its colour. */
const HOUSES: readonly { at: GroundPoint; turn: number; colour: string; wide?: boolean }[] = [
  { at: polar(-38, 22), turn: -0.5, colour: '#a8463a' },
  { at: polar(-12, 27), turn: 0.2, colour: '#3f6f8f' },
  { at: polar(22, 24), turn: -0.25, colour: '#d2a344' },
  { at: polar(48, 21), turn: 0.6, colour: '#4f7f5a' },
  { at: polar(104, 16), turn: 1.45, colour: '#7d8c99', wide: true },
  { at: polar(135, 25), turn: 2.2, colour: '#a8463a' },
  { at: polar(-112, 21), turn: -1.8, colour: '#d2a344' },
  { at: polar(-142, 26), turn: -2.4, colour: '#3f6f8f' },
  // The rest of the community, further up the track, up the rise: each in a gap of the front row
  // (and higher), so the opening frame shows it beyond the package and not behind a front house.
  { at: polar(-25, 45), turn: 0.4, colour: '#c23a30' },
  { at: polar(5, 47), turn: -0.1, colour: '#e0b43c' },
  { at: polar(-56, 42), turn: -0.9, colour: '#3a6ea5' },
  { at: polar(36, 44), turn: 0.3, colour: '#2f7f86' },
];

/** Houses in the North stand on piles above the permafrost: how high their floor is. */
const PILES = 0.9;

/** The Twin Otter's shadow on the ice under its fuselage and wing (built along z, turned 1.35 rad as placed). */
const PLANE_SHADOW = [
  { at: [PLANE_AT[0], groundHeight(PLANE_AT[0], PLANE_AT[2]), PLANE_AT[2]] as const, size: [4.5, 5.5] as const, yaw: 1.35 },
];

/** The trades (kit figures): the supply technician carrying a box from the sled and the logistics officer pointing out the list, in Air Force green parkas; the pilot in a flight suit by the Twin Otter. */
const CREW = crewAtHotspots(RECEIVED_HOTSPOTS, {
  supplyTechnician: {
    outfit: 'arctic-parka',
    accent: AIR_FORCE_PARKA,
    pose: 'carrying',
    work: 'idle',
    turn: 160,
    ground: groundHeight(RECEIVED_HOTSPOTS.supplyTechnician[0], RECEIVED_HOTSPOTS.supplyTechnician[2]),
  },
  logisticsOfficer: {
    outfit: 'arctic-parka',
    accent: AIR_FORCE_PARKA,
    pose: 'reading',
    work: 'tablet',
    turn: 140,
    ground: groundHeight(RECEIVED_HOTSPOTS.logisticsOfficer[0], RECEIVED_HOTSPOTS.logisticsOfficer[2]),
  },
  pilot: {
    outfit: 'aircrew-flight-suit',
    pose: 'pointing',
    work: 'directing',
    turn: 160,
    ground: groundHeight(RECEIVED_HOTSPOTS.pilot[0], RECEIVED_HOTSPOTS.pilot[2]),
  },
});

/** A thin bar between two points (a parachute line, a strut). */
function bar(from: Vector3, to: Vector3, thickness: number): { geometry: CylinderGeometry; matrix: Matrix4 } {
  const direction = to.clone().sub(from);
  const length = direction.length();
  const rotation = new Quaternion().setFromUnitVectors(new Vector3(0, 1, 0), direction.normalize());
  return {
    geometry: new CylinderGeometry(thickness, thickness, length, 4),
    matrix: new Matrix4().compose(from.clone().add(to).multiplyScalar(0.5), rotation, new Vector3(1, 1, 1)),
  };
}

/** Turned about its centre, then set down at a point (on the ground's height). */
function placed(at: GroundPoint, turn: number, dy = 0) {
  return new Matrix4().makeTranslation(at[0], groundHeight(at[0], at[2]) + dy, at[2]).multiply(new Matrix4().makeRotationY(turn));
}

/** Everything that stands still: houses, the hall, the landed package and its canopy, the trades, the sled, the Twin Otter, the lamp posts. */
function communityGeometry() {
  const parts: FlatPart[] = [];
  for (const { at, turn, colour, wide } of HOUSES) {
    const width = wide ? 9 : 5;
    const depth = wide ? 6 : 4.2;
    const place = placed(at, turn);
    parts.push({ geometry: new BoxGeometry(width, 2.7, depth).translate(0, PILES + 1.35, 0), color: colour, matrix: place });
    // A snow-laden gable roof, piles under the floor, a dark door facing the street.
    const roof = new CylinderGeometry(depth * 0.62, depth * 0.62, width + 0.5, 3, 1)
      .rotateZ(Math.PI / 2)
      .rotateX(-Math.PI / 2)
      .scale(1, 0.55, 1);
    // Snow on the slopes; the gable ends (far along the ridge, in the house's own frame) in the house's colour.
    const along = (x: number, z: number) => Math.abs((x - at[0]) * Math.cos(turn) - (z - at[2]) * Math.sin(turn));
    parts.push({
      geometry: roof,
      color: (x, _y, z) => (along(x, z) > width / 4 ? colour : SNOW_WHITE),
      matrix: place.clone().multiply(new Matrix4().makeTranslation(0, PILES + 2.6 + depth * 0.15, 0)),
    });
    // The piles under the floor, a dark door facing the street and the steps up to it, the chimney.
    for (const px of [-0.45, 0, 0.45]) {
      for (const pz of [-0.4, 0.4])
        parts.push({
          geometry: new BoxGeometry(0.18, PILES, 0.18).translate(px * width, PILES / 2, pz * depth),
          color: '#3b332e',
          matrix: place,
        });
    }
    parts.push({
      geometry: new BoxGeometry(0.9, 1.8, 0.08).translate(width * 0.3, PILES + 0.9, depth / 2 + 0.02),
      color: '#3a2b24',
      matrix: place,
    });
    parts.push({
      geometry: new BoxGeometry(1.2, PILES, 0.8).translate(width * 0.3, PILES / 2, depth / 2 + 0.4),
      color: '#6b5a4a',
      matrix: place,
    });
    parts.push({
      geometry: new BoxGeometry(0.5, 1.2, 0.5).translate(-width * 0.3, PILES + 4.5, depth * 0.2),
      color: '#5a504a',
      matrix: place,
    });
    // Snow banked against the walls.
    parts.push({
      geometry: wobble(new BoxGeometry(width + 1.2, 0.6, depth + 1.2, 3, 1, 3), 0.3, 4).translate(0, 0.1, 0),
      color: SNOW_WHITE,
      matrix: place,
    });
  }
  // The landed package on its pallet, the canopy collapsed on the snow behind it, its lines.
  const [cx, , cz] = CRATE_AT;
  const crate = new Matrix4().makeTranslation(cx, 0, cz);
  parts.push({ geometry: new BoxGeometry(1.5, 0.14, 1.2).translate(0, 0.07, 0), color: '#8a6a40', matrix: crate });
  parts.push({ geometry: new BoxGeometry(1.3, 0.8, 1.0).translate(0, 0.54, 0), color: '#a4824f', matrix: crate });
  parts.push({ geometry: new BoxGeometry(1.34, 0.08, 1.04).translate(0, 0.5, 0), color: '#2d2d2a', matrix: crate });
  parts.push({ geometry: new BoxGeometry(0.08, 0.84, 1.04).translate(0.35, 0.54, 0), color: '#2d2d2a', matrix: crate });
  parts.push({ geometry: new BoxGeometry(0.08, 0.84, 1.04).translate(-0.35, 0.54, 0), color: '#2d2d2a', matrix: crate });
  const chute = wobble(new SphereGeometry(2.6, 12, 3, 0, Math.PI * 2, 0, Math.PI / 2), 0.35, 6).scale(1, 0.22, 0.75);
  const chuteAt = new Vector3(cx + 2.2, 0.05, cz - 3.4);
  parts.push({
    geometry: chute,
    color: (x, _y, z) =>
      Math.floor(((Math.atan2(z - chuteAt.z, x - chuteAt.x) + Math.PI) / (Math.PI * 2)) * 12) % 2 ? '#f2efe6' : '#f26a1b',
    matrix: new Matrix4().makeTranslation(chuteAt.x, chuteAt.y, chuteAt.z).multiply(new Matrix4().makeRotationY(0.5)),
  });
  for (const dx of [-0.5, 0.5])
    parts.push({
      ...bar(new Vector3(cx + dx, 0.85, cz - 0.4), new Vector3(chuteAt.x + dx * 2 - 0.8, 0.2, chuteAt.z + 1.2), 0.015),
      color: '#e9e2cf',
    });
  // The trades' gear: the supply technician's sled of boxes (the people are kit figures, CREW).
  const trade = (point: GroundPoint, outward: number) =>
    placed([point[0] * outward, 0, point[2] * outward], Math.atan2(-point[0], -point[2]));
  const sled = trade(RECEIVED_HOTSPOTS.supplyTechnician, 1.35);
  parts.push({ geometry: new BoxGeometry(1.1, 0.12, 2.6).translate(0, 0.3, 0), color: '#8a6a40', matrix: sled });
  for (const dx of [-0.5, 0.5])
    parts.push({ geometry: new BoxGeometry(0.08, 0.08, 2.9).translate(dx, 0.08, 0), color: '#3a2b24', matrix: sled });
  for (const dz of [-0.7, 0.1])
    parts.push({ geometry: new BoxGeometry(0.8, 0.5, 0.7).translate(0, 0.61, dz), color: dz < 0 ? '#a4824f' : '#56603f', matrix: sled });
  parts.push({
    geometry: new BoxGeometry(0.3, 0.4, 0.04).translate(0.3, 1.0, 0.3),
    color: '#d9d2c0',
    matrix: trade(RECEIVED_HOTSPOTS.logisticsOfficer, 1.1),
  });
  // The Twin Otter on skis: white with a red nose and tail, high wing, two engines.
  const plane = placed(PLANE_AT, 1.35);
  const on = (matrix: Matrix4) => plane.clone().multiply(matrix);
  const at = (x: number, y: number, z: number) => new Matrix4().makeTranslation(x, y, z);
  parts.push({ geometry: new BoxGeometry(1.6, 1.7, 10).translate(0, 1.75, 0), color: '#f1f1ec', matrix: plane });
  parts.push({ geometry: new BoxGeometry(1.3, 1.2, 1.6), color: '#c0342b', matrix: on(at(0, 1.65, -5.6)) });
  parts.push({ geometry: new BoxGeometry(1.2, 1.1, 3.4), color: '#f1f1ec', matrix: on(at(0, 2.0, 6.4)) });
  parts.push({ geometry: new BoxGeometry(0.14, 2.4, 2), color: '#c0342b', matrix: on(at(0, 3.6, 7.4)) });
  parts.push({ geometry: new BoxGeometry(5.6, 0.1, 1.4), color: '#f1f1ec', matrix: on(at(0, 2.6, 7.6)) });
  parts.push({ geometry: new BoxGeometry(19.8, 0.22, 2), color: '#f1f1ec', matrix: on(at(0, 2.75, -1.5)) });
  for (const side of [-1, 1]) {
    parts.push({
      geometry: new CylinderGeometry(0.45, 0.4, 2.6, 8).rotateX(Math.PI / 2),
      color: '#e9e9e4',
      matrix: on(at(side * 3, 2.45, -2.6)),
    });
    parts.push({ geometry: new BoxGeometry(0.12, 1.6, 0.08), color: '#2a2a2a', matrix: on(at(side * 3, 2.45, -3.95)) });
    const strut = bar(new Vector3(side * 0.8, 1.2, -1.5), new Vector3(side * 4.5, 2.65, -1.5), 0.05);
    parts.push({ geometry: strut.geometry, matrix: on(strut.matrix), color: '#9a9a96' });
    parts.push({ geometry: new BoxGeometry(0.35, 0.1, 3.2).translate(0, 0.1, 0), color: '#2a2f38', matrix: on(at(side * 1.3, 0, -1)) });
    parts.push({ geometry: new BoxGeometry(0.1, 0.9, 0.1), color: '#6b6b68', matrix: on(at(side * 1.1, 0.55, -1)) });
  }
  // A resident's snowmobile parked by the blue house, its qamutik (sled) hitched behind.
  parts.push(...snowmobileParts(placed(SNOWMOBILE_AT, SNOWMOBILE_TURN)));
  // Street lamps along the community's track.
  for (const lamp of LAMPS) {
    parts.push({ geometry: new CylinderGeometry(0.07, 0.09, 4.4, 5).translate(0, 2.2, 0), color: '#3d3a38', matrix: placed(lamp, 0) });
    parts.push({ geometry: new BoxGeometry(0.9, 0.08, 0.12).translate(0.35, 4.4, 0), color: '#3d3a38', matrix: placed(lamp, 0) });
  }
  return mergeFlat(parts);
}

const SNOWMOBILE_AT: GroundPoint = polar(-19, 18.5);
/** Side-on to the player, nose to the left, so its skis, seat and sled read in profile. */
const SNOWMOBILE_TURN = 1.24;

/**
 * A snowmobile, its nose towards -z: two skis turned up at the tips on their spindles, the red
 * hood and belly pan, a smoked windshield, handlebars with their grips, the long black seat
 * over the track in its tunnel, running boards; and a qamutik hitched behind, its two runners
 * and crossbars lashed, a tarp over the load.
 */
function snowmobileParts(place: Matrix4): FlatPart[] {
  const red = '#b8282a';
  const black = '#1d1d1f';
  const at = (matrix: Matrix4) => place.clone().multiply(matrix);
  const move = (x: number, y: number, z: number) => new Matrix4().makeTranslation(x, y, z);
  const parts: FlatPart[] = [];
  for (const side of [-1, 1]) {
    // The ski, its tip turned up, and the spindle up to the hood.
    parts.push({
      geometry: new BoxGeometry(0.14, 0.04, 1.05).translate(0, 0.03, 0),
      color: black,
      matrix: at(move(side * 0.46, 0, -1.05)),
    });
    parts.push({
      geometry: new BoxGeometry(0.14, 0.04, 0.3).translate(0, 0, -0.15),
      color: black,
      matrix: at(move(side * 0.46, 0.05, -1.57).multiply(new Matrix4().makeRotationX(-0.7))),
    });
    parts.push({
      geometry: new BoxGeometry(0.06, 0.42, 0.06).translate(0, 0.21, 0),
      color: '#3a3c40',
      matrix: at(move(side * 0.42, 0.04, -1.0).multiply(new Matrix4().makeRotationZ(side * 0.35))),
    });
    // The running board along the tunnel.
    parts.push({ geometry: new BoxGeometry(0.2, 0.04, 1.3), color: '#2c2d31', matrix: at(move(side * 0.36, 0.2, 0.55)) });
    // The handlebar's grip.
    parts.push({
      geometry: new CylinderGeometry(0.03, 0.03, 0.14, 5).rotateZ(Math.PI / 2),
      color: black,
      matrix: at(move(side * 0.36, 1.02, -0.18)),
    });
  }
  // The belly pan and the hood, sloping down to the nose; a headlight in it.
  parts.push({ geometry: new BoxGeometry(0.86, 0.3, 1.2).translate(0, 0.3, -0.7), color: red, matrix: place });
  parts.push({
    geometry: new BoxGeometry(0.8, 0.3, 0.9).translate(0, 0.15, -0.45),
    color: red,
    matrix: at(move(0, 0.45, -0.65).multiply(new Matrix4().makeRotationX(-0.32))),
  });
  parts.push({ geometry: new BoxGeometry(0.3, 0.1, 0.04), color: '#f4ead0', matrix: at(move(0, 0.5, -1.3)) });
  // The windshield, smoked and leaning back, and the handlebars across under it.
  parts.push({
    geometry: new BoxGeometry(0.62, 0.34, 0.03).translate(0, 0.17, 0),
    color: '#3b4656',
    matrix: at(move(0, 0.76, -0.38).multiply(new Matrix4().makeRotationX(-0.55))),
  });
  parts.push({
    geometry: new CylinderGeometry(0.022, 0.022, 0.6, 5).rotateZ(Math.PI / 2),
    color: '#8d9296',
    matrix: at(move(0, 1.0, -0.18)),
  });
  parts.push({ geometry: new BoxGeometry(0.06, 0.3, 0.06).translate(0, 0.15, 0), color: '#3a3c40', matrix: at(move(0, 0.72, -0.22)) });
  // The tunnel over the track, the track's tread showing under it, the seat on top, the tail light.
  parts.push({ geometry: new BoxGeometry(0.54, 0.26, 1.7).translate(0, 0.3, 0.55), color: '#2a2a2c', matrix: place });
  for (let z = -0.2; z <= 1.35; z += 0.22)
    parts.push({ geometry: new BoxGeometry(0.5, 0.05, 0.1), color: '#121214', matrix: at(move(0, 0.03, z)) });
  parts.push({ geometry: new BoxGeometry(0.48, 0.18, 1.2).translate(0, 0.52, 0.45), color: black, matrix: place });
  parts.push({ geometry: new BoxGeometry(0.26, 0.06, 0.03), color: '#e2312a', matrix: at(move(0, 0.42, 1.41)) });
  // The qamutik: a hitch pole, two long wooden runners, crossbars lashed across, a tarp over the load.
  parts.push({ geometry: new BoxGeometry(0.05, 0.05, 1.3), color: '#3a3c40', matrix: at(move(0, 0.2, 2.05)) });
  for (const side of [-1, 1]) {
    parts.push({
      geometry: new BoxGeometry(0.08, 0.22, 3.4).translate(0, 0.11, 0),
      color: '#8a6a40',
      matrix: at(move(side * 0.5, 0, 4.3)),
    });
    parts.push({
      geometry: new BoxGeometry(0.08, 0.2, 0.3).translate(0, 0, -0.15),
      color: '#8a6a40',
      matrix: at(move(side * 0.5, 0.12, 2.62).multiply(new Matrix4().makeRotationX(-0.5))),
    });
  }
  for (let z = 2.9; z <= 5.8; z += 0.36)
    parts.push({ geometry: new BoxGeometry(1.16, 0.04, 0.14), color: '#b08a56', matrix: at(move(0, 0.24, z)) });
  parts.push({
    geometry: wobble(new BoxGeometry(0.9, 0.45, 1.6, 2, 1, 2), 0.05, 7).translate(0, 0.48, 0),
    color: '#2f5d8a',
    matrix: at(move(0, 0, 4.6)),
  });
  return parts;
}

const LAMPS: readonly GroundPoint[] = [polar(-24, 16), polar(30, 15), polar(75, 14), polar(-60, 15)];

/** Every lit window of the community: warm squares on the houses' fronts and sides. */
function windowsGeometry() {
  const parts: FlatPart[] = [];
  for (const { at, turn, wide } of HOUSES) {
    const width = wide ? 9 : 5;
    const depth = wide ? 6 : 4.2;
    const place = placed(at, turn);
    for (const x of wide ? [-3, -1.2, 1.2] : [-1])
      parts.push({ geometry: new PlaneGeometry(0.9, 0.8).translate(x, PILES + 1.4, depth / 2 + 0.03), color: '#ffc56b', matrix: place });
    parts.push({
      geometry: new PlaneGeometry(0.8, 0.7).rotateY(Math.PI / 2).translate(width / 2 + 0.03, PILES + 1.4, 0),
      color: '#ffb552',
      matrix: place,
    });
  }
  return mergeFlat(parts);
}

/** The package's lid, hinged along its back edge (the group's origin). */
function lidGeometry() {
  return mergeFlat([
    { geometry: new BoxGeometry(1.36, 0.1, 1.06).translate(0, 0.05, 0.53), color: '#a4824f' },
    { geometry: new BoxGeometry(0.08, 0.12, 1.08).translate(0.35, 0.05, 0.53), color: '#2d2d2a' },
    { geometry: new BoxGeometry(0.08, 0.12, 1.08).translate(-0.35, 0.05, 0.53), color: '#2d2d2a' },
  ]);
}

/** The three supplies, each small enough to carry: folded blankets, a food box, a pack of water jugs. */
function supplyGeometry(supply: Supply) {
  if (supply === 'blankets') {
    return mergeFlat([
      { geometry: new BoxGeometry(0.5, 0.12, 0.38).translate(0, 0.06, 0), color: '#4f6fa8' },
      { geometry: new BoxGeometry(0.5, 0.12, 0.38).translate(0, 0.18, 0), color: '#a8463a' },
      { geometry: new BoxGeometry(0.5, 0.12, 0.38).translate(0, 0.3, 0), color: '#d9cdb0' },
    ]);
  }
  if (supply === 'food') {
    return mergeFlat([
      { geometry: new BoxGeometry(0.46, 0.34, 0.36).translate(0, 0.17, 0), color: '#c9a36a' },
      { geometry: new BoxGeometry(0.47, 0.08, 0.37).translate(0, 0.22, 0), color: '#3f6f3a' },
    ]);
  }
  // Two blue jugs strapped together, with their white caps.
  return mergeFlat([
    { geometry: new CylinderGeometry(0.12, 0.13, 0.36, 8).translate(-0.13, 0.18, 0), color: '#3f7fc4' },
    { geometry: new CylinderGeometry(0.12, 0.13, 0.36, 8).translate(0.13, 0.18, 0), color: '#3f7fc4' },
    { geometry: new CylinderGeometry(0.04, 0.04, 0.06, 6).translate(-0.13, 0.39, 0), color: '#f4f4f0' },
    { geometry: new CylinderGeometry(0.04, 0.04, 0.06, 6).translate(0.13, 0.39, 0), color: '#f4f4f0' },
    { geometry: new BoxGeometry(0.52, 0.04, 0.27).translate(0, 0.22, 0), color: '#2d2d2a' },
  ]);
}

/** The residents waiting round the package, each in a bright parka (kit figures). */
const RESIDENT_LOOKS: Record<Supply, { colour: string; skin: number }> = {
  water: { colour: '#b8342c', skin: 1 },
  food: { colour: '#2f7f86', skin: 3 },
  blankets: { colour: '#d9a13a', skin: 5 },
};

/** Where each supply waits in the opened package (a slot along it), and where the resident holds it. */
const SLOTS: Record<Supply, readonly [number, number, number]> = {
  water: [CRATE_AT[0] - 0.4, 0.55, CRATE_AT[2]],
  food: [CRATE_AT[0], 0.55, CRATE_AT[2]],
  blankets: [CRATE_AT[0] + 0.4, 0.55, CRATE_AT[2]],
};
function heldAt(supply: Supply): [number, number, number] {
  const place = RESIDENTS[supply];
  const toPlayer = new Vector3(-place[0], 0, -place[2]).normalize().multiplyScalar(0.35);
  return [place[0] + toPlayer.x, groundHeight(place[0], place[2]) + 0.78, place[2] + toPlayer.z];
}

/** Smoke rising from the chimneys seen beyond the package (the kit's field takes four emitters). */
const SMOKE: ParticleFieldOptions = {
  count: 110,
  emitters: [HOUSES[1]!, HOUSES[2]!, HOUSES[8]!, HOUSES[9]!].map(({ at, turn, wide }) => {
    const offset = new Vector3(-(wide ? 9 : 5) * 0.3, PILES + 5.2, (wide ? 6 : 4.2) * 0.2).applyAxisAngle(new Vector3(0, 1, 0), turn);
    return [at[0] + offset.x, groundHeight(at[0], at[2]) + offset.y, at[2] + offset.z] as const;
  }),
  spread: [0.2, 0.1, 0.2],
  velocity: [0.5, 0.9, 0.15],
  velocityJitter: [0.2, 0.2, 0.2],
  lifetime: 4,
  size: 0.9,
  growth: 2.5,
  colorStart: '#d9d6de',
  colorEnd: '#9ea3b8',
  opacity: 0.35,
  seed: 31,
};

/**
 * The CC-130J Hercules that dropped the package, heading home along the horizon: a dark
 * silhouette against the dusk (high wing, four engines, the tall fin), drawn unfogged since it
 * flies far beyond the village's haze. Real size, about 30 m long and 40 m across.
 */
function herculesGeometry() {
  const at = (x: number, y: number, z: number) => new Matrix4().makeTranslation(x, y, z);
  const parts: FlatPart[] = [
    { geometry: new CylinderGeometry(2.1, 2.1, 26, 8).rotateZ(Math.PI / 2), color: '#2b3040' },
    { geometry: new ConeGeometry(2.1, 4, 8).rotateZ(-Math.PI / 2), color: '#2b3040', matrix: at(15, 0, 0) },
    { geometry: new ConeGeometry(2.1, 6, 8).rotateZ(Math.PI / 2), color: '#2b3040', matrix: at(-16, 0.6, 0) },
    { geometry: new BoxGeometry(4.2, 0.5, 40), color: '#252a38', matrix: at(2, 2.1, 0) },
    { geometry: new BoxGeometry(4, 7, 0.5), color: '#252a38', matrix: at(-16, 4.2, 0) },
    { geometry: new BoxGeometry(3.4, 0.4, 13), color: '#252a38', matrix: at(-16.5, 1.4, 0) },
  ];
  for (const z of [-14, -7, 7, 14])
    parts.push({ geometry: new CylinderGeometry(0.8, 0.8, 4.5, 6).rotateZ(Math.PI / 2), color: '#2b3040', matrix: at(4.5, 1.5, z) });
  return mergeFlat(parts);
}

/** Seconds a supply takes from the package to the resident's arms. */
const HAND_S = 0.9;

/** /air/received: a northern community at dusk; the package opens and its supplies are handed out, one by one. */
export default function ReceivedScene({ runtime, phase, doneTargets, found }: ChapterSceneProps) {
  const calm = useReducedMotion();
  const assets = useSceneAssets(() => {
    const glow = radialGlowTexture();
    return {
      glow,
      ground: buildTerrain({ size: 280, segments: 64, height: groundHeight, color: groundColour }),
      community: communityGeometry(),
      windows: windowsGeometry(),
      lid: lidGeometry(),
      tree: coniferGeometry(),
      rock: rockGeometry('#8c8f99', '#eef2f8', 5),
      supplies: SUPPLIES.map((supply) => supplyGeometry(supply)),
      lit: foggedStandard(),
      warm: foggedBasic({ vertexColors: true }),
      lampGlow: lightGlowMaterial(glow, '#ffbe6e', 0.85),
      windowGlow: lightGlowMaterial(glow, '#ffb552', 0.45),
      beacon: lightGlowMaterial(glow, '#ff3b2f', 0.9),
      cue: new ConeGeometry(0.16, 0.3, 4).rotateX(Math.PI),
      hercules: herculesGeometry(),
      herculesMaterial: new MeshBasicMaterial({ vertexColors: true, fog: false }),
      cueMaterial: foggedBasic({ color: '#ffd34a', side: DoubleSide }),
    };
  }, []);
  const keepClear = useMemo(
    () =>
      keepClearOf([
        { points: Object.values(RECEIVED_HOTSPOTS), radius: 5, sightline: 2.5 },
        { points: RECEIVED_TARGETS.map((target) => target.position), radius: 4, sightline: 2.5 },
        { points: [CRATE_AT], radius: 6, sightline: 2.5 },
        { points: HOUSES.map(({ at }) => at), radius: 7.5 },
        { points: [PLANE_AT, LAKE.centre], radius: LAKE.radius },
        { points: LAMPS, radius: 2 },
        { points: [SNOWMOBILE_AT, polar(-30, 20)], radius: 4 },
      ]),
    [],
  );
  const trees = useMemo<PropPlacement[]>(() => {
    const random = seededRandom(41);
    return placeInRing({ count: 75, inner: 16, outer: 110, keepClear, random }).map((point) => ({
      position: [point[0], groundHeight(point[0], point[2]) - 0.1, point[2]],
      scale: 0.8 + random() * 0.9,
      rotationY: random() * 6,
    }));
  }, [keepClear]);
  const rocks = useMemo<PropPlacement[]>(() => {
    const random = seededRandom(43);
    return placeInRing({ count: 18, inner: 10, outer: 60, keepClear, random }).map((point) => ({
      position: [point[0], groundHeight(point[0], point[2]) - 0.15, point[2]],
      scale: 0.6 + random() * 1.4,
      rotationY: random() * 6,
    }));
  }, [keepClear]);
  const lid = useRef<Group>(null);
  const items = useRef<(Group | null)[]>([]);
  const residents = useRef<(Group | null)[]>([]);
  const cue = useRef<Group>(null);
  const hercules = useRef<Group>(null);
  const memory = useRef({ open: 0, handedAt: SUPPLIES.map(() => null as number | null) });
  // The package opens once Level 2 begins (and stays open after).
  const opening = phase === 'mission' || phase === 'complete' || doneTargets.length > 0;

  useFrame((state, delta) => {
    const t = state.clock.elapsedTime;
    const m = memory.current;
    hercules.current?.position.set(...herculesPosition(t, calm));
    m.open = easeTowards(m.open, opening ? 1 : 0, delta, 2.2);
    if (lid.current) lid.current.rotation.x = -m.open * 1.95;
    const current = SUPPLIES.find((supply) => !doneTargets.includes(supply));
    SUPPLIES.forEach((supply, index) => {
      if (doneTargets.includes(supply) && m.handedAt[index] === null) m.handedAt[index] = t;
      const item = items.current[index];
      const resident = residents.current[index];
      const handed = m.handedAt[index] ?? null;
      const since = handed === null ? -1 : t - handed;
      if (item) {
        const slot = SLOTS[supply];
        if (handed === null) {
          // In the package; the one whose turn it is rises a little, once it is open.
          const lift = current === supply && runtime.board.isEnabled ? 0.18 + Math.sin(t * 3) * 0.05 : 0;
          item.position.set(slot[0], slot[1] + m.open * 0.1 + lift * m.open, slot[2]);
          item.rotation.y = 0;
        } else {
          // Carried in an arc to the resident's arms, then held.
          const k = Math.min(1, since / HAND_S);
          const to = heldAt(supply);
          const ease = k * k * (3 - 2 * k);
          item.position.set(
            slot[0] + (to[0] - slot[0]) * ease,
            slot[1] + (to[1] - slot[1]) * ease + Math.sin(Math.PI * k) * 1.4,
            slot[2] + (to[2] - slot[2]) * ease,
          );
          item.rotation.y = Math.atan2(-to[0], -to[2]);
        }
      }
      if (resident) {
        const place = RESIDENTS[supply];
        const hop =
          since > HAND_S && since < HAND_S + 0.9 ? Math.abs(Math.sin((since - HAND_S) * 7)) * 0.22 * (1 - (since - HAND_S) / 0.9) : 0;
        const sway = Math.sin(t * 1.3 + index * 2) * 0.04;
        resident.position.set(place[0], groundHeight(place[0], place[2]) + hop, place[2]);
        resident.rotation.set(0, Math.atan2(-place[0], -place[2]) + sway, sway * 0.5);
      }
    });
    // A small marker bobs over the resident whose turn it is.
    const marker = cue.current;
    if (marker) {
      marker.visible = current !== undefined && runtime.board.isEnabled;
      if (current) {
        const place = RESIDENTS[current];
        marker.position.set(place[0], groundHeight(place[0], place[2]) + 1.95 + Math.sin(t * 3) * 0.08, place[2]);
        marker.rotation.y = t * 1.5;
      }
    }
  });

  return (
    <>
      <SkyDome colors={SKY} />
      <Atmosphere options={ATMOSPHERE} />
      <mesh geometry={assets.ground} material={assets.lit} />
      <mesh geometry={assets.community} material={assets.lit} />
      <Crew figures={CREW} found={found} />
      <ContactShadows spots={PLANE_SHADOW} />
      <mesh geometry={assets.windows} material={assets.warm} />
      <InstancedProps geometry={assets.tree} material={assets.lit} placements={trees} />
      <InstancedProps geometry={assets.rock} material={assets.lit} placements={rocks} />
      <group ref={lid} position={[CRATE_AT[0], 0.94, CRATE_AT[2] - 0.53]}>
        <mesh geometry={assets.lid} material={assets.lit} />
      </group>
      {SUPPLIES.map((supply, index) => (
        <group
          key={supply}
          ref={(group) => {
            items.current[index] = group;
          }}
        >
          <mesh geometry={assets.supplies[index]} material={assets.lit} />
        </group>
      ))}
      {SUPPLIES.map((supply, index) => (
        <group
          key={`resident-${supply}`}
          ref={(group) => {
            residents.current[index] = group;
          }}
        >
          <CrewFigure outfit="arctic-parka" pose="idle" accent={RESIDENT_LOOKS[supply].colour} skin={RESIDENT_LOOKS[supply].skin} />
        </group>
      ))}
      <group ref={cue} visible={false}>
        <mesh geometry={assets.cue} material={assets.cueMaterial} />
      </group>
      {LAMPS.map((lamp) => (
        <sprite
          key={`${lamp[0]}-${lamp[2]}`}
          material={assets.lampGlow}
          position={[lamp[0] + 0.7, groundHeight(lamp[0], lamp[2]) + 4.3, lamp[2]]}
          scale={1.6}
        />
      ))}
      <sprite material={assets.windowGlow} position={[HOUSES[4]!.at[0], 2.4, HOUSES[4]!.at[2]]} scale={7} />
      <sprite material={assets.beacon} position={[PLANE_AT[0], 4.9, PLANE_AT[2]]} scale={0.8} />
      <group ref={hercules}>
        <mesh geometry={assets.hercules} material={assets.herculesMaterial} />
        <sprite material={assets.beacon} position={[-16, 8, 0]} scale={4} />
      </group>
      <ParticleField options={SMOKE} />
      <Snow options={SNOW} />
    </>
  );
}
