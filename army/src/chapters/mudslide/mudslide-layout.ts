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

/**
 * Where each piece lies: all three on the road, in the slide's tongue of mud (the road bends to
 * the left as it climbs, its centre about 11° left at 12 m): the boulder in the left lane, the logs
 * across the right lane, the car buried further up in the middle of the road. Apart enough on
 * screen that their controls never overlap, and clear of the surveyor standing at the toe.
 */
export const DEBRIS_PLACES: Record<Debris, { yaw: number; distance: number }> = {
  boulder: { yaw: 22, distance: 12 },
  logs: { yaw: 0, distance: 12.5 },
  car: { yaw: 12, distance: 17 },
};

export const MUDSLIDE_TARGETS: readonly TaskTargetDefinition[] = DEBRIS.map((debris) => ({
  id: debris,
  // Over the piece's middle, where the kit's beacon stands (the pieces lie half buried, about 1.5 m high).
  position: polar(DEBRIS_PLACES[debris].yaw, DEBRIS_PLACES[debris].distance, 1),
  interaction: { kind: 'tap', taps: TAPS_PER_DEBRIS },
  label: { key: `army:mudslide.task.targets.${debris}` },
  markerType: 'debris',
}));
