import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { viewportContent } from './viewport-rules';

/** Asks for zoom; the returned function withdraws the request. */
type ZoomRequest = () => () => void;
const ZoomRequestContext = createContext<ZoomRequest>(() => () => undefined);

/** Writes the viewport meta tag, creating it when the document has none. */
export function applyViewport(content: string, doc: Document = document): void {
  let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'viewport';
    doc.head.appendChild(meta);
  }
  if (meta.getAttribute('content') !== content) meta.setAttribute('content', content);
}

/**
 * The one owner of the viewport meta tag: the shell's layout renders it, with whether the
 * page is accessible; any page below can enable zoom with `useEnableZoom()`.
 */
export function ViewportController({ accessible, children, doc }: { accessible: boolean; children: ReactNode; doc?: Document }) {
  // A count, not a flag: a page leaving after the next one arrived must not withdraw the next one's request.
  const [zoomRequests, setZoomRequests] = useState(0);
  const requestZoom = useCallback<ZoomRequest>(() => {
    setZoomRequests((count) => count + 1);
    let withdrawn = false;
    return () => {
      if (withdrawn) return;
      withdrawn = true;
      setZoomRequests((count) => count - 1);
    };
  }, []);
  useEffect(() => {
    // `document` only here: a page rendered at build time has none (docs/prerendered-pages.md).
    applyViewport(viewportContent({ accessible, zoomEnabledByPage: zoomRequests > 0 }), doc ?? document);
  }, [accessible, zoomRequests, doc]);
  return <ZoomRequestContext.Provider value={requestZoom}>{children}</ZoomRequestContext.Provider>;
}

/** For a page that lets the visitor zoom (up to 5x) while it is shown: every text page (docs/product-rules.md §2). */
export function useEnableZoom(enabled = true): void {
  const requestZoom = useContext(ZoomRequestContext);
  useEffect(() => (enabled ? requestZoom() : undefined), [requestZoom, enabled]);
}
