import { Subject } from 'rxjs';
import { EventBus } from '@mission/shared';
import { memoryStorage } from '../../test-support/memory-storage';
import { ProgressStore } from '../progress/progress-store';
import { createAnalytics } from './analytics';
import type { AnalyticsConfig, ConfigReading } from './analytics-config';
import type { AnalyticsClient } from './mixpanel-client';
import { startAnalytics, type StartAnalyticsOptions } from './start-analytics';
import type { VisibilitySource } from './experience-visibility';

const config: AnalyticsConfig = {
  token: 'test-token',
  apiHost: 'https://analytics.mission.test',
  pageViews: true,
  sessionRecording: false,
};
const visible: VisibilitySource = { visibilityState: 'visible', addEventListener: () => undefined, removeEventListener: () => undefined };

let info: jest.SpyInstance;
let warn: jest.SpyInstance;
let error: jest.SpyInstance;
beforeEach(() => {
  info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function setUp(
  overrides: Partial<Omit<StartAnalyticsOptions, 'bus'>> & { bus?: EventBus; branch?: string | null; reading?: ConfigReading } = {},
) {
  // The test plays the host too (it publishes state), so it keeps the writable type.
  const bus = overrides.bus ?? new EventBus();
  const analytics = createAnalytics();
  const client: AnalyticsClient & { track: jest.Mock; register: jest.Mock; setDebug: jest.Mock } = {
    track: jest.fn(),
    register: jest.fn(),
    setDebug: jest.fn(),
    setSessionRecording: jest.fn(),
    pause: jest.fn(),
    resume: jest.fn(),
  };
  const readConfig = jest.fn(async () => overrides.reading ?? { config });
  const createClient = jest.fn(async () => client);
  const progress = new ProgressStore(memoryStorage(), bus);
  progress.connectBus();
  const started = startAnalytics({
    bus,
    progressDecisions$: progress.decisions$,
    analytics,
    deployBranch: Promise.resolve(overrides.branch === undefined ? 'qa' : overrides.branch),
    readConfig,
    createClient,
    privacy: {},
    firstPaint: async () => undefined,
    visibility: visible,
    ...overrides,
  });
  return { ...started, bus, client, readConfig, createClient, names: () => client.track.mock.calls.map(([name]) => name as string) };
}

describe('startAnalytics', () => {
  it('on a tracking branch: loads the client with the super properties and sends the queue in order', async () => {
    const { ready, client, createClient, bus, names } = setUp();
    bus.emit({ type: 'debrief.viewed', section: 'army' });
    await expect(ready).resolves.toBe('on');
    expect(createClient).toHaveBeenCalledWith({ config, superProperties: { branch: 'qa', app_version: '1.0.0', debug: true } });
    expect(names()).toEqual(['Experience Start', 'Mission Debrief']);
    bus.emit({ type: 'interstitial.started', sceneName: 'army-fire' });
    expect(client.track).toHaveBeenLastCalledWith('Video Start', { scene_id: 'army-fire' });
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0]![0]).toMatch(/^\[analytics\] on: deployment branch "qa", sending to https:\/\/analytics\.mission\.test/);
  });

  it('main: debug off unless the visitor turned debug mode on, and it follows debug mode later', async () => {
    const { ready, createClient, client, bus } = setUp({ branch: 'main' });
    await ready;
    expect(createClient).toHaveBeenCalledWith(
      expect.objectContaining({ superProperties: { branch: 'main', app_version: '1.0.0', debug: false } }),
    );
    bus.setState('debug', true);
    expect(client.register).toHaveBeenLastCalledWith({ debug: true });
    expect(client.setDebug).toHaveBeenLastCalledWith(true);
  });

  it('reads the config and loads the client only after first paint, queueing until then', async () => {
    let painted!: () => void;
    const firstPaint = () =>
      new Promise<void>((resolve) => {
        painted = resolve;
      });
    const { ready, createClient, readConfig, analytics } = setUp({ firstPaint });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(readConfig).not.toHaveBeenCalled();
    expect(createClient).not.toHaveBeenCalled();
    expect(analytics.status).toBe('pending');
    painted();
    await expect(ready).resolves.toBe('on');
    expect(createClient).toHaveBeenCalledTimes(1);
  });

  it('tracks User Idle when the visitor goes idle', async () => {
    const userIdle$ = new Subject<boolean>();
    const { ready, names } = setUp({ userIdle$ });
    await ready;
    userIdle$.next(false);
    userIdle$.next(true);
    expect(names()).toEqual(['Experience Start', 'User Idle']);
  });

  it.each([
    ['Do Not Track', { navigator: { doNotTrack: '1' } }, '[analytics] off: the browser sends Do Not Track.'],
    ['Global Privacy Control', { navigator: { globalPrivacyControl: true } }, '[analytics] off: the browser sends Global Privacy Control.'],
  ])('%s: nothing is fetched, loaded or queued', async (_signal, privacy, message) => {
    const { ready, readConfig, createClient, analytics, bus } = setUp({ privacy });
    bus.emit({ type: 'debrief.viewed', section: 'army' });
    await expect(ready).resolves.toBe('off');
    expect(readConfig).not.toHaveBeenCalled();
    expect(createClient).not.toHaveBeenCalled();
    expect(analytics.status).toBe('off');
    expect(info.mock.calls).toEqual([[message]]);
  });

  it.each([
    ['develop', '[analytics] off: deployment branch "develop" does not track (only main, qa, staging do).'],
    ['feature/x', '[analytics] off: deployment branch "feature/x" does not track (only main, qa, staging do).'],
    [null, '[analytics] off: the deployment branch is unknown (build-info.json could not be read).'],
  ])('branch %p: opted out, the client never loads', async (branch, message) => {
    const { ready, createClient } = setUp({ branch });
    await expect(ready).resolves.toBe('off');
    expect(createClient).not.toHaveBeenCalled();
    expect(info.mock.calls).toEqual([[message]]);
  });

  it('no token: off, in one info line', async () => {
    const { ready, createClient } = setUp({ reading: { config: null, level: 'info', reason: 'no token is configured' } });
    await expect(ready).resolves.toBe('off');
    expect(createClient).not.toHaveBeenCalled();
    expect(info.mock.calls).toEqual([['[analytics] off: no token is configured.']]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('an invalid config: off, in one warning', async () => {
    const { ready } = setUp({ reading: { config: null, level: 'warn', reason: '/analytics.json is not valid JSON' } });
    await expect(ready).resolves.toBe('off');
    expect(warn.mock.calls).toEqual([['[analytics] off: /analytics.json is not valid JSON.']]);
    expect(info).not.toHaveBeenCalled();
  });

  it('a client that fails to initialise: off, the experience goes on', async () => {
    const { ready, analytics } = setUp({ createClient: async () => null });
    await expect(ready).resolves.toBe('off');
    expect(analytics.status).toBe('off');
  });

  it('a config read that throws anyway: off, never a rejection', async () => {
    const { ready } = setUp({
      readConfig: async () => {
        throw new Error('boom');
      },
    });
    await expect(ready).resolves.toBe('off');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
  });

  it('stop before the client loads: nothing loads', async () => {
    const { ready, stop, createClient } = setUp();
    stop();
    await expect(ready).resolves.toBe('off');
    expect(createClient).not.toHaveBeenCalled();
  });
});
