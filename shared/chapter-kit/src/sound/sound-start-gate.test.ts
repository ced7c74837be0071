import { browserFrames, SOUND_START_IDLE_TIMEOUT_MS, SoundStartGate, type FrameTiming } from './sound-start-gate';
import { hasSettled } from '@mission/test-kit/has-settled';

/** Frames that come only when the test says so. */
class ManualFrames implements FrameTiming {
  waiting: (() => void)[] = [];
  cancelled = 0;
  afterNextFrame(task: () => void) {
    this.waiting.push(task);
    return () => {
      this.cancelled += 1;
      this.waiting = this.waiting.filter((waiting) => waiting !== task);
    };
  }
  drawFrame() {
    for (const task of this.waiting.splice(0)) task();
  }
}

describe('SoundStartGate', () => {
  it('stays shut until the frame after the ask has been drawn, then opens', async () => {
    const frames = new ManualFrames();
    const gate = new SoundStartGate(frames);
    expect(await hasSettled(gate.opened)).toBe(false);
    gate.openAfterNextFrame();
    expect(await hasSettled(gate.opened)).toBe(false);
    frames.drawFrame();
    expect(await hasSettled(gate.opened)).toBe(true);
  });

  it('asks for one frame however often it is asked, and none once open', () => {
    const frames = new ManualFrames();
    const gate = new SoundStartGate(frames);
    gate.openAfterNextFrame();
    gate.openAfterNextFrame();
    expect(frames.waiting).toHaveLength(1);
    frames.drawFrame();
    gate.openAfterNextFrame();
    expect(frames.waiting).toHaveLength(0);
  });

  it('opens at once when told to', async () => {
    const gate = new SoundStartGate(new ManualFrames());
    gate.open();
    expect(await hasSettled(gate.opened)).toBe(true);
  });

  it('drops its wait when the stage leaves, and stays shut', async () => {
    const frames = new ManualFrames();
    const gate = new SoundStartGate(frames);
    gate.openAfterNextFrame();
    gate.cancel();
    expect(frames.cancelled).toBe(1);
    frames.drawFrame();
    expect(await hasSettled(gate.opened)).toBe(false);
  });
});

describe('browserFrames', () => {
  /** A window whose frames, idle callbacks and timers run when the test says. */
  function fakeWindow({ idle }: { idle: boolean }) {
    const frames = new Map<number, () => void>();
    const idles = new Map<number, () => void>();
    const timers = new Map<number, () => void>();
    let next = 1;
    const win = {
      requestAnimationFrame: (callback: FrameRequestCallback) => (frames.set(next, () => callback(0)), next++),
      cancelAnimationFrame: (handle: number) => void frames.delete(handle),
      setTimeout: ((callback: () => void) => (timers.set(next, callback), next++)) as unknown as Window['setTimeout'],
      clearTimeout: (handle?: number) => void timers.delete(handle!),
      idleTimeouts: [] as number[],
      ...(idle
        ? {
            requestIdleCallback: (callback: () => void, options?: { timeout: number }) => {
              win.idleTimeouts.push(options?.timeout ?? Infinity);
              idles.set(next, callback);
              return next++;
            },
            cancelIdleCallback: (handle: number) => void idles.delete(handle),
          }
        : {}),
    };
    const run = (queue: Map<number, () => void>) => {
      const callbacks = [...queue.values()];
      queue.clear();
      callbacks.forEach((callback) => callback());
    };
    return { win, drawFrame: () => run(frames), goIdle: () => run(idles), runTimers: () => run(timers) };
  }

  it('runs the task once the next frame is over and the page is idle, waiting at most SOUND_START_IDLE_TIMEOUT_MS', () => {
    const { win, drawFrame, goIdle } = fakeWindow({ idle: true });
    const task = jest.fn();
    browserFrames(win).afterNextFrame(task);
    goIdle();
    expect(task).not.toHaveBeenCalled();
    drawFrame();
    expect(task).not.toHaveBeenCalled();
    expect(win.idleTimeouts).toEqual([SOUND_START_IDLE_TIMEOUT_MS]);
    goIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback (Safari), runs it from a timer after the frame', () => {
    const { win, drawFrame, runTimers } = fakeWindow({ idle: false });
    const task = jest.fn();
    browserFrames(win).afterNextFrame(task);
    runTimers();
    expect(task).not.toHaveBeenCalled();
    drawFrame();
    runTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('cancels before the frame and after it', () => {
    const { win, drawFrame, goIdle } = fakeWindow({ idle: true });
    const task = jest.fn();
    browserFrames(win).afterNextFrame(task)();
    drawFrame();
    goIdle();
    const cancelLater = browserFrames(win).afterNextFrame(task);
    drawFrame();
    cancelLater();
    goIdle();
    expect(task).not.toHaveBeenCalled();
  });
});
