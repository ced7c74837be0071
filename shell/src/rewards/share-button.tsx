import { useState } from 'react';
import { shareLink, type ShareOutcome, type ShareTarget } from './share-link';

export interface ShareButtonProps {
  target: ShareTarget;
  label: string;
  /** What the page says after each outcome; 'shared' and 'cancelled' say nothing. */
  copiedMessage: string;
  unavailableMessage: string;
}

/**
 * One button that shares a page (shareLink: the share sheet, else the clipboard). When neither
 * works the address is shown in a field to copy by hand, so sharing always has a way through.
 */
export function ShareButton({ target, label, copiedMessage, unavailableMessage }: ShareButtonProps) {
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const onShare = () => {
    void shareLink(target, typeof navigator === 'undefined' ? {} : shareCapabilities(navigator)).then(setOutcome);
  };
  return (
    <div className="share">
      <button type="button" className="button button--outline" onClick={onShare}>
        {label}
      </button>
      <p className="share__status" role="status">
        {outcome === 'copied' ? copiedMessage : null}
        {outcome === 'unavailable' ? unavailableMessage : null}
      </p>
      {outcome === 'unavailable' ? (
        <input
          className="share__address"
          readOnly
          value={target.url}
          aria-label={unavailableMessage}
          onFocus={(event) => event.currentTarget.select()}
        />
      ) : null}
    </div>
  );
}

function shareCapabilities(browser: Navigator) {
  return {
    ...(typeof browser.share === 'function' ? { share: (data: ShareTarget) => browser.share(data) } : {}),
    ...(browser.clipboard ? { clipboard: browser.clipboard } : {}),
  };
}
