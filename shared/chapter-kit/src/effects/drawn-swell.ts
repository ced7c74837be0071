import { swellHeight, type WaterOptions } from './water-surface';

/**
 * The swell's height (metres) at a point of the water's frame as the `WaterSurface` draws it:
 * its vertex shader raises only the grid's vertices (`segments` across `width` by `depth`), so
 * between them the faces are flat and lie under or over the true swell (`swellHeight`) by up
 * to about half a metre where the grid is coarse. What floats on the water and must meet the
 * drawn faces (a dye patch, a person's waterline) rides this height instead.
 */
export function drawnSwellHeight(
  water: Pick<WaterOptions, 'width' | 'depth' | 'segments' | 'waveHeight' | 'flow'>,
  x: number,
  z: number,
  seconds: number,
): number {
  const cellX = water.width / water.segments[0];
  const cellZ = water.depth / water.segments[1];
  // The cell and where in it (0..1 each way), as three's PlaneGeometry lays its grid out, turned flat.
  const gx = (x + water.width / 2) / cellX;
  const gz = (z + water.depth / 2) / cellZ;
  const ix = Math.min(Math.max(Math.floor(gx), 0), water.segments[0] - 1);
  const iz = Math.min(Math.max(Math.floor(gz), 0), water.segments[1] - 1);
  const u = gx - ix;
  const v = gz - iz;
  const at = (cx: number, cz: number) =>
    swellHeight((ix + cx) * cellX - water.width / 2, (iz + cz) * cellZ - water.depth / 2, seconds, water.flow) * water.waveHeight;
  // Each cell is two triangles split along the diagonal from (0, 1) to (1, 0).
  if (u + v <= 1) {
    const origin = at(0, 0);
    return origin + (at(1, 0) - origin) * u + (at(0, 1) - origin) * v;
  }
  const far = at(1, 1);
  return far + (at(0, 1) - far) * (1 - u) + (at(1, 0) - far) * (1 - v);
}
