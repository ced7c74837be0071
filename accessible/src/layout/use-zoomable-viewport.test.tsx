import { render } from '@testing-library/react';
import { ACCESSIBLE_VIEWPORT, useZoomableViewport } from './use-zoomable-viewport';

function Zoomable() {
  useZoomableViewport();
  return null;
}

const viewport = () => document.head.querySelector('meta[name="viewport"]');
const BLOCKING = 'width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover';

afterEach(() => viewport()?.remove());

describe('useZoomableViewport', () => {
  it('allows zoom up to 5x while mounted and puts the page viewport back after', () => {
    const meta = document.createElement('meta');
    meta.name = 'viewport';
    meta.content = BLOCKING;
    document.head.appendChild(meta);

    const { unmount } = render(<Zoomable />);
    expect(ACCESSIBLE_VIEWPORT).toBe('width=device-width, initial-scale=1, maximum-scale=5');
    expect(viewport()).toHaveAttribute('content', ACCESSIBLE_VIEWPORT);
    unmount();
    expect(viewport()).toHaveAttribute('content', BLOCKING);
  });

  it('adds a viewport where the page has none, and removes it after', () => {
    const { unmount } = render(<Zoomable />);
    expect(viewport()).toHaveAttribute('content', ACCESSIBLE_VIEWPORT);
    unmount();
    expect(viewport()).toBeNull();
  });
});
