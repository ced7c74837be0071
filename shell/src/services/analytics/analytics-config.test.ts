/** @jest-environment node */
import { DEFAULT_API_HOST, fetchAnalyticsConfig, normaliseApiHost, parseAnalyticsConfig } from './analytics-config';

describe('parseAnalyticsConfig', () => {
  it('reads a full config', () => {
    expect(
      parseAnalyticsConfig({ token: 'abc123', apiHost: 'https://t.example.org/mp/', pageViews: true, sessionRecording: true }),
    ).toEqual({ config: { token: 'abc123', apiHost: 'https://t.example.org/mp', pageViews: true, sessionRecording: true } });
  });

  it('defaults: the provider host, page views off, session recording off', () => {
    expect(parseAnalyticsConfig({ token: 'abc123' })).toEqual({
      config: { token: 'abc123', apiHost: DEFAULT_API_HOST, pageViews: false, sessionRecording: false },
    });
    expect(DEFAULT_API_HOST).toBe('https://api-js.mixpanel.com');
  });

  it.each([{}, { token: '' }, { token: null }, { apiHost: 'https://t.example.org' }])(
    'is off without a token, said as info: %p',
    (value) => {
      expect(parseAnalyticsConfig(value)).toEqual({ config: null, level: 'info', reason: 'no token is configured' });
    },
  );

  it.each([
    ['not an object', 'token=abc', 'it is not a JSON object'],
    ['an array', ['abc'], 'it is not a JSON object'],
    ['null', null, 'it is not a JSON object'],
    ['a token that is not a string', { token: 42 }, 'its token is not a project token'],
    ['a token with odd characters', { token: 'abc"def' }, 'its token is not a project token'],
    ['an http host', { token: 'abc', apiHost: 'http://t.example.org' }, 'apiHost "http://t.example.org" is not an https:// address'],
    ['a host that is no URL', { token: 'abc', apiHost: 'proxy' }, 'apiHost "proxy" is not an https:// address'],
    ['a host with a query', { token: 'abc', apiHost: 'https://t.example.org/?x=1' }, 'is not an https:// address'],
    ['a host with credentials', { token: 'abc', apiHost: 'https://u:p@t.example.org' }, 'is not an https:// address'],
    ['a javascript: host', { token: 'abc', apiHost: 'javascript:alert(1)' }, 'is not an https:// address'],
    ['page views as a string', { token: 'abc', pageViews: 'true' }, 'pageViews is not true or false'],
    ['session recording as a number', { token: 'abc', sessionRecording: 1 }, 'sessionRecording is not true or false'],
  ])('refuses %s, as a warning', (_what, value, reason) => {
    const reading = parseAnalyticsConfig(value);
    expect(reading.config).toBeNull();
    expect(reading).toMatchObject({ level: 'warn' });
    expect((reading as { reason: string }).reason).toContain(reason);
  });
});

describe('normaliseApiHost', () => {
  it.each([
    ['https://api-js.mixpanel.com', 'https://api-js.mixpanel.com'],
    ['https://api-js.mixpanel.com/', 'https://api-js.mixpanel.com'],
    ['https://www.example.org/mp//', 'https://www.example.org/mp'],
    ['http://127.0.0.1:9000', 'http://127.0.0.1:9000'],
    ['http://localhost:9000/collect', 'http://localhost:9000/collect'],
  ])('%p -> %p', (input, output) => {
    expect(normaliseApiHost(input)).toBe(output);
  });

  it.each(['http://example.org', 'ftp://example.org', 'https://example.org#x', 'https://example.org?x', 'not a url', ''])(
    'refuses %p',
    (input) => {
      expect(normaliseApiHost(input)).toBeNull();
    },
  );
});

describe('fetchAnalyticsConfig', () => {
  const answer = (status: number, body: string) => jest.fn(async () => new Response(body, { status }));

  it('GETs /analytics.json beside the shell, revalidated', async () => {
    const fetchImpl = answer(200, JSON.stringify({ token: 'abc' }));
    await expect(fetchAnalyticsConfig(undefined, fetchImpl)).resolves.toMatchObject({ config: { token: 'abc' } });
    expect(fetchImpl).toHaveBeenCalledWith('/analytics.json', expect.objectContaining({ cache: 'no-cache' }));
  });

  it('a missing file is "off", said as info', async () => {
    await expect(fetchAnalyticsConfig('/analytics.json', answer(404, 'no'))).resolves.toEqual({
      config: null,
      level: 'info',
      reason: '/analytics.json does not exist',
    });
  });

  it.each([
    ['an error answer', answer(500, 'boom'), '/analytics.json answered 500'],
    ['bad JSON', answer(200, '{"token": '), '/analytics.json is not valid JSON'],
    [
      'a network failure',
      jest.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
      '/analytics.json could not be read (TypeError: Failed to fetch)',
    ],
  ])('%s is "off", said as a warning, and never rejects', async (_what, fetchImpl, reason) => {
    await expect(fetchAnalyticsConfig('/analytics.json', fetchImpl as unknown as typeof fetch)).resolves.toEqual({
      config: null,
      level: 'warn',
      reason,
    });
  });
});
