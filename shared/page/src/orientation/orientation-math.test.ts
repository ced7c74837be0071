import {
  axisAngleQuat,
  deviceQuat,
  hasDeviceAngles,
  headingOffset,
  lookAnglesOf,
  lookQuat,
  multiplyQuat,
  rotateVec,
  slerpQuat,
  turnHeading,
} from './orientation-math';

const deg = (value: number) => (value * Math.PI) / 180;
const look = (alpha: number, beta: number, gamma: number, screenAngle = 0) => lookAnglesOf(deviceQuat({ alpha, beta, gamma, screenAngle }));

describe('device orientation to camera', () => {
  it('a phone held upright in portrait looks straight ahead', () => {
    const { yaw, pitch } = look(0, 90, 0);
    expect(yaw).toBeCloseTo(0);
    expect(pitch).toBeCloseTo(0);
  });

  it('a phone lying flat, screen up, looks at the ground', () => {
    expect(look(0, 0, 0).pitch).toBeCloseTo(deg(-90));
  });

  it('tilting the top back (beta past 90) looks up', () => {
    expect(look(0, 120, 0).pitch).toBeCloseTo(deg(30));
  });

  it('turning the phone left (alpha up) turns the view left', () => {
    expect(look(90, 90, 0).yaw).toBeCloseTo(deg(90));
    expect(look(300, 90, 0).yaw).toBeCloseTo(deg(-60));
  });

  it('a phone held in landscape (screen turned 90) looks ahead, not at the ground', () => {
    expect(look(0, 0, -90, 90).pitch).toBeCloseTo(0);
  });

  it('aligns the heading with the current view, keeping the pitch', () => {
    const device = deviceQuat({ alpha: 40, beta: 100, gamma: 0, screenAngle: 0 });
    const aligned = turnHeading(device, headingOffset(lookAnglesOf(device), deg(-15)));
    expect(lookAnglesOf(aligned).yaw).toBeCloseTo(deg(-15));
    expect(lookAnglesOf(aligned).pitch).toBeCloseTo(deg(10));
  });

  it('tells an event with angles from a desktop one with nulls', () => {
    expect(hasDeviceAngles({ alpha: 10, beta: 80, gamma: 0 })).toBe(true);
    expect(hasDeviceAngles({ alpha: null, beta: null, gamma: null })).toBe(false);
  });
});

describe('quaternion helpers', () => {
  it('a yaw and pitch give back the same yaw and pitch', () => {
    const angles = lookAnglesOf(lookQuat({ yaw: deg(130), pitch: deg(-20) }));
    expect(angles.yaw).toBeCloseTo(deg(130));
    expect(angles.pitch).toBeCloseTo(deg(-20));
  });

  it('rotates vectors and composes rotations', () => {
    const quarterLeft = axisAngleQuat([0, 1, 0], deg(90));
    const [x, y, z] = rotateVec([0, 0, -1], multiplyQuat(quarterLeft, quarterLeft));
    expect([x, y, z].map((value) => Math.round(value * 1e6) / 1e6 + 0)).toEqual([0, 0, 1]);
  });

  it('interpolates along the shorter arc', () => {
    const from = lookQuat({ yaw: deg(170), pitch: 0 });
    const to = lookQuat({ yaw: deg(-170), pitch: 0 });
    expect(Math.abs(lookAnglesOf(slerpQuat(from, to, 0.5)).yaw)).toBeCloseTo(Math.PI);
    expect(lookAnglesOf(slerpQuat(from, to, 0)).yaw).toBeCloseTo(deg(170));
    expect(lookAnglesOf(slerpQuat(from, from, 0.3)).yaw).toBeCloseTo(deg(170));
  });
});
