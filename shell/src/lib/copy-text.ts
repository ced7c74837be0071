/**
 * Copies text with the Clipboard API, or, where it is missing or refused (an old browser,
 * a page not focused, a permission policy), with a selected off-screen textarea and the
 * legacy copy command. True when one of them worked.
 */
export async function copyText(
  text: string,
  {
    clipboard = globalThis.navigator?.clipboard,
    doc = globalThis.document,
  }: { clipboard?: Pick<Clipboard, 'writeText'>; doc?: Document } = {},
): Promise<boolean> {
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Refused: try the legacy way below.
    }
  }
  return copyWithSelection(text, doc);
}

function copyWithSelection(text: string, doc: Document | undefined): boolean {
  if (!doc?.body) return false;
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  area.style.opacity = '0';
  const focused = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
  doc.body.appendChild(area);
  area.focus();
  area.select();
  try {
    // The only copy there is without the Clipboard API.
    return typeof doc.execCommand === 'function' && doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    focused?.focus();
  }
}
