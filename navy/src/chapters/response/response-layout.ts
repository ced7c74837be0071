import { polar, type GroundPoint, type TaskTargetDefinition } from '@mission/shared/chapter-kit';

/**
 * The frigate's flight deck at dusk: the Cormorant on the deck ahead, the hangar beyond it,
 * the stern and the sea behind the player. The launch checks run in order, as on a real deck.
 */
export const RESPONSE_HOTSPOTS = {
  boatswain: polar(100, 8, 0.2),
  marineTechnician: polar(-95, 7, 0.2),
  // By the helicopter's side door, on its port side.
  searchAndRescueTechnician: polar(24, 11.5, 0.2),
} as const;

/** Where the helicopter stands on the deck (its centre), facing the stern. */
export const HELICOPTER_AT = [0, 0, -14] as const;

/** The checks, in launch order. */
export const LAUNCH_CHECKS = ['chocks', 'signal', 'clearDeck'] as const;
export type LaunchCheck = (typeof LAUNCH_CHECKS)[number];

/** Two chocks: a tap pulls each away. */
export const CHOCKS = 2;
/** The launch signal is held up this long; let go and the pilot waits (it falls back at this rate). */
export const SIGNAL_HOLD = { holdSeconds: 2, regrowPerSecond: 0.6 } as const;
/** Looking aft down the deck to confirm it is clear: how far off the view may be (degrees either side). */
export const CLEAR_DECK_TOLERANCE_DEG = 14;

/** The chocks at the starboard main wheel, the signal to the pilot in the cockpit, the deck's stern edge behind the player. */
export const MAIN_WHEEL_AT = [HELICOPTER_AT[0] + 1.7, 0.35, HELICOPTER_AT[2] + 2.2] as const;
const PLACES: Record<LaunchCheck, GroundPoint> = {
  chocks: [MAIN_WHEEL_AT[0] + 0.5, 0.3, MAIN_WHEEL_AT[2]],
  signal: [HELICOPTER_AT[0], 2.4, HELICOPTER_AT[2] + 6.2],
  clearDeck: polar(180, 11, 0.6),
};

export const RESPONSE_TARGETS: readonly TaskTargetDefinition[] = LAUNCH_CHECKS.map((check) => ({
  id: check,
  position: PLACES[check],
  interaction:
    check === 'chocks'
      ? { kind: 'tap', taps: CHOCKS }
      : check === 'signal'
        ? { kind: 'hold', ...SIGNAL_HOLD }
        : { kind: 'aim', toleranceDeg: CLEAR_DECK_TOLERANCE_DEG },
  label: { key: `navy:response.task.targets.${check}` },
  markerType: 'launch-check',
}));
