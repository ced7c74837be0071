import type { KeyboardEvent } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls Tab reaches inside `container`, in document order. */
export function focusablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.hasAttribute('inert') && !element.closest('[inert]'));
}

/**
 * Keeps Tab and Shift+Tab inside an open card (docs/game-design.md "Composition and guidance"):
 * from its last control Tab goes to its first, from its first Shift+Tab to its last, and
 * focus that has strayed outside comes back. Even a native modal dialog lets Tab leave
 * for the browser's own controls, and the page behind can get focus where dialogs are
 * only polyfilled. Put on the card's root as `onKeyDown`.
 */
export function trapTab(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const container = event.currentTarget;
  const controls = focusablesIn(container);
  if (controls.length === 0) {
    event.preventDefault();
    return;
  }
  const first = controls[0]!;
  const last = controls[controls.length - 1]!;
  const active = container.ownerDocument.activeElement;
  const inside = active instanceof HTMLElement && controls.includes(active);
  if (!inside) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus({ preventScroll: true });
  } else if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus({ preventScroll: true });
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus({ preventScroll: true });
  }
}
