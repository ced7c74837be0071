import { BehaviorSubject } from 'rxjs';
import { createAnalytics } from './analytics';
import { followTrackingChoice } from './follow-tracking-choice';
import type { AnalyticsClient } from './mixpanel-client';
import type { StartAnalyticsOptions, StartedAnalytics } from './start-analytics';

type CreateClientInput = Parameters<NonNullable<StartAnalyticsOptions['createClient']>>[0];

function fakeClient(): AnalyticsClient & { track: jest.Mock; pause: jest.Mock; resume: jest.Mock } {
  return {
    track: jest.fn(),
    register: jest.fn(),
    setDebug: jest.fn(),
    setSessionRecording: jest.fn(),
    pause: jest.fn(),
    resume: jest.fn(),
  };
}

const input: CreateClientInput = {
  config: { token: 't', apiHost: 'https://analytics.example.org', pageViews: false, sessionRecording: false },
  superProperties: { branch: 'qa', app_version: '1.0.0', debug: false },
};

function setUp(dontTrack: boolean) {
  const choice = new BehaviorSubject(dontTrack);
  const analytics = createAnalytics();
  const client = fakeClient();
  const createClient = jest.fn(async (_input: CreateClientInput): Promise<AnalyticsClient | null> => client);
  const stops: jest.Mock[] = [];
  // Plays startAnalytics: asks for the client and connects it, as the real one does after first paint.
  const start = jest.fn((create: (input: CreateClientInput) => Promise<AnalyticsClient | null>): StartedAnalytics => {
    const stop = jest.fn();
    stops.push(stop);
    const ready = create(input).then((created) => {
      analytics.connect({ client: created!, pageViews: false, deployBranch: 'qa' });
      return 'on' as const;
    });
    return { analytics, ready, stop };
  });
  const stopAll = followTrackingChoice({ dontTrack$: choice, analytics, start, createClient });
  return { choice, analytics, client, createClient, start, stops, stopAll };
}

let info: jest.SpyInstance;
beforeEach(() => {
  info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => info.mockRestore());

describe('followTrackingChoice', () => {
  it('starts analytics when the visitor has not refused it', async () => {
    const { start, createClient, analytics } = setUp(false);
    expect(start).toHaveBeenCalledTimes(1);
    await start.mock.results[0]!.value.ready;
    expect(createClient).toHaveBeenCalledTimes(1);
    expect(analytics.status).toBe('on');
  });

  it('with "don\'t track" chosen on an earlier visit, starts nothing, loads no client and says why once', () => {
    const { start, createClient, analytics } = setUp(true);
    expect(start).not.toHaveBeenCalled();
    expect(createClient).not.toHaveBeenCalled();
    expect(analytics.status).toBe('off');
    expect(info).toHaveBeenCalledWith('[analytics] off: the visitor chose not to be tracked (the menu).');
  });

  it('chosen mid-visit: from the next event on nothing reaches the client, and the client drops what it had', async () => {
    const { choice, start, stops, client, analytics } = setUp(false);
    await start.mock.results[0]!.value.ready;
    analytics.track('Menu Open');
    choice.next(true);
    analytics.track('Menu Close');
    expect(stops[0]).toHaveBeenCalled();
    expect(client.pause).toHaveBeenCalledTimes(1);
    expect(client.track.mock.calls.map(([name]) => name)).toEqual(['Menu Open']);
    expect(info).toHaveBeenLastCalledWith('[analytics] off: the visitor chose not to be tracked (the menu); nothing more is sent.');
  });

  it('allowed again: starts anew with the same client, resumed, and sends from then on', async () => {
    const { choice, start, createClient, client, analytics } = setUp(false);
    await start.mock.results[0]!.value.ready;
    choice.next(true);
    analytics.track('Menu Open');
    choice.next(false);
    expect(start).toHaveBeenCalledTimes(2);
    await start.mock.results[1]!.value.ready;
    analytics.track('Menu Close');
    expect(createClient).toHaveBeenCalledTimes(1);
    expect(client.resume).toHaveBeenCalledTimes(1);
    expect(client.track.mock.calls.map(([name]) => name)).toEqual(['Menu Close']);
  });

  it('refused while the client was still loading: the client is paused when it arrives', async () => {
    const { choice, start, client } = setUp(false);
    choice.next(true);
    await start.mock.results[0]!.value.ready.catch(() => undefined);
    expect(client.pause).toHaveBeenCalled();
  });

  it('stops everything when stopped', () => {
    const { stops, stopAll, choice, start } = setUp(false);
    stopAll();
    expect(stops[0]).toHaveBeenCalled();
    choice.next(true);
    choice.next(false);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
