import { ANALYTICS_QUEUE_LIMIT, createAnalytics, createNoopAnalytics, pageViewProperties } from './analytics';
import type { AnalyticsClient } from './mixpanel-client';

function fakeClient(): AnalyticsClient & { track: jest.Mock; setSessionRecording: jest.Mock } {
  return {
    track: jest.fn(),
    register: jest.fn(),
    setDebug: jest.fn(),
    setSessionRecording: jest.fn(),
    pause: jest.fn(),
    resume: jest.fn(),
  };
}

const page = { url: 'https://missions.example.org/select?utm=x', path: '/select?utm=x', referrer: 'https://search.example' };

describe('createAnalytics', () => {
  it('queues calls until a client connects, then sends them in order, each with the time it happened', () => {
    let clock = 1_000;
    const analytics = createAnalytics({ now: () => (clock += 10) });
    const client = fakeClient();
    analytics.track('Experience Start', { state: 'start' });
    analytics.track('Menu Open');
    analytics.pageView(page);
    expect(analytics.status).toBe('pending');

    analytics.connect({ client, pageViews: true, deployBranch: 'qa' });
    expect(analytics.status).toBe('on');
    expect(client.track.mock.calls.map(([name, , at]) => [name, at])).toEqual([
      ['Experience Start', 1_010],
      ['Menu Open', 1_020],
      ['Page View', 1_030],
    ]);

    // Once connected, the client stamps the time itself.
    analytics.track('Menu Close', { from_path: '/select' });
    expect(client.track).toHaveBeenLastCalledWith('Menu Close', { from_path: '/select' });
  });

  it('sends Page View only when page views are on (off by default in the config)', () => {
    const analytics = createAnalytics();
    const client = fakeClient();
    analytics.pageView(page);
    analytics.connect({ client, pageViews: false, deployBranch: 'main' });
    analytics.pageView(page);
    expect(client.track).not.toHaveBeenCalled();
  });

  it('Page View carries url, path without query, referrer, branch and extra properties', () => {
    const analytics = createAnalytics();
    const client = fakeClient();
    analytics.connect({ client, pageViews: true, deployBranch: 'staging' });
    analytics.pageView(page, { section: 'army', path: '/not-this' });
    expect(client.track).toHaveBeenCalledWith('Page View', {
      url: 'https://missions.example.org/select?utm=x',
      path: '/select',
      referrer: 'https://search.example',
      branch: 'staging',
      section: 'army',
    });
  });

  it('drops the queue and every later call once disabled', () => {
    const analytics = createAnalytics();
    const client = fakeClient();
    analytics.track('Menu Open');
    analytics.disable();
    analytics.track('Menu Close');
    analytics.connect({ client, pageViews: true, deployBranch: 'qa' });
    expect(analytics.status).toBe('off');
    expect(client.track).not.toHaveBeenCalled();
  });

  it('reopened after being disabled, takes calls from then on only, for the next client', () => {
    const analytics = createAnalytics();
    const client = fakeClient();
    analytics.disable();
    analytics.track('Menu Open');
    analytics.reopen();
    expect(analytics.status).toBe('pending');
    analytics.track('Menu Close');
    analytics.connect({ client, pageViews: false, deployBranch: 'qa' });
    expect(client.track.mock.calls.map(([name]) => name)).toEqual(['Menu Close']);
  });

  it('reopen does nothing while pending or on', () => {
    const analytics = createAnalytics();
    const client = fakeClient();
    analytics.connect({ client, pageViews: false, deployBranch: 'qa' });
    analytics.reopen();
    expect(analytics.status).toBe('on');
  });

  it('keeps at most the queue limit, warning once', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const analytics = createAnalytics({ queueLimit: 3 });
    for (let i = 0; i < 10; i += 1) analytics.track('User Idle', { state: 'idle' });
    const client = fakeClient();
    analytics.connect({ client, pageViews: false, deployBranch: 'qa' });
    expect(client.track).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(ANALYTICS_QUEUE_LIMIT).toBe(200);
    warn.mockRestore();
  });

  it('sends a copy of the properties, so a caller changing its object later changes nothing', () => {
    const analytics = createAnalytics();
    const props = { button_name: 'start' };
    analytics.track('Button Click', props);
    props.button_name = 'changed';
    const client = fakeClient();
    analytics.connect({ client, pageViews: false, deployBranch: 'qa' });
    expect(client.track).toHaveBeenCalledWith('Button Click', { button_name: 'start' }, expect.any(Number));
  });
});

describe('the session recording wish', () => {
  it('keeps only the latest wish made before the client connects, and gives it at connect', () => {
    const analytics = createAnalytics();
    analytics.setSessionRecordingWanted(true);
    analytics.setSessionRecordingWanted(false);
    analytics.setSessionRecordingWanted(true);
    const client = fakeClient();
    analytics.connect({ client, pageViews: false, deployBranch: 'qa' });
    expect(client.setSessionRecording.mock.calls).toEqual([[true]]);
  });

  it('gives an unrecordable first page as such: false at connect', () => {
    const analytics = createAnalytics();
    analytics.setSessionRecordingWanted(false);
    const client = fakeClient();
    analytics.connect({ client, pageViews: false, deployBranch: 'qa' });
    expect(client.setSessionRecording.mock.calls).toEqual([[false]]);
  });

  it('says nothing at connect when no wish was made', () => {
    const analytics = createAnalytics();
    const client = fakeClient();
    analytics.connect({ client, pageViews: false, deployBranch: 'qa' });
    expect(client.setSessionRecording).not.toHaveBeenCalled();
  });

  it('passes every later wish through once connected', () => {
    const analytics = createAnalytics();
    const client = fakeClient();
    analytics.connect({ client, pageViews: false, deployBranch: 'qa' });
    analytics.setSessionRecordingWanted(true);
    analytics.setSessionRecordingWanted(false);
    expect(client.setSessionRecording.mock.calls).toEqual([[true], [false]]);
  });

  it('does nothing when analytics is off, and forgets a wish made before', () => {
    const analytics = createAnalytics();
    analytics.setSessionRecordingWanted(true);
    analytics.disable();
    analytics.setSessionRecordingWanted(true);
    const client = fakeClient();
    analytics.connect({ client, pageViews: false, deployBranch: 'qa' });
    expect(client.setSessionRecording).not.toHaveBeenCalled();
  });

  it('stops a recording when analytics is turned off after connecting', () => {
    const analytics = createAnalytics();
    const client = fakeClient();
    analytics.connect({ client, pageViews: false, deployBranch: 'qa' });
    analytics.setSessionRecordingWanted(true);
    analytics.disable();
    analytics.setSessionRecordingWanted(true);
    expect(client.setSessionRecording.mock.calls).toEqual([[true], [false]]);
  });
});

describe('createNoopAnalytics', () => {
  it('is off and accepts every call', () => {
    const analytics = createNoopAnalytics();
    expect(analytics.status).toBe('off');
    expect(() => analytics.track('Error Encountered', { error_type: 'x', error_message: 'y' })).not.toThrow();
  });
});

describe('pageViewProperties', () => {
  it('cuts query and hash from the path', () => {
    expect(pageViewProperties({ url: 'u', path: '/fr/select#top', referrer: '' }, 'qa').path).toBe('/fr/select');
  });
});
