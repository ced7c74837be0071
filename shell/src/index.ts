import { afterFirstPaint } from './lib/after-first-paint';

// The async boundary lets Module Federation settle shared singletons before any import runs.
// The chunk is named so the prerender links its CSS (docs/prerendered-pages.md). It is asked
// for once the prerendered first screen has painted, so on a slow phone neither its download
// nor its start-up competes with that paint (docs/decisions.md, "Start-up in short tasks").
void afterFirstPaint().then(() => import(/* webpackChunkName: "app" */ './app/bootstrap'));

// The offline worker registers from its own small chunk once the page has loaded, so the first
// screen runs no more script before interaction (docs/decisions.md, "The service worker").
if (process.env.NODE_ENV === 'production') {
  window.addEventListener('load', () => void import(/* webpackChunkName: "offline" */ './offline/register-service-worker').then((offline) => offline.registerWhenIdle()), {
    once: true,
  });
}
