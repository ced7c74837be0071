import { hostBus } from '@mission/shared';
import { startBusEventLog } from '../bus/bus-event-log';
import { followTrackingChoice } from '../services/analytics/follow-tracking-choice';
import { shellAnalytics } from '../services/analytics/shell-analytics';
import { loadAnalyticsClient, startAnalytics } from '../services/analytics/start-analytics';
import { fetchBuildInfo, type BuildInfo } from '../services/build-info/fetch-build-info';
import { startDebugFlag } from '../services/debug/debug-flag-store';
import { startShellServices, type ShellServices } from '../services/shell-services';

/**
 * The shell's services, started once per page: the stores, the debug flag and its event log,
 * and analytics, which decides from build-info.json and /analytics.json (the client itself
 * loads after first paint). The visitor's own choice in the menu can stop analytics, and start
 * it again, at any time.
 */
export function startShell(): { services: ShellServices; shellBuildInfo: Promise<BuildInfo | null> } {
  startBusEventLog(hostBus);
  const services = startShellServices({ bus: hostBus });
  startDebugFlag({ bus: hostBus });
  const shellBuildInfo = fetchBuildInfo();
  const deployBranch = shellBuildInfo.then((info) => info?.branchName ?? null);
  followTrackingChoice({
    dontTrack$: services.trackingChoice.dontTrack$,
    analytics: shellAnalytics,
    createClient: loadAnalyticsClient,
    start: (createClient) =>
      startAnalytics({
        bus: hostBus,
        progressDecisions$: services.progress.decisions$,
        deployBranch,
        userIdle$: services.userIdle$,
        createClient,
      }),
  });
  return { services, shellBuildInfo };
}
