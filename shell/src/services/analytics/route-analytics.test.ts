import { createAnalytics, type Analytics } from './analytics';
import { createRouteTracker } from './route-analytics';

function setUp(pageViews = true) {
  const analytics = createAnalytics();
  const track = jest.fn();
  const setSessionRecording = jest.fn();
  analytics.connect({
    client: { track, register: jest.fn(), setDebug: jest.fn(), setSessionRecording, pause: jest.fn(), resume: jest.fn() },
    pageViews,
    deployBranch: 'qa',
  });
  const tracker = createRouteTracker(analytics, { origin: 'https://missions.example.org', referrer: 'https://search.example/' });
  return { tracker, calls: () => track.mock.calls, recordingWishes: () => setSessionRecording.mock.calls.map(([on]) => on as boolean) };
}

describe('createRouteTracker', () => {
  it('the first page: a Page View with document.referrer, no Navigate To Page', () => {
    const { tracker, calls } = setUp();
    tracker.visit({ pathname: '/', search: '?utm_source=poster' });
    expect(calls()).toEqual([
      [
        'Page View',
        { url: 'https://missions.example.org/?utm_source=poster', path: '/', referrer: 'https://search.example/', branch: 'qa' },
      ],
    ]);
  });

  it('a journey / -> /select -> /fr/select: Navigate To Page, Language Change, a Page View each', () => {
    const { tracker, calls } = setUp();
    tracker.visit({ pathname: '/', search: '' });
    tracker.visit({ pathname: '/select', search: '' });
    tracker.visit({ pathname: '/fr/select', search: '' });
    expect(calls().map(([name]) => name)).toEqual([
      'Page View',
      'Navigate To Page',
      'Page View',
      'Navigate To Page',
      'Language Change',
      'Page View',
    ]);
    expect(calls()[1]).toEqual(['Navigate To Page', { from_location: 'home', to_location: 'select', from_path: '/', to_path: '/select' }]);
    expect(calls()[2]![1]).toMatchObject({ path: '/select', referrer: 'https://missions.example.org/' });
    expect(calls()[3]).toEqual([
      'Navigate To Page',
      { from_location: 'select', to_location: 'select', from_path: '/select', to_path: '/fr/select' },
    ]);
    expect(calls()[4]).toEqual(['Language Change', { from_locale: 'en', to_locale: 'fr' }]);
  });

  it('the same path twice (a re-render, StrictMode, a query change) counts once', () => {
    const { tracker, calls } = setUp();
    tracker.visit({ pathname: '/select', search: '' });
    tracker.visit({ pathname: '/select', search: '' });
    tracker.visit({ pathname: '/select', search: '?x=1' });
    expect(calls()).toHaveLength(1);
  });

  it('with page views off: navigation and language only', () => {
    const { tracker, calls } = setUp(false);
    tracker.visit({ pathname: '/fr', search: '' });
    tracker.visit({ pathname: '/', search: '' });
    expect(calls()).toEqual([
      ['Navigate To Page', { from_location: 'home', to_location: 'home', from_path: '/fr', to_path: '/' }],
      ['Language Change', { from_locale: 'fr', to_locale: 'en' }],
    ]);
  });

  it('says on every new route, the first one included, whether it may be recorded', () => {
    const { tracker, recordingWishes } = setUp();
    tracker.visit({ pathname: '/', search: '' });
    tracker.visit({ pathname: '/select', search: '' });
    tracker.visit({ pathname: '/army/fire', search: '' });
    tracker.visit({ pathname: '/army/fire', search: '?again' });
    tracker.visit({ pathname: '/fr/army/fire', search: '' });
    tracker.visit({ pathname: '/fr/accessible/incendie', search: '' });
    tracker.visit({ pathname: '/navy/overboard', search: '' });
    tracker.visit({ pathname: '/accessible', search: '' });
    expect(recordingWishes()).toEqual([false, false, true, true, false, true, false]);
  });

  it('says a recordable first page too', () => {
    const { tracker, recordingWishes } = setUp(false);
    tracker.visit({ pathname: '/air/stratosphere', search: '' });
    expect(recordingWishes()).toEqual([true]);
  });

  it('says the wish before the page is tracked, so recording stops first', () => {
    const log: string[] = [];
    const analytics: Analytics = {
      status: 'on',
      track: (event: string, ..._properties: unknown[]) => {
        log.push(event);
      },
      pageView: () => {
        log.push('Page View');
      },
      setSessionRecordingWanted: (wanted) => {
        log.push(`recording ${String(wanted)}`);
      },
    };
    const tracker = createRouteTracker(analytics, { origin: 'https://missions.example.org', referrer: '' });
    tracker.visit({ pathname: '/army/fire', search: '' });
    tracker.visit({ pathname: '/', search: '' });
    expect(log).toEqual(['recording true', 'Page View', 'recording false', 'Navigate To Page', 'Page View']);
  });
});
