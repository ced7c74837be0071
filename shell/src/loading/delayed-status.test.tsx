import { act, render, screen } from '@testing-library/react';
import { DelayedStatus } from './delayed-status';
import { DYNAMIC_LOADER_DELAY_MS } from './dynamic-loader-delay';

describe('DelayedStatus (docs/product-rules.md §9 dynamic loader delay)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits 200 ms by default', () => {
    expect(DYNAMIC_LOADER_DELAY_MS).toBe(200);
  });

  it('shows nothing at 199 ms and its message at 200 ms, in a live region present from the start', () => {
    render(<DelayedStatus className="branch-loading">Loading the Army missions…</DelayedStatus>);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    act(() => jest.advanceTimersByTime(199));
    expect(status).toBeEmptyDOMElement();
    act(() => jest.advanceTimersByTime(1));
    expect(status).toHaveTextContent('Loading the Army missions…');
  });

  it('a load that ends first never shows it', () => {
    const { unmount } = render(<DelayedStatus className="branch-loading">Loading…</DelayedStatus>);
    act(() => jest.advanceTimersByTime(150));
    unmount();
    act(() => jest.advanceTimersByTime(DYNAMIC_LOADER_DELAY_MS));
    expect(screen.queryByRole('status')).toBeNull();
    expect(jest.getTimerCount()).toBe(0);
  });
});
