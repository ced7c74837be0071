import { PAGE_LANGUAGES, localeFromPath } from '@mission/content';
import { hostBus, initMissionI18n } from '@mission/shared';
import { startBusEventLog } from '../bus/bus-event-log';
import { followTrackingChoice } from '../services/analytics/follow-tracking-choice';
import { shellAnalytics } from '../services/analytics/shell-analytics';
import { loadAnalyticsClient, startAnalytics } from '../services/analytics/start-analytics';
import { fetchBuildInfo } from '../services/build-info/fetch-build-info';
import { startDebugFlag } from '../services/debug/debug-flag-store';
import { startShellServices } from '../services/shell-services';
import { nextTask } from '../lib/next-task';
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
  const copy = initMissionI18n(locale, undefined, { copyVersion: __COPY_VERSION__ });
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // The React tree's modules are part of this chunk ("eager") but run in a task of their own,
  // while the copy loads: start-up stays in short tasks (docs/decisions.md, "Start-up in short tasks").
  const [{ renderShell }] = await Promise.all([nextTask().then(() => import(/* webpackMode: "eager" */ './render-shell')), copy]);
  renderShell(root, { services, shellBuildInfo, lang: PAGE_LANGUAGES[locale] });
}

void bootstrap().catch((error: unknown) => {
  // Last resort before React exists: still say something in both languages.
  console.error('[shell] the experience failed to start:', error);
  document.body.textContent =
    'Something went wrong. Please refresh the page. / Une erreur s’est produite. Veuillez actualiser la page.';
});
