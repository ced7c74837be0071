import { createStallCheck, PLAYBACK_STALL_MS, watchPlaybackStall } from './playback-stall';

describe('a video that should play and does not move', () => {
  it('counts as stalled once its position has not moved for 10 s while it should play', () => {
    expect(PLAYBACK_STALL_MS).toBe(10_000);
    const stalled = createStallCheck();
    expect(stalled(0, true, 0)).toBe(false);
    expect(stalled(0, true, 9_999)).toBe(false);
    expect(stalled(0, true, 10_000)).toBe(true);
  });

  it('restarts the count whenever the position moves', () => {
    const stalled = createStallCheck();
    stalled(0, true, 0);
    expect(stalled(0.4, true, 9_000)).toBe(false);
    expect(stalled(0.4, true, 18_999)).toBe(false);
    expect(stalled(0.4, true, 19_000)).toBe(true);
  });

  it('does not count while the video should not play (paused on purpose, a tap awaited)', () => {
    const stalled = createStallCheck();
    stalled(3, false, 0);
    expect(stalled(3, false, 60_000)).toBe(false);
    expect(stalled(3, true, 61_000)).toBe(false);
    expect(stalled(3, true, 70_999)).toBe(false);
    expect(stalled(3, true, 71_000)).toBe(true);
  });
});

describe('watchPlaybackStall', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reports a frozen video once, and a moving one never', () => {
    const frozen = { currentTime: 0, ended: false };
    const moving = { currentTime: 0, ended: false };
    const onFrozen = jest.fn();
    const onMoving = jest.fn();
    watchPlaybackStall(frozen, { shouldPlay: () => true, onStall: onFrozen });
    const stopMoving = watchPlaybackStall(moving, { shouldPlay: () => true, onStall: onMoving });
    for (let step = 0; step < 60; step += 1) {
      moving.currentTime += 0.5;
      jest.advanceTimersByTime(500);
    }
    stopMoving();
    expect(onFrozen).toHaveBeenCalledTimes(1);
    expect(onMoving).not.toHaveBeenCalled();
  });

  it('leaves an ended video alone, and stops when told to', () => {
    const ended = { currentTime: 4, ended: true };
    const stopped = { currentTime: 0, ended: false };
    const onEnded = jest.fn();
    const onStopped = jest.fn();
    watchPlaybackStall(ended, { shouldPlay: () => true, onStall: onEnded });
    watchPlaybackStall(stopped, { shouldPlay: () => true, onStall: onStopped })();
    jest.advanceTimersByTime(60_000);
    expect(onEnded).not.toHaveBeenCalled();
    expect(onStopped).not.toHaveBeenCalled();
  });
});
