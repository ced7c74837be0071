/**
 * The Level 2 targets of a chapter while they are being worked on: a fire held until it
 * goes out, a gap tapped once for its sandbag, a debris tapped until it is hauled off, a
 * bearing locked once the view faces it, a lifebuoy thrown when the aim lines up.
 * Mutable on purpose: the scene reads it every frame to animate flames, bags and debris,
 * without a React render per frame. No DOM, no three.js.
 */
export type TaskTargetKind =
  | { kind: 'hold'; holdSeconds: number; /** progress lost per second once released (a fire flaring up again) */ regrowPerSecond: number }
  | { kind: 'tap'; taps: number }
  /** One tap locks it, but only while the view faces it (within `toleranceDeg` of its bearing). */
  | { kind: 'aim'; toleranceDeg: number }
  /**
   * One press counts while the moving aim lines up: the first `windowSeconds` of every
   * `periodSeconds` (shifted by `offsetSeconds`). A press at another moment is a miss, which
   * costs nothing but another try (docs/game-design.md, timing tasks).
   */
  | { kind: 'timed'; periodSeconds: number; windowSeconds: number; offsetSeconds?: number };

export type TaskTargetKindName = TaskTargetKind['kind'];

export interface TaskTargetSpec {
  id: string;
  interaction: TaskTargetKind;
}

/** How the targets may be worked: in any order, or one after the other (launch checks, throws). */
export type TaskOrder = 'any' | 'sequence';

export interface TaskTargetStatus {
  /** 0..1; 1 is done. */
  progress: number;
  done: boolean;
  holding: boolean;
  tapsDone: number;
  /** Seconds of board time at the last tap or press, for a scene's feedback animation. */
  lastTouchAt: number;
  /** Aim targets: the view faces it; timed targets: the aim lines up now. Always false for the others. */
  aligned: boolean;
  /** Presses that came while not aligned (they cost nothing). */
  misses: number;
  /** Seconds of board time at the last miss, for the scene's splash or buzz. */
  lastMissAt: number;
}

/** What a tap did: finished the target, counted towards it, missed (not aligned: try again) or nothing. */
export type TapResult = 'done' | 'counted' | 'missed' | 'ignored';

export interface TapOptions {
  /**
   * Activation by keyboard or a screen reader (a click with no pointer). Focus has already
   * turned the view to the target, so an aim target counts; a timed target also counts
   * for `TIMED_ASSIST_GRACE_S` after its window closes, the time to hear "lined up" and press.
   */
  assisted?: boolean;
  /**
   * The board time on screen when the finger landed (FrameTimeLog): a timed target is judged
   * at that moment, not at the later one when the click is handled. Never later than now.
   */
  atTime?: number;
}

/** How long after a timed target's window an assisted press still counts (docs/game-design.md, timing tasks). */
export const TIMED_ASSIST_GRACE_S = 1;

/** The smallest angle between two headings, in degrees (0..180). */
export function headingGapDeg(fromRad: number, toRad: number): number {
  const gap = Math.abs((((toRad - fromRad) * 180) / Math.PI) % 360);
  return gap > 180 ? 360 - gap : gap;
}

/**
 * A frame longer than this (a tab switch, a stall) counts as this long. Slow phones drawing
 * 4 frames a second still hold in real time.
 */
export const MAX_TASK_FRAME_S = 0.25;

export class TaskTargetBoard {
  private readonly specs = new Map<string, TaskTargetSpec>();
  private readonly statuses = new Map<string, TaskTargetStatus>();
  private readonly order: readonly string[];
  private time = 0;
  private enabled = false;

  constructor(
    targets: readonly TaskTargetSpec[],
    private readonly taskOrder: TaskOrder = 'any',
  ) {
    this.order = targets.map((target) => target.id);
    for (const target of targets) {
      this.specs.set(target.id, target);
      this.statuses.set(target.id, {
        progress: 0,
        done: false,
        holding: false,
        tapsDone: 0,
        lastTouchAt: -Infinity,
        aligned: false,
        misses: 0,
        lastMissAt: -Infinity,
      });
    }
  }

  /** In a sequence, the one target that takes input now (null when all are done); in any order, null. */
  get current(): string | null {
    if (this.taskOrder !== 'sequence') return null;
    return this.order.find((id) => !this.statuses.get(id)?.done) ?? null;
  }

  /** Whether this target takes input now: not done, and its turn if the task is a sequence. */
  isOpen(id: string): boolean {
    const status = this.statuses.get(id);
    if (!status || status.done) return false;
    return this.taskOrder !== 'sequence' || this.current === id;
  }

  /**
   * Where the view looks now (radians, as LookState's yaw), with each aim target's bearing:
   * the runtime calls it every frame, so `aligned` says whether a tap would lock it.
   */
  aimAt(viewYaw: number, bearings: ReadonlyMap<string, number>): void {
    for (const [id, bearing] of bearings) {
      const spec = this.specs.get(id);
      const status = this.statuses.get(id);
      if (!spec || !status || spec.interaction.kind !== 'aim') continue;
      status.aligned = !status.done && headingGapDeg(viewYaw, bearing) <= spec.interaction.toleranceDeg;
    }
  }

  /** Where a timed target's aim is in its cycle, 0..1 (0 = the window opens). 0 for other kinds. */
  cyclePhase(id: string, atTime = this.time): number {
    const interaction = this.specs.get(id)?.interaction;
    if (interaction?.kind !== 'timed') return 0;
    const t = atTime + (interaction.offsetSeconds ?? 0);
    return (((t % interaction.periodSeconds) + interaction.periodSeconds) % interaction.periodSeconds) / interaction.periodSeconds;
  }

  /** Whether a press on a timed target counts now, or at board time `atTime` (with `graceS` more after its window). */
  linedUp(id: string, graceS = 0, atTime = this.time): boolean {
    const interaction = this.specs.get(id)?.interaction;
    if (interaction?.kind !== 'timed') return false;
    return this.cyclePhase(id, atTime) * interaction.periodSeconds < interaction.windowSeconds + graceS;
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
    if (!this.enabled || !status || !this.isOpen(id) || this.specs.get(id)?.interaction.kind !== 'hold') return false;
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

  /**
   * A tap (a click, Enter or Space) on a tap, aim or timed target. Returns 'done' on the tap
   * that finishes it, 'counted' for a tap towards it, 'missed' for an aim or timed target
   * pressed while not aligned, or 'ignored' (disabled, done, not its turn, a hold target).
   */
  tap(id: string, options: TapOptions = {}): TapResult {
    const status = this.statuses.get(id);
    const spec = this.specs.get(id);
    if (!this.enabled || !status || !spec || !this.isOpen(id)) return 'ignored';
    const { interaction } = spec;
    if (interaction.kind === 'hold') return 'ignored';
    status.lastTouchAt = this.time;
    if (interaction.kind === 'tap') {
      status.tapsDone += 1;
      status.progress = Math.min(1, status.tapsDone / interaction.taps);
    } else {
      const pressedAt = Number.isFinite(options.atTime) ? Math.min(this.time, options.atTime!) : this.time;
      const hit =
        interaction.kind === 'aim'
          ? status.aligned || options.assisted === true
          : this.linedUp(id, options.assisted ? TIMED_ASSIST_GRACE_S : 0, pressedAt);
      if (!hit) {
        status.misses += 1;
        status.lastMissAt = this.time;
        return 'missed';
      }
      status.tapsDone += 1;
      status.progress = 1;
    }
    if (status.progress >= 1) {
      status.done = true;
      status.aligned = false;
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
      if (spec?.interaction.kind === 'timed') status.aligned = !status.done && this.linedUp(id);
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
