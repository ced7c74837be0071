/**
 * What the debug panel and `npm run bench:scenes` print about chapter rendering (the
 * chapter budgets): draw calls and triangles per frame, frames drawn while the scene was hidden or
 * not revealed yet (should stay 0), the WebGL contexts alive on the page (at most 1), the
 * shader programs the chapter's renderer holds, and the CPU time of the latest frames.
 * One recorder per page, reachable as `window.__CHAPTER_KIT_STATS__` for the bench.
 */
export interface RenderStatsSnapshot {
  chapter: string | null;
  /** The last frame drawn. */
  drawCalls: number;
  triangles: number;
  /** The most any frame of this chapter visit drew. */
  maxDrawCalls: number;
  maxTriangles: number;
  /**
   * Shader programs the chapter's renderer holds (three's `info.programs`), the output pass's
   * among them: each needs at least one pipeline (one per blend and cull state it draws with)
   * that the GPU builds before it can draw the first frame, the part of the tap-to-scene wait a
   * software GPU spends most on (docs/running.md "Benchmarks").
   */
  programs: number;
  framesRendered: number;
  /** Frames drawn while the tab was hidden or the scene not revealed, this visit and since the page opened. */
  framesWhileInactive: number;
  framesWhileInactiveTotal: number;
  liveContexts: number;
  contextsCreated: number;
}

/** The CPU times kept (the latest), for `npm run bench:scenes`' frame figures: a few seconds of frames. */
export const FRAME_CPU_KEPT = 600;

export class RenderStatsRecorder {
  private readonly contexts = new Set<object>();
  private cpuTimes: number[] = [];
  private snapshot: RenderStatsSnapshot = {
    chapter: null,
    drawCalls: 0,
    triangles: 0,
    maxDrawCalls: 0,
    maxTriangles: 0,
    programs: 0,
    framesRendered: 0,
    framesWhileInactive: 0,
    framesWhileInactiveTotal: 0,
    liveContexts: 0,
    contextsCreated: 0,
  };

  /** A chapter visit starts: per-visit figures go back to 0; page-wide ones stay. */
  startChapter(chapter: string): void {
    this.cpuTimes = [];
    this.snapshot = {
      ...this.snapshot,
      chapter,
      drawCalls: 0,
      triangles: 0,
      maxDrawCalls: 0,
      maxTriangles: 0,
      programs: 0,
      framesRendered: 0,
      framesWhileInactive: 0,
    };
  }

  contextCreated(context: object): void {
    if (this.contexts.has(context)) return;
    this.contexts.add(context);
    this.snapshot = { ...this.snapshot, liveContexts: this.contexts.size, contextsCreated: this.snapshot.contextsCreated + 1 };
  }

  /** The context was lost or released; safe to call more than once. */
  contextReleased(context: object): void {
    if (!this.contexts.delete(context)) return;
    this.snapshot = { ...this.snapshot, liveContexts: this.contexts.size };
  }

  /**
   * After each frame the renderer drew. `active` is false while hidden or not revealed.
   * `programs` is optional: a remote built before it was counted still reports its frames to a
   * recorder it shares with newer ones (`pageRenderStats`).
   */
  frameRendered(drawCalls: number, triangles: number, active: boolean, programs?: number): void {
    const s = this.snapshot;
    if (programs !== undefined) s.programs = programs;
    s.drawCalls = drawCalls;
    s.triangles = triangles;
    s.maxDrawCalls = Math.max(s.maxDrawCalls, drawCalls);
    s.maxTriangles = Math.max(s.maxTriangles, triangles);
    s.framesRendered += 1;
    if (!active) {
      s.framesWhileInactive += 1;
      s.framesWhileInactiveTotal += 1;
    }
  }

  /**
   * The main thread's time for one frame's work, from the first frame callback to the end of
   * the draw (what the quality governor judges by, render/frame-renderer.tsx), in ms.
   */
  frameCpuTimed(ms: number): void {
    this.cpuTimes.push(ms);
    if (this.cpuTimes.length > FRAME_CPU_KEPT) this.cpuTimes.splice(0, this.cpuTimes.length - FRAME_CPU_KEPT);
  }

  /** The frame CPU times since the chapter started or `clearFrameCpuTimes()`, the latest FRAME_CPU_KEPT. */
  frameCpuTimes(): number[] {
    return [...this.cpuTimes];
  }

  clearFrameCpuTimes(): void {
    this.cpuTimes = [];
  }

  read(): RenderStatsSnapshot {
    return { ...this.snapshot };
  }
}

declare global {
  interface Window {
    __CHAPTER_KIT_STATS__?: RenderStatsRecorder;
  }
}

/** The page's recorder, shared by every copy of the kit a page may hold (one per remote build). */
export function pageRenderStats(target: Window | undefined = typeof window === 'undefined' ? undefined : window): RenderStatsRecorder {
  if (!target) return new RenderStatsRecorder();
  target.__CHAPTER_KIT_STATS__ ??= new RenderStatsRecorder();
  return target.__CHAPTER_KIT_STATS__;
}
