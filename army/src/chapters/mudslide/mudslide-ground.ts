// The Mudslide's ground: the road, the slope and the slide on it, their paint, and where the machines stand.
import { Color } from 'three';
import { groundPainter } from '@mission/chapter-kit/scene';
import { MUDSLIDE_HOTSPOTS } from './mudslide-layout';
import { smoothstep } from '@mission/chapter-kit';
import { slideDepth } from './slide-shape';

export const ROAD_HALF_WIDTH = 3.6;

/** The road bends gently as it climbs away from the player. */
export function roadCentre(z: number): number {
  return Math.sin(z * 0.035) * 6;
}

/** Steep slope on the left (where the slide came from), a drop towards the valley on the right, peaks behind the mist. */
function slopeHeight(x: number, z: number): number {
  const offset = x - roadCentre(z);
  const left = offset < -ROAD_HALF_WIDTH - 1 ? Math.pow(-offset - ROAD_HALF_WIDTH - 1, 1.35) * 0.42 : 0;
  const right = offset > ROAD_HALF_WIDTH + 1 ? -Math.min(6, (offset - ROAD_HALF_WIDTH - 1) * 0.35) + Math.max(0, offset - 30) * 0.9 : 0;
  const distance = Math.hypot(x, z);
  const peaks = Math.max(0, distance - 70) * 0.8 * (0.6 + 0.4 * Math.sin(x * 0.05 + z * 0.03));
  const texture = Math.sin(x * 0.3) * Math.cos(z * 0.27) * 0.25;
  return left + right + peaks + (Math.abs(offset) > ROAD_HALF_WIDTH + 1 ? texture : 0);
}

/** The ground with the slide on it: the scar cut into the slope above, the tongue of mud heaped over the road below. */
export function mountainHeight(x: number, z: number): number {
  return slopeHeight(x, z) + slideDepth(x - roadCentre(z), z);
}

/**
 * The convoy's lane, the one the crew clears once the debris is off: the road's right half,
 * from just left of the centre line to the road's right edge. How much of the slide's mud at
 * `offset` (m from the centre line) lies in it: 1 inside, 0 outside, eased over 0.8 m.
 */
export function laneShare(offset: number): number {
  return smoothstep(-0.4, 0.4, offset) * (1 - smoothstep(ROAD_HALF_WIDTH - 0.2, ROAD_HALF_WIDTH + 0.4, offset));
}

/** The mud heaped on the convoy's lane (m): drawn apart from the ground (lane-mud.tsx), so it can be pushed aside. */
export function laneMud(x: number, z: number): number {
  const offset = x - roadCentre(z);
  return Math.max(0, slideDepth(offset, z)) * laneShare(offset);
}

/** The ground without the lane's mud: what the convoy drives on once the lane is cleared. */
export function clearedHeight(x: number, z: number): number {
  return mountainHeight(x, z) - laneMud(x, z);
}

const grass = groundPainter('#4a5734', '#6c7048', 0.05, 9);

/** The slide's mud, warm and saturated so it reads against the green slope and the grey mist. */
const MUD = new Color('#7a5433');

const WET_MUD = new Color('#45301f');

/** Streaks of raw clay along the way the mud flowed. */
const CLAY = new Color('#9a7248');

const paint = new Color();

/** The ground's paint with the slide's mud `depth` over it (metres: heaped positive, scar negative). */
function paintGround(x: number, y: number, z: number, depth: number): Color {
  const offset = x - roadCentre(z);
  if (Math.abs(offset) < ROAD_HALF_WIDTH) paint.set('#3e3f3d');
  else if (Math.abs(offset) < ROAD_HALF_WIDTH + 0.8) paint.set('#6b6558');
  else if (y > 30) paint.set('#8e8c86');
  else paint.set(grass(x, y));
  // The slide's mud over everything it reached, wetter in the scar and at the tongue's edges.
  const cover = Math.min(1, Math.abs(depth) * 2.2);
  if (cover <= 0) return paint;
  paint.lerp(depth < 0 ? WET_MUD : MUD.clone().lerp(WET_MUD, 1 - cover), cover);
  // Flow lines down the slide: the mud came down the slope towards the road (z rising 1.4 m for each metre it fell).
  const streak = Math.sin((z - 1.4 * offset) * 0.9 + Math.sin(offset * 0.35) * 2);
  return streak > 0.55 ? paint.lerp(CLAY, (streak - 0.55) * 1.6 * cover) : paint;
}

/** The ground's paint with all the slide's mud on it (the lane's mud is painted so too). */
export function groundColour(x: number, y: number, z: number): Color {
  return paintGround(x, y, z, slideDepth(x - roadCentre(z), z));
}

/** The ground's paint under the lane's mud: the road, a film of mud left on it where the heap lay. */
export function clearedGroundColour(x: number, y: number, z: number): Color {
  const offset = x - roadCentre(z);
  const depth = slideDepth(offset, z);
  return paintGround(x, y, z, depth - Math.max(0, depth) * laneShare(offset) * 0.85);
}

/**
 * Beyond the slide, up the road: the engineers' excavator in the left lane, boom raised, its
 * bucket in the mud at the foot of the slope, leaving the right lane to the convoy.
 */
export const EXCAVATOR_AT = ((): [number, number, number] => {
  const z = -25;
  const x = roadCentre(z) - 1.9;
  return [x, mountainHeight(x, z), z];
})();

/** The excavator's heading (radians about +y): its boom turned a little to the left, towards the slope. */
export const EXCAVATOR_HEADING = -0.35;

/** The machines' shadows: the excavator and the dozer (along x, at its operator's hotspot pushed out). */
const DOZER_AT = [MUDSLIDE_HOTSPOTS.heavyEquipmentOperator[0] * 1.18, 0, MUDSLIDE_HOTSPOTS.heavyEquipmentOperator[2] * 1.18] as const;

export const MACHINE_SHADOWS = [
  { at: EXCAVATOR_AT, size: [2, 2.8] as const, yaw: EXCAVATOR_HEADING },
  { at: [DOZER_AT[0], mountainHeight(DOZER_AT[0], DOZER_AT[2]), DOZER_AT[2]] as const, size: [2.5, 1.9] as const },
];
