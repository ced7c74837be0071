import { readFileSync } from 'node:fs';
import type { AnalyticsConfig } from './analytics-config';
import { createMixpanelClient, mixpanelSettings, RECORDING_INIT_PROMISE, type MixpanelLoaders } from './mixpanel-client';
import { RECORDER_GLOBAL } from './session-recorder';

const config: AnalyticsConfig = {
  token: 'test-token',
  apiHost: 'https://analytics.example.org',
  pageViews: false,
  sessionRecording: false,
};
const superProperties = { branch: 'qa', app_version: '1.0.0', debug: true } as const;

function fakeMixpanel({ optedOut = false } = {}) {
  const gdpr = { optedOut };
  return {
    gdpr,
    opt_out_tracking: jest.fn(() => void (gdpr.optedOut = true)),
    opt_in_tracking: jest.fn(() => void (gdpr.optedOut = false)),
    has_opted_out_tracking: jest.fn(() => gdpr.optedOut),
    init: jest.fn(),
    register: jest.fn(),
    track: jest.fn(),
    set_config: jest.fn(),
    // The real ones return promises.
    start_session_recording: jest.fn(async () => undefined),
    stop_session_recording: jest.fn(async () => undefined),
  };
}

function loaders(
  mixpanel: ReturnType<typeof fakeMixpanel>,
  recorder: MixpanelLoaders['recorder'] = jest.fn(async () => undefined),
): MixpanelLoaders {
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
    expect(mixpanelSettings(config, false)).toEqual({
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

  it('never records from init, even where the deployment turned session recording on (the route decides)', () => {
    expect(mixpanelSettings({ ...config, sessionRecording: true }, true)).toMatchObject({
      debug: true,
      record_sessions_percent: 0,
      record_mask_all_inputs: true,
    });
  });
});

describe('createMixpanelClient', () => {
  it('initialises with the token and settings, then registers the super properties for this load only', async () => {
    const mixpanel = fakeMixpanel();
    const client = await createMixpanelClient({ config, superProperties, loaders: loaders(mixpanel) });
    expect(client).not.toBeNull();
    expect(mixpanel.init).toHaveBeenCalledWith('test-token', mixpanelSettings(config, true));
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

describe("the visitor's choice not to be tracked", () => {
  it("pause sets the provider's opt-out (its queue is dropped), keeping the visitor's profile call out of it", async () => {
    const mixpanel = fakeMixpanel();
    const client = await createMixpanelClient({ config, superProperties, loaders: loaders(mixpanel) });
    client!.pause();
    expect(mixpanel.opt_out_tracking).toHaveBeenCalledWith({ delete_user: false });
    expect(mixpanel.gdpr.optedOut).toBe(true);
  });

  it('resume lifts it without sending an "$opt_in" event, and only when it is set', async () => {
    const mixpanel = fakeMixpanel();
    const client = await createMixpanelClient({ config, superProperties, loaders: loaders(mixpanel) });
    client!.resume();
    expect(mixpanel.opt_in_tracking).not.toHaveBeenCalled();
    client!.pause();
    client!.resume();
    expect(mixpanel.opt_in_tracking).toHaveBeenCalledWith({ track: null });
    expect(mixpanel.gdpr.optedOut).toBe(false);
  });

  it('a client created for a visit that may be tracked lifts an opt-out left by an earlier visit', async () => {
    const mixpanel = fakeMixpanel({ optedOut: true });
    await createMixpanelClient({ config, superProperties, loaders: loaders(mixpanel) });
    expect(mixpanel.gdpr.optedOut).toBe(false);
  });

  it('never throws: a failing opt-out is logged', async () => {
    const mixpanel = fakeMixpanel();
    const failure = new Error('storage');
    mixpanel.opt_out_tracking.mockImplementation(() => {
      throw failure;
    });
    const client = await createMixpanelClient({ config, superProperties, loaders: loaders(mixpanel) });
    expect(() => client!.pause()).not.toThrow();
    expect(error).toHaveBeenCalledWith('[analytics] Failed to track', 'opt-out', failure);
  });
});

describe('session recording', () => {
  const recordingOn = { ...config, sessionRecording: true };
  /** Lets the recorder chunk's promise and what follows it settle (no clock involved). */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  /** A recorder chunk that registers itself when loaded, as the real bundle does. */
  function recorderChunk(target: Record<string, unknown>) {
    class Recorder {
      rrwebRecord = jest.fn();
    }
    return jest.fn(async () => {
      target[RECORDER_GLOBAL] = Recorder;
    });
  }

  async function setUp(analyticsConfig: AnalyticsConfig = recordingOn, recorder?: jest.Mock<Promise<unknown>, []>) {
    const mixpanel = fakeMixpanel();
    const target: Record<string, unknown> = {};
    const load = recorder ?? recorderChunk(target);
    const client = await createMixpanelClient({
      config: analyticsConfig,
      superProperties,
      loaders: loaders(mixpanel, load),
      recorderTarget: target,
    });
    return { client: client!, mixpanel, target, load };
  }

  it('loads no recorder at init, even with recording on', async () => {
    const { mixpanel, load } = await setUp();
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(mixpanel.init).toHaveBeenCalledWith('test-token', expect.objectContaining({ record_sessions_percent: 0 }));
    expect(mixpanel.start_session_recording).not.toHaveBeenCalled();
  });

  it('the first time recording is wanted: loads the recorder, gives it the settings, then starts', async () => {
    const { client, mixpanel, target, load } = await setUp();
    client.setSessionRecording(true);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(typeof target[RECORDER_GLOBAL]).toBe('function');
    expect((target[RECORDER_GLOBAL] as { name: string }).name).toBe('RecorderWithSettings');
    expect(mixpanel.start_session_recording).toHaveBeenCalledTimes(1);
    expect(load.mock.invocationCallOrder[0]).toBeLessThan(mixpanel.start_session_recording.mock.invocationCallOrder[0]!);
  });

  it('stops when no longer wanted, starts again when wanted again; the recorder loads once', async () => {
    const { client, mixpanel, load } = await setUp();
    client.setSessionRecording(true);
    await settle();
    client.setSessionRecording(true);
    await settle();
    client.setSessionRecording(false);
    client.setSessionRecording(false);
    client.setSessionRecording(true);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(mixpanel.start_session_recording).toHaveBeenCalledTimes(2);
    expect(mixpanel.stop_session_recording).toHaveBeenCalledTimes(1);
  });

  it('stops nothing that never started', async () => {
    const { client, mixpanel, load } = await setUp();
    client.setSessionRecording(false);
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(mixpanel.stop_session_recording).not.toHaveBeenCalled();
  });

  it('a page left before the recorder arrived is not recorded: the latest wish wins', async () => {
    let arrive!: () => void;
    const target: Record<string, unknown> = {};
    const recorder = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          arrive = () => {
            target[RECORDER_GLOBAL] = class Recorder {};
            resolve();
          };
        }),
    );
    const mixpanel = fakeMixpanel();
    const client = (await createMixpanelClient({
      config: recordingOn,
      superProperties,
      loaders: loaders(mixpanel, recorder),
      recorderTarget: target,
    }))!;
    client.setSessionRecording(true);
    client.setSessionRecording(false);
    arrive();
    await settle();
    expect(recorder).toHaveBeenCalledTimes(1);
    expect(mixpanel.start_session_recording).not.toHaveBeenCalled();
    expect(mixpanel.stop_session_recording).not.toHaveBeenCalled();
  });

  it('does nothing at all when the deployment has session recording off', async () => {
    const { client, mixpanel, load } = await setUp(config);
    client.setSessionRecording(true);
    await settle();
    client.setSessionRecording(false);
    expect(load).not.toHaveBeenCalled();
    expect(mixpanel.start_session_recording).not.toHaveBeenCalled();
    expect(mixpanel.stop_session_recording).not.toHaveBeenCalled();
  });

  it('a recorder that cannot load: one warning, no start, no second try, never a throw', async () => {
    const recorder = jest.fn(async () => {
      throw new Error('ChunkLoadError');
    });
    const { client, mixpanel } = await setUp(recordingOn, recorder);
    expect(() => client.setSessionRecording(true)).not.toThrow();
    await settle();
    client.setSessionRecording(true);
    await settle();
    expect(recorder).toHaveBeenCalledTimes(1);
    expect(mixpanel.start_session_recording).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/^\[analytics\] the session recorder could not be loaded/);
  });

  it('a recorder bundle that registers nothing: a warning, no start', async () => {
    const { client, mixpanel } = await setUp(
      recordingOn,
      jest.fn(async () => undefined),
    );
    client.setSessionRecording(true);
    await settle();
    expect(mixpanel.start_session_recording).not.toHaveBeenCalled();
    expect(warn.mock.calls[0]![0]).toMatch(/^\[analytics\] the session recorder did not register itself/);
  });

  it('a start or stop that throws or rejects is a warning, never a throw', async () => {
    const { client, mixpanel } = await setUp();
    mixpanel.start_session_recording.mockImplementationOnce(() => {
      throw new Error('no MutationObserver');
    });
    client.setSessionRecording(true);
    await settle();
    // It did not start, so it is tried again the next time.
    mixpanel.start_session_recording.mockImplementationOnce(async () => Promise.reject(new Error('IndexedDB closed')));
    client.setSessionRecording(true);
    await settle();
    mixpanel.stop_session_recording.mockImplementationOnce(() => {
      throw new Error('stop failed');
    });
    expect(() => client.setSessionRecording(false)).not.toThrow();
    await settle();
    expect(mixpanel.start_session_recording).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls.map(([message]) => message as string)).toEqual([
      '[analytics] the session recording could not start.',
      '[analytics] the session recording could not start.',
      '[analytics] the session recording could not stop.',
    ]);
  });

  it.each([
    [true, '[analytics] an earlier session recording resumes on the next page that may be recorded.'],
    [false, '[analytics] an earlier session recording is not resumed: session recording is off.'],
  ])(
    'recording %p: an earlier recording the core cannot resume at init is one info line, not an error per event',
    async (sessionRecording, line) => {
      const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
      const mixpanel = fakeMixpanel();
      const internal = mixpanel as unknown as Record<string, Promise<unknown>>;
      mixpanel.init.mockImplementation(() => {
        internal[RECORDING_INIT_PROMISE] = Promise.reject(new Error('This build of Mixpanel only includes core SDK functionality'));
      });
      await createMixpanelClient({ config: { ...config, sessionRecording }, superProperties, loaders: loaders(mixpanel) });
      // What the core chains each event on now settles.
      await expect(internal[RECORDING_INIT_PROMISE]).resolves.toBeUndefined();
      expect(info.mock.calls).toEqual([[line]]);
    },
  );

  it("matches the provider's core build: the public start and stop, and the init check events wait on", () => {
    const core = readFileSync(require.resolve('mixpanel-browser/dist/mixpanel-core.cjs.js'), 'utf8');
    expect(core).toContain("MixpanelLib.prototype['start_session_recording']");
    expect(core).toContain("MixpanelLib.prototype['stop_session_recording']");
    expect(core).toContain(`this.${RECORDING_INIT_PROMISE} = this._check_and_start_session_recording();`);
    expect(core).toContain(`this.${RECORDING_INIT_PROMISE}.then(`);
  });
});

