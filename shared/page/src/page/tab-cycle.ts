const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The controls Tab reaches inside `container`, in document order (not disabled, inert or hidden). */
export function focusablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[inert], [hidden]'));
}

/**
 * Keeps Tab and Shift+Tab going round `container`'s controls: from the last Tab goes to the
 * first, from the first Shift+Tab to the last, and focus that has strayed outside comes back.
 * A native modal dialog still lets Tab leave for the browser's own controls, and the page
 * behind can take focus where dialogs are only polyfilled (docs/decisions.md "Overlays are
 * dialogs"). Returns true when it moved focus itself.
 */
export function cycleTab(container: HTMLElement, event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>): boolean {
  if (event.key !== 'Tab') return false;
  const controls = focusablesIn(container);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return true;
  }
  const active = container.ownerDocument.activeElement;
  const inside = active instanceof HTMLElement && controls.includes(active);
  const next = event.shiftKey ? (!inside || active === first ? last : null) : !inside || active === last ? first : null;
  if (!next) return false;
  event.preventDefault();
  next.focus({ preventScroll: true });
  return true;
}
