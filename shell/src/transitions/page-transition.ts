/** docs/product-rules.md §9: the main area fades out in 250 ms, then the new page fades in in 250 ms. */
export const FADE_OUT_MS = 250;
export const FADE_IN_MS = 250;

export type TransitionPhase = 'idle' | 'out' | 'in';

export interface TransitionScheduler {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface PageTransitionOptions {
  /** True when the visitor asked for reduced motion: no fade, the page changes at once. */
  reducedMotion?: () => boolean;
  scheduler?: TransitionScheduler;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

const browserScheduler: TransitionScheduler = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The page transition lock (docs/product-rules.md §2 "Page behaviour" and 5): one navigation at a time.
 * `run(commit)` fades the main area out, commits the navigation, fades the new page in. A
 * navigation asked for during either fade ("while another is animating") is ignored: `run`
 * returns false. With reduced motion there is no animation, so the commit is immediate and
 * nothing is locked (a keyboard or switch user is never made to wait).
 */
export class PageTransition {
  private current: TransitionPhase = 'idle';
  private readonly listeners = new Set<(phase: TransitionPhase) => void>();
  private timer: unknown = null;
  private heading: string | null = null;
  private readonly reducedMotion: () => boolean;
  private readonly scheduler: TransitionScheduler;

  constructor({ reducedMotion = prefersReducedMotion, scheduler = browserScheduler }: PageTransitionOptions = {}) {
    this.reducedMotion = reducedMotion;
    this.scheduler = scheduler;
  }

  get phase(): TransitionPhase {
    return this.current;
  }

  /**
   * The path the navigation under way leads to, while the main area fades out (null when it
   * was not given, or at any other time): what the next page needs can start to load now.
   */
  get destination(): string | null {
    return this.current === 'out' ? this.heading : null;
  }

  /** True while a navigation animates (fade out or fade in): another one is ignored. */
  get locked(): boolean {
    return this.current !== 'idle';
  }

  subscribe(listener: (phase: TransitionPhase) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Runs one navigation (to `destination`, a path, when known) through the fade; false when it was ignored because another one is under way. */
  run(commit: () => void, destination: string | null = null): boolean {
    if (this.locked) return false;
    this.clearTimer();
    this.heading = destination;
    if (this.reducedMotion()) {
      this.set('idle');
      commit();
      return true;
    }
    this.set('out');
    this.timer = this.scheduler.setTimeout(() => {
      commit();
      this.fadeIn();
    }, FADE_OUT_MS);
    return true;
  }

  dispose(): void {
    this.clearTimer();
    this.listeners.clear();
    this.current = 'idle';
  }

  private clearTimer(): void {
    if (this.timer !== null) this.scheduler.clearTimeout(this.timer);
    this.timer = null;
  }

  private fadeIn(): void {
    this.set('in');
    this.timer = this.scheduler.setTimeout(() => {
      this.timer = null;
      this.set('idle');
    }, FADE_IN_MS);
  }

  private set(phase: TransitionPhase): void {
    if (phase === this.current) return;
    this.current = phase;
    this.listeners.forEach((listener) => listener(phase));
  }
}
