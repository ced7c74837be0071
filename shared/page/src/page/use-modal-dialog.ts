import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { cycleTab } from './tab-cycle';

/**
 * Makes a `<dialog>` a real modal (docs/decisions.md "Overlays are dialogs"):
 * `showModal()` on mount puts it in the top layer and makes everything behind it inert, so
 * focus and a screen reader stay inside; a later modal stacks above an earlier one instead of
 * competing with it. Tab and Shift+Tab go round the dialog's own controls (`cycleTab`): even
 * a native modal lets Tab leave for the browser's own controls, so every overlay gets the
 * same trap here rather than one of its own. Focus goes to `initialFocus` (or the dialog's
 * first control) and back to where it was when the dialog goes. Escape, or a phone's back
 * gesture ('cancel'), calls `onCancel`; without one the dialog stays (a problem that must be
 * answered). `restoreFocus: false` leaves focus to an owner that places it itself (the menu:
 * its toggle, or the page a link leads to). A browser without `showModal` (old WebViews,
 * jsdom) shows it open, not modal.
 */
export function useModalDialog({
  onCancel,
  initialFocus,
  restoreFocus = true,
}: {
  onCancel?: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
  restoreFocus?: boolean;
} = {}): RefObject<HTMLDialogElement | null> {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancel = useEffectEvent(() => onCancel?.());

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const previous = restoreFocus && dialog.ownerDocument.activeElement instanceof HTMLElement ? dialog.ownerDocument.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    (initialFocus?.current ?? dialog.querySelector<HTMLElement>('button, [href], [tabindex]'))?.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (cycleTab(dialog, event)) return;
      if (event.key !== 'Escape') return;
      // The dialog decides whether it closes; the browser must not close it behind React's back.
      event.preventDefault();
      event.stopPropagation();
      cancel();
    };
    const onCancelEvent = (event: Event) => {
      event.preventDefault();
      cancel();
    };
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('cancel', onCancelEvent);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('cancel', onCancelEvent);
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      previous?.focus({ preventScroll: true });
    };
    // Shown once per mount (a ref does not change); the latest onCancel is read when it is called.
  }, [initialFocus, restoreFocus]);

  return dialogRef;
}
