// The Forest's ground: its bowl, its paint (burnt near the fires) and where things stand on it.
import { Color } from 'three';
import { bowlHeight } from '@mission/chapter-kit/scene';
import { FIRE_HOTSPOTS, FIRE_LINE, FIRE_TARGETS, HOT_SPOTS } from './fire-layout';

/** A point on the ground at a yaw (degrees) and a distance, as the layout places things. */
export function polar3(yawDeg: number, distance: number): readonly [number, number, number] {
  const yaw = (yawDeg * Math.PI) / 180;
  const x = -Math.sin(yaw) * distance;
  const z = -Math.cos(yaw) * distance;
  return [x, groundHeight(x, z), z];
}

const FIRES = FIRE_TARGETS.map((target) => target.position);

/** The fires burn on the ground; their targets float at chest height over them. */
export const FIRE_GROUND = FIRES.map(([x, , z]) => [x, 0, z] as const);

const TERRAIN = { flat: 40, rim: 0.25, roughness: 1 };

export function groundHeight(x: number, z: number): number {
  return bowlHeight(x, z, TERRAIN);
}

/** Burnt ground near the fire line and round the spot fires; needles and moss elsewhere, varying softly. */
const MOSS = new Color('#3d4a2b');

const NEEDLES = new Color('#5e5638');

const ASHEN = new Color('#2a2522');

const groundPaint = new Color();

export function groundColour(x: number, y: number, z: number): Color {
  const patch = 0.5 + 0.5 * Math.sin(x * 0.21 + Math.cos(z * 0.17) * 2) * Math.cos(z * 0.23 - x * 0.05);
  groundPaint.copy(MOSS).lerp(NEEDLES, Math.min(1, patch * 0.8 + Math.max(0, y) * 0.04));
  const burnt = Math.max(nearest(FIRE_LINE, 16, x, z), nearest(FIRE_GROUND, 3.5, x, z));
  return groundPaint.lerp(ASHEN, Math.min(1, Math.max(0, burnt * 1.4)));
}

/**
 * How close (x, z) is to the nearest of `sites`: 1 on one, 0 at `reach` metres, below 0 beyond.
 * A plain loop, not Math.max over a mapped array: it runs for each of the ground's nine
 * thousand vertices on the chapter's first visit.
 */
function nearest(sites: readonly (readonly [number, number, number])[], reach: number, x: number, z: number): number {
  let closest = -Infinity;
  for (let i = 0; i < sites.length; i += 1) closest = Math.max(closest, 1 - Math.hypot(x - sites[i]![0], z - sites[i]![2]) / reach);
  return closest;
}

/**
 * The pump trailer: behind the firefighter and off to their right as the visitor sees them, so
 * the nozzle in their hands reads against the trees, not against the red trailer.
 */
export const TRAILER_AT = [FIRE_HOTSPOTS.firefighter[0] * 1.18 + 1.9, 0, FIRE_HOTSPOTS.firefighter[2] * 1.18 - 1.5] as const;

export const TRAILER_SHADOW = [
  { at: [TRAILER_AT[0], groundHeight(TRAILER_AT[0], TRAILER_AT[2]), TRAILER_AT[2]] as const, size: [1.7, 1] as const },
];

/**
 * Where the scorched stand round each hot spot grows: beyond the fire as the visitor sees it
 * and to both sides, so each fire burns at the foot of trees (the tree line's edge), not on
 * open ground. `count` trees a fire, from 2.8 to 6.5 m out and up to 4.5 m to either side.
 */
export function standAround(count: number, random: () => number): (readonly [number, number, number])[] {
  return FIRE_GROUND.flatMap(([fx, , fz]) => {
    const away = Math.hypot(fx, fz);
    const [ox, oz] = [fx / away, fz / away];
    return Array.from({ length: count }, (_, index) => {
      const out = 2.8 + random() * 3.7;
      const side = ((index / Math.max(1, count - 1)) * 2 - 1) * 4.5 + (random() - 0.5) * 0.8;
      const [x, z] = [fx + ox * out - oz * side, fz + oz * out + ox * side];
      return [x, groundHeight(x, z), z] as const;
    });
  });
}

/**
 * Where each hot spot's mop-up soldier stands: beside their fire (5.5° round the visitor from
 * it, to alternate sides) and 1 m nearer the visitor, so they are seen side-on working it.
 */
export const MOP_UP_AT = HOT_SPOTS.map(({ yaw, distance }, index) => polar3(yaw + (index % 2 === 0 ? 5.5 : -5.5), distance - 1));
