/** What sharing did, for the message the page says next to its button. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'unavailable';

export interface ShareTarget {
  title: string;
  text: string;
  url: string;
  /** A picture to share with the words (the medal), where the browser can share files. */
  files?: File[];
}

/** The parts of `navigator` sharing uses, so tests hand in their own. */
export interface ShareCapabilities {
  share?: (data: ShareTarget) => Promise<void>;
  /** navigator.canShare: whether this browser would share these files. */
  canShare?: (data: { files: File[] }) => boolean;
  clipboard?: { writeText: (text: string) => Promise<void> };
}

/**
 * Shares a page: the phone's share sheet, with the medal's picture where the browser can share
 * files (Web Share Level 2) and with the words and address alone where it cannot; else the
 * link copied to the clipboard; else 'unavailable' (the page then shows the link to copy by
 * hand and the picture to save). Closing the share sheet is the visitor's choice, not an
 * error. Never throws.
 */
export async function shareLink(target: ShareTarget, capabilities: ShareCapabilities): Promise<ShareOutcome> {
  const { files, ...words } = target;
  if (capabilities.share) {
    const withFiles = files !== undefined && files.length > 0 && capabilities.canShare?.({ files }) === true;
    try {
      await capabilities.share(withFiles ? { ...words, files } : words);
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
