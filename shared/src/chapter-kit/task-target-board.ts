/**
 * The Level 2 targets of a chapter while they are being worked on: a fire held until it
 * goes out, a gap tapped once for its sandbag, a debris tapped until it is hauled off.
 * Mutable on purpose: the scene reads it every frame to animate flames, bags and debris,
 * without a React render per frame. No DOM, no three.js.
 */
export type TaskTargetKind =
  | { kind: 'hold'; holdSeconds: number; /** progress lost per second once released (a fire flaring up again) */ regrowPerSecond: number }
  | { kind: 'tap'; taps: number };

export interface TaskTargetSpec {
  id: string;
  interaction: TaskTargetKind;
}

export interface TaskTargetStatus {
  /** 0..1; 1 is done. */
  progress: number;
  done: boolean;
  holding: boolean;
  tapsDone: number;
  /** Seconds of board time at the last tap or press, for a scene's feedback animation. */
  lastTouchAt: number;
}

/**
 * A frame longer than this (a tab switch, a stall) counts as this long. Slow phones drawing
 * 4 frames a second still hold in real time.
 */
export const MAX_TASK_FRAME_S = 0.25;

export class TaskTargetBoard {
  private readonly specs = new Map<string, TaskTargetSpec>();
  private readonly statuses = new Map<string, TaskTargetStatus>();
  private time = 0;
  private enabled = false;

  constructor(targets: readonly TaskTargetSpec[]) {
    for (const target of targets) {
      this.specs.set(target.id, target);
      this.statuses.set(target.id, { progress: 0, done: false, holding: false, tapsDone: 0, lastTouchAt: -Infinity });
    }
  }

  /** Off while loading, in Level 1, behind an overlay and once complete: presses and taps do nothing. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    if (!enabled) this.releaseAll();
  }

  get isEnabled(): boolean {
    return this.enabled;
  }

  get(id: string): TaskTargetStatus | undefined {
    return this.statuses.get(id);
  }

  get now(): number {
    return this.time;
  }

  /** A finger went down on a hold target. Returns whether it counted. */
  press(id: string): boolean {
    const status = this.statuses.get(id);
    if (!this.enabled || !status || status.done || this.specs.get(id)?.interaction.kind !== 'hold') return false;
    status.holding = true;
    status.lastTouchAt = this.time;
    return true;
  }

  release(id: string): void {
    const status = this.statuses.get(id);
    if (status) status.holding = false;
  }

  releaseAll(): void {
    for (const status of this.statuses.values()) status.holding = false;
  }

  /** A tap on a tap target. Returns 'done' on the tap that finishes it, 'counted', or 'ignored'. */
  tap(id: string): 'done' | 'counted' | 'ignored' {
    const status = this.statuses.get(id);
    const spec = this.specs.get(id);
    if (!this.enabled || !status || !spec || status.done || spec.interaction.kind !== 'tap') return 'ignored';
    status.tapsDone += 1;
    status.lastTouchAt = this.time;
    status.progress = Math.min(1, status.tapsDone / spec.interaction.taps);
    if (status.progress >= 1) {
      status.done = true;
      return 'done';
    }
    return 'counted';
  }

  /** Advances held targets by one frame; returns the ids that finished in it. */
  tick(deltaS: number): string[] {
    const dt = Math.min(MAX_TASK_FRAME_S, Math.max(0, Number.isFinite(deltaS) ? deltaS : 0));
    this.time += dt;
    const finished: string[] = [];
    for (const [id, status] of this.statuses) {
      const spec = this.specs.get(id);
      if (!spec || status.done || spec.interaction.kind !== 'hold') continue;
      const holding = status.holding && this.enabled;
      const change = holding ? dt / spec.interaction.holdSeconds : -dt * spec.interaction.regrowPerSecond;
      status.progress = Math.min(1, Math.max(0, status.progress + change));
      if (status.progress >= 1) {
        status.done = true;
        status.holding = false;
        finished.push(id);
      }
    }
    return finished;
  }
}
