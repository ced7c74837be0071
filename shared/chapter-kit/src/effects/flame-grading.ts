import { Color } from 'three';

/*
 * Flames are drawn unlit and bright, and AgX (docs/decisions.md "Light and image") bleaches
 * bright saturated colours toward cream: a flame painted orange came out pale. So a flame's
 * colours are graded backwards through the same AgX three's output pass applies: the flame
 * writes the linear value that AgX turns into the orange it was painted. A port of three's
 * `AgXToneMapping` (tonemapping_pars_fragment) is kept here to grade by and to test against.
 */

type Vec3 = readonly [number, number, number];
/** Column-major, as GLSL's mat3 is written in three's chunk. */
type Mat3 = readonly [Vec3, Vec3, Vec3];

const SRGB_TO_REC2020: Mat3 = [
  [0.6274, 0.0691, 0.0164],
  [0.3293, 0.9195, 0.088],
  [0.0433, 0.0113, 0.8956],
];
const REC2020_TO_SRGB: Mat3 = [
  [1.6605, -0.1246, -0.0182],
  [-0.5876, 1.1329, -0.1006],
  [-0.0728, -0.0083, 1.1187],
];
const INSET: Mat3 = [
  [0.856627153315983, 0.137318972929847, 0.11189821299995],
  [0.0951212405381588, 0.761241990602591, 0.0767994186031903],
  [0.0482516061458583, 0.101439036467562, 0.811302368396859],
];
const OUTSET: Mat3 = [
  [1.1271005818144368, -0.1413297634984383, -0.14132976349843826],
  [-0.11060664309660323, 1.157823702216272, -0.11060664309660294],
  [-0.016493938717834573, -0.016493938717834257, 1.2519364065950405],
];
const MIN_EV = -12.47393;
const MAX_EV = 4.026069;

function apply(m: Mat3, v: Vec3): Vec3 {
  return [0, 1, 2].map((r) => m[0][r]! * v[0] + m[1][r]! * v[1] + m[2][r]! * v[2]) as unknown as Vec3;
}

function invert(m: Mat3): Mat3 {
  // Rows of the column-major matrix are its columns' components: invert the plain 3x3 and write it back column-major.
  const [a, b, c] = [m[0][0], m[1][0], m[2][0]];
  const [d, e, f] = [m[0][1], m[1][1], m[2][1]];
  const [g, h, i] = [m[0][2], m[1][2], m[2][2]];
  const det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g);
  const rows = [
    [(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
    [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
    [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det],
  ];
  return [0, 1, 2].map((col) => [rows[0]![col]!, rows[1]![col]!, rows[2]![col]!]) as unknown as Mat3;
}

function sigmoid(x: number): number {
  const x2 = x * x;
  const x4 = x2 * x2;
  return 15.5 * x4 * x2 - 40.14 * x4 * x + 31.96 * x4 - 6.868 * x2 * x + 0.4298 * x2 + 0.1191 * x - 0.00232;
}

/** The sigmoid rises over 0..1: its inverse by bisection, clamped to what it can reach. */
function sigmoidInverse(y: number): number {
  let low = 0;
  let high = 1;
  for (let step = 0; step < 40; step += 1) {
    const mid = (low + high) / 2;
    if (sigmoid(mid) < y) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** three's AgX: linear sRGB in (times exposure), linear sRGB out (0..1), before the sRGB encoding. */
export function agxToneMap(linear: Vec3, exposure = 1): Vec3 {
  let v = apply(INSET, apply(SRGB_TO_REC2020, linear.map((x) => x * exposure) as unknown as Vec3));
  v = v.map((x) => sigmoid(Math.min(1, Math.max(0, (Math.log2(Math.max(x, 1e-10)) - MIN_EV) / (MAX_EV - MIN_EV))))) as unknown as Vec3;
  v = apply(OUTSET, v).map((x) => Math.pow(Math.max(0, x), 2.2)) as unknown as Vec3;
  return apply(REC2020_TO_SRGB, v).map((x) => Math.min(1, Math.max(0, x))) as unknown as Vec3;
}

const OUTSET_INVERSE = invert(OUTSET);
const INSET_INVERSE = invert(INSET);
const REC2020_TO_SRGB_INVERSE = invert(REC2020_TO_SRGB);
const SRGB_TO_REC2020_INVERSE = invert(SRGB_TO_REC2020);

/**
 * The linear colour a shader writes so that, after AgX at `exposure`, it shows as `painted`
 * (as nearly as AgX can reach it). Channels may come out negative: the scene's half-float
 * target keeps them, and AgX's inset matrix brings them back in gamut.
 */
export function gradeForAgX(painted: string, exposure = 1): Vec3 {
  const target = new Color(painted); // linear working colour space
  let v = apply(REC2020_TO_SRGB_INVERSE, [target.r, target.g, target.b]);
  v = apply(OUTSET_INVERSE, v.map((x) => Math.pow(Math.max(0, x), 1 / 2.2)) as unknown as Vec3);
  v = v.map((y) =>
    Math.pow(2, sigmoidInverse(Math.min(sigmoid(1), Math.max(sigmoid(0), y))) * (MAX_EV - MIN_EV) + MIN_EV),
  ) as unknown as Vec3;
  return apply(SRGB_TO_REC2020_INVERSE, apply(INSET_INVERSE, v)).map((x) => x / exposure) as unknown as Vec3;
}
