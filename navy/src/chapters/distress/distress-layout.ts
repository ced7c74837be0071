import { polar, type TaskTargetDefinition } from '@mission/chapter-kit';

/**
 * A frigate's bridge at night: the player stands at the radar console, the sea below the
 * bridge windows. The trades are at their stations around the bridge; the three contacts
 * (the fishing boat and its two life rafts) are on the water off the starboard bow, and
 * blips on the radar. Radar and radio direction-finding find them, not sonar (docs/fact-sources/navy.md).
 */
export const DISTRESS_HOTSPOTS = {
  navalCommunicator: polar(118, 4.2, 1.2),
  // Seated at the radar plot, side-on to the player, so the plot's screen is seen past them.
  navalCombatInformationOperator: polar(-116, 4, 0.9),
  bridgeWatchkeeper: polar(178, 4, 1.3),
} as const;

/** The radar plot's console at the operator's station: its scope faces the player (yaw degrees, metres out). */
export const RADAR_PLOT = { yaw: -106, distance: 5, scopeHeight: 1.42 } as const;

/** The chapter's hero: the radar plot, the combat information operator's station on the bridge (docs/game-design.md "Composition and guidance"). */
export const DISTRESS_HERO = polar(RADAR_PLOT.yaw, RADAR_PLOT.distance - 0.2, RADAR_PLOT.scopeHeight);

/**
 * The bridge deck is this high above the sea (metres), a frigate's: the eye is about 12.7 m up,
 * so the water shows over the forward sill from about 75 m out, and the contacts can lie near
 * enough to read on a phone.
 */
export const BRIDGE_HEIGHT = 11;

/** How far off a bearing the view may be and still lock it (degrees either side). */
export const BEARING_TOLERANCE_DEG = 9;

/**
 * Where each contact is (degrees of yaw, metres out) and what it is: the fishing boat Northern
 * Star and its two life rafts, on the water, as near as the bridge windows let them be seen
 * (a point nearer than about 75 m ahead, 102 m abeam, is under the sill; distress-sight.test.ts keeps a
 * degree of water showing over it),
 * so each reads on a phone; the radar draws a blip at the same bearing and range. The ship
 * heads north (yaw 0 is the bow, and a compass bearing is 360 less the yaw), and craft that have
 * just separated lie roughly one way: 015, 040 and 065 degrees, off the starboard bow, as the
 * accessible mission says (docs/fact-sources/navy.md).
 */
export const SIGNAL_BEARINGS = [
  { yaw: -15, distance: 90, craft: 'boat' },
  { yaw: -40, distance: 88, craft: 'raft' },
  { yaw: -65, distance: 120, craft: 'raft' },
] as const;

/** How high over the sea each target is pinned (metres): a little over the craft it is. */
export const TARGET_LIFT = { boat: 4.5, raft: 2.5 } as const;

/**
 * How big each craft is (metres): the boat's length (a 16 m inshore dragger, a common size in
 * the Atlantic fleet) and a raft's width across its tube (a 25-person raft's, the largest, drawn a little large).
 */
export const CRAFT_SIZE = { boat: 16, raft: 4.6 } as const;

/** A signal's compass bearing in whole degrees (0 to 359), the ship heading north: yaw turns left, a bearing turns right. */
export function compassBearingOf(yawDeg: number): number {
  return ((-yawDeg % 360) + 360) % 360;
}

export const DISTRESS_TARGETS: readonly TaskTargetDefinition[] = SIGNAL_BEARINGS.map(({ yaw, distance, craft }, index) => ({
  id: `bearing-${index + 1}`,
  position: polar(yaw, distance, -BRIDGE_HEIGHT + TARGET_LIFT[craft]),
  interaction: { kind: 'aim', toleranceDeg: BEARING_TOLERANCE_DEG },
  label: { key: 'navy:distress.task.target', values: { number: index + 1 } },
  markerType: 'signal-bearing',
}));
