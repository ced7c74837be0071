/**
 * The shell's service worker (docs/decisions.md, "The service worker"), built on its own by
 * shell/offline-build/build-service-worker.mjs into dist/sw.js: Workbox precaches the shell's
 * first screens and code; OfflineKeeper keeps each visited branch as its pins allow.
 */
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CACHE_PREFIX } from './cache-names';
import { OfflineKeeper } from './offline-keeper';
import { pageVariants } from './page-variants';
import { isSkipWaiting } from './worker-messages';

/** Written by the build step: the shell's pages, scripts and styles (precache-entries.mjs). */
declare const __PRECACHE_MANIFEST__: { url: string; revision: string | null }[];

/** The parts of ServiceWorkerGlobalScope used here (the project's types are the page's). */
interface WorkerScope {
  location: Location;
  caches: CacheStorage;
  fetch: typeof fetch;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
const scope = self as unknown as WorkerScope;

setCacheNameDetails({ prefix: CACHE_PREFIX, suffix: '', precache: 'shell', runtime: 'runtime' });
precacheAndRoute(__PRECACHE_MANIFEST__, { urlManipulation: pageVariants });
cleanupOutdatedCaches();
// Any other route of the app is its empty page, as the servers answer it (docs/prerendered-pages.md).
registerRoute(new NavigationRoute(createHandlerBoundToURL('/app.html'), { denylist: [/\/[^/]+\.[^/]+$/] }));

const keeper = new OfflineKeeper({ caches: scope.caches, fetch: (...args) => scope.fetch(...args), shellOrigin: scope.location.origin });
registerRoute(
  ({ url, request }) => keeper.wants(url, request.method),
  // A keeper that fails answers as the network would have.
  ({ request }) => keeper.handle(request).catch(() => scope.fetch(request)),
);

// A new build waits until the page says it stands at a safe point (offline/update-switch.ts).
scope.addEventListener('message', (event) => {
  if (isSkipWaiting(event.data)) void scope.skipWaiting();
});
// The first visit's own branch is kept too: the worker takes the page as soon as it is active.
clientsClaim();
