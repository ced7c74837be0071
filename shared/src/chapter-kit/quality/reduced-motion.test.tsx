import { act, renderHook } from '@testing-library/react';
import { calmCount, calmTime, usePrefersReducedMotion } from './reduced-motion';

describe('reduced motion', () => {
  it('keeps 40 % of the particles (at least one) at half speed when calm, all of them otherwise', () => {
    expect(calmCount(70, true)).toBe(28);
    expect(calmCount(1, true)).toBe(1);
    expect(calmCount(70, false)).toBe(70);
    expect(calmTime(10, true)).toBe(5);
    expect(calmTime(10, false)).toBe(10);
  });

  it('follows the media query live', () => {
    let matches = false;
    const listeners = new Set<() => void>();
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      get matches() {
        return query.includes('reduce') && matches;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    })) as unknown as typeof window.matchMedia;
    try {
      const { result } = renderHook(() => usePrefersReducedMotion());
      expect(result.current).toBe(false);
      matches = true;
      act(() => listeners.forEach((listener) => listener()));
      expect(result.current).toBe(true);
    } finally {
      window.matchMedia = original;
    }
  });
});
