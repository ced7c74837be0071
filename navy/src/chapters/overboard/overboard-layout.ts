import { polar, type GroundPoint, type TaskTargetDefinition } from '@mission/chapter-kit';

/**
 * The frigate's side in a swell: the player at the rail of the sea boat's platform, which
 * stands out from the main deck's edge, looking forward along the ship's side; a person in
 * the water off the starboard bow (a crew member a wave swept off the fishing boat Northern
 * Star's deck, the same story as the captions and the accessible page). Each good throw of
 * the lifebuoy brings them closer; three bring them alongside.
 */
/** The sea is this far below the deck (metres). */
export const DECK_HEIGHT = 4.5;

/**
 * The ship's head (yaw, degrees, as `polar`): a little left of the opening look, so the side
 * runs from the lower left of the first frame to the bow near its middle, and the sea and the
 * person fill the rest (docs/game-design.md "Composition and guidance").
 */
export const SHIP_HEADING_DEG = 12;
/**
 * How far outboard of the main deck's edge the player stands (metres): on the sea boat's
 * platform, whose rail is the one in the foreground. From out there the ship's side is seen,
 * not just its rail: from the deck's own edge it would be edge-on.
 */
export const PLATFORM_OUTBOARD = 1.5;

const HEADING = (SHIP_HEADING_DEG * Math.PI) / 180;

/** A point of the ship's frame (metres forward of the player's station, outboard of the deck's edge, up from the deck) where the scene has it. */
export function fromShip(along: number, outboard: number, y: number): GroundPoint {
  const out = outboard - PLATFORM_OUTBOARD;
  return [-Math.sin(HEADING) * along + Math.cos(HEADING) * out, y, -Math.cos(HEADING) * along - Math.sin(HEADING) * out];
}

/** Where a point of the scene is in the ship's frame: metres forward of the player's station, and outboard of the deck's edge. */
export function inShipFrame([x, , z]: GroundPoint): { along: number; outboard: number } {
  return {
    along: -Math.sin(HEADING) * x - Math.cos(HEADING) * z,
    outboard: Math.cos(HEADING) * x - Math.sin(HEADING) * z + PLATFORM_OUTBOARD,
  };
}

export const OVERBOARD_HOTSPOTS = {
  // In the water well beyond the person, in a drysuit, pointing them out (the marker at the sea's level, over their head):
  // far enough that the throw's control, just over the person, is not on the diver.
  clearanceDiver: polar(9, 17, -DECK_HEIGHT),
  medicalTechnician: polar(165, 6, 0.8),
  // On the open deck abreast the platform with the heaving line, far enough that the figure stands whole in the frame.
  boatswain: polar(98, 6, 0.8),
} as const;

/**
 * The aim marker sweeps across the person once every `periodSeconds`; a throw counts in the
 * `windowSeconds` it is over them (docs/game-design.md, timing tasks). Each throw starts the
 * sweep at another point, so the rhythm changes.
 */
export const THROW_TIMING = { periodSeconds: 3.2, windowSeconds: 1.2 } as const;

/** How far the aim marker sweeps across the person (metres), once per cycle. */
export const SWEEP_SPAN = 14;

/**
 * Where the aim marker is across the person (metres, 0 = on them) at a point of its cycle
 * (the board's `cyclePhase`): it sweeps left to right, wraps, and is over them in the middle
 * of the throw window, so what the player sees is what the board counts.
 */
export function markerOffset(phase: number): number {
  const window = THROW_TIMING.windowSeconds / THROW_TIMING.periodSeconds;
  const u = (((phase - window / 2) % 1) + 1) % 1;
  return SWEEP_SPAN * (u < 0.5 ? u : u - 1);
}

/**
 * Where the person is for each throw: the swell carries them along the ship's side between
 * throws, no nearer, since a lifebuoy keeps a person afloat and the ship's rescue boat brings
 * them in (docs/fact-sources/navy.md). Near enough that the person, their lifejacket and their
 * waving arms read on a phone.
 */
export const PERSON_PLACES: readonly GroundPoint[] = [
  polar(6, 10.5, -DECK_HEIGHT + 0.3),
  polar(1, 10.5, -DECK_HEIGHT + 0.3),
  polar(-4, 10.5, -DECK_HEIGHT + 0.3),
];
/**
 * How far over the person's place each throw's target is pinned (metres): just over their head
 * (they are sunk to the chest), so the target is the person and not the diver beyond them.
 */
export const THROW_BUTTON_LIFT = 1.1;
/** The chapter's hero: the person in the water, where they are first seen off the ship's side (docs/game-design.md "Composition and guidance"). */
export const OVERBOARD_HERO = PERSON_PLACES[0]!;
/**
 * The ship's rescue boat (a rigid-hull inflatable): standing by beyond the person while the
 * lifebuoys keep them afloat, then run in to lie beside their last place, its near tube to
 * them, to haul them aboard (the chapter's end). `yaw` turns the boat (radians about +y):
 * broadside to the player, so the haul reads.
 */
export const RESCUE_BOAT = {
  standby: polar(-9, 17, -DECK_HEIGHT),
  alongside: polar(-4.6, 12.2, -DECK_HEIGHT),
  yaw: (-4 * Math.PI) / 180,
} as const;

export const OVERBOARD_TARGETS: readonly TaskTargetDefinition[] = PERSON_PLACES.map(([x, y, z], index) => ({
  id: `throw-${index + 1}`,
  position: [x, y + THROW_BUTTON_LIFT, z],
  interaction: { kind: 'timed', ...THROW_TIMING, offsetSeconds: index * 1.1 },
  label: { key: 'navy:overboard.task.target', values: { number: index + 1 } },
  markerType: 'lifebuoy-throw',
}));
