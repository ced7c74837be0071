import type { Config, Mixpanel } from 'mixpanel-browser/dist/mixpanel-core.cjs.js';
import type { AnalyticsConfig } from './analytics-config';
import { installRecorderSettings } from './session-recorder';
import type { SuperProperties } from './super-properties';

/**
 * The one file that imports mixpanel-browser (architecture: the shell is its only
 * importer). It loads the provider's *core* build, which leaves the session recorder
 * out, as its own chunk after first paint (start-analytics.ts decides when). The recorder
 * is a second chunk, served by the shell like any other, loaded only when a deployment
 * turns session recording on and the visitor reaches a page that may be recorded
 * (session-recording-policy.ts): nothing is ever fetched from the provider's CDN.
 */
export interface AnalyticsClient {
  /** `occurredAt` (ms since epoch): when a queued event happened, rather than when it is sent. */
  track(name: string, properties: Record<string, unknown>, occurredAt?: number): void;
  register(properties: Partial<SuperProperties>): void;
  setDebug(debug: boolean): void;
  /**
   * Whether the page the visitor is on may be recorded. Nothing happens unless the
   * deployment turned session recording on; the recorder loads the first time it is
   * wanted, never before. Never throws.
   */
  setSessionRecording(on: boolean): void;
  /**
   * The visitor chose not to be tracked: recording stops, events still waiting to be sent
   * are dropped and the provider's own opt-out is set, so no request leaves. Never throws.
   */
  pause(): void;
  /** The visitor allowed tracking again: the provider takes events again (none is sent for the change itself). Never throws. */
  resume(): void;
}

type MixpanelModule = { default?: Mixpanel } & Partial<Mixpanel>;

export interface MixpanelLoaders {
  core: () => Promise<MixpanelModule>;
  /** Loads the recorder bundle, which registers itself as window.__mp_recorder. */
  recorder: () => Promise<unknown>;
}

export const MIXPANEL_LOADERS: MixpanelLoaders = {
  core: () => import(/* webpackChunkName: "mixpanel" */ 'mixpanel-browser/dist/mixpanel-core.cjs.js'),
  recorder: () => import(/* webpackChunkName: "mixpanel-recorder" */ 'mixpanel-browser/dist/mixpanel-recorder.min.js'),
};

/** The init settings: the provider's own opt-outs stay on as a second line of defence. */
export function mixpanelSettings(config: AnalyticsConfig, debug: boolean): Partial<Config> {
  return {
    api_host: config.apiHost,
    // Respect Do Not Track inside the client too (tracking-policy.ts already keeps it unloaded).
    ignore_dnt: false,
    opt_out_tracking_by_default: false,
    opt_out_tracking_persistence_type: 'localStorage',
    // No cookies: the visitor's id and queue live in localStorage only.
    persistence: 'localStorage',
    // Page View is our own event (docs/product-rules.md §7), never the provider's automatic one.
    track_pageview: false,
    autocapture: false,
    debug,
    // Never record from init: the first page may be one the recorder must not load on.
    // Recording starts and stops with the route (setSessionRecording).
    record_sessions_percent: 0,
    record_mask_all_inputs: true,
  };
}

async function loadRecorder(loaders: MixpanelLoaders, target: Record<string, unknown>): Promise<boolean> {
  try {
    await loaders.recorder();
    if (installRecorderSettings(target)) return true;
    console.warn('[analytics] the session recorder did not register itself; recording stays off.');
  } catch (error) {
    console.warn('[analytics] the session recorder could not be loaded; recording stays off.', error);
  }
  return false;
}

/** Where the provider's core keeps its start-time recording check, which every event waits on. */
export const RECORDING_INIT_PROMISE = '__session_recording_init_promise';

/**
 * At init the core looks for an earlier recording of this tab (a reload on a chapter) or
 * an unsent one, and then tries to load the recorder to resume it. There is no recorder
 * to load at init, on purpose (the first page may be one it must not load on), so that
 * check rejects, and the core chains each later event on it: one uncaught error per
 * event. Handled here instead; the recording resumes once setSessionRecording(true) has
 * loaded the recorder on a page that may be recorded.
 */
function settleRecordingInit(mixpanel: Mixpanel, sessionRecording: boolean): void {
  const internal = mixpanel as unknown as Record<string, unknown>;
  const check = internal[RECORDING_INIT_PROMISE] as Promise<unknown> | undefined;
  if (typeof check?.catch !== 'function') return;
  internal[RECORDING_INIT_PROMISE] = check.catch(() => {
    console.info(
      sessionRecording
        ? '[analytics] an earlier session recording resumes on the next page that may be recorded.'
        : '[analytics] an earlier session recording is not resumed: session recording is off.',
    );
  });
}

