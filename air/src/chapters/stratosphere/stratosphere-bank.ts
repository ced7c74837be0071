// The aircraft's bank away from the aurora once the three photos are taken: the world outside turns and tilts round the player.
import { smoothstep } from '@mission/chapter-kit';

/**
 * The end attitude: banked this far (radians), the heading turned this far (radians), in this
 * many seconds. The turn is small enough that the aurora the player last looked at stays in
 * the frame, off to one side (at 0.6 it swung out of a phone's narrow view).
 */
export const BANK = { roll: 0.42, turn: 0.3, seconds: 2.2 } as const;

/** The outside world's rotation (radians, about the player's eye) seen from the flight deck at an attitude. */
export interface WorldTurn {
  /** About z (the aircraft's long axis): positive tilts the horizon anticlockwise, as a bank to the right shows it. */
  roll: number;
  /** About y: positive swings the sky ahead to the left, as a turn to the right shows it. */
  yaw: number;
}

/** Which way the aircraft banks: 1 to the right, -1 to the left. */
export type BankSide = 1 | -1;

/**
 * The side to bank to for a player looking along `lookX` (the x of the view's direction,
 * positive to the right): away from it, so the wing on their side rises and the tilted view
 * holds sky and aurora (banking towards it filled the side window with ice). Looking straight
 * ahead, to the right.
 */
export function bankSideAwayFrom(lookX: number): BankSide {
  return lookX > 0.05 ? -1 : 1;
}

/**
 * The world's turn at a point of the ending (`progress`, the kit's useEndingProgress: 0 level
 * and on course, 1 the end attitude, which reduced motion shows at once), banking to `side`:
 * the aircraft rolls into the bank and turns, eased in and out, so the aurora swings away and
 * the horizon tilts; it holds the bank after.
 */
export function worldTurn(progress: number, side: BankSide): WorldTurn {
  // The roll leads, the turn follows it (an aircraft turns because it banks).
  const roll = smoothstep(0, 0.625, progress);
  const turn = smoothstep(0, 1, progress);
  return { roll: side * BANK.roll * roll, yaw: side * BANK.turn * turn };
}
