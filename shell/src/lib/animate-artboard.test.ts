/** @jest-environment jsdom */
import { ANIMATE_DELAY_MS, animateArtboard } from './animate-artboard';

const state = (element: Element) => element.getAttribute('data-artboard-state');

describe('animateArtboard (docs/product-rules.md §9: the animate helper waits 500 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits 500 ms on the first frame, then plays', () => {
    expect(ANIMATE_DELAY_MS).toBe(500);
    const artboard = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    animateArtboard(artboard, { reducedMotion: false });
    expect(state(artboard)).toBe('waiting');
    jest.advanceTimersByTime(499);
    expect(state(artboard)).toBe('waiting');
    jest.advanceTimersByTime(1);
    expect(state(artboard)).toBe('playing');
  });

  it('with reduced motion, shows its last frame at once and never plays', () => {
    const artboard = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    animateArtboard(artboard, { reducedMotion: true });
    expect(state(artboard)).toBe('end');
    jest.advanceTimersByTime(5_000);
    expect(state(artboard)).toBe('end');
  });

  it('stopped before the wait is over (the load ended sooner), it never starts', () => {
    const artboard = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    const stop = animateArtboard(artboard, { reducedMotion: false });
    jest.advanceTimersByTime(300);
    stop();
    jest.advanceTimersByTime(1_000);
    expect(state(artboard)).toBe('waiting');
  });
});
