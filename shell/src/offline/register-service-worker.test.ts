import { registerServiceWorker } from './register-service-worker';
import { SKIP_WAITING } from './worker/worker-messages';

/** A page with a fake service worker container: what the browser would do, step by step. */
function fakePage({ pathname, controlled, waiting = false }: { pathname: string; controlled: boolean; waiting?: boolean }) {
  const postMessage = jest.fn();
  const registration = Object.assign(new EventTarget(), { waiting: waiting ? { postMessage } : null, installing: null });
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? {} : null,
    register: jest.fn(async () => registration),
  });
  const navigation = new EventTarget();
  const reload = jest.fn();
  const win = Object.assign(new EventTarget(), { navigator: { serviceWorker: container }, location: { pathname, reload }, navigation });
  const go = (path: string) => {
    win.location.pathname = path;
    navigation.dispatchEvent(new Event('currententrychange'));
  };
  return { win: win as unknown as Window, container, registration, postMessage, reload, go };
}

describe('registerServiceWorker', () => {
  test('registers /sw.js for the whole origin, its script never from the HTTP cache', async () => {
    const page = fakePage({ pathname: '/', controlled: false });
    await registerServiceWorker(page.win);
    expect(page.container.register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
  });

  test("the first worker's claim does not reload the page", async () => {
    const page = fakePage({ pathname: '/select', controlled: false });
    await registerServiceWorker(page.win);
    page.container.dispatchEvent(new Event('controllerchange'));
    expect(page.reload).not.toHaveBeenCalled();
  });

  test('a waiting deploy is activated at Mission Select, and the page reloads there', async () => {
    const page = fakePage({ pathname: '/select', controlled: true, waiting: true });
    await registerServiceWorker(page.win);
    expect(page.postMessage).toHaveBeenCalledWith({ type: SKIP_WAITING });
    page.registration.waiting = null;
    page.container.dispatchEvent(new Event('controllerchange'));
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  test('inside a chapter nothing switches; the switch waits for the next safe point', async () => {
    const page = fakePage({ pathname: '/army/fire', controlled: true, waiting: true });
    await registerServiceWorker(page.win);
    expect(page.postMessage).not.toHaveBeenCalled();
    page.go('/army/flood');
    expect(page.postMessage).not.toHaveBeenCalled();
    page.go('/select');
    expect(page.postMessage).toHaveBeenCalledTimes(1);
  });

  test('a new worker that took over during a chapter (another tab) reloads only at a safe point', async () => {
    const page = fakePage({ pathname: '/navy/rescue', controlled: true });
    await registerServiceWorker(page.win);
    page.container.dispatchEvent(new Event('controllerchange'));
    expect(page.reload).not.toHaveBeenCalled();
    page.go('/fr');
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  test('a browser that blocks workers and answers with no registration: nothing happens, nothing throws', async () => {
    const page = fakePage({ pathname: '/', controlled: false });
    page.container.register.mockResolvedValueOnce(undefined as never);
    await expect(registerServiceWorker(page.win)).resolves.toBeUndefined();
  });

  test('a registration that fails leaves the page as it is, with one warning', async () => {
    const page = fakePage({ pathname: '/', controlled: false });
    page.container.register.mockRejectedValueOnce(new Error('script failed'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(registerServiceWorker(page.win)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
