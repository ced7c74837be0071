import { useEffect, useState } from 'react';
import { shareLink, type ShareOutcome, type ShareTarget } from './share-link';

export interface ShareImage {
  /** The picture's address on this site (the page's share image: the medal). */
  url: string;
  /** The file's name when shared or saved. */
  fileName: string;
  /** The link that saves it where it could not be shared. */
  saveLabel: string;
}

export interface ShareButtonProps {
  target: ShareTarget;
  label: string;
  /** What the page says after each outcome; 'shared' and 'cancelled' say nothing. */
  copiedMessage: string;
  unavailableMessage: string;
  image?: ShareImage;
}

/**
 * One button that shares a page (shareLink: the share sheet, with the picture where the
 * browser shares files, else the clipboard). The picture is fetched when the button appears, so
 * the tap shares at once (Safari shares only straight from the tap). When the picture could
 * not go with it, a link saves it; when nothing works the address is shown in a field to copy
 * by hand, so sharing always has a way through.
 */
export function ShareButton({ target, label, copiedMessage, unavailableMessage, image }: ShareButtonProps) {
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const file = useImageFile(image);
  const onShare = () => {
    const capabilities = typeof navigator === 'undefined' ? {} : shareCapabilities(navigator);
    void shareLink(file ? { ...target, files: [file] } : target, capabilities).then(setOutcome);
  };
  const fallback = outcome === 'copied' || outcome === 'unavailable';
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
      {fallback && image ? (
        <a className="share__save" href={image.url} download={image.fileName} data-testid="share-save-image">
          {image.saveLabel}
        </a>
      ) : null}
    </div>
  );
}

/** The picture as a File, once fetched; null before, or when it cannot be (the words still go). */
function useImageFile(image: ShareImage | undefined): File | null {
  const [file, setFile] = useState<File | null>(null);
  const url = image?.url;
  const fileName = image?.fileName;
  useEffect(() => {
    if (!url || !fileName || typeof fetch !== 'function' || typeof File !== 'function') return;
    let live = true;
    fetch(url)
      .then((response) => (response.ok ? response.blob() : Promise.reject(new Error(`${url}: ${response.status}`))))
      .then((blob) => live && setFile(new File([blob], fileName, { type: blob.type || 'image/png' })))
      .catch((error: unknown) => console.warn('[share] the picture to share could not be fetched; the words go alone.', error));
    return () => {
      live = false;
    };
  }, [url, fileName]);
  return file;
}

function shareCapabilities(browser: Navigator) {
  return {
    ...(typeof browser.share === 'function' ? { share: (data: ShareTarget) => browser.share(data) } : {}),
    ...(typeof browser.canShare === 'function' ? { canShare: (data: { files: File[] }) => browser.canShare(data) } : {}),
    ...(browser.clipboard ? { clipboard: browser.clipboard } : {}),
  };
}
