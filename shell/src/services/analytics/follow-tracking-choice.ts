import type { Observable } from 'rxjs';
import type { ControlledAnalytics } from './analytics';
import type { AnalyticsClient } from './mixpanel-client';
import type { StartAnalyticsOptions, StartedAnalytics } from './start-analytics';

type CreateClient = NonNullable<StartAnalyticsOptions['createClient']>;

export interface FollowTrackingChoiceOptions {
  /** The visitor's "Don't track my visit" (services/privacy/tracking-choice-store.ts): now and each change. */
  dontTrack$: Observable<boolean>;
  analytics: ControlledAnalytics;
  /** Starts analytics for the visit with the client creator given (startAnalytics, bound to the shell's bus). */
  start: (createClient: CreateClient) => StartedAnalytics;
  /** Loads and initialises the provider's client (once per page: it cannot be initialised twice). */
  createClient: CreateClient;
}

/**
 * Analytics as the visitor chose in the menu, honoured from the next event on. Choosing not
 * to be tracked stops it at once: the event tracking stops, the queue and the client's
 * unsent events are dropped, the provider's opt-out is set, no request leaves. Allowing it
 * again starts it anew, with the same client. The browser's Do Not Track or Global Privacy
 * Control still win: startAnalytics checks them each time. Returns the function that stops all.
 */
export function followTrackingChoice({ dontTrack$, analytics, start, createClient }: FollowTrackingChoiceOptions): () => void {
  let dontTrack = false;
  let client: AnalyticsClient | null = null;
  let creating: Promise<AnalyticsClient | null> | null = null;
  const clientOnce: CreateClient = (input) => {
    if (client) {
      client.resume();
      return Promise.resolve(client);
    }
    creating ??= createClient(input).then((created) => {
      client = created;
      // Chosen while the client was loading: it must not send what it has.
      if (dontTrack) created?.pause();
      return created;
    });
    return creating;
  };

  let current: StartedAnalytics | null = null;
  let first = true;
  const subscription = dontTrack$.subscribe((next) => {
    dontTrack = next;
    if (next) {
      analytics.disable();
      current?.stop();
      current = null;
      client?.pause();
      console.info(`[analytics] off: the visitor chose not to be tracked (the menu)${first ? '' : '; nothing more is sent'}.`);
    } else if (!current) {
      analytics.reopen();
      current = start(clientOnce);
    }
    first = false;
  });
  return () => {
    subscription.unsubscribe();
    current?.stop();
    current = null;
  };
}
