import { Euler, Matrix4, Quaternion, Vector3 } from 'three';
import { HIPS, mirrored, type Direction, type Limb, type Pose } from './crew-poses';

/**
 * The crew figure's skeleton: eleven rigid bones, each vertex of the figure following one
 * (crew-figure.ts tags them), posed by turning each bone about its joint. The figure is built
 * standing at rest (arms and legs straight down); a pose is turns from there, parent first.
 */
export const BONES = [
  'root',
  'torso',
  'head',
  'rightUpperArm',
  'rightForearm',
  'leftUpperArm',
  'leftForearm',
  'rightThigh',
  'rightShin',
  'leftThigh',
  'leftShin',
] as const;
export type Bone = (typeof BONES)[number];
export const BONE_COUNT = BONES.length;
export const bone = (name: Bone): number => BONES.indexOf(name);

/** The rest figure's measures (metres), shared with the geometry built on them. */
export const REST = {
  hips: HIPS,
  /** The shoulders' height over the hips, and their half-width. */
  shoulderRise: 0.5,
  shoulderHalf: 0.225,
  /** The neck's base over the hips. */
  neckRise: 0.52,
  upperArm: 0.29,
  forearm: 0.27,
  hipHalf: 0.095,
  thigh: 0.42,
  shin: 0.41,
} as const;

/** Each bone's joint (pivot) at rest, in the figure's frame; the right side at -x. */
export function restJoint(name: Bone): Vector3 {
  const shoulderY = REST.hips + REST.shoulderRise;
  switch (name) {
    case 'root':
      return new Vector3(0, 0, 0);
    case 'torso':
      return new Vector3(0, REST.hips, 0);
    case 'head':
      return new Vector3(0, REST.hips + REST.neckRise, 0);
    case 'rightUpperArm':
    case 'leftUpperArm':
      return new Vector3((name === 'rightUpperArm' ? -1 : 1) * REST.shoulderHalf, shoulderY, 0);
    case 'rightForearm':
    case 'leftForearm':
      return new Vector3((name === 'rightForearm' ? -1 : 1) * REST.shoulderHalf, shoulderY - REST.upperArm, 0);
    case 'rightThigh':
    case 'leftThigh':
      return new Vector3((name === 'rightThigh' ? -1 : 1) * REST.hipHalf, REST.hips, 0);
    case 'rightShin':
    case 'leftShin':
      return new Vector3((name === 'rightShin' ? -1 : 1) * REST.hipHalf, REST.hips - REST.thigh, 0);
  }
}

const JOINTS = BONES.map(restJoint);
const DOWN = new Vector3(0, -1, 0);
const scratch = {
  q: new Quaternion(),
  upper: new Quaternion(),
  lower: new Quaternion(),
  euler: new Euler(),
  v: new Vector3(),
  pivot: new Matrix4(),
  back: new Matrix4(),
  turn: new Matrix4(),
};
const worlds = BONES.map(() => new Matrix4());

/** The rotation taking straight down to `direction` (the least turn). */
function downTo(direction: Direction, into: Quaternion): Quaternion {
  const v = scratch.v.set(direction[0], direction[1], direction[2]);
  const length = v.length();
  // A zero direction (a blend through nothing) leaves the limb at rest rather than NaN.
  return length < 1e-6 ? into.identity() : into.setFromUnitVectors(DOWN, v.divideScalar(length));
}

/** `parent` x (a turn `rotation` about the bone's rest joint), written into `out`. */
function about(out: Matrix4, parent: Matrix4 | null, joint: Vector3, rotation: Quaternion, lift = 0): Matrix4 {
  const { pivot, back, turn } = scratch;
  pivot.makeTranslation(joint.x, joint.y + lift, joint.z);
  back.makeTranslation(-joint.x, -joint.y, -joint.z);
  turn.makeRotationFromQuaternion(rotation);
  out.multiplyMatrices(pivot, turn).multiply(back);
  if (parent) out.premultiply(parent);
  return out;
}

function limb(parent: Matrix4, upperBone: number, lowerBone: number, directions: Limb): void {
  const { upper, lower } = scratch;
  downTo(directions.upper, upper);
  downTo(directions.lower, lower);
  about(worlds[upperBone]!, parent, JOINTS[upperBone]!, upper);
  // The lower limb's turn is taken in the upper's frame: its world direction is the pose's.
  about(worlds[lowerBone]!, worlds[upperBone]!, JOINTS[lowerBone]!, upper.invert().multiply(lower));
}

/**
 * Every bone's matrix for `pose` (rest figure space to posed figure space), written as
 * column-major 4x4s into `out` from `offset` (BONE_COUNT x 16 floats).
 */
export function poseMatrices(pose: Pose, out: Float32Array, offset = 0): Float32Array {
  const { q, euler } = scratch;
  const root = about(worlds[0]!, null, JOINTS[0]!, q.identity(), pose.hips - REST.hips);
  const torso = about(worlds[1]!, root, JOINTS[1]!, q.setFromEuler(euler.set(pose.lean ?? 0, pose.twist ?? 0, pose.bend ?? 0, 'YXZ')));
  const head = pose.head ?? [0, 0, 0];
  about(worlds[2]!, torso, JOINTS[2]!, q.setFromEuler(euler.set(head[0], head[1], head[2], 'YXZ')));
  limb(torso, 3, 4, pose.rightArm);
  limb(torso, 5, 6, pose.leftArm ?? mirrored(pose.rightArm));
  limb(root, 7, 8, pose.rightLeg);
  limb(root, 9, 10, pose.leftLeg ?? mirrored(pose.rightLeg));
  worlds.forEach((matrix, index) => {
    out.set(matrix.elements, offset + index * 16);
  });
  return out;
}
