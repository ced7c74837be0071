import { FIRST_PAINT_FALLBACK_MS, afterFirstPaint, type FrameScheduler } from './after-first-paint';

function scheduler() {
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const fake: FrameScheduler = {
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback) => timers.push(callback),
  };
  return { fake, frames, timers };
}

describe('afterFirstPaint', () => {
  it('waits for a second animation frame, the one after the first paint', async () => {
    const { fake, frames } = scheduler();
    const done = jest.fn();
    void afterFirstPaint(fake).then(done);
    frames.shift()!();
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();
    frames.shift()!();
    await Promise.resolve();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('goes on after a while when no frame comes (a background tab)', async () => {
    const { fake, timers } = scheduler();
    const done = jest.fn();
    void afterFirstPaint(fake).then(done);
    timers.shift()!();
    await Promise.resolve();
    expect(done).toHaveBeenCalledTimes(1);
    expect(FIRST_PAINT_FALLBACK_MS).toBe(3000);
  });
});
