/**
 * Phone orientation to camera orientation, written for the kit (three.js removed its
 * DeviceOrientationControls example). Angles follow the W3C DeviceOrientation event:
 * alpha about the screen's z axis (0..360), beta about x (-180..180), gamma about y
 * (-90..90), all in degrees, plus the screen's own rotation (0, 90, 180, 270).
 *
 * Plain arrays, no three.js: a quaternion is [x, y, z, w], as three's `Quaternion.set`
 * takes it. World axes are three's: y up, a yaw of 0 looks down -z, positive yaw turns left.
 */
export type Quat = readonly [x: number, y: number, z: number, w: number];
export type Vec3 = readonly [x: number, y: number, z: number];

export interface DeviceAngles {
  alpha: number;
  beta: number;
  gamma: number;
  screenAngle: number;
}

export interface LookAngles {
  yaw: number;
  pitch: number;
}

const RAD = Math.PI / 180;
/** The camera looks out of the back of the phone: -90 degrees about x. */
const BACK_OF_DEVICE: Quat = [-Math.SQRT1_2, 0, 0, Math.SQRT1_2];

export function multiplyQuat(a: Quat, b: Quat): Quat {
  const [ax, ay, az, aw] = a;
  const [bx, by, bz, bw] = b;
  return [
    ax * bw + aw * bx + ay * bz - az * by,
    ay * bw + aw * by + az * bx - ax * bz,
    az * bw + aw * bz + ax * by - ay * bx,
    aw * bw - ax * bx - ay * by - az * bz,
  ];
}

export function axisAngleQuat(axis: Vec3, angle: number): Quat {
  const s = Math.sin(angle / 2);
  return [axis[0] * s, axis[1] * s, axis[2] * s, Math.cos(angle / 2)];
}

/** Euler angles in radians, applied in the order Y, X, Z (three's 'YXZ'). */
export function eulerYXZQuat(x: number, y: number, z: number): Quat {
  const c1 = Math.cos(x / 2);
  const c2 = Math.cos(y / 2);
  const c3 = Math.cos(z / 2);
  const s1 = Math.sin(x / 2);
  const s2 = Math.sin(y / 2);
  const s3 = Math.sin(z / 2);
  return [s1 * c2 * c3 + c1 * s2 * s3, c1 * s2 * c3 - s1 * c2 * s3, c1 * c2 * s3 - s1 * s2 * c3, c1 * c2 * c3 + s1 * s2 * s3];
}

export function rotateVec(v: Vec3, q: Quat): Vec3 {
  const [vx, vy, vz] = v;
  const [qx, qy, qz, qw] = q;
  const tx = 2 * (qy * vz - qz * vy);
  const ty = 2 * (qz * vx - qx * vz);
  const tz = 2 * (qx * vy - qy * vx);
  return [vx + qw * tx + qy * tz - qz * ty, vy + qw * ty + qz * tx - qx * tz, vz + qw * tz + qx * ty - qy * tx];
}

/** Spherical interpolation from `a` to `b` by `t` (0..1), along the shorter arc. */
export function slerpQuat(a: Quat, b: Quat, t: number): Quat {
  let [bx, by, bz, bw] = b;
  let cos = a[0] * bx + a[1] * by + a[2] * bz + a[3] * bw;
  if (cos < 0) {
    [bx, by, bz, bw] = [-bx, -by, -bz, -bw];
    cos = -cos;
  }
  if (cos > 0.9995) {
    const mixed: Quat = [a[0] + (bx - a[0]) * t, a[1] + (by - a[1]) * t, a[2] + (bz - a[2]) * t, a[3] + (bw - a[3]) * t];
    const length = Math.hypot(...mixed);
    return [mixed[0] / length, mixed[1] / length, mixed[2] / length, mixed[3] / length];
  }
  const angle = Math.acos(cos);
  const sin = Math.sin(angle);
  const wa = Math.sin((1 - t) * angle) / sin;
  const wb = Math.sin(t * angle) / sin;
  return [a[0] * wa + bx * wb, a[1] * wa + by * wb, a[2] * wa + bz * wb, a[3] * wa + bw * wb];
}

/** The camera orientation for the phone's angles. */
export function deviceQuat(angles: DeviceAngles): Quat {
  const attitude = eulerYXZQuat(angles.beta * RAD, angles.alpha * RAD, -angles.gamma * RAD);
  const lookingOut = multiplyQuat(attitude, BACK_OF_DEVICE);
  return multiplyQuat(lookingOut, axisAngleQuat([0, 0, 1], -angles.screenAngle * RAD));
}

/** The camera orientation for a yaw and a pitch (drag and keyboard looking). */
export function lookQuat(look: LookAngles): Quat {
  return eulerYXZQuat(look.pitch, look.yaw, 0);
}

/** Where an orientation looks: yaw (positive to the left, 0 down -z) and pitch (positive up). */
export function lookAnglesOf(q: Quat): LookAngles {
  const [x, y, z] = rotateVec([0, 0, -1], q);
  return { yaw: Math.atan2(-x, -z), pitch: Math.asin(Math.min(1, Math.max(-1, y))) };
}

/**
 * Turns an orientation about the vertical axis by `yaw`. The phone's compass heading is
 * arbitrary, so the kit aligns it once with the view the visitor already had.
 */
export function turnHeading(q: Quat, yaw: number): Quat {
  return multiplyQuat(axisAngleQuat([0, 1, 0], yaw), q);
}

/** The heading turn that makes the phone's current orientation look along `viewYaw`. */
export function headingOffset(deviceLook: LookAngles, viewYaw: number): number {
  return viewYaw - deviceLook.yaw;
}

/** Whether an event carries angles at all (desktop browsers fire one with nulls). */
export function hasDeviceAngles(event: { alpha: number | null; beta: number | null; gamma: number | null }): boolean {
  return event.alpha !== null && event.beta !== null && event.gamma !== null;
}
