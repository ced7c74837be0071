import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { viewportContent } from './viewport-rules';

type ZoomRequest = (enabled: boolean) => void;
const ZoomRequestContext = createContext<ZoomRequest>(() => undefined);

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
export function ViewportController({ accessible, children, doc = document }: { accessible: boolean; children: ReactNode; doc?: Document }) {
  const [zoomEnabledByPage, setZoomEnabledByPage] = useState(false);
  useEffect(() => {
    applyViewport(viewportContent({ accessible, zoomEnabledByPage }), doc);
  }, [accessible, zoomEnabledByPage, doc]);
  return <ZoomRequestContext.Provider value={setZoomEnabledByPage}>{children}</ZoomRequestContext.Provider>;
}

/** For a page that lets the visitor zoom (up to 5x) while it is shown: every text page (docs/product-rules.md §2). */
export function useEnableZoom(enabled = true): void {
  const request = useContext(ZoomRequestContext);
  useEffect(() => {
    request(enabled);
    return () => request(false);
  }, [request, enabled]);
}
