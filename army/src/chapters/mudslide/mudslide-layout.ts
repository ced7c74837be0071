import { polar, type TaskTargetDefinition } from '@mission/chapter-kit';

/** Mountain road: the slide blocks the road ahead; the crew is around the player. */
// Each trade's person stands at the hotspot; its marker floats above their head (0.8 + HOTSPOT_MARKER_HEIGHT).
export const MUDSLIDE_HOTSPOTS = {
  heavyEquipmentOperator: polar(-118, 11, 0.8),
  // On the road at the slide's toe, surveying it: standing on the flat road, with the slide beyond.
  geomaticsTechnician: polar(-3, 8, 0.8),
  infantrySoldier: polar(168, 9, 0.8),
} as const;

/** The chapter's hero: the slide across the road, between the boulder and the buried car (docs/game-design.md "Composition and guidance"). */
export const MUDSLIDE_HERO = polar(4, 13, 0.5);

/** Taps to haul each piece of debris off the road. */
export const TAPS_PER_DEBRIS = 3;

export const DEBRIS = ['boulder', 'logs', 'car'] as const;
export type Debris = (typeof DEBRIS)[number];

export const DEBRIS_PLACES: Record<Debris, { yaw: number; distance: number }> = {
  boulder: { yaw: 24, distance: 10 },
  logs: { yaw: -20, distance: 11 },
  car: { yaw: 2, distance: 16 },
};

export const MUDSLIDE_TARGETS: readonly TaskTargetDefinition[] = DEBRIS.map((debris) => ({
  id: debris,
  position: polar(DEBRIS_PLACES[debris].yaw, DEBRIS_PLACES[debris].distance, 1),
  interaction: { kind: 'tap', taps: TAPS_PER_DEBRIS },
  label: { key: `army:mudslide.task.targets.${debris}` },
  markerType: 'debris',
}));
