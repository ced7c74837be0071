/**
 * A maple leaf drawn from its right half and mirrored, so both halves always match. Units:
 * the leaf spans x -44..44 and y -48..42 around its centre (y down, as SVG draws).
 */
const RIGHT_HALF: readonly (readonly [number, number])[] = [
  [0, -48], // top point
  [7, -33],
  [15, -37], // the top lobe's side point
  [12, -15], // deep notch under the top lobe
  [27, -24],
  [29, -16],
  [44, -19], // the side lobe's point
  [37, -4],
  [41, 2],
  [21, 11], // notch above the lower lobe
  [25, 22], // the lower lobe's point
  [5, 17],
  [3, 19],
  [3, 42], // the stem
];

function leafPoints(): [number, number][] {
  const right = RIGHT_HALF.map(([x, y]) => [x, y] as [number, number]);
  // Left half: the right half backwards, mirrored, without repeating the points on the axis.
  const left = [...RIGHT_HALF]
    .reverse()
    .filter(([x]) => x !== 0)
    .map(([x, y]) => [-x, y] as [number, number]);
  return [...right, ...left];
}

/** The leaf's SVG path at `scale` around (cx, cy). */
export function mapleLeafPath(cx: number, cy: number, scale: number): string {
  const points = leafPoints().map(([x, y]) => `${round(cx + x * scale)} ${round(cy + y * scale)}`);
  return `M${points.join('L')}Z`;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** For tests: the leaf's points, so its symmetry can be checked. */
export const MAPLE_LEAF_POINTS = leafPoints;
