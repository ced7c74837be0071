import { polar, type TaskTargetDefinition } from '@mission/chapter-kit';

/**
 * Forest at dusk: three trades around a clearing, three fires among the trees. The armoured
 * soldier stands on the mop-up line (docs/fact-sources/army.md: soldiers of every Army trade
 * put out hot spots under the province's wildfire crews); the RCAF Griffon circles above, with
 * no card of its own (its pilot is RCAF, docs/game-design.md).
 */
// Each trade's person stands at the hotspot; its marker floats above their head (0.8 + HOTSPOT_MARKER_HEIGHT).
export const FIRE_HOTSPOTS = {
  firefighter: polar(38, 9, 0.8),
  armourSoldier: polar(-100, 10, 0.8),
  medicalTechnician: polar(158, 10, 0.8),
} as const;

/**
 * Where the Griffon hovers: in front of the fire line's smoke (nearer than any front site, so
 * the smoke is drawn behind it and never veils it) and high enough that the scorched stand's
 * tree tops stay under its skids, yet its rotor stays under the header and the counter in a
 * phone's first frame: a first-time viewer must name it at a glance.
 */
export const GRIFFON_AT = polar(-104, 34);
/** How high its skids hover. */
export const GRIFFON_HOVER = 14;
/**
 * The fire line: a front burning in the trees beyond the Griffon, seen in the first frame
 * (docs/game-design.md "Composition and guidance"), in two groups either side of it, so no
 * smoke column rises straight up behind its body and it reads against the sky's glow.
 */
export const FIRE_LINE = [polar(-84, 40), polar(-90, 45), polar(-119, 43), polar(-126, 39)] as const;

/** The chapter's hero: the mop-up line under the Griffon, where the armoured soldier works (docs/game-design.md "Composition and guidance"). */
export const FIRE_HERO = GRIFFON_AT;

/** Hold for this long to put a fire out; let go and it flares back at this rate (per second). */
export const FIRE_HOLD = { holdSeconds: 2.4, regrowPerSecond: 0.2 } as const;

/**
 * The three hot spots: burning at the foot of the scorched tree line on the near side of the
 * fire line, each with a soldier of the mop-up line working it (fire-scene.tsx), all three in
 * the arc the chapter opens on, so Level 2 is played where the first frame already showed
 * smoke and soldiers. Each target's point is the fire's middle, where the kit's beacon stands.
 */
export const HOT_SPOTS = [
  { yaw: -84, distance: 16 },
  { yaw: -109, distance: 18 },
  { yaw: -128, distance: 15 },
] as const;

/** A fire's flames stand about 2.4 m tall: its target point is their middle. */
const FLAME_MIDDLE = 1.2;

export const FIRE_TARGETS: readonly TaskTargetDefinition[] = HOT_SPOTS.map(({ yaw, distance }, index) => ({
  id: `fire-${index + 1}`,
  position: polar(yaw, distance, FLAME_MIDDLE),
  interaction: { kind: 'hold', ...FIRE_HOLD },
  label: { key: 'army:fire.task.target', values: { number: index + 1 } },
  markerType: 'fire',
}));
