import { androidBrowserIntent } from './open-in-browser-url';

describe('androidBrowserIntent', () => {
  it('opens the same page, with its query, in the default browser, falling back to the page itself', () => {
    const page = new URL('https://missions.example.ca/fr/select?utm_source=tiktok');
    expect(androidBrowserIntent(page)).toBe(
      'intent://missions.example.ca/fr/select?utm_source=tiktok#Intent;scheme=https;S.browser_fallback_url=https%3A%2F%2Fmissions.example.ca%2Ffr%2Fselect%3Futm_source%3Dtiktok;end',
    );
  });

  it('keeps a local server’s port and scheme', () => {
    expect(androidBrowserIntent(new URL('http://127.0.0.1:8180/army/fire'))).toMatch(
      /^intent:\/\/127\.0\.0\.1:8180\/army\/fire#Intent;scheme=http;/,
    );
  });
});
