// The async boundary lets Module Federation settle shared singletons before any import runs.
// The chunk is named so the prerender links its CSS (docs/prerendered-pages.md).
void import(/* webpackChunkName: "app" */ './app/bootstrap');
