import { PAGE_LANGUAGES, localeFromPath } from '@mission/content';
import { hostBus, initMissionI18n } from '@mission/shared';
import { nextTask } from '../lib/next-task';
import '../styles/global.css';

/**
 * The shell's start, in short tasks (docs/decisions.md, "Start-up in short tasks"): the locale
 * and the copy's download first; the services in the next task; the React tree's modules and
 * its hydration in the one after, once the copy is there. The later modules are part of this
 * chunk ("eager"): no extra download, only their running is put off.
 */
async function bootstrap() {
  const locale = localeFromPath(window.location.pathname);
  hostBus.setState('locale', locale);
  // The copy's version lets a remote built from the same copy skip laying its own (provideNamespace).
  const copy = initMissionI18n(locale, undefined, { copyVersion: __COPY_VERSION__ });
  // Awaited below; this keeps an early failure from being reported as unhandled meanwhile.
  copy.catch(() => undefined);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  await nextTask();
  const { startShell } = await import(/* webpackMode: "eager" */ './start-shell');
  const { services, shellBuildInfo } = startShell();
  const [{ renderShell }] = await Promise.all([nextTask().then(() => import(/* webpackMode: "eager" */ './render-shell')), copy]);
  renderShell(root, { services, shellBuildInfo, lang: PAGE_LANGUAGES[locale] });
}

void bootstrap().catch((error: unknown) => {
  // Last resort before React exists: still say something in both languages.
  console.error('[shell] the experience failed to start:', error);
  document.body.textContent =
    'Something went wrong. Please refresh the page. / Une erreur s’est produite. Veuillez actualiser la page.';
});
