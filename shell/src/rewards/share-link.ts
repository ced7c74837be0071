/** What sharing did, for the message the page says next to its button. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'unavailable';

export interface ShareTarget {
  title: string;
  text: string;
  url: string;
}

/** The parts of `navigator` sharing uses, so tests hand in their own. */
export interface ShareCapabilities {
  share?: (data: ShareTarget) => Promise<void>;
  clipboard?: { writeText: (text: string) => Promise<void> };
}

/**
 * Shares a page: the phone's share sheet where there is one, else the link copied to the
 * clipboard, else 'unavailable' (the page then shows the link to copy by hand). Closing the
 * share sheet is the visitor's choice, not an error. Never throws.
 */
export async function shareLink(target: ShareTarget, capabilities: ShareCapabilities): Promise<ShareOutcome> {
  if (capabilities.share) {
    try {
      await capabilities.share(target);
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
      // Not allowed here (an embedded page, say): the clipboard may still work.
    }
  }
  if (capabilities.clipboard) {
    try {
      await capabilities.clipboard.writeText(target.url);
      return 'copied';
    } catch {
      return 'unavailable';
    }
  }
  return 'unavailable';
}
