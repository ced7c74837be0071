import { nextSwitchStep } from './safe-point';
import { SKIP_WAITING } from './worker/worker-messages';

/** The worker's address: at the origin's root, so its scope is the whole shell. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Where the browser has no requestIdleCallback (Safari): how long after load counts as idle. */
const IDLE_FALLBACK_MS = 500;

/**
 * Registers the offline worker once the page is idle (docs/decisions.md, "The service
 * worker"): this module is its own chunk, loaded after the page's load, so the first screen
 * runs no more script before interaction.
 */
export function registerWhenIdle(win: Window = window): void {
  // Whatever goes wrong here costs only the offline visit, never an error on the page.
  const run = () =>
    void registerServiceWorker(win).catch((error: unknown) => console.warn('[shell] the offline worker could not start.', error));
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(run, { timeout: 5000 });
  else win.setTimeout(run, IDLE_FALLBACK_MS);
}

/**
 * Registers the worker and switches to a new deploy only at a safe point (safe-point.ts): a
 * waiting build is told to take over on a first screen or Mission Select, and the page then
 * reloads there, never inside a chapter. A worker that cannot be registered costs only the
 * offline visit: the site runs from the network as without one.
 */
export async function registerServiceWorker(win: Window = window): Promise<void> {
  const container = win.navigator.serviceWorker;
  if (!container) return;
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await container.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
  } catch (error) {
    console.warn('[shell] the offline worker could not be registered; the site runs from the network.', error);
    return;
  }
  // A browser that blocks workers (an automation setting, a policy) may answer with nothing.
  if (!registration) return;
  const current = registration;
  // The first worker's claim is not a new deploy: only a change of controller counts.
  let controlled = Boolean(container.controller);
  let tookOver = false;
  const step = () => {
    const next = nextSwitchStep({ pathname: win.location.pathname, waiting: Boolean(current.waiting) && controlled, tookOver });
    if (next === 'activate') current.waiting?.postMessage({ type: SKIP_WAITING });
    else if (next === 'reload') {
      tookOver = false;
      win.location.reload();
    }
  };
  container.addEventListener('controllerchange', () => {
    if (controlled) tookOver = true;
    controlled = true;
    step();
  });
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') step();
    });
  });
  // Every route change may reach a safe point: the Navigation API where there is one, else history's.
  const navigation = (win as Window & { navigation?: EventTarget }).navigation;
  if (navigation) navigation.addEventListener('currententrychange', step);
  win.addEventListener('popstate', step);
  step();
}
