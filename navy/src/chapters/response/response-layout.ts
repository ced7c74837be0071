import { polar, type GroundPoint, type TaskTargetDefinition } from '@mission/chapter-kit';

/**
 * A Halifax-class frigate's flight deck at dusk: the ship's own CH-148 Cyclone on the deck
 * ahead, the hangar beyond it, the stern and the sea behind the player. The launch checks run
 * in a safe order: the deck clear first, then the lashings off, the signal to the pilot last.
 * The trades are the Navy's own: the boatswain's deck crew, a marine technician with the
 * crash-rescue team, a medical technician standing by (docs/fact-sources/navy.md).
 */
export const RESPONSE_HOTSPOTS = {
  boatswain: polar(100, 8, 0.8),
  // With the crash-rescue team's hose and extinguisher, to starboard.
  marineTechnician: polar(-95, 7, 0.8),
  // Standing by with the medical kit on the port side of the deck, just outside the rotor's reach, the Cyclone beyond
  // (far enough from the player that they stand whole in the frame, not kneeling in its foreground).
  medicalTechnician: polar(11, 6.8, 0.8),
} as const;

/**
 * Where the helicopter stands on the deck (its centre): far enough ahead that at the reveal
 * its nearest blade tip stays well under the page's header on a phone (npm run shots).
 */
export const HELICOPTER_AT = [0, 0, -15.5] as const;
/** The chapter's hero: the Cyclone, at its cabin (docs/game-design.md "Composition and guidance"). */
export const RESPONSE_HERO = [HELICOPTER_AT[0], 2, HELICOPTER_AT[2]] as const;
/**
 * Its heading: nose towards the stern, turned a little to port (radians about +y) so the
 * player sees it three-quarter on, nose, cabin side, sponson, boom and tail rotor at once.
 */
export const HELICOPTER_YAW = -0.5;
/** The CH-148's main rotor radius (metres, about 17 m across); the deck crew stand outside it. */
export const ROTOR_RADIUS = 8.6;

/** A point given on the helicopter (x to its left, z to its nose, as its geometry is built) where it stands on the deck. */
export function onHelicopter([x, y, z]: readonly [number, number, number]): GroundPoint {
  const cos = Math.cos(HELICOPTER_YAW);
  const sin = Math.sin(HELICOPTER_YAW);
  return [HELICOPTER_AT[0] + x * cos + z * sin, HELICOPTER_AT[1] + y, HELICOPTER_AT[2] - x * sin + z * cos];
}

/** The checks, in a safe launch order: deck clear and loose gear secured, lashings off, the signal to the pilot last. */
export const LAUNCH_CHECKS = ['clearDeck', 'lashings', 'signal'] as const;
export type LaunchCheck = (typeof LAUNCH_CHECKS)[number];

/** Two tie-down lashings hold the helicopter to the deck: a tap takes each off. */
export const LASHINGS = 2;
/** The launch signal is held up this long; let go and the pilot waits (it falls back at this rate). */
export const SIGNAL_HOLD = { holdSeconds: 2, regrowPerSecond: 0.6 } as const;
/** Looking aft down the deck to confirm it is clear: how far off the view may be (degrees either side). */
export const CLEAR_DECK_TOLERANCE_DEG = 14;

/**
 * The lashings at the sponson on the helicopter's left, the side the player sees (from its main
 * gear down to a deck ring). MAIN_WHEEL is on the helicopter (see onHelicopter).
 */
export const MAIN_WHEEL = [1.9, 0.35, 0.6] as const;

/**
 * The loose gear left on the deck astern of the player (a tool bag, a wheel chock, a coil of
 * chain): on the deck, near enough to read as things on it, dead astern so that confirming the
 * deck clear means facing the stern. Confirmed, the gear goes into the deck locker beside it.
 */
export const LOOSE_GEAR_AT = polar(180, 5.5, 0);
export const GEAR_LOCKER_AT = polar(166, 6, 0);

/**
 * The marshaller who gives the pilot the launch signal: on the deck ahead and to starboard of the
 * player, in the pilot's view, outside the rotor's reach; they face the cockpit.
 */
export const MARSHALLER_AT = polar(-14, 6.8, 0);

/** Each check's target, on the thing it is: the loose gear, the lashings at the gear, the marshaller (over their head). */
const PLACES: Record<LaunchCheck, GroundPoint> = {
  clearDeck: [LOOSE_GEAR_AT[0], 0.5, LOOSE_GEAR_AT[2]],
  lashings: onHelicopter([MAIN_WHEEL[0] + 0.9, 0.5, MAIN_WHEEL[2]]),
  signal: [MARSHALLER_AT[0], 2.1, MARSHALLER_AT[2]],
};

export const RESPONSE_TARGETS: readonly TaskTargetDefinition[] = LAUNCH_CHECKS.map((check) => ({
  id: check,
  position: PLACES[check],
  interaction:
    check === 'lashings'
      ? { kind: 'tap', taps: LASHINGS }
      : check === 'signal'
        ? { kind: 'hold', ...SIGNAL_HOLD }
        : { kind: 'aim', toleranceDeg: CLEAR_DECK_TOLERANCE_DEG },
  label: { key: `navy:response.task.targets.${check}` },
  markerType: 'launch-check',
}));