describe('what an anonymous visitor\'s profile and group carry (docs/analytics.md "Profiles and groups")', () => {
  it('nothing: the client never writes a profile (engage) or a group, nor names the visitor, whatever it is asked to do', async () => {
    const group = { set: jest.fn(), set_once: jest.fn(), union: jest.fn(), unset: jest.fn(), remove: jest.fn() };
    const mixpanel = {
      ...fakeMixpanel(),
      people: { set: jest.fn(), set_once: jest.fn(), increment: jest.fn(), append: jest.fn(), union: jest.fn(), unset: jest.fn() },
      identify: jest.fn(),
      alias: jest.fn(),
      set_group: jest.fn(),
      add_group: jest.fn(),
      remove_group: jest.fn(),
      get_group: jest.fn(() => group),
    };
    const client = await createMixpanelClient({
      config: { ...config, sessionRecording: true },
      superProperties,
      loaders: loaders(mixpanel as unknown as ReturnType<typeof fakeMixpanel>),
    });
    client!.track('Overall Progress', { progress_percent: 40, completed_branches: 1 });
    client!.track('Branch Progress', { branch: 'army', progress_percent: 100 });
    client!.register({ debug: false });
    client!.setSessionRecording(true);
    client!.pause();
    client!.resume();
    client!.track('Experience Complete', { state: 'complete' });
    await new Promise((resolve) => setTimeout(resolve, 0));

    for (const method of Object.values(mixpanel.people)) expect(method).not.toHaveBeenCalled();
    for (const method of [
      mixpanel.identify,
      mixpanel.alias,
      mixpanel.set_group,
      mixpanel.add_group,
      mixpanel.remove_group,
      mixpanel.get_group,
    ])
      expect(method).not.toHaveBeenCalled();
    for (const method of Object.values(group)) expect(method).not.toHaveBeenCalled();
    // Progress travels as events only, with the deployment's super properties (no personal field).
    expect(mixpanel.track).toHaveBeenCalledWith('Overall Progress', { progress_percent: 40, completed_branches: 1 });
    expect(mixpanel.register.mock.calls.flatMap(([properties]) => Object.keys(properties as object)).sort()).toEqual([
      'app_version',
      'branch',
      'debug',
      'debug',
    ]);
  });
});
