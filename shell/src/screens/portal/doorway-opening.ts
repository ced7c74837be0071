import { Shape, ShapeGeometry } from 'three';

/** The doorway's opening: posts 2.2 m apart and 2.4 m tall under a half-round top. */
export const DOORWAY_OPENING = { halfWidth: 1.1, postBottom: -1.8, springLine: 0.6 } as const;

/** The swirl's one centre: halfway up the whole opening, from the posts' foot to the arch's crown. */
export const DOORWAY_SWIRL_CENTRE_Y = (DOORWAY_OPENING.postBottom + DOORWAY_OPENING.springLine + DOORWAY_OPENING.halfWidth) / 2;

/**
 * The opening as one flat surface (not a rectangle and a half disc laid over each other): a
 * swirl drawn on it has one centre, and no overlap doubles its light along the arch's spring
 * line, which showed as a seam across the doorway.
 */
export function doorwayOpeningGeometry(curveSegments = 32): ShapeGeometry {
  const { halfWidth, postBottom, springLine } = DOORWAY_OPENING;
  const outline = new Shape();
  outline.moveTo(-halfWidth, postBottom);
  outline.lineTo(halfWidth, postBottom);
  outline.lineTo(halfWidth, springLine);
  outline.absarc(0, springLine, halfWidth, 0, Math.PI, false);
  outline.lineTo(-halfWidth, postBottom);
  return new ShapeGeometry(outline, curveSegments);
}
