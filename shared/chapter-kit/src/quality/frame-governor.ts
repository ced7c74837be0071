/**
 * The frame-time governor: steps the quality tier down after sustained slow frames and back
 * up after a long steady stretch, with hysteresis (each step down doubles the wait before the
 * next step up). It reads two figures per frame: the interval the display gave (rAF time to
 * rAF time) and the CPU time the frame's work took (performance.now() around the kit's frame
 * and render). A steady 30 fps cadence with little CPU work (iOS Low Power Mode, a 30 Hz
 * display) is the display's choice, not a slow device: it never steps down.
 */

/** Frames are judged over windows this long. */
export const GOVERNOR_WINDOW_MS = 2000;
/** A window whose median interval is over this is slow... */
export const SLOW_INTERVAL_MS = 28;
/** ...if the CPU is busy (median work over this)... */
export const BUSY_CPU_MS = 16;
/** ...or the cadence is slower than a steady 30 fps one (GPU-bound: the CPU waits, frames slip). */
export const THIRTY_FPS_CADENCE_MAX_MS = 38;
/** A window is steady when its median CPU work is under this and its cadence is 30 fps or better. */
export const STEADY_CPU_MS = 8;
/** Steady time in a row before stepping up after one step down; each further step down doubles it (at most MAX). */
export const STEP_UP_AFTER_MS = 8000;
export const STEP_UP_MAX_MS = 64000;
/** Intervals longer than this are a pause (a hidden tab, a stalled tab), not a frame: the window starts again. */
export const PAUSE_MS = 1000;

export type GovernorDecision = 'down' | 'up' | null;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface WindowVerdict {
  slow: boolean;
  steady: boolean;
}

/** How one window of frames reads. */
export function judgeWindow(intervalsMs: number[], cpuMs: number[]): WindowVerdict {
  const interval = median(intervalsMs);
  const cpu = median(cpuMs);
  const slow = interval > SLOW_INTERVAL_MS && (cpu > BUSY_CPU_MS || interval > THIRTY_FPS_CADENCE_MAX_MS);
  const steady = !slow && interval <= THIRTY_FPS_CADENCE_MAX_MS && cpu < STEADY_CPU_MS;
  return { slow, steady };
}

export class FrameGovernor {
  private intervals: number[] = [];
  private cpu: number[] = [];
  private windowStart: number | null = null;
  private steadyMs = 0;
  private stepUpAfterMs = STEP_UP_AFTER_MS / 2; // doubled by the first step down

  /** Starts over (the loop resumed after a pause, or the tier changed). */
  reset(): void {
    this.intervals = [];
    this.cpu = [];
    this.windowStart = null;
    this.steadyMs = 0;
  }

  /**
   * One frame: `intervalMs` since the previous one, `cpuMs` of work, at time `now`. Returns
   * 'down' or 'up' when the tier should change (the caller changes it; the governor starts a
   * new window), else null. `canStepUp` is false at the device's ceiling.
   */
  frame(intervalMs: number, cpuMs: number, now: number, canStepUp = true): GovernorDecision {
    if (!(intervalMs > 0) || intervalMs > PAUSE_MS) {
      this.intervals = [];
      this.cpu = [];
      this.windowStart = now;
      return null;
    }
    if (this.windowStart === null) this.windowStart = now - intervalMs;
    this.intervals.push(intervalMs);
    this.cpu.push(Math.max(0, cpuMs));
    const span = now - this.windowStart;
    if (span < GOVERNOR_WINDOW_MS) return null;
    const verdict = judgeWindow(this.intervals, this.cpu);
    this.intervals = [];
    this.cpu = [];
    this.windowStart = now;
    if (verdict.slow) {
      this.steadyMs = 0;
      this.stepUpAfterMs = Math.min(this.stepUpAfterMs * 2, STEP_UP_MAX_MS);
      return 'down';
    }
    this.steadyMs = verdict.steady ? this.steadyMs + span : 0;
    if (canStepUp && this.steadyMs >= this.stepUpAfterMs) {
      this.steadyMs = 0;
      return 'up';
    }
    return null;
  }
}
