import { polar, type TaskTargetDefinition } from '@mission/chapter-kit';

/** The levee runs across the view, this far ahead; its four gaps are along it. */
export const LEVEE_Z = -10;
export const LEVEE_HEIGHT = 1.6;
export const GAP_XS = [-9.5, -3.2, 3.2, 9.5] as const;

/** The chapter's hero: the levee where the street meets it, on the combat engineer's stretch (docs/game-design.md "Composition and guidance"). */
export const FLOOD_HERO = [-14, LEVEE_HEIGHT, LEVEE_Z] as const;

/** Riverside street: the levee ahead, the trades around the player. */
// Each trade's person stands at the hotspot; its marker floats above their head (0.8 + HOTSPOT_MARKER_HEIGHT).
export const FLOOD_HOTSPOTS = {
  combatEngineer: polar(62, 15, 0.8),
  vehicleTechnician: polar(-128, 12, 0.8),
  logisticsOfficer: polar(140, 11, 0.8),
} as const;

export const FLOOD_TARGETS: readonly TaskTargetDefinition[] = GAP_XS.map((x, index) => ({
  id: `gap-${index + 1}`,
  position: [x, 0.8, LEVEE_Z] as const,
  interaction: { kind: 'tap', taps: 1 },
  label: { key: 'army:flood.task.target', values: { number: index + 1 } },
  markerType: 'sandbag-gap',
}));

/**
 * River level: where it starts, how fast it rises while gaps are open, and the most it reaches
 * (under the levee top). It starts above the gaps' floor, so the river stands against the levee
 * and pours through every open gap from the first frame.
 */
export const RIVER = { start: 0.75, risePerSecond: 0.015, max: 1.35 } as const;

/** The river's drawn surface stands this far under its level (the water mesh's own swell rides above it). */
export const RIVER_SURFACE_UNDER_LEVEL = 0.25;

/** The river level after `seconds` of rising, never over the top it is allowed. */
export function riverLevel(seconds: number): number {
  return Math.min(RIVER.max, RIVER.start + Math.max(0, seconds) * RIVER.risePerSecond);
}
