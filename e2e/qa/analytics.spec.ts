import { expect, test, type Page } from '@playwright/test';
import { serveAll } from '@mission/tooling/deploy/serve-all.mjs';
import {
  ANALYTICS_API_HOST as API_HOST,
  ANALYTICS_ON,
  captureAnalytics as captureAt,
  deployedFrom as deployedAt,
  fadeOver,
  hidePage,
  shortJourney,
} from '../support/analytics-capture';
import { goInApp } from '../support/in-app-navigation';
import { E2E_PORTS, portsEnv } from '../support/test-ports';

/**
 * Analytics with the real client, pointed at a capture endpoint. The shell is served by its
 * own server, the only one in the suite given a token (a fake one) and an API host on a
 * reserved name: /analytics.json and the CSP's connect-src come from the real server code.
 * The browser never reaches the network for that host: page.route answers it, and keeps
 * what the client sent. Session recording is on, as a deployment may turn it on: the
 * recorder must still never load on the first screens nor on an accessible page.
 */
const ports = E2E_PORTS.analytics;
const shell = `http://localhost:${ports.shell}`;
const JOURNEY = ['Experience Start', 'Page View', 'Navigate To Page', 'Page View', 'Navigate To Page', 'Language Change', 'Page View'];
let running: Awaited<ReturnType<typeof serveAll>>;

test.beforeAll(async () => {
  running = await serveAll({
    env: {
      ...process.env,
      ...portsEnv(ports),
      ...ANALYTICS_ON,
    },
    only: [],
  });
});

test.afterAll(async () => {
  await running?.close();
});

const captureAnalytics = (page: Page) => captureAt(page, shell);
const deployedFrom = (page: Page, branchName: string) => deployedAt(page, shell, branchName);
const journey = (page: Page) => shortJourney(page, shell);

/** Resolves with the shell's one analytics console line ("[analytics] on: ..." / "off: ..."). */
function analyticsDecision(page: Page): Promise<string> {
  return page
    .waitForEvent('console', { predicate: (message) => message.text().startsWith('[analytics] '), timeout: 20_000 })
    .then((message) => message.text());
}

