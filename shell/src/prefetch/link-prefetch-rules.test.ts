import {
  connectionAllowsPrefetch,
  IDLE_FALLBACK_DELAY_MS,
  LINK_PREFETCH_MARGIN_PX,
  LINK_PREFETCH_ROOT_MARGIN,
  whenIdleAfterLoad,
} from './link-prefetch-rules';

describe('the link prefetch margin (docs/product-rules.md §9)', () => {
  it('is 200 px, and IntersectionObserver gets it as "200px"', () => {
    expect(LINK_PREFETCH_MARGIN_PX).toBe(200);
    expect(LINK_PREFETCH_ROOT_MARGIN).toBe('200px');
  });
});

describe('connectionAllowsPrefetch', () => {
  it('refuses when the visitor asked to save data, whatever the connection', () => {
    expect(connectionAllowsPrefetch({ connection: { saveData: true } })).toBe(false);
    expect(connectionAllowsPrefetch({ connection: { saveData: true, effectiveType: '4g' } })).toBe(false);
  });

  it.each(['slow-2g', '2g'])('refuses on a %s connection', (effectiveType) => {
    expect(connectionAllowsPrefetch({ connection: { saveData: false, effectiveType } })).toBe(false);
  });

  it.each(['3g', '4g'])('allows a %s connection', (effectiveType) => {
    expect(connectionAllowsPrefetch({ connection: { saveData: false, effectiveType } })).toBe(true);
  });

  it('allows a browser without the connection API (Safari, Firefox), or without a navigator', () => {
    expect(connectionAllowsPrefetch({})).toBe(true);
    expect(connectionAllowsPrefetch(undefined)).toBe(true);
  });
});

describe('whenIdleAfterLoad', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function fakeWindow(readyState: DocumentReadyState, withIdle: boolean) {
    const target = new EventTarget();
    const idle: (() => void)[] = [];
    const win = {
      document: { readyState },
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
      setTimeout: globalThis.setTimeout.bind(globalThis),
      clearTimeout: globalThis.clearTimeout.bind(globalThis),
      ...(withIdle
        ? {
            requestIdleCallback: (callback: () => void) => idle.push(callback),
            cancelIdleCallback: (handle: number) => {
              idle[handle - 1] = () => undefined;
            },
          }
        : {}),
    };
    return {
      win: win as unknown as Window,
      fireLoad: () => target.dispatchEvent(new Event('load')),
      runIdle: () => idle.splice(0).forEach((run) => run()),
      idle,
    };
  }

  it('waits for the load event, then for idle', () => {
    const { win, fireLoad, runIdle, idle } = fakeWindow('interactive', true);
    const task = jest.fn();
    whenIdleAfterLoad(task, win);
    expect(idle).toHaveLength(0);
    fireLoad();
    expect(task).not.toHaveBeenCalled();
    runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('goes straight to idle on a page already loaded', () => {
    const { win, runIdle } = fakeWindow('complete', true);
    const task = jest.fn();
    whenIdleAfterLoad(task, win);
    runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback, runs a short delay after load', () => {
    const { win } = fakeWindow('complete', false);
    const task = jest.fn();
    whenIdleAfterLoad(task, win);
    jest.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS - 1);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled, before or after load', () => {
    const before = fakeWindow('loading', true);
    const task = jest.fn();
    whenIdleAfterLoad(task, before.win)();
    before.fireLoad();
    before.runIdle();
    const after = fakeWindow('complete', false);
    whenIdleAfterLoad(task, after.win)();
    jest.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS);
    expect(task).not.toHaveBeenCalled();
  });
});
