import { expect, test, type Page, type Request } from '@playwright/test';
import { serveAll } from '../../shared/deploy/serve-all.mjs';
import { E2E_PORTS, portsEnv } from '../support/test-ports';

/**
 * Analytics with the real client, pointed at a capture endpoint. The shell is served by its
 * own server, the only one in the suite given a token (a fake one) and an API host on a
 * reserved name: /analytics.json and the CSP's connect-src come from the real server code.
 * The browser never reaches the network for that host: page.route answers it, and keeps
 * what the client sent.
 */
const ports = E2E_PORTS.analytics;
const shell = `http://localhost:${ports.shell}`;
const API_HOST = 'https://analytics.mission.test';
const JOURNEY = ['Experience Start', 'Page View', 'Navigate To Page', 'Page View', 'Navigate To Page', 'Language Change', 'Page View'];
let running: Awaited<ReturnType<typeof serveAll>>;

test.beforeAll(async () => {
  running = await serveAll({
    env: {
      ...process.env,
      ...portsEnv(ports),
      MIXPANEL_TOKEN: 'test-token',
      MIXPANEL_API_HOST: API_HOST,
      ANALYTICS_PAGE_VIEWS: 'true',
      ANALYTICS_SESSION_RECORDING: 'false',
    },
    only: [],
  });
});

test.afterAll(async () => {
  await running?.close();
});

interface SentEvent {
  event: string;
  properties: Record<string, unknown>;
}

/** The client posts `data=<base64 or JSON>` (a form body), one event or a batch. */
function eventsIn(request: Request): SentEvent[] {
  const url = new URL(request.url());
  if (!/\/track\/?$/.test(url.pathname)) return [];
  const form = new URLSearchParams(request.postData() ?? '');
  const data = form.get('data') ?? url.searchParams.get('data');
  if (!data) return [];
  const json = /^\s*[[{]/.test(data) ? data : Buffer.from(data, 'base64').toString('utf8');
  const parsed = JSON.parse(json) as SentEvent | SentEvent[];
  return Array.isArray(parsed) ? parsed : [parsed];
}

/**
 * The events as the provider keeps them: each once (the client sends a batch again after a
 * beacon, whose success it cannot see; $insert_id tells), in the order they happened.
 * One navigation tracks Navigate To Page, Language Change and Page View in one tick, in that
 * order, so their `time` may be equal.
 */
function asStored(events: SentEvent[]): SentEvent[] {
  const unique = [...new Map(events.map((sent) => [sent.properties.$insert_id, sent])).values()];
  const inOneTick = ['Navigate To Page', 'Language Change', 'Page View'];
  const time = (sent: SentEvent) => Number(sent.properties.time);
  return unique.sort((a, b) => time(a) - time(b) || inOneTick.indexOf(a.event) - inOneTick.indexOf(b.event));
}

/** Answers the API host as the provider would, and keeps every request and event. */
async function captureAnalytics(page: Page) {
  const requests: Request[] = [];
  const events: SentEvent[] = [];
  await page.route(`${API_HOST}/**`, async (route) => {
    const request = route.request();
    requests.push(request);
    events.push(...eventsIn(request));
    const origin = (await request.headerValue('origin')) ?? shell;
    await route.fulfill({
      status: 200,
      contentType: 'text/plain',
      headers: { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true' },
      body: '1',
    });
  });
  return { requests, stored: () => asStored(events), names: () => asStored(events).map((sent) => sent.event) };
}

/** The shell's own build-info.json (not a remote's), as a given deployment branch built it. */
async function deployedFrom(page: Page, branchName: string) {
  await page.route(`${shell}/build-info.json`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ buildNumber: 'e2e', branchName }) }),
  );
}

/** Resolves with the shell's one analytics console line ("[analytics] on: ..." / "off: ..."). */
function analyticsDecision(page: Page): Promise<string> {
  return page
    .waitForEvent('console', { predicate: (message) => message.text().startsWith('[analytics] '), timeout: 20_000 })
    .then((message) => message.text());
}

