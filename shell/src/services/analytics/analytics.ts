import type { AnalyticsEventName, AnalyticsEventProperties, PropertiesArgument } from './analytics-events';
import type { AnalyticsClient } from './mixpanel-client';

/**
 * The shell's analytics, as the rest of the shell sees it: typed `track` and `pageView`,
 * and whether the current page may be recorded. It exists before the client does. Until
 * start-analytics.ts connects a client (after first paint) calls wait in a queue and are
 * then sent in order, each with the time it happened; when analytics is off
 * (no config, a branch that does not track, Do Not Track, GPC, a failed load) the queue is
 * dropped and every later call does nothing.
 */
export type AnalyticsStatus = 'pending' | 'on' | 'off';

export interface PageAddress {
  /** The page's address without its hash. */
  url: string;
  /** The path; any query string or hash is cut off. */
  path: string;
  referrer: string;
}

export interface Analytics {
  readonly status: AnalyticsStatus;
  track<E extends AnalyticsEventName>(event: E, ...properties: PropertiesArgument<E>): void;
  /** Page View (docs/product-rules.md §7): sent only where the deployment turned page views on. */
  pageView(page: PageAddress, extra?: Record<string, unknown>): void;
  /**
   * Whether the current page may be recorded (session-recording-policy.ts). Only the
   * latest wish counts: it waits for the client, unlike events, which are all sent.
   */
  setSessionRecordingWanted(wanted: boolean): void;
}

export interface AnalyticsConnection {
  client: AnalyticsClient;
  pageViews: boolean;
  deployBranch: string;
}

export interface ControlledAnalytics extends Analytics {
  /** Sends the queued calls in order, then every later one at once. */
  connect(connection: AnalyticsConnection): void;
  /** Drops the queue; from now on every call does nothing. */
  disable(): void;
  /**
   * After disable(): calls wait for a client again, from the next one on (the visitor
   * allowed tracking again from the menu). Nothing from the time it was off comes back.
   */
  reopen(): void;
}

type Call = (
  { kind: 'track'; event: AnalyticsEventName; properties: object } | { kind: 'page'; page: PageAddress; extra: Record<string, unknown> }
) & {
  /** When it happened (ms since epoch). */
  at: number;
};

/** How many calls may wait for the client; later ones are dropped (with one warning). */
export const ANALYTICS_QUEUE_LIMIT = 200;

export function pageViewProperties(
  page: PageAddress,
  deployBranch: string,
  extra: Record<string, unknown> = {},
): AnalyticsEventProperties['Page View'] {
  return {
    ...extra,
    url: page.url,
    path: page.path.split(/[?#]/)[0] ?? page.path,
    referrer: page.referrer,
    branch: deployBranch,
  };
}

export function createAnalytics({
  queueLimit = ANALYTICS_QUEUE_LIMIT,
  now = Date.now,
}: { queueLimit?: number; now?: () => number } = {}): ControlledAnalytics {
  let status: AnalyticsStatus = 'pending';
  let connection: AnalyticsConnection | null = null;
  let queue: Call[] = [];
  let overflowWarned = false;
  /** The wish made before the client connected, if any. */
  let recordingWanted: boolean | null = null;

  /** `queued`: the call waited for the client, so it carries the time it happened. */
  function send(call: Call, to: AnalyticsConnection, queued: boolean): void {
    const track = (name: string, properties: Record<string, unknown>) =>
      queued ? to.client.track(name, properties, call.at) : to.client.track(name, properties);
    if (call.kind === 'track') {
      track(call.event, call.properties as Record<string, unknown>);
    } else if (to.pageViews) {
      track('Page View', pageViewProperties(call.page, to.deployBranch, call.extra));
    }
  }

  function handle(call: Call): void {
    if (status === 'on' && connection) return send(call, connection, false);
    if (status === 'off') return;
    if (queue.length >= queueLimit) {
      if (!overflowWarned) console.warn(`[analytics] more than ${queueLimit} events before the client loaded; later ones are dropped.`);
      overflowWarned = true;
      return;
    }
    queue.push(call);
  }

  return {
    get status() {
      return status;
    },
    track(event, ...[properties]) {
      // Copied now: the event is what the caller meant when it called.
      handle({ kind: 'track', event, properties: { ...properties }, at: now() });
    },
    pageView(page, extra = {}) {
      handle({ kind: 'page', page: { ...page }, extra: { ...extra }, at: now() });
    },
    setSessionRecordingWanted(wanted) {
      if (status === 'on' && connection) connection.client.setSessionRecording(wanted);
      else if (status === 'pending') recordingWanted = wanted;
    },
    connect(next) {
      if (status !== 'pending') return;
      connection = next;
      status = 'on';
      const waiting = queue;
      queue = [];
      waiting.forEach((call) => send(call, next, true));
      if (recordingWanted !== null) next.client.setSessionRecording(recordingWanted);
      recordingWanted = null;
    },
    disable() {
      // Off means off: a recording already started stops too.
      connection?.client.setSessionRecording(false);
      status = 'off';
      connection = null;
      queue = [];
      recordingWanted = null;
    },
    reopen() {
      if (status !== 'off') return;
      status = 'pending';
      overflowWarned = false;
    },
  };
}

/** Analytics that is off from the start (tests, tools). */
export function createNoopAnalytics(): Analytics {
  const analytics = createAnalytics();
  analytics.disable();
  return analytics;
}
