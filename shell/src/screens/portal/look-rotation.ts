/**
 * Device orientation (alpha, beta, gamma in degrees, W3C) and the screen's angle to a
 * camera quaternion [x, y, z, w], the standard conversion (as three.js's former
 * DeviceOrientationControls): ZXY Euler, minus 90° about X (the camera looks out of the
 * back of the phone, not its top), minus the screen's rotation about Z.
 * `alphaOffset` turns the world so the doorway starts in front of the visitor.
 */
export function orientationQuaternion(
  { alpha, beta, gamma }: { alpha: number; beta: number; gamma: number },
  screenAngle: number,
  alphaOffset = 0,
): [number, number, number, number] {
  const rad = Math.PI / 180;
  const x = beta * rad;
  const y = (alpha - alphaOffset) * rad;
  const z = -gamma * rad;
  // Euler (x, y, z) in 'YXZ' order to quaternion.
  const c1 = Math.cos(x / 2), c2 = Math.cos(y / 2), c3 = Math.cos(z / 2);
  const s1 = Math.sin(x / 2), s2 = Math.sin(y / 2), s3 = Math.sin(z / 2);
  let q: [number, number, number, number] = [
    s1 * c2 * c3 + c1 * s2 * s3,
    c1 * s2 * c3 - s1 * c2 * s3,
    c1 * c2 * s3 - s1 * s2 * c3,
    c1 * c2 * c3 + s1 * s2 * s3,
  ];
  q = multiply(q, [-Math.sqrt(0.5), 0, 0, Math.sqrt(0.5)]);
  const half = (-screenAngle * rad) / 2;
  return multiply(q, [0, 0, Math.sin(half), Math.cos(half)]);
}

function multiply(a: [number, number, number, number], b: [number, number, number, number]): [number, number, number, number] {
  const [ax, ay, az, aw] = a;
  const [bx, by, bz, bw] = b;
  return [
    ax * bw + aw * bx + ay * bz - az * by,
    ay * bw + aw * by + az * bx - ax * bz,
    az * bw + aw * bz + ax * by - ay * bx,
    aw * bw - ax * bx - ay * by - az * bz,
  ];
}

/** Drag look: yaw unbounded, pitch held within ±80° so the view never flips. */
export const MAX_PITCH = (80 * Math.PI) / 180;

export function dragLook(
  look: { yaw: number; pitch: number },
  dx: number,
  dy: number,
  radiansPerPixel = 0.005,
): { yaw: number; pitch: number } {
  const pitch = Math.max(-MAX_PITCH, Math.min(MAX_PITCH, look.pitch + dy * radiansPerPixel));
  return { yaw: look.yaw + dx * radiansPerPixel, pitch };
}

/** A tap, not a drag: the pointer moved less than this many CSS pixels. */
export const TAP_SLOP_PX = 8;
