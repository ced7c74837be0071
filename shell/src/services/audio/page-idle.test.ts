import { PAGE_IDLE_TIMEOUT_MS, pageIdle } from './page-idle';

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('pageIdle', () => {
  it('settles at the next idle callback, asked with the timeout', async () => {
    let idle: (() => void) | undefined;
    const requestIdleCallback = jest.fn((callback: () => void) => ((idle = callback), 1));
    const setTimeout = jest.fn() as unknown as Window['setTimeout'];
    const waiting = pageIdle(undefined, { requestIdleCallback, setTimeout });
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: PAGE_IDLE_TIMEOUT_MS });
    expect(await settled(waiting)).toBe(false);
    idle!();
    expect(await settled(waiting)).toBe(true);
    expect(setTimeout).not.toHaveBeenCalled();
  });

  it('without requestIdleCallback (Safari), settles after a short timer, not the whole timeout', async () => {
    let timer: (() => void) | undefined;
    let delay = Number.NaN;
    const setTimeout = ((callback: () => void, ms: number) => ((timer = callback), (delay = ms), 1)) as unknown as Window['setTimeout'];
    const waiting = pageIdle(PAGE_IDLE_TIMEOUT_MS, { setTimeout });
    expect(delay).toBeLessThan(PAGE_IDLE_TIMEOUT_MS);
    expect(await settled(waiting)).toBe(false);
    timer!();
    expect(await settled(waiting)).toBe(true);
  });
});
