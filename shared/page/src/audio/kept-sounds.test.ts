import { KeptSounds } from './kept-sounds';

describe('KeptSounds', () => {
  it('gives a kept sound back once, by its key', () => {
    const free = jest.fn();
    const kept = new KeptSounds<string>(30, free);
    kept.keep('/sounds/tap.webm', 'tap', 0.2);
    expect(kept.take('/sounds/tap.webm')).toBe('tap');
    expect(kept.take('/sounds/tap.webm')).toBeUndefined();
    expect(free).not.toHaveBeenCalled();
  });

  it('frees the oldest once the decoded seconds go over the budget', () => {
    const free = jest.fn();
    const kept = new KeptSounds<string>(10, free);
    kept.keep('a', 'ambience A', 8);
    kept.keep('b', 'blip', 1);
    kept.keep('c', 'ambience C', 8);
    expect(free.mock.calls).toEqual([['ambience A']]);
    expect(kept.totalSeconds).toBe(9);
    expect(kept.take('a')).toBeUndefined();
    expect(kept.take('c')).toBe('ambience C');
  });

  it('frees at once a sound longer than the whole budget', () => {
    const free = jest.fn();
    const kept = new KeptSounds<string>(10, free);
    kept.keep('long', 'a long loop', 12);
    expect(free).toHaveBeenCalledWith('a long loop');
    expect(kept.size).toBe(0);
  });

  it('counts a sound of unknown length as nothing, and takes the newest of two under one key', () => {
    const kept = new KeptSounds<string>(10, jest.fn());
    kept.keep('a', 'first', Number.NaN);
    kept.keep('a', 'second', -1);
    expect(kept.totalSeconds).toBe(0);
    expect(kept.take('a')).toBe('second');
    expect(kept.take('a')).toBe('first');
  });
});
