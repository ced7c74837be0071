import { useMemo, useRef, type MouseEvent } from 'react';

export interface FreshTouchGuard {
  onPointerDownCapture: () => void;
  onClickCapture: (event: MouseEvent) => void;
}

/**
 * Keeps an overlay from being activated by a touch that began before it appeared: the
 * ghost click, where a finger held on the last fire lifts over the complete card that came
 * up under it and follows the card's link. Spread on the overlay's root: a click inside
 * counts only once a pointer has gone down on the overlay itself; keyboard and
 * screen-reader activation (a click with `detail` 0) always counts.
 */
export function useFreshTouchGuard(): FreshTouchGuard {
  const pressedInside = useRef(false);
  return useMemo(
    () => ({
      onPointerDownCapture: () => {
        pressedInside.current = true;
      },
      onClickCapture: (event: MouseEvent) => {
        if (event.detail === 0 || pressedInside.current) return;
        event.preventDefault();
        event.stopPropagation();
      },
    }),
    [],
  );
}
