import { Vector3 } from 'three';
import { DOORWAY_OPENING, doorwayOpeningGeometry } from './doorway-opening';

/** The surface's area, triangle by triangle: overlapping pieces would count twice. */
function areaOf(geometry: ReturnType<typeof doorwayOpeningGeometry>): number {
  const position = geometry.getAttribute('position');
  const index = geometry.getIndex();
  const corners = [new Vector3(), new Vector3(), new Vector3()];
  let area = 0;
  const count = index ? index.count : position.count;
  for (let at = 0; at < count; at += 3) {
    corners.forEach((corner, k) => corner.fromBufferAttribute(position, index ? index.getX(at + k) : at + k));
    area += new Vector3().subVectors(corners[1]!, corners[0]!).cross(new Vector3().subVectors(corners[2]!, corners[0]!)).length() / 2;
  }
  return area;
}

describe('the portal doorway opening', () => {
  const { halfWidth, postBottom, springLine } = DOORWAY_OPENING;

  it('is one surface from the posts’ foot to the arch’s crown, as wide as the posts are apart', () => {
    const geometry = doorwayOpeningGeometry();
    geometry.computeBoundingBox();
    const box = geometry.boundingBox!;
    expect(box.min.x).toBeCloseTo(-halfWidth);
    expect(box.max.x).toBeCloseTo(halfWidth);
    expect(box.min.y).toBeCloseTo(postBottom);
    expect(box.max.y).toBeCloseTo(springLine + halfWidth);
  });

  it('covers the opening once: its area is the rectangle plus the half disc, nothing laid twice', () => {
    const rectangle = 2 * halfWidth * (springLine - postBottom);
    const halfDisc = (Math.PI * halfWidth * halfWidth) / 2;
    // 64 segments make the arc's polygon within 0.1 % of the true half disc.
    expect(areaOf(doorwayOpeningGeometry(64)) / (rectangle + halfDisc)).toBeCloseTo(1, 2);
  });
});