/** Where the visitor was (the path) each time the session recorder's chunk was requested. */
function recorderRequests(page: Page): string[] {
  const requestedOn: string[] = [];
  page.on('request', (request) => {
    if (/\/mixpanel-recorder\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname)) requestedOn.push(new URL(page.url()).pathname);
  });
  return requestedOn;
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
    expect(await decision).toBe(`[analytics] on: deployment branch "qa", sending to ${API_HOST} (page views on, session recording on).`);
    await hidePage(page);

    await expect.poll(sent.names, { timeout: 20_000 }).toEqual([...JOURNEY, 'Experience Pause']);
    const stored = sent.stored();
    for (const { event, properties } of stored) {
      expect([event, properties]).toEqual([
        event,
        expect.objectContaining({ token: 'test-token', branch: 'qa', app_version: '1.0.0', debug: true }),
      ]);
    }
    const pageViews = stored.filter((sentEvent) => sentEvent.event === 'Page View').map(({ properties }) => properties);
    expect(pageViews.map(({ url, path, referrer }) => ({ url, path, referrer }))).toEqual([
      { url: `${shell}/`, path: '/', referrer: '' },
      { url: `${shell}/select`, path: '/select', referrer: `${shell}/` },
      { url: `${shell}/fr/select`, path: '/fr/select', referrer: `${shell}/select` },
    ]);
    expect(stored.find((sentEvent) => sentEvent.event === 'Language Change')?.properties).toMatchObject({
      from_locale: 'en',
      to_locale: 'fr',
    });
    expect(
      stored
        .filter((sentEvent) => sentEvent.event === 'Navigate To Page')
        .map(({ properties }) => [properties.from_path, properties.to_path]),
    ).toEqual([
      ['/', '/select'],
      ['/select', '/fr/select'],
    ]);

    // The client's core build came as its own chunk from the shell, and nothing from the provider's CDN;
    // no recorder either, recording on or not: the journey stays on the first screens.
    expect(scripts.filter((path) => /^\/mixpanel\.[0-9a-f]{10}\.js$/.test(path))).toHaveLength(1);
    expect(scripts.filter((path) => /recorder/.test(path))).toEqual([]);
    expect(providerCalls).toEqual([]);
    // An anonymous visitor has no profile and no group (docs/analytics.md "Profiles and groups"):
    // every call goes to the track path, none to engage or groups.
    const paths = [...new Set(sent.requests.map((request) => new URL(request.url()).pathname.replace(/\/$/, '')))];
    expect(paths).toEqual(['/track']);
  });

  test('session recording on: no recorder on /, /select or /accessible; a chapter loads it and records', async ({ page }) => {
    test.setTimeout(90_000);
    const sent = await captureAnalytics(page);
    await deployedFrom(page, 'qa');
    const recorderOn = recorderRequests(page);
    const decision = analyticsDecision(page);
    /** The route's Page View arrived: its recording wish, given just before, reached the client. */
    const visited = (path: string) =>
      expect
        .poll(() => sent.stored().some(({ event, properties }) => event === 'Page View' && properties.path === path), { timeout: 20_000 })
        .toBe(true);

    await page.goto(`${shell}/`);
    expect(await decision).toContain('(page views on, session recording on)');
    for (const path of ['/', '/select', '/accessible', '/fr/accessible/incendie']) {
      if (path !== '/') await goInApp(page, path);
      await visited(path);
      expect(recorderOn, `on ${path}`).toEqual([]);
    }

    // Into a chapter: now the recorder loads, from the shell.
    await goInApp(page, '/army/fire');
    await expect.poll(() => recorderOn, { timeout: 20_000 }).toEqual(['/army/fire']);

    // It records: once started, every event carries the replay id. The visitor leaves and comes
    // back (Experience Pause, Experience Resume, each flushed on leaving) until one does.
    await expect
      .poll(
        async () => {
          await hidePage(page, false);
          await hidePage(page);
          return sent.stored().some((sentEvent) => typeof sentEvent.properties.$mp_replay_id === 'string');
        },
        { timeout: 20_000 },
      )
      .toBe(true);

    // A reload on / with that recording still open for the tab: the provider's core wants to
    // resume it at start and has no recorder to load. Still no recorder, and no uncaught error.
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const resumeLater = page.waitForEvent('console', {
      predicate: (message) => message.text() === '[analytics] an earlier session recording resumes on the next page that may be recorded.',
      timeout: 20_000,
    });
    await page.goto(`${shell}/`);
    await resumeLater;
    const before = sent.stored().length;
    await goInApp(page, '/select');
    await hidePage(page);
    await expect.poll(() => sent.stored().length, { timeout: 20_000 }).toBeGreaterThan(before);
    expect(pageErrors).toEqual([]);
    expect(recorderOn).toEqual(['/army/fire']);
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

  test("Don't track my visit, from the menu: nothing is sent from the next event on, the next visit loads no client, and it is reversible", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const sent = await captureAnalytics(page);
    await deployedFrom(page, 'qa');
    const decision = analyticsDecision(page);
    await page.goto(`${shell}/select`);
    expect(await decision).toContain('[analytics] on:');
    await hidePage(page);
    await expect.poll(sent.names, { timeout: 20_000 }).toContain('Experience Pause');
    await hidePage(page, false);
    // Sent before the choice, so nothing is in flight when it is made.
    await expect.poll(sent.names, { timeout: 20_000 }).toContain('Experience Resume');

    const toggleTracking = async (expected: 'true' | 'false', said: string) => {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      const choice = dialog.getByRole('switch', { name: 'Don’t track my visit' });
      await choice.click();
      await expect(choice).toHaveAttribute('aria-checked', expected);
      await expect(dialog.getByRole('status')).toHaveText(said);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    };
    const off = page.waitForEvent('console', { predicate: (message) => message.text().includes('chose not to be tracked') });
    await toggleTracking('true', 'Done: your visit is no longer tracked.');
    await off;
    const before = sent.requests.length;
    await fadeOver(page);
    await goInApp(page, '/fr/select');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choisissez votre élément');
    await hidePage(page);
    await page.waitForTimeout(2_500);
    expect(sent.requests.length).toBe(before);

    // The next visit: the choice is kept, and the client is not even loaded.
    const scripts = loadedScripts(page);
    const kept = analyticsDecision(page);
    await page.goto(`${shell}/select`);
    expect(await kept).toBe('[analytics] off: the visitor chose not to be tracked (the menu).');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /mixpanel/.test(path))).toEqual([]);
    expect(sent.requests.length).toBe(before);

    // Allowed again: counted from the next event on.
    await toggleTracking('false', 'Anonymous statistics are back on for your visit.');
    await fadeOver(page);
    await goInApp(page, '/fr/select');
    await hidePage(page);
    await expect.poll(() => sent.requests.length, { timeout: 20_000 }).toBeGreaterThan(before);
    await expect.poll(sent.names, { timeout: 20_000 }).toContain('Navigate To Page');
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
