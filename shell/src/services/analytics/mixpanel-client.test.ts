import type { AnalyticsConfig } from './analytics-config';
import { createMixpanelClient, mixpanelSettings, type MixpanelLoaders } from './mixpanel-client';
import { RECORDER_GLOBAL } from './session-recorder';

const config: AnalyticsConfig = { token: 'test-token', apiHost: 'https://analytics.example.org', pageViews: false, sessionRecording: false };
const superProperties = { branch: 'qa', app_version: '1.0.0', debug: true } as const;

function fakeMixpanel() {
  return { init: jest.fn(), register: jest.fn(), track: jest.fn(), set_config: jest.fn() };
}

function loaders(mixpanel: ReturnType<typeof fakeMixpanel>, recorder: MixpanelLoaders['recorder'] = jest.fn(async () => undefined)): MixpanelLoaders {
  return { core: jest.fn(async () => ({ default: mixpanel }) as never), recorder };
}

let error: jest.SpyInstance;
let warn: jest.SpyInstance;
beforeEach(() => {
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('mixpanelSettings', () => {
  it('sends to the configured host, respects Do Not Track, keeps no cookie, tracks no automatic page view', () => {
    expect(mixpanelSettings(config, false, false)).toEqual({
      api_host: 'https://analytics.example.org',
      ignore_dnt: false,
      opt_out_tracking_by_default: false,
      opt_out_tracking_persistence_type: 'localStorage',
      persistence: 'localStorage',
      track_pageview: false,
      autocapture: false,
      debug: false,
      record_sessions_percent: 0,
      record_mask_all_inputs: true,
    });
  });

  it('records every session only when recording is on and the recorder loaded', () => {
    expect(mixpanelSettings(config, true, true)).toMatchObject({ debug: true, record_sessions_percent: 100, record_mask_all_inputs: true });
  });
});

describe('createMixpanelClient', () => {
  it('initialises with the token and settings, then registers the super properties for this load only', async () => {
    const mixpanel = fakeMixpanel();
    const client = await createMixpanelClient({ config, superProperties, loaders: loaders(mixpanel) });
    expect(client).not.toBeNull();
    expect(mixpanel.init).toHaveBeenCalledWith('test-token', mixpanelSettings(config, true, false));
    expect(mixpanel.register).toHaveBeenCalledWith({ branch: 'qa', app_version: '1.0.0', debug: true }, { persistent: false });
  });

  it('tracks through the client, and updates super properties and debug', async () => {
    const mixpanel = fakeMixpanel();
    const client = await createMixpanelClient({ config, superProperties, loaders: loaders(mixpanel) });
    client!.track('Video Start', { scene_id: 'army-fire' });
    client!.track('Experience Start', { state: 'start' }, 1_700_000_000_500);
    client!.register({ debug: false });
    client!.setDebug(false);
    expect(mixpanel.track).toHaveBeenCalledWith('Video Start', { scene_id: 'army-fire' });
    // A queued event keeps the time it happened (the provider's `time`, in seconds).
    expect(mixpanel.track).toHaveBeenCalledWith('Experience Start', { state: 'start', time: 1_700_000_000.5 });
    expect(mixpanel.register).toHaveBeenLastCalledWith({ debug: false }, { persistent: false });
    expect(mixpanel.set_config).toHaveBeenCalledWith({ debug: false });
  });

  it('accepts the module itself when it has no default export', async () => {
    const mixpanel = fakeMixpanel();
    const client = await createMixpanelClient({
      config,
      superProperties,
      loaders: { core: async () => mixpanel as never, recorder: async () => undefined },
    });
    expect(client).not.toBeNull();
    expect(mixpanel.init).toHaveBeenCalled();
  });

  it('never loads the recorder when session recording is off', async () => {
    const recorder = jest.fn(async () => undefined);
    await createMixpanelClient({ config, superProperties, loaders: loaders(fakeMixpanel(), recorder) });
    expect(recorder).not.toHaveBeenCalled();
  });

  it('loads the recorder first when recording is on, and gives it the settings', async () => {
    const mixpanel = fakeMixpanel();
    const target: Record<string, unknown> = {};
    class Recorder {
      rrwebRecord = jest.fn();
    }
    const recorder = jest.fn(async () => {
      target[RECORDER_GLOBAL] = Recorder;
    });
    await createMixpanelClient({ config: { ...config, sessionRecording: true }, superProperties, loaders: loaders(mixpanel, recorder), recorderTarget: target });
    expect(target[RECORDER_GLOBAL]).not.toBe(Recorder);
    expect(typeof target[RECORDER_GLOBAL]).toBe('function');
    expect(mixpanel.init).toHaveBeenCalledWith('test-token', expect.objectContaining({ record_sessions_percent: 100 }));
  });

  it('tracks without recording when the recorder cannot load', async () => {
    const mixpanel = fakeMixpanel();
    const recorder = jest.fn(async () => {
      throw new Error('ChunkLoadError');
    });
    const client = await createMixpanelClient({ config: { ...config, sessionRecording: true }, superProperties, loaders: loaders(mixpanel, recorder), recorderTarget: {} });
    expect(client).not.toBeNull();
    expect(mixpanel.init).toHaveBeenCalledWith('test-token', expect.objectContaining({ record_sessions_percent: 0 }));
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('logs "Failed to initialize" and gives null when the client cannot load', async () => {
    const failure = new Error('Loading chunk mixpanel failed');
    const client = await createMixpanelClient({
      config,
      superProperties,
      loaders: { core: async () => Promise.reject(failure), recorder: async () => undefined },
    });
    expect(client).toBeNull();
    expect(error).toHaveBeenCalledWith('[analytics] Failed to initialize', failure);
  });

  it('logs "Failed to initialize" and gives null when init throws', async () => {
    const mixpanel = fakeMixpanel();
    const failure = new Error('bad token');
    mixpanel.init.mockImplementation(() => {
      throw failure;
    });
    await expect(createMixpanelClient({ config, superProperties, loaders: loaders(mixpanel) })).resolves.toBeNull();
    expect(error).toHaveBeenCalledWith('[analytics] Failed to initialize', failure);
  });

  it('logs "Failed to track" with the event name when a track throws, and goes on', async () => {
    const mixpanel = fakeMixpanel();
    const failure = new Error('quota');
    mixpanel.track.mockImplementationOnce(() => {
      throw failure;
    });
    const client = await createMixpanelClient({ config, superProperties, loaders: loaders(mixpanel) });
    expect(() => client!.track('Portal Enter', { portal_id: 'main' })).not.toThrow();
    expect(error).toHaveBeenCalledWith('[analytics] Failed to track', 'Portal Enter', failure);
    client!.track('Portal Exit', { portal_id: 'main' });
    expect(mixpanel.track).toHaveBeenLastCalledWith('Portal Exit', { portal_id: 'main' });
  });
});
