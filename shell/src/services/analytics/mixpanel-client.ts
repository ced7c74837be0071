import type { Config, Mixpanel } from 'mixpanel-browser/dist/mixpanel-core.cjs.js';
import type { AnalyticsConfig } from './analytics-config';
import { installRecorderSettings } from './session-recorder';
import type { SuperProperties } from './super-properties';

/**
 * The one file that imports mixpanel-browser (architecture: the shell is its only
 * importer). It loads the provider's *core* build, which leaves the session recorder
 * out, as its own chunk after first paint (start-analytics.ts decides when). The recorder
 * is a second chunk, served by the shell like any other, loaded only when a deployment
 * turns session recording on: nothing is ever fetched from the provider's CDN.
 */
export interface AnalyticsClient {
  /** `occurredAt` (ms since epoch): when a queued event happened, rather than when it is sent. */
  track(name: string, properties: Record<string, unknown>, occurredAt?: number): void;
  register(properties: Partial<SuperProperties>): void;
  setDebug(debug: boolean): void;
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
export function mixpanelSettings(config: AnalyticsConfig, debug: boolean, recording: boolean): Partial<Config> {
  return {
    api_host: config.apiHost,
    // Respect Do Not Track inside the client too (tracking-policy.ts already keeps it unloaded).
    ignore_dnt: false,
    opt_out_tracking_by_default: false,
    opt_out_tracking_persistence_type: 'localStorage',
    // No cookies: the visitor's id and queue live in localStorage only.
    persistence: 'localStorage',
    // Page View is our own event (spec 7), never the provider's automatic one.
    track_pageview: false,
    autocapture: false,
    debug,
    record_sessions_percent: recording ? 100 : 0,
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

/**
 * Loads and initialises the client. Any failure logs "Failed to initialize" (spec 8) and
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
    const recording = config.sessionRecording ? await loadRecorder(loaders, recorderTarget) : false;
    const loaded = await loaders.core();
    mixpanel = (loaded.default ?? loaded) as Mixpanel;
    mixpanel.init(config.token, mixpanelSettings(config, superProperties.debug, recording));
    // Not persistent: each load registers its own deployment's values.
    mixpanel.register({ ...superProperties }, { persistent: false });
  } catch (error) {
    console.error('[analytics] Failed to initialize', error);
    return null;
  }

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
  };
}
