import { PAGE_LANGUAGES, localeFromPath } from '@mission/content';
import { hostBus, initMissionI18n } from '@mission/shared';
// The page base (palette, type) first, then the shell's own classes over it.
import '@mission/shared/page-base.css';
import '../styles/global.css';

/**
 * The shell's start, in short tasks (docs/decisions.md, "Start-up in short tasks"): the locale
 * and the copy's download here; the services (start-shell) and the React tree (render-shell)
 * are chunks of their own, asked for at once, so each runs in its own task as its script
 * arrives, and the page's load event still waits for both: React has taken over the page by
 * then. Their CSS is linked by the prerendered pages (shell/src/prerender/page-meta.ts).
 */
async function bootstrap() {
  const locale = localeFromPath(window.location.pathname);
  hostBus.setState('locale', locale);
  // The copy's version lets a remote built from the same copy skip laying its own (provideNamespace).
  const copy = initMissionI18n(locale, undefined, { copyVersion: __COPY_VERSION__ });
  const rendering = import(/* webpackChunkName: "render-shell" */ './render-shell');
  // Both are awaited below; this keeps an early failure from being reported as unhandled meanwhile.
  copy.catch(() => undefined);
  rendering.catch(() => undefined);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const { startShell } = await import(/* webpackChunkName: "start-shell" */ './start-shell');
  const { services, shellBuildInfo } = startShell();
  const [{ renderShell }] = await Promise.all([rendering, copy]);
  renderShell(root, { services, shellBuildInfo, lang: PAGE_LANGUAGES[locale] });
}

void bootstrap().catch((error: unknown) => {
  // Last resort before React exists: still say something in both languages.
  console.error('[shell] the experience failed to start:', error);
  document.body.textContent = 'Something went wrong. Please refresh the page. / Une erreur s’est produite. Veuillez actualiser la page.';
});
