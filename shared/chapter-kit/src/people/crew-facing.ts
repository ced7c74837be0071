import { easeStep } from '../art/eased-level';
import type { GroundPoint } from '../view/compass-bearing';
import type { FigureLook } from './crew-figure';

/** How long a found trade's person takes to turn to the visitor (seconds, near enough all the way). */
export const TURN_SECONDS = 0.6;
/** The easing rate that leaves less than 1 % of the turn after TURN_SECONDS. */
const TURN_RATE = 5 / TURN_SECONDS;

/** A person of the crew as a scene places them: where they stand, which way they face at work. */
export interface CrewMember extends FigureLook {
  /** The hotspot (trade) id: once it is found, the person turns to the visitor. */
  id: string;
  /** Where their feet are. */
  position: readonly [number, number, number];
  /** Their heading at work (radians about +y; 0 faces +z). */
  workYaw: number;
  /** False keeps them at their work even once found (someone seated at the controls). */
  turnsWhenFound?: boolean;
}

/** How a trade's person stands at their hotspot. */
export interface CrewPlacement extends Omit<FigureLook, 'skin'> {
  skin?: number;
  /**
   * Their heading at work, in degrees from facing the visitor: 0 faces the player, 90 is a
   * quarter turn to their left, 180 their back (turned to their work, beyond the hotspot).
   */
  turn?: number;
  /** The floor's height under them (the layout's hotspot height is the marker's, not the floor's). */
  ground?: number;
  turnsWhenFound?: boolean;
}

/** The heading (radians about +y) that turns a figure's front (+z) from `from` towards `to` (the visitor, at the origin, by default). */
export function yawToward(from: readonly [number, number, number], to: readonly [number, number, number] = [0, 0, 0]): number {
  return Math.atan2(to[0] - from[0], to[2] - from[2]);
}

/**
 * Each trade's person standing at its hotspot, on the ground under its marker (which floats
 * HOTSPOT_MARKER_HEIGHT over the hotspot point, above their head), turned to their work; skin
 * tones taken in turn unless given.
 */
export function crewAtHotspots<T extends string>(
  hotspots: Readonly<Record<T, GroundPoint>>,
  placements: Readonly<Record<T, CrewPlacement>>,
): CrewMember[] {
  return (Object.keys(placements) as T[]).map((id, index) => {
    const { turn = 0, ground = 0, skin, turnsWhenFound, ...look } = placements[id];
    const point = hotspots[id];
    const position = [point[0], ground, point[2]] as const;
    return { ...look, id, position, skin: skin ?? index, workYaw: yawToward(position) + (turn * Math.PI) / 180, turnsWhenFound };
  });
}

/** The shortest signed angle from `from` to `to` (radians, in (-PI, PI]). */
export function angleBetween(from: number, to: number): number {
  const turn = (to - from) % (Math.PI * 2);
  if (turn > Math.PI) return turn - Math.PI * 2;
  if (turn <= -Math.PI) return turn + Math.PI * 2;
  return turn;
}

/** A heading eased one frame towards `goal` the short way round, over about TURN_SECONDS. */
export function turnTowards(current: number, goal: number, delta: number): number {
  return current + angleBetween(current, goal) * easeStep(delta, TURN_RATE);
}

/** Where a crew member should face now: the visitor once their trade is found, their work before. */
export function goalYaw(member: CrewMember, found: readonly string[]): number {
  return member.turnsWhenFound !== false && found.includes(member.id) ? yawToward(member.position) : member.workYaw;
}
