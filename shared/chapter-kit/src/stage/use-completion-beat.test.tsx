import { act, fireEvent, renderHook } from '@testing-library/react';
import type { ChapterPhase } from '../play/chapter-play-state';
import { useCompletionBeat } from './use-completion-beat';

function renderBeat(reducedMotion = false) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reducedMotion && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
  }));
  return renderHook(({ phase }: { phase: ChapterPhase }) => useCompletionBeat(phase), {
    initialProps: { phase: 'mission' as ChapterPhase },
  });
}

describe('the beat between the last target and the complete card', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('holds the card back for 2.5 s while the scene plays the result', () => {
    const beat = renderBeat();
    expect(beat.result.current).toEqual({ playing: false, cardShown: false });
    beat.rerender({ phase: 'complete' });
    expect(beat.result.current).toEqual({ playing: true, cardShown: false });
    act(() => jest.advanceTimersByTime(2499));
    expect(beat.result.current.cardShown).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(beat.result.current).toEqual({ playing: false, cardShown: true });
  });

  it('under reduced motion shows the card after 1.2 s', () => {
    const beat = renderBeat(true);
    beat.rerender({ phase: 'complete' });
    act(() => jest.advanceTimersByTime(1199));
    expect(beat.result.current.cardShown).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(beat.result.current.cardShown).toBe(true);
  });

  it('brings the card at once on a new tap or key press, but not on a held key repeating', () => {
    const beat = renderBeat();
    beat.rerender({ phase: 'complete' });
    act(() => {
      fireEvent.keyDown(document.body, { key: ' ', repeat: true });
    });
    expect(beat.result.current.cardShown).toBe(false);
    act(() => {
      fireEvent.pointerDown(document.body);
    });
    expect(beat.result.current).toEqual({ playing: false, cardShown: true });
  });

  it('a key press also brings it', () => {
    const beat = renderBeat();
    beat.rerender({ phase: 'complete' });
    act(() => {
      fireEvent.keyDown(document.body, { key: 'Enter' });
    });
    expect(beat.result.current.cardShown).toBe(true);
  });

  it('taps before the chapter is complete do nothing to it', () => {
    const beat = renderBeat();
    act(() => {
      fireEvent.pointerDown(document.body);
    });
    beat.rerender({ phase: 'complete' });
    expect(beat.result.current).toEqual({ playing: true, cardShown: false });
  });
});
