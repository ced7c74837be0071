import { FrameTimeLog } from './frame-time-log';

describe('FrameTimeLog', () => {
  it('gives the board time of the last frame drawn at or before a moment', () => {
    const log = new FrameTimeLog();
    log.record(1000, 2.0);
    log.record(1125, 2.125);
    log.record(1250, 2.25);
    expect(log.boardTimeAt(1000)).toBe(2.0);
    expect(log.boardTimeAt(1124)).toBe(2.0);
    expect(log.boardTimeAt(1125)).toBe(2.125);
    // After the last frame, that frame is still the one on screen.
    expect(log.boardTimeAt(1900)).toBe(2.25);
  });

  it('knows nothing before its first frame, or of a bogus moment', () => {
    const log = new FrameTimeLog();
    expect(log.boardTimeAt(500)).toBeNull();
    log.record(1000, 2);
    expect(log.boardTimeAt(999)).toBeNull();
    expect(log.boardTimeAt(Number.NaN)).toBeNull();
  });

  it('keeps only its capacity of frames, forgetting the oldest', () => {
    const log = new FrameTimeLog(3);
    [1, 2, 3, 4].forEach((frame) => log.record(frame * 100, frame));
    expect(log.boardTimeAt(150)).toBeNull();
    expect(log.boardTimeAt(250)).toBe(2);
    expect(log.boardTimeAt(450)).toBe(4);
  });

  it('ignores a frame with a time that is not a number', () => {
    const log = new FrameTimeLog();
    log.record(100, 1);
    log.record(Number.NaN, 5);
    log.record(200, Number.POSITIVE_INFINITY);
    expect(log.boardTimeAt(300)).toBe(1);
  });
});
