import { TaskTargetBoard, yawTowards, type GroundPoint, type TaskTargetDefinition } from '@mission/chapter-kit';

/**
 * What every branch's layout tests measure a chapter with (docs/build-a-branch.md): angles
 * and distances on the ground plane, and a chapter's task board as the kit builds it.
 */

/** Degrees in radians. */
export const deg = (value: number): number => (value * Math.PI) / 180;

/** The smaller turn between two yaws, in radians (0 to π). */
export const angleBetween = (a: number, b: number): number => Math.abs(Math.atan2(Math.sin(a - b), Math.cos(a - b)));

/** Distance between two points on the ground, height left out. */
export const groundDistance = (a: GroundPoint, b: GroundPoint): number => Math.hypot(a[0] - b[0], a[2] - b[2]);

/** A board as the kit builds it for a chapter, switched on (Level 2, no card open). */
export function boardOf(targets: readonly TaskTargetDefinition[], order: 'any' | 'sequence' = 'any'): TaskTargetBoard {
  const board = new TaskTargetBoard(targets, order);
  board.setEnabled(true);
  return board;
}

/** Where the view must look to face each target. */
export const bearingsOf = (targets: readonly TaskTargetDefinition[]): Map<string, number> =>
  new Map(targets.map((target) => [target.id, yawTowards(target.position)]));

/** Runs the board's clock for `seconds` in steps; returns the targets it finished, in order. */
export function runBoard(board: TaskTargetBoard, seconds: number, step = 0.05): string[] {
  const finished: string[] = [];
  for (let t = 0; t < seconds - 1e-9; t += step) finished.push(...board.tick(step));
  return finished;
}
