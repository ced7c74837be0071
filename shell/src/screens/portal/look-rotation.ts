import { deviceQuat, turnHeading } from '@mission/shared/orientation';

/**
 * The portal camera for the phone's angles (W3C alpha, beta, gamma in degrees) and the
 * screen's angle: the kit's one conversion (shared/page/src/orientation), turned by `alphaOffset`
 * degrees so the doorway starts in front of the visitor.
 */
export function orientationQuaternion(
  { alpha, beta, gamma }: { alpha: number; beta: number; gamma: number },
  screenAngle: number,
  alphaOffset = 0,
): [number, number, number, number] {
  const [x, y, z, w] = turnHeading(deviceQuat({ alpha, beta, gamma, screenAngle }), (-alphaOffset * Math.PI) / 180);
  return [x, y, z, w];
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
