import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { useBranchLinkPrefetch, type BranchPrefetch } from './use-branch-link-prefetch';
import { IDLE_FALLBACK_DELAY_MS, LINK_PREFETCH_ROOT_MARGIN } from './link-prefetch-rules';

/** A stand-in IntersectionObserver: the test says which links came within the margin. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.observed.add(target);
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
  disconnect() {
    this.observed.clear();
  }
  /** The browser's report that these links are now (or no longer) within the margin. */
  report(targets: Element[], isIntersecting = true) {
    const entries = targets
      .filter((target) => this.observed.has(target))
      .map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

function Links({ prefetch }: { prefetch: BranchPrefetch }) {
  const ref = useRef<HTMLDivElement>(null);
  useBranchLinkPrefetch(ref, prefetch);
  return (
    <div ref={ref}>
      <a href="/army/fire">Forest</a>
      <a href="/army/flood">Flood</a>
      <a href="/fr/navy/overboard">Repêchage</a>
      <a href="/accessible">Accessible</a>
      <a href="/army/fire">Forest again</a>
    </div>
  );
}

const link = (container: HTMLElement, name: string) => [...container.querySelectorAll('a')].find((anchor) => anchor.textContent === name)!;

function setConnection(connection: object | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

describe('useBranchLinkPrefetch', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    FakeIntersectionObserver.instances = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
    setConnection(undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    setConnection(undefined);
  });

  function renderAtIdle() {
    const prefetch = jest.fn<void, Parameters<BranchPrefetch>>();
    const view = render(<Links prefetch={prefetch} />);
    return { prefetch, view };
  }

  it('observes nothing before the page is idle, then the branch links only, within 200 px', () => {
    const { view } = renderAtIdle();
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    act(() => jest.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS));
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer?.options.rootMargin).toBe(LINK_PREFETCH_ROOT_MARGIN);
    expect(observer?.options.rootMargin).toBe('200px');
    expect([...observer!.observed].map((anchor) => anchor.textContent)).toEqual(['Forest', 'Flood', 'Repêchage', 'Forest again']);
    expect(observer!.observed.has(link(view.container, 'Accessible'))).toBe(false);
  });

  it('asks once per chapter when its link comes within the margin, never for one that stays out', () => {
    const { prefetch, view } = renderAtIdle();
    act(() => jest.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS));
    const observer = FakeIntersectionObserver.instances[0]!;
    observer.report([link(view.container, 'Repêchage')], false);
    expect(prefetch).not.toHaveBeenCalled();
    observer.report([link(view.container, 'Forest'), link(view.container, 'Flood')]);
    observer.report([link(view.container, 'Forest again')]);
    observer.report([link(view.container, 'Forest')]);
    expect(prefetch.mock.calls).toEqual([
      ['army', 'fire'],
      ['army', 'flood'],
    ]);
  });

  it.each([{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }])('observes nothing on %p', (connection) => {
    setConnection(connection);
    const { prefetch } = renderAtIdle();
    act(() => jest.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS * 4));
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('asks nothing once Save-Data was turned on after the page became idle', () => {
    const { prefetch, view } = renderAtIdle();
    act(() => jest.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS));
    setConnection({ saveData: true, effectiveType: '4g' });
    FakeIntersectionObserver.instances[0]!.report([link(view.container, 'Forest')]);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('allows a 4g connection', () => {
    setConnection({ saveData: false, effectiveType: '4g' });
    const { prefetch, view } = renderAtIdle();
    act(() => jest.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS));
    FakeIntersectionObserver.instances[0]!.report([link(view.container, 'Repêchage')]);
    expect(prefetch).toHaveBeenCalledWith('navy', 'overboard');
  });

  it('stops observing when the page goes, and never starts if it went before idle', () => {
    const early = renderAtIdle();
    early.view.unmount();
    act(() => jest.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS));
    expect(FakeIntersectionObserver.instances).toHaveLength(0);

    const late = renderAtIdle();
    act(() => jest.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS));
    const observer = FakeIntersectionObserver.instances[0]!;
    late.view.unmount();
    expect(observer.observed.size).toBe(0);
  });

  it('does nothing in a browser without IntersectionObserver', () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    const { prefetch } = renderAtIdle();
    act(() => jest.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS));
    expect(prefetch).not.toHaveBeenCalled();
  });
});
