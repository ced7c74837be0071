import { PerspectiveCamera, Vector3 } from 'three';
import { lookQuat } from '@mission/shared/orientation';
import type { GroundPoint } from './compass-bearing';
import { polar } from './polar';
import { inMiddleThird, PHONE_PORTRAIT, projectFromLook } from './opening-frame';

const lens = { fovDeg: 70, aspect: PHONE_PORTRAIT.width / PHONE_PORTRAIT.height, eyeHeight: 1.7 };

function threeProjects(point: GroundPoint, yaw: number, pitch: number): [number, number] {
  const camera = new PerspectiveCamera(lens.fovDeg, lens.aspect, 0.1, 600);
  camera.position.set(0, lens.eyeHeight, 0);
  const [x, y, z, w] = lookQuat({ yaw, pitch });
  camera.quaternion.set(x, y, z, w);
  camera.updateMatrixWorld();
  const projected = new Vector3(...point).project(camera);
  return [projected.x, projected.y];
}

describe('the opening frame', () => {
  it('is composed for a 390 x 844 phone in portrait', () => {
    expect(PHONE_PORTRAIT).toEqual({ width: 390, height: 844 });
  });

  it.each([
    [polar(20, 9, 1.6), 0.3, 0.1],
    [polar(-130, 12, 3), -2.1, -0.2],
    [[4, 0.2, -6] as GroundPoint, -0.4, 0.35],
  ])('projects %j as three does from yaw %d, pitch %d', (point, yaw, pitch) => {
    const ndc = projectFromLook(point, { yaw, pitch }, lens);
    const [x, y] = threeProjects(point, yaw, pitch);
    expect(ndc.inFront).toBe(true);
    expect(ndc.x).toBeCloseTo(x, 6);
    expect(ndc.y).toBeCloseTo(y, 6);
  });

  it('a point straight ahead at eye height is centred; one behind is not in front', () => {
    expect(projectFromLook([0, 1.7, -5], { yaw: 0, pitch: 0 }, lens)).toMatchObject({ x: 0, y: 0, inFront: true });
    expect(projectFromLook([0, 1.7, 5], { yaw: 0, pitch: 0 }, lens).inFront).toBe(false);
  });

  it('the middle third is a third of the width (|x| up to 1/3), and the full height', () => {
    expect(inMiddleThird({ x: 0.33, y: 0.9, inFront: true })).toBe(true);
    expect(inMiddleThird({ x: -0.34, y: 0, inFront: true })).toBe(false);
    expect(inMiddleThird({ x: 0, y: 1.05, inFront: true })).toBe(false);
    expect(inMiddleThird({ x: 0, y: 0, inFront: false })).toBe(false);
  });
});
