/**
 * Where a 3D point lands on screen, from its normalised device coordinates (three's
 * `Vector3.project(camera)`: x and y in -1..1 on screen, z above 1 behind the camera).
 */
export interface ScreenPoint {
  /** CSS pixels from the canvas's left and top edges. */
  x: number;
  y: number;
  /** In front of the camera and inside the canvas (with `marginPx` of slack). */
  onScreen: boolean;
}

export function ndcToScreen(ndc: readonly [number, number, number], width: number, height: number, marginPx = 0): ScreenPoint {
  const [nx, ny, nz] = ndc;
  const x = ((nx + 1) / 2) * width;
  const y = ((1 - ny) / 2) * height;
  const inFront = nz < 1 && nz > -1;
  const inside = x >= -marginPx && x <= width + marginPx && y >= -marginPx && y <= height + marginPx;
  return { x, y, onScreen: inFront && inside };
}
