import { FRAME_CPU_KEPT, pageRenderStats, RenderStatsRecorder } from './render-stats';

describe('render stats', () => {
  it('counts live contexts, once each, and never below 0', () => {
    const stats = new RenderStatsRecorder();
    const first = {};
    const second = {};
    stats.contextCreated(first);
    stats.contextCreated(first);
    stats.contextCreated(second);
    expect(stats.read()).toMatchObject({ liveContexts: 2, contextsCreated: 2 });
    stats.contextReleased(first);
    stats.contextReleased(first);
    expect(stats.read().liveContexts).toBe(1);
  });

  it('keeps the last and the largest frame, and counts frames drawn while inactive', () => {
    const stats = new RenderStatsRecorder();
    stats.startChapter('army-fire');
    stats.frameRendered(40, 20_000, true);
    stats.frameRendered(55, 18_000, true);
    stats.frameRendered(30, 9_000, false);
    expect(stats.read()).toMatchObject({
      chapter: 'army-fire',
      drawCalls: 30,
      triangles: 9_000,
      maxDrawCalls: 55,
      maxTriangles: 20_000,
      framesRendered: 3,
      framesWhileInactive: 1,
      framesWhileInactiveTotal: 1,
    });
  });

  it("keeps the renderer's program count from the latest frame that gave one, per chapter visit", () => {
    const stats = new RenderStatsRecorder();
    stats.startChapter('army-fire');
    stats.frameRendered(40, 20_000, true, 11);
    expect(stats.read().programs).toBe(11);
    stats.frameRendered(40, 20_000, true);
    expect(stats.read().programs).toBe(11);
    stats.frameRendered(42, 20_000, true, 12);
    expect(stats.read().programs).toBe(12);
    stats.startChapter('army-flood');
    expect(stats.read().programs).toBe(0);
  });

  it('keeps the latest frame CPU times, cleared by a new chapter or on demand', () => {
    const stats = new RenderStatsRecorder();
    stats.startChapter('navy-distress');
    for (let frame = 0; frame < FRAME_CPU_KEPT + 5; frame += 1) stats.frameCpuTimed(frame);
    const kept = stats.frameCpuTimes();
    expect(kept).toHaveLength(FRAME_CPU_KEPT);
    expect(kept[0]).toBe(5);
    kept.push(-1);
    expect(stats.frameCpuTimes()).toHaveLength(FRAME_CPU_KEPT);
    stats.clearFrameCpuTimes();
    expect(stats.frameCpuTimes()).toEqual([]);
    stats.frameCpuTimed(4.5);
    stats.startChapter('navy-response');
    expect(stats.frameCpuTimes()).toEqual([]);
  });

  it('a new chapter visit resets its own figures but not the page-wide ones', () => {
    const stats = new RenderStatsRecorder();
    stats.contextCreated({});
    stats.frameRendered(10, 10, false);
    stats.startChapter('army-flood');
    expect(stats.read()).toMatchObject({
      maxDrawCalls: 0,
      framesRendered: 0,
      framesWhileInactive: 0,
      framesWhileInactiveTotal: 1,
      liveContexts: 1,
    });
  });

  it('one recorder per page', () => {
    expect(pageRenderStats(window)).toBe(pageRenderStats(window));
    expect(window.__CHAPTER_KIT_STATS__).toBe(pageRenderStats(window));
  });
});
