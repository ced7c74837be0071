import { ARRIVAL_PITCH, ARRIVAL_YAW, arrivalShare } from './arrival-move';
import { wrapAngle } from './compass-bearing';
import { clampPitch, dragLook, keyLook, smoothingFactor } from './drag-look';
import {
  deviceQuat,
  headingOffset,
  lookAnglesOf,
  lookQuat,
  slerpQuat,
  turnHeading,
  type DeviceAngles,
  type LookAngles,
  type Quat,
} from '@mission/shared/orientation';

export type LookMode = 'drag' | 'orientation';

/** Half-lives of the camera's smoothing: a little for the phone (sensor jitter), a little more for a finger. */
const ORIENTATION_HALF_LIFE_S = 0.04;
const DRAG_HALF_LIFE_S = 0.07;

/**
 * Where the visitor looks, whatever moves it: the phone's orientation when it is allowed
 * and sending angles, else a drag (or the arrow keys). A drag also works in orientation mode
 * and turns the heading, so a visitor on a sofa can still turn round. No DOM, no three.js:
 * LookControls feeds it events and copies `step()` into the camera each frame.
 */
export class LookState {
  mode: LookMode = 'drag';
  /** Where the camera looks now (after smoothing): the compass and the hotspot projection read it. */
  view: LookAngles;
  private orientationAllowed = false;
  private target: LookAngles;
  private current: Quat;
  private device: Quat | null = null;
  private offset = 0;
  private dragStart: LookAngles | null = null;
  /** prefers-reduced-motion: a turn the kit makes (to a focused control) cuts instead of sweeping. */
  private calm = false;
  private cutNext = false;
  /** Seconds into the arrival move (view/arrival-move.ts); null when none is playing. */
  private arriving: number | null = null;

  constructor(start: LookAngles = { yaw: 0, pitch: 0 }) {
    this.target = { yaw: wrapAngle(start.yaw), pitch: clampPitch(start.pitch) };
    this.view = { ...this.target };
    this.current = lookQuat(this.target);
  }

  setCalm(calm: boolean): void {
    this.calm = calm;
  }

  /**
   * The chapter is revealed: the view starts a little above and beside the opening look and
   * eases onto it (view/arrival-move.ts). Not under reduced motion.
   */
  arrive(): void {
    if (this.calm) return;
    this.arriving = 0;
  }

  /**
   * A drag or a key during the arrival starts from the view the visitor sees, not from the
   * opening look under it: the world stays under the finger and a drag turns by what it moved.
   */
  private holdWhereArriving(): void {
    if (this.arriving === null) return;
    this.arriving = null;
    if (this.mode !== 'orientation') this.target = { yaw: this.view.yaw, pitch: clampPitch(this.view.pitch) };
  }

  /** Whether the arrival move is still playing. */
  get isArriving(): boolean {
    return this.arriving !== null;
  }

  /** Permission granted and touch controls not forced. Withdrawn, the view stays where it is and drag takes over. */
  setOrientationAllowed(allowed: boolean): void {
    this.orientationAllowed = allowed;
    if (!allowed && this.mode === 'orientation') {
      this.mode = 'drag';
      this.device = null;
      this.target = { ...this.view, pitch: clampPitch(this.view.pitch) };
    }
  }

  /** A deviceorientation reading. The first one aligns the phone's heading with the current view. */
  deviceAngles(angles: DeviceAngles): void {
    if (!this.orientationAllowed) return;
    this.device = deviceQuat(angles);
    if (this.mode !== 'orientation') {
      this.offset = headingOffset(lookAnglesOf(this.device), this.view.yaw);
      this.mode = 'orientation';
    }
  }

  beginDrag(): void {
    this.holdWhereArriving();
    this.dragStart = this.mode === 'orientation' ? { yaw: this.offset, pitch: 0 } : { ...this.target };
  }

  /** The pointer moved (dx, dy) CSS px since beginDrag. */
  drag(dx: number, dy: number, viewportHeight: number, verticalFovDeg: number): void {
    if (!this.dragStart) return;
    const moved = dragLook(this.dragStart, dx, dy, viewportHeight, verticalFovDeg);
    if (this.mode === 'orientation') this.offset = moved.yaw;
    else this.target = moved;
  }

  endDrag(): void {
    this.dragStart = null;
  }

  /** Arrow keys; returns whether the key was a look key. */
  key(key: string): boolean {
    this.holdWhereArriving();
    if (this.mode === 'orientation') {
      const turned = keyLook({ yaw: this.offset, pitch: 0 }, key);
      if (turned) this.offset = turned.yaw;
      return turned !== null;
    }
    const next = keyLook(this.target, key);
    if (next) this.target = next;
    return next !== null;
  }

  /**
   * Turns the view to face `yaw`, tilted to `pitch` (a control that got keyboard focus). With
   * the phone's orientation in charge, only the heading turns: the phone holds the tilt.
   */
  turnTo(yaw: number, pitch = 0): void {
    this.arriving = null;
    if (this.mode === 'orientation') this.offset = wrapAngle(this.offset + wrapAngle(yaw - this.view.yaw));
    else this.target = { yaw: wrapAngle(yaw), pitch: clampPitch(pitch) };
    if (this.calm) this.cutNext = true;
  }

  /** Where the camera should end up (on the way there while arriving). */
  desired(): Quat {
    const share = this.arriving === null ? 0 : arrivalShare(this.arriving);
    if (this.mode === 'orientation' && this.device) return turnHeading(this.device, this.offset + ARRIVAL_YAW * share);
    if (share === 0) return lookQuat(this.target);
    return lookQuat({ yaw: this.target.yaw + ARRIVAL_YAW * share, pitch: clampPitch(this.target.pitch + ARRIVAL_PITCH * share) });
  }

  /** Advances the smoothing by one frame; returns the camera quaternion [x, y, z, w]. */
  step(deltaS: number): Quat {
    if (this.arriving !== null) {
      // The move is the path itself: followed exactly, not smoothed behind it.
      this.cutNext = true;
      this.arriving += Math.max(0, deltaS);
      if (arrivalShare(this.arriving) === 0) this.arriving = null;
    }
    const halfLife = this.mode === 'orientation' ? ORIENTATION_HALF_LIFE_S : DRAG_HALF_LIFE_S;
    this.current = this.cutNext ? this.desired() : slerpQuat(this.current, this.desired(), smoothingFactor(deltaS, halfLife));
    this.cutNext = false;
    this.view = lookAnglesOf(this.current);
    return this.current;
  }
}
