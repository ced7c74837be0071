/** @jest-environment node */
import { DEFAULT_ANALYTICS_API_HOST, analyticsConfigFromEnv, analyticsOriginsOf } from './analytics-config-file.mjs';

describe('analyticsConfigFromEnv', () => {
  it('is off ({}) without a token, whatever else is set', () => {
    expect(analyticsConfigFromEnv({})).toEqual({});
    expect(
      analyticsConfigFromEnv({ MIXPANEL_TOKEN: '', MIXPANEL_API_HOST: 'https://p.example.org', ANALYTICS_PAGE_VIEWS: 'true' }),
    ).toEqual({});
    expect(analyticsOriginsOf({})).toEqual([]);
  });

  it("with a token: the provider's host, page views and session recording off by default", () => {
    const config = analyticsConfigFromEnv({ MIXPANEL_TOKEN: 'abc123' });
    expect(config).toEqual({ token: 'abc123', apiHost: 'https://api-js.mixpanel.com', pageViews: false, sessionRecording: false });
    expect(DEFAULT_ANALYTICS_API_HOST).toBe('https://api-js.mixpanel.com');
    expect(analyticsOriginsOf(config)).toEqual(['https://api-js.mixpanel.com']);
  });

  it('a first-party proxy with a path: the origin alone goes to the CSP', () => {
    const config = analyticsConfigFromEnv({
      MIXPANEL_TOKEN: 'abc123',
      MIXPANEL_API_HOST: 'https://missions.example.org:8443/mp/',
      ANALYTICS_PAGE_VIEWS: 'TRUE',
      ANALYTICS_SESSION_RECORDING: '1',
    });
    expect(config).toEqual({ token: 'abc123', apiHost: 'https://missions.example.org:8443/mp', pageViews: true, sessionRecording: true });
    expect(analyticsOriginsOf(config)).toEqual(['https://missions.example.org:8443']);
  });

  it('allows http on this machine only', () => {
    expect(analyticsConfigFromEnv({ MIXPANEL_TOKEN: 'a', MIXPANEL_API_HOST: 'http://127.0.0.1:9000' })).toMatchObject({
      apiHost: 'http://127.0.0.1:9000',
    });
    expect(analyticsConfigFromEnv({ MIXPANEL_TOKEN: 'a', MIXPANEL_API_HOST: 'http://localhost' })).toMatchObject({
      apiHost: 'http://localhost',
    });
  });

  it.each([
    [{ MIXPANEL_TOKEN: 'a"b' }, 'MIXPANEL_TOKEN may hold only'],
    [
      { MIXPANEL_TOKEN: 'a', MIXPANEL_API_HOST: 'http://p.example.org' },
      'MIXPANEL_API_HOST="http://p.example.org" must be an https:// address',
    ],
    [{ MIXPANEL_TOKEN: 'a', MIXPANEL_API_HOST: 'https://p.example.org/?x=1' }, 'without query'],
    [{ MIXPANEL_TOKEN: 'a', MIXPANEL_API_HOST: 'https://u:p@p.example.org' }, 'must be an https:// address'],
    [{ MIXPANEL_TOKEN: 'a', MIXPANEL_API_HOST: "https://p.example.org 'unsafe-eval'" }, 'must be an https:// address'],
    [{ MIXPANEL_TOKEN: 'a', ANALYTICS_PAGE_VIEWS: 'sometimes' }, 'ANALYTICS_PAGE_VIEWS="sometimes" must be true or false'],
    [{ MIXPANEL_TOKEN: 'a', ANALYTICS_SESSION_RECORDING: 'on' }, 'ANALYTICS_SESSION_RECORDING="on" must be true or false'],
  ])('refuses a bad environment with a sentence (%#)', (env, message) => {
    expect(() => analyticsConfigFromEnv(env)).toThrow(message);
  });
});
