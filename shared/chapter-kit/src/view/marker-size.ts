/**
 * How big a hotspot's marker is on screen and how far it stands above what it marks
 * (docs/game-design.md "Composition and guidance"): readable whatever the distance, never
 * over the face of the person it marks when near.
 */

/** The marker is never smaller than a touch target (CSS px)... */
export const MARKER_MIN_PX = 44;
/** ...nor larger than this, however close the trade stands. */
export const MARKER_MAX_PX = 72;
/** Its size in the world (metres) between the two: a person's shoulders, about. */
export const MARKER_WORLD_SIZE_M = 0.9;
/** A found trade's marker: a small check. */
export const FOUND_CHECK_PX = 24;
/** The marker's centre stands this far (metres) over the marker point (the gem, HOTSPOT_MARKER_HEIGHT up): over a person's head. */
export const MARKER_CLEARANCE_M = 0.55;
/** However close the trade, the marker is lifted at most this far (CSS px), so it stays on screen. */
export const MARKER_MAX_LIFT_PX = 140;

/** The marker's side in CSS px, from how many CSS px a metre takes at its distance. */
export function markerSizePx(pxPerMetre: number): number {
  const size = MARKER_WORLD_SIZE_M * pxPerMetre;
  return Math.min(MARKER_MAX_PX, Math.max(MARKER_MIN_PX, Number.isFinite(size) ? size : MARKER_MIN_PX));
}

/** How far (CSS px) the marker is drawn above its point: the clearance in the world, so near, its lower edge clears the head it marks. */
export function markerLiftPx(pxPerMetre: number): number {
  if (!Number.isFinite(pxPerMetre) || pxPerMetre <= 0) return 0;
  const clearance = MARKER_CLEARANCE_M * pxPerMetre;
  return Math.min(MARKER_MAX_LIFT_PX, clearance);
}

/** From this far (metres, on the ground) the 3D marker (gem, halo, beam) is drawn at its full size... */
export const SCENE_MARKER_FULL_AT_M = 10;
/** ...and nearer it shrinks with the distance, to no less than this share of it. */
export const SCENE_MARKER_MIN_SCALE = 0.45;

/**
 * The 3D marker's scale at a ground distance: shrunk near, so a near trade's gem stays about the
 * size of its button on screen and its beam stays under the header, as a far one's does.
 */
export function sceneMarkerScale(groundDistance: number): number {
  if (!Number.isFinite(groundDistance)) return 1;
  return Math.min(1, Math.max(SCENE_MARKER_MIN_SCALE, groundDistance / SCENE_MARKER_FULL_AT_M));
}
