// The async boundary lets Module Federation settle shared singletons before any import runs.
// The chunk is named so the prerender links its CSS (docs/prerendered-pages.md).
void import(/* webpackChunkName: "app" */ './app/bootstrap');

// The offline worker registers from its own small chunk once the page has loaded, so the first
// screen runs no more script before interaction (docs/decisions.md, "The service worker").
if (process.env.NODE_ENV === 'production') {
  window.addEventListener(
    'load',
    () => void import(/* webpackChunkName: "offline" */ './offline/register-service-worker').then((offline) => offline.registerWhenIdle()),
    {
      once: true,
    },
  );
}
