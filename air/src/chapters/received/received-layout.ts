import { polar, type GroundPoint, type TaskTargetDefinition } from '@mission/chapter-kit';

/**
 * A small northern community at dusk, in the snow: the care package has come down by
 * parachute just ahead of the player. The trades stand around it; three residents wait for
 * the supplies, each handed out in turn from the opened package.
 */
export const RECEIVED_HOTSPOTS = {
  // By the sled with the unpacked straps, right of the package, the houses beyond.
  supplyTechnician: polar(-8, 8.5, 1.2),
  // With the list, by the community hall on the left.
  logisticsOfficer: polar(96, 8, 1.2),
  // Behind the player, by the ski-equipped Twin Otter on the frozen lake.
  pilot: polar(172, 11, 1.3),
} as const;

/** The chapter's hero: the community, its blue house beyond the package (docs/game-design.md "Composition and guidance"). */
export const RECEIVED_HERO = polar(-12, 27, 1.5);

/** Where the package landed (its centre on the snow), facing the player. */
export const CRATE_AT: GroundPoint = polar(0, 6.5);

/** Where the ending is watched: the residents gathered round the package, at their chests. */
export const RECEIVED_ENDING_VIEW: GroundPoint = [CRATE_AT[0], 0.9, CRATE_AT[2]];

/** The supplies, in the order they are handed out (the accessible version's Received hands out the same, in the same order). */
export const SUPPLIES = ['water', 'food', 'blankets'] as const;
export type Supply = (typeof SUPPLIES)[number];

/** Who receives each supply: a resident standing round the package (the control is on them). */
export const RESIDENTS: Record<Supply, GroundPoint> = {
  water: polar(-34, 9.5, 1.1),
  food: polar(18, 10, 1.1),
  blankets: polar(52, 9, 1.1),
};

/**
 * Where each resident stands once everything is handed out: gathered close round the opened
 * package, on its far side and flanks, so the player sees their faces over it.
 */
export const GATHERED: Record<Supply, GroundPoint> = {
  water: [CRATE_AT[0] - 1.5, 0, CRATE_AT[2] - 0.5],
  food: [CRATE_AT[0] + 0.1, 0, CRATE_AT[2] - 1.4],
  blankets: [CRATE_AT[0] + 1.5, 0, CRATE_AT[2] - 0.5],
};

export const RECEIVED_TARGETS: readonly TaskTargetDefinition[] = SUPPLIES.map((supply) => ({
  id: supply,
  position: RESIDENTS[supply],
  interaction: { kind: 'tap', taps: 1 },
  label: { key: `air:received.task.targets.${supply}` },
  markerType: 'supply-handout',
}));