async function journey(page: Page) {
  await page.goto(`${shell}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step into a mission');
  await page.getByRole('link', { name: 'Choose your branch' }).first().click();
  await expect(page).toHaveURL(`${shell}/select`);
  await page.getByRole('link', { name: 'Lire cette page en français' }).click();
  await expect(page).toHaveURL(`${shell}/fr/select`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choisissez votre élément');
}

/** As when the visitor switches app: the shell sends Experience Pause, the client flushes. */
async function hidePage(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

function loadedScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test.describe('analytics', () => {
  test('qa: a short journey sends the catalogue events with the super properties, through the real client', async ({ page }) => {
    const sent = await captureAnalytics(page);
    await deployedFrom(page, 'qa');
    const scripts = loadedScripts(page);
    const providerCalls: string[] = [];
    page.on('request', (request) => {
      if (/mixpanel\.com|mxpnl\.com/.test(request.url())) providerCalls.push(request.url());
    });
    const decision = analyticsDecision(page);

    await journey(page);
    expect(await decision).toBe(
      `[analytics] on: deployment branch "qa", sending to ${API_HOST} (page views on, session recording off).`,
    );
    await hidePage(page);

    await expect.poll(sent.names, { timeout: 20_000 }).toEqual([...JOURNEY, 'Experience Pause']);
    const stored = sent.stored();
    for (const { event, properties } of stored) {
      expect([event, properties]).toEqual([event, expect.objectContaining({ token: 'test-token', branch: 'qa', app_version: '1.0.0', debug: true })]);
    }
    const pageViews = stored.filter((sentEvent) => sentEvent.event === 'Page View').map(({ properties }) => properties);
    expect(pageViews.map(({ url, path, referrer }) => ({ url, path, referrer }))).toEqual([
      { url: `${shell}/`, path: '/', referrer: '' },
      { url: `${shell}/select`, path: '/select', referrer: `${shell}/` },
      { url: `${shell}/fr/select`, path: '/fr/select', referrer: `${shell}/select` },
    ]);
    expect(stored.find((sentEvent) => sentEvent.event === 'Language Change')?.properties).toMatchObject({ from_locale: 'en', to_locale: 'fr' });
    expect(stored.filter((sentEvent) => sentEvent.event === 'Navigate To Page').map(({ properties }) => [properties.from_path, properties.to_path])).toEqual([
      ['/', '/select'],
      ['/select', '/fr/select'],
    ]);

    // The client's core build came as its own chunk from the shell, and nothing from the provider's CDN.
    expect(scripts.filter((path) => /^\/mixpanel\.[0-9a-f]{10}\.js$/.test(path))).toHaveLength(1);
    expect(scripts.filter((path) => /recorder/.test(path))).toEqual([]);
    expect(providerCalls).toEqual([]);
  });

  test('main with /_debug: debug mode is kept for the tab and every event says debug', async ({ page }) => {
    const sent = await captureAnalytics(page);
    await deployedFrom(page, 'main');
    const decision = analyticsDecision(page);

    await page.goto(`${shell}/_debug`);
    await expect(page).toHaveURL(`${shell}/`);
    expect(await decision).toContain('deployment branch "main"');
    const stored = await page.evaluate(() => sessionStorage.getItem('mission.debug.v1'));
    expect(JSON.parse(stored ?? 'null')).toEqual({ version: 1, data: true });
    await hidePage(page);

    await expect.poll(sent.names, { timeout: 20_000 }).toContain('Experience Pause');
    expect(sent.stored().length).toBeGreaterThan(0);
    for (const { properties } of sent.stored()) expect(properties).toMatchObject({ branch: 'main', app_version: '1.0.0', debug: true });
  });

  for (const [signal, setUp, line] of [
    [
      'Do Not Track',
      () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1', configurable: true }),
      '[analytics] off: the browser sends Do Not Track.',
    ],
    [
      'Global Privacy Control',
      () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }),
      '[analytics] off: the browser sends Global Privacy Control.',
    ],
  ] as const) {
    test(`${signal}: the same journey on qa sends nothing, and the client is never loaded`, async ({ page }) => {
      await page.addInitScript(setUp);
      const sent = await captureAnalytics(page);
      await deployedFrom(page, 'qa');
      const scripts = loadedScripts(page);
      const decision = analyticsDecision(page);

      await journey(page);
      expect(await decision).toBe(line);
      await hidePage(page);
      await page.waitForLoadState('networkidle');

      expect(sent.requests).toEqual([]);
      expect(scripts.filter((path) => /mixpanel/.test(path))).toEqual([]);
    });
  }
});
