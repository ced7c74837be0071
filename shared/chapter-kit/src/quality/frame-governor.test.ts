import { FrameGovernor, GOVERNOR_WINDOW_MS, judgeWindow, type GovernorDecision } from './frame-governor';

/** Feeds `seconds` of frames at `intervalMs` with `cpuMs` of work each; returns the decisions made. */
function run(
  governor: FrameGovernor,
  seconds: number,
  intervalMs: number,
  cpuMs: number,
  start = { now: 0 },
  canStepUp = true,
): GovernorDecision[] {
  const decisions: GovernorDecision[] = [];
  const end = start.now + seconds * 1000;
  while (start.now < end) {
    start.now += intervalMs;
    const decision = governor.frame(intervalMs, cpuMs, start.now, canStepUp);
    if (decision) decisions.push(decision);
  }
  return decisions;
}

describe('judgeWindow', () => {
  it('reads a steady 60 fps with light work as steady', () => {
    expect(judgeWindow([16.7, 16.7, 16.6], [4, 5, 4])).toEqual({ slow: false, steady: true });
  });

  it('reads iOS Low Power Mode (a steady 30 fps, little CPU) as steady, not slow', () => {
    expect(judgeWindow([33.3, 33.4, 33.3], [5, 6, 5])).toEqual({ slow: false, steady: true });
  });

  it('reads a 30 fps cadence with a busy CPU as slow', () => {
    expect(judgeWindow([33.3, 33.4, 33.3], [22, 24, 21]).slow).toBe(true);
  });

  it('reads frames slipping below 30 fps as slow whatever the CPU (the GPU is the limit)', () => {
    expect(judgeWindow([50, 48, 52], [3, 3, 3]).slow).toBe(true);
  });

  it('is neither slow nor steady with a fast cadence and middling work', () => {
    expect(judgeWindow([16.7, 16.7, 16.7], [12, 12, 12])).toEqual({ slow: false, steady: false });
  });
});

describe('FrameGovernor', () => {
  it('steps down once after 2 s of slow frames, not before', () => {
    const governor = new FrameGovernor();
    const clock = { now: 0 };
    expect(run(governor, GOVERNOR_WINDOW_MS / 1000 - 0.1, 50, 30, clock)).toEqual([]);
    expect(run(governor, 0.2, 50, 30, clock)).toEqual(['down']);
  });

  it('never steps down on a steady 30 fps cadence with idle CPU (Low Power Mode)', () => {
    expect(run(new FrameGovernor(), 30, 33.3, 5, { now: 0 }, false)).toEqual([]);
  });

  it('ignores one very slow frame among good ones (a shader compiling, a GC)', () => {
    const governor = new FrameGovernor();
    const clock = { now: 0 };
    run(governor, 1, 16.7, 4, clock);
    clock.now += 400;
    expect(governor.frame(400, 380, clock.now, false)).toBeNull();
    expect(run(governor, 3, 16.7, 4, clock, false)).toEqual([]);
  });

  it('treats an interval over 1 s as a pause, not a slow frame', () => {
    const governor = new FrameGovernor();
    const clock = { now: 0 };
    run(governor, 1.5, 50, 30, clock);
    clock.now += 5000;
    expect(governor.frame(5000, 2, clock.now)).toBeNull();
    // The window starts again after the pause: 1.5 s more of slow frames is not yet 2 s.
    expect(run(governor, 1.5, 50, 30, clock)).toEqual([]);
  });

  it('steps back up after 8 s of steady frames following a step down, then waits twice as long after another', () => {
    const governor = new FrameGovernor();
    const clock = { now: 0 };
    expect(run(governor, 2, 50, 30, clock)).toEqual(['down']);
    expect(run(governor, 7.9, 16.7, 4, clock)).toEqual([]);
    expect(run(governor, 0.2, 16.7, 4, clock)).toEqual(['up']);
    expect(run(governor, 2, 50, 30, clock)).toEqual(['down']);
    expect(run(governor, 15.9, 16.7, 4, clock)).toEqual([]);
    expect(run(governor, 0.2, 16.7, 4, clock)).toEqual(['up']);
  });

  it('does not step up at the ceiling', () => {
    expect(run(new FrameGovernor(), 60, 16.7, 4, { now: 0 }, false)).toEqual([]);
  });
});
