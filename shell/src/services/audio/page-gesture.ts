/** The events that count as a gesture: the first touch, click or key, heard before the page handles it. */
export const GESTURES = ['pointerdown', 'keydown'] as const;

/**
 * The visitor's next gesture on the page that is not a tap on a link (any of GESTURES, heard in
 * the capture phase, so before the control's own handler asks for a sound). A tap on a link
 * leaves the page: the next page's route change decides what it plays. `cancel` stops
 * listening; `gestured` then never settles.
 */
export function nextGesture(view: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): {
  gestured: Promise<void>;
  cancel: () => void;
} {
  let cancel = () => {};
  const gestured = new Promise<void>((resolve) => {
    const heard = (event: Event) => {
      if (event.type === 'pointerdown' && isInLink(event.target)) return;
      cancel();
      resolve();
    };
    cancel = () => GESTURES.forEach((type) => view.removeEventListener(type, heard, true));
    GESTURES.forEach((type) => view.addEventListener(type, heard, true));
  });
  return { gestured, cancel };
}

function isInLink(target: EventTarget | null): boolean {
  return typeof (target as Element | null)?.closest === 'function' && (target as Element).closest('a[href]') !== null;
}
