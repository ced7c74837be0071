/** @jest-environment node */
import { Matrix4, Vector3 } from 'three';
import { BONE_COUNT, bone, poseMatrices, REST, restJoint } from './crew-rig';
import { POSES } from './crew-poses';

/** Where a rest point ends up under bone `name` in `pose`. */
function posed(pose: (typeof POSES)[keyof typeof POSES], name: Parameters<typeof bone>[0], point: Vector3): Vector3 {
  const matrices = poseMatrices(pose, new Float32Array(BONE_COUNT * 16));
  return point.clone().applyMatrix4(new Matrix4().fromArray(matrices, bone(name) * 16));
}

describe('crew rig', () => {
  it('leaves the rest figure where it stands when the pose is rest (arms and legs straight down)', () => {
    const rest = {
      hips: REST.hips,
      rightArm: { upper: [0, -1, 0], lower: [0, -1, 0] },
      rightLeg: { upper: [0, -1, 0], lower: [0, -1, 0] },
    } as const;
    const matrices = poseMatrices(rest, new Float32Array(BONE_COUNT * 16));
    const identity = new Matrix4().elements;
    for (let index = 0; index < BONE_COUNT; index += 1)
      Array.from(matrices.subarray(index * 16, index * 16 + 16)).forEach((value, k) => expect(value).toBeCloseTo(identity[k]!, 6));
  });

  it('points the forearm along the pose’s direction, hanging from the elbow where the upper arm put it', () => {
    const pose = POSES.pointing;
    const shoulder = restJoint('rightUpperArm');
    const elbow = posed(pose, 'rightUpperArm', restJoint('rightForearm'));
    const upper = new Vector3(...pose.rightArm.upper).normalize();
    expect(elbow.distanceTo(shoulder.clone().addScaledVector(upper, REST.upperArm))).toBeLessThan(1e-5);
    const wrist = posed(pose, 'rightForearm', restJoint('rightForearm').add(new Vector3(0, -REST.forearm, 0)));
    const lower = new Vector3(...pose.rightArm.lower).normalize();
    expect(wrist.distanceTo(elbow.clone().addScaledVector(lower, REST.forearm))).toBeLessThan(1e-5);
  });

  it('lowers the hips to kneel and carries the head and arms with a leaning body', () => {
    const kneeling = POSES.kneeling;
    const hip = posed(kneeling, 'root', new Vector3(0, REST.hips, 0));
    expect(hip.y).toBeCloseTo(kneeling.hips, 6);
    // Leaning forward takes the head forward of the hips.
    const head = posed(kneeling, 'head', new Vector3(0, REST.hips + 0.7, 0));
    expect(head.z).toBeGreaterThan(0.1);
    // The kneeling leg's shin lies back along the ground behind the knee, the foot a little up on its toes.
    const knee = posed(kneeling, 'rightThigh', restJoint('rightShin'));
    const ankle = posed(kneeling, 'rightShin', restJoint('rightShin').add(new Vector3(0, -REST.shin, 0)));
    expect(Math.abs(ankle.y - knee.y)).toBeLessThan(0.1);
    expect(ankle.z).toBeLessThan(knee.z - 0.3);
  });
});
