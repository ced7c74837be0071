import { useEffect } from 'react';

/** Spec 2 and 9: accessible pages let the visitor pinch-zoom up to 5x. */
export const ACCESSIBLE_VIEWPORT = 'width=device-width, initial-scale=1, maximum-scale=5';

/**
 * While the accessible version is on screen, the viewport allows zoom; leaving it puts back
 * whatever was there (the immersive pages block zoom).
 */
export function useZoomableViewport(doc: Document = document): void {
  useEffect(() => {
    let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="viewport"]');
    const created = meta === null;
    if (!meta) {
      meta = doc.createElement('meta');
      meta.name = 'viewport';
      doc.head.appendChild(meta);
    }
    const previous = meta.getAttribute('content');
    meta.setAttribute('content', ACCESSIBLE_VIEWPORT);
    const element = meta;
    return () => {
      if (created) element.remove();
      else if (previous === null) element.removeAttribute('content');
      else element.setAttribute('content', previous);
    };
  }, [doc]);
}
