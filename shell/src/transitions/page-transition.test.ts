/** @jest-environment node */
import { FADE_IN_MS, FADE_OUT_MS, PageTransition, type TransitionPhase } from './page-transition';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup(reducedMotion = false) {
  const transition = new PageTransition({ reducedMotion: () => reducedMotion });
  const phases: TransitionPhase[] = [];
  transition.subscribe((phase) => phases.push(phase));
  return { transition, phases };
}

describe('PageTransition', () => {
  it('fades out 250 ms and in 250 ms (docs/product-rules.md §9)', () => {
    expect(FADE_OUT_MS).toBe(250);
    expect(FADE_IN_MS).toBe(250);
  });

  it('fades out, commits the navigation, fades in, then unlocks', () => {
    const { transition, phases } = setup();
    const commit = jest.fn();
    expect(transition.run(commit)).toBe(true);
    expect(transition.phase).toBe('out');
    jest.advanceTimersByTime(FADE_OUT_MS - 1);
    expect(commit).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(commit).toHaveBeenCalledTimes(1);
    expect(transition.phase).toBe('in');
    jest.advanceTimersByTime(FADE_IN_MS);
    expect(transition.phase).toBe('idle');
    expect(phases).toEqual(['out', 'in', 'idle']);
  });

  it('ignores a second navigation while the first one fades out (the lock)', () => {
    const { transition } = setup();
    const first = jest.fn();
    const second = jest.fn();
    transition.run(first);
    expect(transition.locked).toBe(true);
    expect(transition.run(second)).toBe(false);
    jest.advanceTimersByTime(FADE_OUT_MS + FADE_IN_MS);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    expect(transition.run(second)).toBe(true);
  });

  it('ignores a navigation made while the new page fades in, and takes one once it is idle', () => {
    const { transition, phases } = setup();
    const first = jest.fn();
    const second = jest.fn();
    transition.run(first);
    jest.advanceTimersByTime(FADE_OUT_MS);
    expect(transition.phase).toBe('in');
    expect(transition.locked).toBe(true);
    expect(transition.run(second)).toBe(false);
    jest.advanceTimersByTime(FADE_IN_MS - 1);
    expect(transition.run(second)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(transition.locked).toBe(false);
    expect(second).not.toHaveBeenCalled();
    expect(transition.run(second)).toBe(true);
    jest.advanceTimersByTime(FADE_OUT_MS);
    expect(second).toHaveBeenCalledTimes(1);
    expect(phases).toEqual(['out', 'in', 'idle', 'out', 'in']);
  });

  it('with reduced motion commits at once, without a fade or a lock', () => {
    const { transition, phases } = setup(true);
    const commit = jest.fn();
    expect(transition.run(commit)).toBe(true);
    expect(commit).toHaveBeenCalledTimes(1);
    expect(transition.run(commit)).toBe(true);
    expect(commit).toHaveBeenCalledTimes(2);
    expect(phases).toEqual([]);
  });

  it('stops its timer when disposed', () => {
    const { transition } = setup();
    const commit = jest.fn();
    transition.run(commit);
    transition.dispose();
    jest.advanceTimersByTime(FADE_OUT_MS + FADE_IN_MS);
    expect(commit).not.toHaveBeenCalled();
    expect(transition.phase).toBe('idle');
  });

  it('names where the navigation leads while the main area fades out, and no longer after', () => {
    const { transition } = setup();
    expect(transition.destination).toBeNull();
    transition.run(() => undefined, '/army/fire');
    expect(transition.destination).toBe('/army/fire');
    jest.advanceTimersByTime(FADE_OUT_MS);
    expect(transition.destination).toBeNull();
    jest.advanceTimersByTime(FADE_IN_MS);
    transition.run(() => undefined);
    expect(transition.destination).toBeNull();
  });

  it('keeps the first navigation’s destination when a second one is ignored', () => {
    const { transition } = setup();
    transition.run(() => undefined, '/select');
    transition.run(() => undefined, '/army/fire');
    expect(transition.destination).toBe('/select');
  });
});
