/** Immersive pages: no pinch zoom (the phone's motion drives the scene), edge to edge. */
export const BLOCKED_ZOOM_VIEWPORT = 'width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover';
/** Accessible pages, or a page that enables zoom: pinch zoom up to 5x (docs/product-rules.md §9). */
export const ZOOMABLE_VIEWPORT = 'width=device-width, initial-scale=1, maximum-scale=5';
export const MAX_ZOOM = 5;

/** docs/product-rules.md §2 "Page behaviour": the viewport blocks pinch zoom, except on accessible pages or where a page enables it. */
export function viewportContent({ accessible, zoomEnabledByPage }: { accessible: boolean; zoomEnabledByPage: boolean }): string {
  return accessible || zoomEnabledByPage ? ZOOMABLE_VIEWPORT : BLOCKED_ZOOM_VIEWPORT;
}
