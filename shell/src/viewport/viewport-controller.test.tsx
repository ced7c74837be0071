import { render } from '@testing-library/react';
import { ViewportController, useEnableZoom } from './viewport-controller';
import { BLOCKED_ZOOM_VIEWPORT, MAX_ZOOM, ZOOMABLE_VIEWPORT, viewportContent } from './viewport-rules';

const content = () => document.head.querySelector('meta[name="viewport"]')?.getAttribute('content');

function ZoomablePage() {
  useEnableZoom();
  return <p>zoomable</p>;
}

afterEach(() => document.head.querySelector('meta[name="viewport"]')?.remove());

describe('viewport rules (docs/product-rules.md §2 and 9)', () => {
  it('blocks pinch zoom on immersive pages', () => {
    expect(viewportContent({ accessible: false, zoomEnabledByPage: false })).toBe(BLOCKED_ZOOM_VIEWPORT);
    expect(BLOCKED_ZOOM_VIEWPORT).toContain('maximum-scale=1');
    expect(BLOCKED_ZOOM_VIEWPORT).toContain('user-scalable=no');
  });

  it('allows zoom up to 5x on accessible pages or where a page enables it', () => {
    expect(MAX_ZOOM).toBe(5);
    expect(ZOOMABLE_VIEWPORT).toContain(`maximum-scale=${MAX_ZOOM}`);
    expect(viewportContent({ accessible: true, zoomEnabledByPage: false })).toBe(ZOOMABLE_VIEWPORT);
    expect(viewportContent({ accessible: false, zoomEnabledByPage: true })).toBe(ZOOMABLE_VIEWPORT);
  });
});

describe('ViewportController', () => {
  it('writes the meta tag from the page kind, creating it when missing', () => {
    const { rerender } = render(<ViewportController accessible={false}>page</ViewportController>);
    expect(content()).toBe(BLOCKED_ZOOM_VIEWPORT);
    rerender(<ViewportController accessible>page</ViewportController>);
    expect(content()).toBe(ZOOMABLE_VIEWPORT);
    rerender(<ViewportController accessible={false}>page</ViewportController>);
    expect(content()).toBe(BLOCKED_ZOOM_VIEWPORT);
  });

  it('lets a page enable zoom while it is shown', () => {
    const { rerender } = render(
      <ViewportController accessible={false}>
        <ZoomablePage />
      </ViewportController>,
    );
    expect(content()).toBe(ZOOMABLE_VIEWPORT);
    rerender(<ViewportController accessible={false}>other page</ViewportController>);
    expect(content()).toBe(BLOCKED_ZOOM_VIEWPORT);
  });
});

describe('ViewportController with two pages at once', () => {
  function Page({ zoom }: { zoom: boolean }) {
    useEnableZoom(zoom);
    return <p>page</p>;
  }

  it('keeps zoom while a text page that arrived before the last one left is still shown', () => {
    const { rerender } = render(
      <ViewportController accessible={false}>
        <Page key="leaving" zoom />
      </ViewportController>,
    );
    rerender(
      <ViewportController accessible={false}>
        <Page key="leaving" zoom />
        <Page key="arriving" zoom />
      </ViewportController>,
    );
    rerender(
      <ViewportController accessible={false}>
        <Page key="arriving" zoom />
      </ViewportController>,
    );
    expect(content()).toBe(ZOOMABLE_VIEWPORT);
  });

  it('blocks zoom again once no shown page asks for it, and a page can stop asking', () => {
    const { rerender } = render(
      <ViewportController accessible={false}>
        <Page key="text" zoom />
      </ViewportController>,
    );
    rerender(
      <ViewportController accessible={false}>
        <Page key="text" zoom={false} />
      </ViewportController>,
    );
    expect(content()).toBe(BLOCKED_ZOOM_VIEWPORT);
  });
});
