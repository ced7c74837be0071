// The aircraft's bank away from the aurora once the three photos are taken: the world outside turns and tilts round the player.

/** The end attitude: banked this far to the right (radians), the heading turned this far right (radians), in this many seconds. */
export const BANK = { roll: 0.42, turn: 0.6, seconds: 2.2 } as const;

/** The outside world's rotation (radians, about the player's eye) seen from the flight deck at an attitude. */
export interface WorldTurn {
  /** About z (the aircraft's long axis): positive tilts the horizon anticlockwise, as a bank to the right shows it. */
  roll: number;
  /** About y: positive swings the sky ahead to the left, as a turn to the right shows it. */
  yaw: number;
}

/**
 * The world's turn `since` seconds after the chapter was completed (negative: level, on
 * course): the aircraft rolls into a right bank and turns, eased in and out, so the aurora
 * swings away to the left and the horizon tilts; it holds the bank after. Reduced motion
 * (`calm`): the end attitude at once.
 */
export function worldTurn(since: number, calm: boolean): WorldTurn {
  if (since < 0) return { roll: 0, yaw: 0 };
  const k = calm ? 1 : Math.min(1, since / BANK.seconds);
  // The roll leads, the turn follows it (an aircraft turns because it banks).
  const rollIn = Math.min(1, k * 1.6);
  const roll = rollIn * rollIn * (3 - 2 * rollIn);
  const turn = k * k * (3 - 2 * k);
  return { roll: BANK.roll * roll, yaw: BANK.turn * turn };
}
