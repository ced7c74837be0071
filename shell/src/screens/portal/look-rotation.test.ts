import { MAX_PITCH, dragLook, orientationQuaternion } from './look-rotation';

function forward(q: [number, number, number, number]): [number, number, number] {
  // Rotates (0, 0, -1) by q.
  const [x, y, z, w] = q;
  const v = [0, 0, -1];
  const ix = w * v[0]! + y * v[2]! - z * v[1]!;
  const iy = w * v[1]! + z * v[0]! - x * v[2]!;
  const iz = w * v[2]! + x * v[1]! - y * v[0]!;
  const iw = -x * v[0]! - y * v[1]! - z * v[2]!;
  return [ix * w + iw * -x + iy * -z - iz * -y, iy * w + iw * -y + iz * -x - ix * -z, iz * w + iw * -z + ix * -y - iy * -x];
}

describe('orientationQuaternion', () => {
  it('looks straight ahead (at the doorway) with the phone upright, facing where it started', () => {
    const [x, y, z] = forward(orientationQuaternion({ alpha: 40, beta: 90, gamma: 0 }, 0, 40));
    expect(x).toBeCloseTo(0);
    expect(y).toBeCloseTo(0);
    expect(z).toBeCloseTo(-1);
  });

  it('looks down at the floor with the phone flat, screen up', () => {
    const [, y] = forward(orientationQuaternion({ alpha: 0, beta: 0, gamma: 0 }, 0));
    expect(y).toBeCloseTo(-1);
  });

  it('turns left when the phone turns left (alpha grows counter-clockwise)', () => {
    const [x] = forward(orientationQuaternion({ alpha: 90, beta: 90, gamma: 0 }, 0));
    expect(x).toBeCloseTo(-1);
  });
});

describe('dragLook', () => {
  it('turns with the finger and holds the pitch within bounds', () => {
    expect(dragLook({ yaw: 0, pitch: 0 }, 100, 0, 0.01)).toEqual({ yaw: 1, pitch: 0 });
    expect(dragLook({ yaw: 0, pitch: 0 }, 0, 10_000).pitch).toBe(MAX_PITCH);
    expect(dragLook({ yaw: 0, pitch: 0 }, 0, -10_000).pitch).toBe(-MAX_PITCH);
  });
});
