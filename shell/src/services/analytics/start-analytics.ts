import type { Observable } from 'rxjs';
import { filter } from 'rxjs';
import type { MissionBus } from '@mission/shared';
import type { ProgressDecision } from '../progress/progress-decision';
import { afterFirstPaint } from './after-first-paint';
import type { Analytics, AnalyticsStatus, ControlledAnalytics } from './analytics';
import type { AnalyticsConfig, ConfigReading } from './analytics-config';
import { startBusAnalytics } from './bus-analytics-map';
import { trackExperienceVisibility, type VisibilitySource } from './experience-visibility';
import type { AnalyticsClient } from './mixpanel-client';
import { shellAnalytics } from './shell-analytics';
import { analyticsDebug, superProperties, type SuperProperties } from './super-properties';
import { browserPrivacySources, notTrackedMessage, privacySignal, trackingDecision, type PrivacySignalSources } from './tracking-policy';

export interface StartAnalyticsOptions {
  /** Analytics only listens: it never publishes state. */
  bus: MissionBus;
  /** The progress store's decisions: each bus event with the progress before and after it. */
  progressDecisions$: Observable<ProgressDecision>;
  /** The deployment branch, from the shell's build-info.json; null when it could not be read. */
  deployBranch: Promise<string | null>;
  /** true once the visitor stopped interacting (the shell's idle service): User Idle. */
  userIdle$?: Observable<boolean>;
  analytics?: ControlledAnalytics;
  readConfig?: () => Promise<ConfigReading>;
  privacy?: PrivacySignalSources;
  createClient?: (input: { config: AnalyticsConfig; superProperties: SuperProperties }) => Promise<AnalyticsClient | null>;
  firstPaint?: () => Promise<void>;
  visibility?: VisibilitySource;
}

/**
 * The provider's client, in a chunk of its own loaded only when something will be sent: not
 * the config's chunk, so a visit that sends nothing (no token, Do Not Track, a branch that does
 * not track) never fetches it (docs/decisions.md, "What / loads before interaction").
 */
export const loadAnalyticsClient: NonNullable<StartAnalyticsOptions['createClient']> = async (input) =>
  (await import(/* webpackChunkName: "analytics-client" */ './mixpanel-client')).createMixpanelClient(input);

export interface StartedAnalytics {
  analytics: Analytics;
  /** Settles once analytics is on or off for this visit. */
  ready: Promise<AnalyticsStatus>;
  stop: () => void;
}

/**
 * Starts the shell's analytics for this visit. Bus events, visibility and idle are tracked
 * at once into the queue of `analytics`. After first paint, the config and the deployment
 * branch decide whether anything is sent. When it is, the client loads and the queue goes
 * out in order; when it is not (Do Not Track, GPC, no token, a branch that does not track),
 * the client is never loaded and no request is made. One console line says which. Never
 * throws, never rejects.
 */
export function startAnalytics({
  bus,
  progressDecisions$,
  deployBranch,
  userIdle$,
  analytics = shellAnalytics,
  // Loaded after first paint, in one small chunk: reading the config and driving the client
  // are not needed to show the page (the client itself is a further chunk).
  readConfig = async () => (await import(/* webpackChunkName: "analytics" */ './analytics-config')).fetchAnalyticsConfig(),
  privacy = browserPrivacySources(),
  createClient = loadAnalyticsClient,
  firstPaint = () => afterFirstPaint(),
  visibility = document,
}: StartAnalyticsOptions): StartedAnalytics {
  const stops: (() => void)[] = [];
  let stopped = false;
  const stopTracking = () => {
    stops.splice(0).forEach((stop) => stop());
  };
  const turnOff = (log: () => void): AnalyticsStatus => {
    if (!stopped) log();
    analytics.disable();
    stopTracking();
    return 'off';
  };

  // Asked not to be tracked: nothing more happens, not even a config fetch.
  const signal = privacySignal(privacy);
  if (signal) {
    turnOff(() => console.info(`[analytics] off: ${notTrackedMessage(signal, null)}.`));
    return { analytics, ready: Promise.resolve('off'), stop: () => undefined };
  }

  stops.push(startBusAnalytics(bus, progressDecisions$, analytics));
  stops.push(trackExperienceVisibility(analytics, visibility));
  if (userIdle$) {
    const subscription = userIdle$.pipe(filter(Boolean)).subscribe(() => analytics.track('User Idle', { state: 'idle' }));
    stops.push(() => subscription.unsubscribe());
  }

  const ready = (async (): Promise<AnalyticsStatus> => {
    await firstPaint();
    if (stopped) return 'off';
    const [reading, branch] = await Promise.all([
      readConfig().catch((error: unknown): ConfigReading => ({ config: null, level: 'warn', reason: String(error) })),
      deployBranch.catch(() => null),
    ]);
    if (!reading.config) {
      const message = `[analytics] off: ${reading.reason}.`;
      return turnOff(() => (reading.level === 'info' ? console.info(message) : console.warn(message)));
    }
    const decision = trackingDecision({ configured: true, deployBranch: branch, privacy: null });
    if (!decision.track) return turnOff(() => console.info(`[analytics] off: ${notTrackedMessage(decision.reason, branch)}.`));
    const deploy = decision.deployBranch;

    const config = reading.config;
    if (stopped) return 'off';
    const client = await createClient({ config, superProperties: superProperties(deploy, bus.getState('debug')) });
    if (!client || stopped) return turnOff(() => undefined);

    analytics.connect({ client, pageViews: config.pageViews, deployBranch: deploy });
    // The visitor's debug mode may change during the visit (/_debug, a marker in the hash).
    const debugWatch = bus.state$('debug').subscribe((sessionDebug) => {
      const debug = analyticsDebug(deploy, sessionDebug);
      client.register({ debug });
      client.setDebug(debug);
    });
    stops.push(() => debugWatch.unsubscribe());
    console.info(
      `[analytics] on: deployment branch "${deploy}", sending to ${config.apiHost} ` +
        `(page views ${config.pageViews ? 'on' : 'off'}, session recording ${config.sessionRecording ? 'on' : 'off'}).`,
    );
    return 'on';
  })().catch((error: unknown) => {
    console.error('[analytics] Failed to initialize', error);
    return turnOff(() => undefined);
  });

  return {
    analytics,
    ready,
    stop: () => {
      stopped = true;
      analytics.disable();
      stopTracking();
    },
  };
}