type RecordingMixpanel = Pick<Mixpanel, 'start_session_recording' | 'stop_session_recording'>;

/** Calls a recorder method, which may return a promise; a failure is only a warning. */
function callRecorder(what: string, call: () => unknown): boolean {
  const warn = (error: unknown) => console.warn(`[analytics] the session recording could not ${what}.`, error);
  try {
    void Promise.resolve(call()).catch(warn);
    return true;
  } catch (error) {
    warn(error);
    return false;
  }
}

/**
 * The switch behind setSessionRecording. The recorder chunk loads once, the first time
 * recording is wanted; the latest wish wins, so a page left before the chunk arrived is
 * never recorded. A recorder that cannot load leaves recording off for the visit.
 */
function sessionRecordingSwitch(mixpanel: RecordingMixpanel, loadRecorderOnce: () => Promise<boolean>): (on: boolean) => void {
  let wanted = false;
  let recording = false;
  const apply = () => {
    if (wanted === recording) return;
    const ok = wanted
      ? callRecorder('start', () => mixpanel.start_session_recording())
      : callRecorder('stop', () => mixpanel.stop_session_recording());
    if (ok) recording = wanted;
  };
  return (on) => {
    wanted = on;
    if (!on) {
      apply();
      return;
    }
    // Applied when the chunk is here, with whatever is wanted by then.
    void loadRecorderOnce().then((loaded) => {
      if (loaded) apply();
    });
  };
}

/**
 * Loads and initialises the client. Any failure logs "Failed to initialize" (docs/product-rules.md §8) and
 * resolves to null: the experience goes on without analytics.
 */
export async function createMixpanelClient({
  config,
  superProperties,
  loaders = MIXPANEL_LOADERS,
  recorderTarget = window as unknown as Record<string, unknown>,
}: {
  config: AnalyticsConfig;
  superProperties: SuperProperties;
  loaders?: MixpanelLoaders;
  recorderTarget?: Record<string, unknown>;
}): Promise<AnalyticsClient | null> {
  let mixpanel: Mixpanel;
  try {
    const loaded = await loaders.core();
    mixpanel = (loaded.default ?? loaded) as Mixpanel;
    mixpanel.init(config.token, mixpanelSettings(config, superProperties.debug));
    settleRecordingInit(mixpanel, config.sessionRecording);
    // This visit may be tracked (the visitor's choice allows it): an opt-out set by an earlier pause() no longer holds.
    optBackIn(mixpanel);
    // Not persistent: each load registers its own deployment's values.
    mixpanel.register({ ...superProperties }, { persistent: false });
  } catch (error) {
    console.error('[analytics] Failed to initialize', error);
    return null;
  }

  let recorder: Promise<boolean> | null = null;
  const setSessionRecording = config.sessionRecording
    ? sessionRecordingSwitch(mixpanel, () => (recorder ??= loadRecorder(loaders, recorderTarget)))
    : () => undefined;

  return {
    track(name, properties, occurredAt) {
      try {
        // The provider's `time` is in seconds; without it, the client stamps the send time.
        mixpanel.track(name, occurredAt === undefined ? properties : { ...properties, time: occurredAt / 1000 });
      } catch (error) {
        console.error('[analytics] Failed to track', name, error);
      }
    },
    register(properties) {
      try {
        mixpanel.register({ ...properties }, { persistent: false });
      } catch (error) {
        console.error('[analytics] Failed to track', 'super properties', error);
      }
    },
    setDebug(debug) {
      try {
        mixpanel.set_config({ debug });
      } catch (error) {
        console.error('[analytics] Failed to track', 'debug setting', error);
      }
    },
    setSessionRecording,
    pause() {
      setSessionRecording(false);
      try {
        // Stops the batch senders and clears their queue and the provider's stored data.
        mixpanel.opt_out_tracking({ delete_user: false });
      } catch (error) {
        console.error('[analytics] Failed to track', 'opt-out', error);
      }
    },
    resume() {
      optBackIn(mixpanel);
    },
  };
}

/** Lifts the provider's opt-out without its "$opt_in" event: allowing tracking again is not itself tracked. */
function optBackIn(mixpanel: Mixpanel): void {
  try {
    if (mixpanel.has_opted_out_tracking())
      mixpanel.opt_in_tracking({ track: null } as unknown as Parameters<Mixpanel['opt_in_tracking']>[0]);
  } catch (error) {
    console.error('[analytics] Failed to track', 'opt-in', error);
  }
}
