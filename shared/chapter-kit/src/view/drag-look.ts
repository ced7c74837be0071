import { wrapAngle } from './compass-bearing';
import type { LookAngles } from '@mission/shared/orientation';

/** Looking up or down stops short of straight up and straight down. */
export const MAX_LOOK_PITCH = (70 * Math.PI) / 180;
/** A pointer that moved less than this (CSS px) was a tap, not a drag. */
export const DRAG_THRESHOLD_PX = 8;
/** One arrow-key press turns this much (radians). */
export const KEY_LOOK_STEP = (15 * Math.PI) / 180;

export function clampPitch(pitch: number): number {
  return Math.min(MAX_LOOK_PITCH, Math.max(-MAX_LOOK_PITCH, pitch));
}

/**
 * The view after a drag of (dx, dy) CSS pixels from `start`: the world follows the finger
 * one to one (a drag across the screen's height turns the view by the vertical field of view).
 * Dragging right turns the view left; dragging down looks up.
 */
export function dragLook(start: LookAngles, dx: number, dy: number, viewportHeight: number, verticalFovDeg: number): LookAngles {
  const radiansPerPx = (verticalFovDeg * Math.PI) / 180 / Math.max(1, viewportHeight);
  return {
    yaw: wrapAngle(start.yaw + dx * radiansPerPx),
    pitch: clampPitch(start.pitch + dy * radiansPerPx),
  };
}

/** Whether a pointer that moved by (dx, dy) is a drag rather than a tap. */
export function isDrag(dx: number, dy: number, threshold = DRAG_THRESHOLD_PX): boolean {
  return Math.hypot(dx, dy) >= threshold;
}

/** The view after an arrow key (desktop debug, keyboard users), or null for any other key. */
export function keyLook(start: LookAngles, key: string): LookAngles | null {
  switch (key) {
    case 'ArrowLeft':
      return { ...start, yaw: wrapAngle(start.yaw + KEY_LOOK_STEP) };
    case 'ArrowRight':
      return { ...start, yaw: wrapAngle(start.yaw - KEY_LOOK_STEP) };
    case 'ArrowUp':
      return { ...start, pitch: clampPitch(start.pitch + KEY_LOOK_STEP) };
    case 'ArrowDown':
      return { ...start, pitch: clampPitch(start.pitch - KEY_LOOK_STEP) };
    default:
      return null;
  }
}

/**
 * How far to move towards a target this frame so that half the gap closes every
 * `halfLifeS` seconds, whatever the frame rate (0..1).
 */
export function smoothingFactor(deltaS: number, halfLifeS: number): number {
  if (!(deltaS > 0)) return 0;
  if (!(halfLifeS > 0)) return 1;
  return 1 - Math.pow(2, -deltaS / halfLifeS);
}

/** Moves `current` towards `target` by `factor`, across the seam behind the player when shorter. */
export function approachLook(current: LookAngles, target: LookAngles, factor: number): LookAngles {
  return {
    yaw: wrapAngle(current.yaw + wrapAngle(target.yaw - current.yaw) * factor),
    pitch: current.pitch + (target.pitch - current.pitch) * factor,
  };
}
