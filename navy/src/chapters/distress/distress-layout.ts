import { polar, type TaskTargetDefinition } from '@mission/shared/chapter-kit';

/**
 * A frigate's bridge at night: the player stands at the radar console, the sea below the
 * bridge windows. The trades are at their stations around the bridge; the three signals
 * (the fishing boat and its two life rafts) are lights on the horizon, shown as blips on the
 * radar. Radar and radio direction-finding find them, not sonar (docs/fact-sources/navy.md).
 */
export const DISTRESS_HOTSPOTS = {
  navalCommunicator: polar(118, 4.2, 1.2),
  navalCombatInformationOperator: polar(-112, 4.4, 1.2),
  bridgeWatchkeeper: polar(178, 4, 1.3),
} as const;

/** The chapter's hero: the radar plot, the combat information operator's station on the bridge (docs/game-design.md "Composition and guidance"). */
export const DISTRESS_HERO = polar(-112, 5.2, 1.2);

/** The bridge deck is this high above the sea (metres): the signals are far below and far out. */
export const BRIDGE_HEIGHT = 14;

/** How far off a bearing the view may be and still lock it (degrees either side). */
export const BEARING_TOLERANCE_DEG = 9;

/** Where each signal is (degrees of yaw, metres out: far enough to show over the bridge's sill); the radar draws a blip at the same bearing. */
export const SIGNAL_BEARINGS = [
  { yaw: 34, distance: 150 },
  { yaw: -58, distance: 180 },
  { yaw: 96, distance: 140 },
] as const;

export const DISTRESS_TARGETS: readonly TaskTargetDefinition[] = SIGNAL_BEARINGS.map(({ yaw, distance }, index) => ({
  id: `bearing-${index + 1}`,
  position: polar(yaw, distance, -BRIDGE_HEIGHT + 1),
  interaction: { kind: 'aim', toleranceDeg: BEARING_TOLERANCE_DEG },
  label: { key: 'navy:distress.task.target', values: { number: index + 1 } },
  markerType: 'signal-bearing',
}));
