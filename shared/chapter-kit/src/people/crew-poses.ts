/**
 * The crew's stances, as a rig pose (crew-rig.ts turns one into bone matrices): where each
 * limb points, how the body leans and turns, where the head looks. The figure's geometry is
 * built once, standing at rest; a stance and the work loops on it (crew-clips.ts) are poses.
 */

/** A direction in the figure's frame (+z its front, +y up, its right side at -x). */
export type Direction = readonly [x: number, y: number, z: number];

/** Rotations about x (a nod, a bow), y (a turn) and z (a tilt), radians. */
export type Turn = readonly [x: number, y: number, z: number];

export interface Limb {
  upper: Direction;
  lower: Direction;
}

/**
 * A pose: arm directions are in the body's frame (they lean and turn with it), leg directions
 * in the figure's. The left side's are the right side's mirrored unless given.
 */
export interface Pose {
  /** The hips' height above the feet (0.92 standing; lower kneeling or seated). */
  hips: number;
  rightArm: Limb;
  leftArm?: Limb;
  rightLeg: Limb;
  leftLeg?: Limb;
  /** Leans the body forward (radians) from the hips. */
  lean?: number;
  /** The body's turn (y) and sideways bend (z) about the hips, radians. */
  twist?: number;
  bend?: number;
  /** The head's nod (x, down is positive), turn (y) and tilt (z) on the neck, radians. */
  head?: Turn;
}

/** The hips' height standing. */
export const HIPS = 0.92;
const ARM_DOWN: Limb = { upper: [-0.14, -1, 0.02], lower: [-0.06, -1, 0.16] };
const LEG_STRAIGHT: Limb = { upper: [-0.03, -1, 0], lower: [0, -1, 0] };

export const POSES = {
  /** Standing at ease; the idle loop breathes it. */
  idle: { hips: HIPS, rightArm: ARM_DOWN, rightLeg: LEG_STRAIGHT },
  /** The right arm out at what they are showing. */
  pointing: {
    hips: HIPS,
    rightArm: { upper: [-0.35, 0.1, 1], lower: [-0.3, 0.22, 1] },
    leftArm: { upper: [0.14, -1, 0.02], lower: [0.06, -1, 0.16] },
    rightLeg: LEG_STRAIGHT,
  },
  /** A handset at the right ear, the left hand at the chest (the press-to-talk). */
  radio: {
    hips: HIPS,
    rightArm: { upper: [-0.55, -0.25, 0.8], lower: [0.55, 0.75, -0.35] },
    leftArm: { upper: [0.2, -0.85, 0.45], lower: [-0.65, 0.2, 0.75] },
    rightLeg: LEG_STRAIGHT,
  },
  /** A load held in both arms in front. */
  carrying: { hips: HIPS, rightArm: { upper: [-0.12, -0.85, 0.45], lower: [0.25, 0.05, 1] }, rightLeg: LEG_STRAIGHT },
  /** Down on the right knee, reaching forward (a medic at a casualty, a technician at a lock). */
  kneeling: {
    hips: 0.5,
    rightArm: { upper: [-0.12, -0.7, 0.7], lower: [0.05, -0.55, 0.85] },
    rightLeg: { upper: [-0.05, -1, 0.05], lower: [0, 0.2, -1] },
    leftLeg: { upper: [0.08, -0.05, 1], lower: [0, -1, 0.04] },
    lean: 0.25,
  },
  /** Both arms up in a V: the flight deck's launch signal, a wave to the aircraft. */
  signalling: { hips: HIPS, rightArm: { upper: [-0.55, 0.83, 0.1], lower: [-0.3, 0.95, 0.1] }, rightLeg: LEG_STRAIGHT },
  /** On a seat (the scene's), hands forward on the controls. */
  seated: {
    hips: 0.5,
    rightArm: { upper: [-0.1, -0.65, 0.75], lower: [0.05, 0.05, 1] },
    rightLeg: { upper: [-0.05, 0, 1], lower: [0, -1, 0.1] },
  },
  /** Treading water: arms up and out, waving for help (the rest is under the water). */
  treading: { hips: HIPS, rightArm: { upper: [-0.75, 0.55, 0.2], lower: [-0.2, 0.97, 0.15] }, rightLeg: LEG_STRAIGHT },
  /** Braced, both hands forward at the waist on something held (a hose's nozzle, a line), feet apart. */
  bracing: {
    hips: 0.88,
    rightArm: { upper: [-0.05, -0.55, 0.85], lower: [0.3, 0.05, 1] },
    leftArm: { upper: [0.15, -0.7, 0.7], lower: [-0.35, 0.1, 1] },
    rightLeg: { upper: [-0.2, -1, 0.12], lower: [-0.05, -1, -0.05] },
    leftLeg: { upper: [0.15, -1, -0.15], lower: [0.05, -1, 0] },
    lean: 0.12,
  },
  /** Both forearms up at the chest on something held there (a tablet), head down to it. */
  reading: {
    hips: HIPS,
    rightArm: { upper: [-0.12, -0.95, 0.3], lower: [0.35, 0.45, 1] },
    leftArm: { upper: [0.12, -0.95, 0.3], lower: [-0.35, 0.45, 1] },
    rightLeg: LEG_STRAIGHT,
    head: [0.45, 0, 0],
  },
} as const satisfies Record<string, Pose>;

export type PoseKey = keyof typeof POSES;
export const POSE_KEYS = Object.keys(POSES) as PoseKey[];

export function mirrored(limb: Limb): Limb {
  return { upper: [-limb.upper[0], limb.upper[1], limb.upper[2]], lower: [-limb.lower[0], limb.lower[1], limb.lower[2]] };
}
