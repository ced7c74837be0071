// Received's ground: the snow and the frozen lake, their paint, and where the houses, the Twin Otter, the lamps and the snowmobile stand.
import { Matrix4 } from 'three';
import { polar, type GroundPoint } from '@mission/chapter-kit';
import { bowlHeight, groundPainter } from '@mission/chapter-kit/scene';

const TERRAIN = { flat: 34, rim: 0.32, roughness: 0.5 };

/** The frozen lake behind the player, where the Twin Otter stands on its skis. */
export const LAKE = { centre: polar(176, 24), radius: 17 } as const;

export const PLANE_AT = polar(174, 16.5);

function inLake(x: number, z: number) {
  return Math.hypot(x - LAKE.centre[0], z - LAKE.centre[2]) < LAKE.radius;
}

export function groundHeight(x: number, z: number): number {
  if (inLake(x, z)) return -0.15;
  // Level snow round the player, the package and the residents; rolling further out.
  const near = Math.min(1, Math.max(0, (Math.hypot(x, z) - 12) / 10));
  return bowlHeight(x, z, TERRAIN) * 0.8 * near;
}

const paintSnow = groundPainter('#e9eef6', '#c9d3e4', 0.05, 9);

export function groundColour(x: number, y: number, z: number) {
  return inLake(x, z) ? ((Math.floor(x * 0.4) + Math.floor(z * 0.5)) % 3 === 0 ? '#aebfd0' : '#b9c9d8') : paintSnow(x, y);
}

/** The houses of the community: low, bright-painted, on short piles; where each stands, which way it faces, its colour. */
export const HOUSES: readonly { at: GroundPoint; turn: number; colour: string; wide?: boolean }[] = [
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
export const PILES = 0.9;

/** The Twin Otter's shadow on the ice under its fuselage and wing (built along z, turned 1.35 rad as placed). */
export const PLANE_SHADOW = [
  { at: [PLANE_AT[0], groundHeight(PLANE_AT[0], PLANE_AT[2]), PLANE_AT[2]] as const, size: [4.5, 5.5] as const, yaw: 1.35 },
];

/** Turned about its centre, then set down at a point (on the ground's height). */
export function placed(at: GroundPoint, turn: number, dy = 0) {
  return new Matrix4().makeTranslation(at[0], groundHeight(at[0], at[2]) + dy, at[2]).multiply(new Matrix4().makeRotationY(turn));
}

export const SNOWMOBILE_AT: GroundPoint = polar(-19, 18.5);

/** Side-on to the player, nose to the left, so its skis, seat and sled read in profile. */
export const SNOWMOBILE_TURN = 1.24;

export const LAMPS: readonly GroundPoint[] = [polar(-24, 16), polar(30, 15), polar(75, 14), polar(-60, 15)];
