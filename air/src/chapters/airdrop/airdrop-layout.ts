import { polar, type GroundPoint, type TaskTargetDefinition } from '@mission/chapter-kit';

/**
 * Inside a CC-130J Hercules over the Arctic: the player stands in the cargo hold facing aft, the ramp
 * open ahead, the packages on the rollers. Through the opening the snow, a frozen river and a
 * village stream away below; the drop-zone ring passes under the release marker at the end of the ramp, and a
 * package released while the ring is under it lands in the drop zone.
 */
export const AIRDROP_HOTSPOTS = {
  // At the ramp's hinge, beside the package waiting there, on its left (READY_AT): never inside it. Far enough that
  // a standing figure fits the phone's frame and his marker stays under the counter (at 2.3 m it met the header).
  // Standing, so the marker point is 0.8 m up as for every standing trade: at 1.2 m his marker met the hold's ceiling and its button the counter.
  loadmaster: polar(21.2, 3.54, 0.8),
  // Forward, at the foot of the flight-deck ladder, by the avionics panel (the CC-130J flies with two pilots and a loadmaster, no flight engineer).
  avionicsTechnician: polar(168, 4.5, 1.3),
  // At the side wall, checking the rollers' locks.
  aviationTechnician: polar(-100, 1.5, 1.1),
} as const;

/** The player's eye above the hold's floor (metres): the kit's default, named here for the sight line. */
export const EYE_HEIGHT = 1.7;
/** The hold: its floor at 0, its width and height, and the ramp from its hinge down to its lip. */
export const HOLD = { halfWidth: 1.7, height: 2.8, rampHinge: -3.2, rampEnd: -7.4, rampDrop: 1.1, forward: 8 } as const;
/**
 * The ice is this far below the hold's floor (metres; a low drop, the world drawn to fit the
 * view). Deep enough that the drop zone is seen from above, not edge-on (at 18 m its ring was a
 * flat line), and the ring slides out from under the ramp's lip about a second before it
 * reaches the marker; no deeper, or the ring would already show where it wraps (see the test).
 */
export const GROUND_DEPTH = 30;

/** The release marker: a light on a short post at the lip of the ramp, right of the centreline. */
export const MARKER_AT: GroundPoint = [0.35, -0.45, -7.3];

/** Where the line from the player's eye through a point meets the ground: what lines up with it. */
export function groundPointBehind(point: GroundPoint, eyeHeight = EYE_HEIGHT, groundY = -GROUND_DEPTH): GroundPoint {
  const t = (groundY - eyeHeight) / (point[1] - eyeHeight);
  return [point[0] * t, groundY, point[2] * t];
}

/** The point on the ice under the marker, seen from the player: the drop zone is lined up when its ring is around it. */
export const AIM_POINT = groundPointBehind(MARKER_AT);

/**
 * The drop-zone ring comes round once every `periodSeconds` (the ice streams past); a
 * release counts in the `windowSeconds` it is under the marker (docs/game-design.md, timing
 * tasks). Each package starts the pass at another point, so the rhythm changes.
 */
export const DROP_TIMING = { periodSeconds: 3.2, windowSeconds: 1.2 } as const;

/** How far the ring travels along the track in one pass (metres): from under the ramp, out of sight, to far astern. */
export const SWEEP_SPAN = 80;
/** The ice streams past at the ring's speed (metres a second). */
export const GROUND_SPEED = SWEEP_SPAN / DROP_TIMING.periodSeconds;
/** The ring's radius: exactly the distance it covers in half a window, so the marker is inside it just while a release counts. */
export const RING_RADIUS = (SWEEP_SPAN * DROP_TIMING.windowSeconds) / DROP_TIMING.periodSeconds / 2;

/**
 * How far the ring's centre is past the aim point along the track (metres, positive astern,
 * away from the aircraft) at a point of its cycle (the board's `cyclePhase`): it slides out
 * from under the ramp, travels up to the aim point and passes it in the middle of the release
 * window, recedes and fades, and wraps while hidden under the ramp, so what the player sees is
 * what the board counts.
 */
export function ringOffset(phase: number): number {
  const window = DROP_TIMING.windowSeconds / DROP_TIMING.periodSeconds;
  const u = (((phase - window / 2) % 1) + 1) % 1;
  return SWEEP_SPAN * (u < 0.5 ? u : u - 1);
}

/** Where the ring's centre is on the ice at a point of its cycle (the track runs along z, astern is -z). */
export function ringCentre(phase: number): GroundPoint {
  return [AIM_POINT[0], AIM_POINT[1], AIM_POINT[2] - ringOffset(phase)];
}

/** The packages wait on the rollers forward of the player; the one whose turn it is stands at the ramp's hinge. */
export const READY_AT: GroundPoint = [-0.55, 0, HOLD.rampHinge + 0.2];
export const WAITING_AT: readonly GroundPoint[] = [
  [-0.55, 0, 1.6],
  [-0.55, 0, 2.6],
  [-0.55, 0, 3.6],
];

/**
 * The chapter's hero: the open ramp, halfway down on its left side, the Arctic beyond
 * (docs/game-design.md "Composition and guidance").
 */
export const AIRDROP_HERO: GroundPoint = [-1.5, -HOLD.rampDrop / 2, (HOLD.rampHinge + HOLD.rampEnd) / 2 - 1.7];

/**
 * Each package's target is the drop zone where it must land: the point of the ice the marker
 * sights (the ring is around it while a release counts), a little above the ice, so the kit's
 * beacon stands on the ice straight behind the marker, and the ring visibly travels to it.
 */
export const DROP_TARGET_AT: GroundPoint = [AIM_POINT[0], AIM_POINT[1] + 1.5, AIM_POINT[2]];

export const AIRDROP_TARGETS: readonly TaskTargetDefinition[] = [0, 1, 2].map((index) => ({
  id: `package-${index + 1}`,
  position: DROP_TARGET_AT,
  interaction: { kind: 'timed', ...DROP_TIMING, offsetSeconds: index * 1.1 },
  label: { key: 'air:airdrop.task.target', values: { number: index + 1 } },
  markerType: 'package-release',
}));
