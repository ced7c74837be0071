/**
 * The flag symbol of the Federal Identity Program: the National Flag of Canada as the
 * proclamation draws it, red, white square, red, 1:2:1 (2:1 overall), with the 11-point leaf
 * in the square. Drawn in a 200 x 100 frame; `FlagSymbol` scales it to the height asked.
 */

/** FIP red as Canada.ca's palette gives it on screens. */
export const FIP_RED = '#EB2D37';

export const FLAG_FRAME = { width: 200, height: 100 } as const;

/**
 * The right half of the leaf, clockwise from the top point, in square units: the white
 * square spans -1..1 both ways, y up: the 11 points (the centre lobe's point and two teeth,
 * each side lobe's three, each lower lobe's one), the notches between them and the stem's
 * foot. The government publishes the leaf as a drawing on a grid, not as coordinates, so
 * these are read off that construction sheet; the notches are straight cuts rather than its
 * small arcs, which a leaf a dozen pixels high cannot show.
 */
const LEAF_RIGHT_HALF: ReadonlyArray<readonly [number, number]> = [
  [0, 0.82], // the centre lobe's point
  [0.1, 0.47],
  [0.28, 0.56], // centre lobe, tooth
  [0.18, 0.12],
  [0.4, 0.34], // side lobe, upper tooth
  [0.44, 0.24],
  [0.8, 0.42], // side lobe, point
  [0.68, 0.13],
  [0.8, 0.05], // side lobe, lower tooth
  [0.44, -0.2],
  [0.6, -0.42], // lower lobe
  [0.06, -0.35], // where the stem meets the leaf
  [0.03, -0.8], // the stem's foot
];

/** Square units to the frame: the square is x 50..150, y 0..100 (y down). */
function toFrame([x, y]: readonly [number, number]): string {
  const round = (value: number) => Math.round(value * 10) / 10;
  return `${round(100 + 50 * x)} ${round(50 - 50 * y)}`;
}

/** The leaf as one path: the right half, then its mirror back up the left side. */
export const MAPLE_LEAF_PATH = (() => {
  const left = LEAF_RIGHT_HALF.slice(1)
    .reverse()
    .map(([x, y]) => [-x, y] as const);
  return `M${[...LEAF_RIGHT_HALF, ...left].map(toFrame).join('L')}Z`;
})();

/** The symbol at (x, y), `height` high and twice as wide, inside a larger SVG drawing. */
export function FlagSymbol({ x = 0, y = 0, height }: { x?: number; y?: number; height: number }) {
  const scale = height / FLAG_FRAME.height;
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <path d="M0 0h50v100H0zM150 0h50v100h-50z" fill={FIP_RED} />
      <path d="M50 0h100v100H50z" fill="#fff" />
      <path d={MAPLE_LEAF_PATH} fill={FIP_RED} />
    </g>
  );
}
