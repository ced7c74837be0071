import { createRoot, hydrateRoot } from 'react-dom/client';
import { PAGE_LANGUAGES, localeFromPath } from '@mission/content';
import { hostBus, initMissionI18n } from '@mission/shared';
import { startBusEventLog } from '../bus/bus-event-log';
import { followTrackingChoice } from '../services/analytics/follow-tracking-choice';
import { shellAnalytics } from '../services/analytics/shell-analytics';
import { loadAnalyticsClient, startAnalytics } from '../services/analytics/start-analytics';
import { fetchBuildInfo } from '../services/build-info/fetch-build-info';
import { startDebugFlag } from '../services/debug/debug-flag-store';
import { startShellServices } from '../services/shell-services';
import { TransitionRouter } from '../transitions/transition-router';
import { rootStart } from './prerendered-root';
import { ShellApp } from './shell-app';
import '../styles/global.css';

async function bootstrap() {
  const locale = localeFromPath(window.location.pathname);
  hostBus.setState('locale', locale);
  startBusEventLog(hostBus);
  const services = startShellServices({ bus: hostBus });
  startDebugFlag({ bus: hostBus });
  // Decides from build-info.json and /analytics.json; the client itself loads after first paint.
  // The visitor's own choice in the menu can stop it, and start it again, at any time.
  const shellBuildInfo = fetchBuildInfo();
  const deployBranch = shellBuildInfo.then((info) => info?.branchName ?? null);
  followTrackingChoice({
    dontTrack$: services.trackingChoice.dontTrack$,
    analytics: shellAnalytics,
    createClient: loadAnalyticsClient,
    start: (createClient) => startAnalytics({ bus: hostBus, deployBranch, userIdle$: services.userIdle$, createClient }),
  });
  // The copy's version lets a remote built from the same copy skip laying its own (provideNamespace).
  await initMissionI18n(locale, undefined, { copyVersion: __COPY_VERSION__ });
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const app = <ShellApp services={services} router={TransitionRouter} shellBuildInfo={shellBuildInfo} />;
  const start = rootStart(root, { pathname: window.location.pathname, lang: PAGE_LANGUAGES[locale], build: __BUILD_NUMBER__ });
  if (start.kind === 'hydrate') {
    // The page the build rendered (docs/prerendered-pages.md) becomes the app without being redrawn.
    // A returning visitor's own state (progress, sound off) comes in the render after hydration
    // (useBusState); should the markup still differ, React redraws it, which is not an error.
    hydrateRoot(root, app, {
      onRecoverableError: (error) => console.warn('[shell] the prerendered page differed from this visit; redrawn:', error),
    });
    return;
  }
  // Any other markup stays until the app's first render replaces it: no blank flash in between.
  if (start.replacing) console.info(`[shell] replacing the markup prerendered for ${start.replacing}`);
  createRoot(root).render(app);
}

void bootstrap().catch((error: unknown) => {
  // Last resort before React exists: still say something in both languages.
  console.error('[shell] the experience failed to start:', error);
  document.body.textContent =
    'Something went wrong. Please refresh the page. / Une erreur s’est produite. Veuillez actualiser la page.';
});
