import { expect, type Page, type Request, type Route } from '@playwright/test';

/**
 * The analytics provider as the suite plays it: the real client is pointed at an API host on
 * a reserved name, which the browser never reaches (page.route answers it). Used by
 * qa/analytics.spec.ts (what is sent) and resilience/analytics-faults.spec.ts (a provider down).
 */
export const ANALYTICS_API_HOST = 'https://analytics.mission.test';

/** What a shell's server needs to turn the real client on, towards that host. */
export const ANALYTICS_ON = {
  MIXPANEL_TOKEN: 'test-token',
  MIXPANEL_API_HOST: ANALYTICS_API_HOST,
  ANALYTICS_PAGE_VIEWS: 'true',
  ANALYTICS_SESSION_RECORDING: 'true',
};

export interface SentEvent {
  event: string;
  properties: Record<string, unknown>;
}

/** The client posts `data=<base64 or JSON>` (a form body), one event or a batch. */
export function eventsIn(request: Request): SentEvent[] {
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
export function asStored(events: SentEvent[]): SentEvent[] {
  const unique = [...new Map(events.map((sent) => [sent.properties.$insert_id, sent])).values()];
  const inOneTick = ['Navigate To Page', 'Language Change', 'Page View'];
  const time = (sent: SentEvent) => Number(sent.properties.time);
  return unique.sort((a, b) => time(a) - time(b) || inOneTick.indexOf(a.event) - inOneTick.indexOf(b.event));
}

/** How the provider answers: as it should, or down, slow (12 s) or failing (500). */
export type ProviderAnswer = 'ok' | 'down' | 'slow' | '500';

/** Answers the API host as the provider would (or fails as asked), and keeps every request and event. */
export async function captureAnalytics(page: Page, shell: string, answer: ProviderAnswer = 'ok') {
  const requests: Request[] = [];
  const events: SentEvent[] = [];
  await page.route(`${ANALYTICS_API_HOST}/**`, async (route: Route) => {
    const request = route.request();
    requests.push(request);
    events.push(...eventsIn(request));
    if (answer === 'down') return route.abort('connectionrefused');
    if (answer === 'slow') await new Promise((resolve) => setTimeout(resolve, 12_000));
    // A slow answer may outlive its page: then there is no one left to answer.
    const origin = (await request.headerValue('origin').catch(() => null)) ?? shell;
    await route
      .fulfill({
        status: answer === '500' ? 500 : 200,
        contentType: 'text/plain',
        headers: { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true' },
        body: answer === '500' ? 'internal error' : '1',
      })
      .catch(() => undefined);
  });
  return { requests, stored: () => asStored(events), names: () => asStored(events).map((sent) => sent.event) };
}

/** The shell's own build-info.json (not a remote's), as a given deployment branch built it. */
export async function deployedFrom(page: Page, shell: string, branchName: string) {
  await page.route(`${shell}/build-info.json`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ buildNumber: 'e2e', branchName }) }),
  );
}

/** The shell ignores a click on a link while the page fades (docs/product-rules.md §2): wait for it to end. */
export async function fadeOver(page: Page) {
  await expect(page.locator('main.shell-main')).not.toHaveClass(/shell-main--fade-/);
}

/** Home, Mission Select, then Mission Select in French: a short journey that sends the first events. */
export async function shortJourney(page: Page, shell: string) {
  await page.goto(`${shell}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step into a mission');
  await page.getByRole('link', { name: 'Choose your branch' }).first().click();
  await expect(page).toHaveURL(`${shell}/select`);
  await fadeOver(page);
  await page.getByRole('link', { name: 'Lire cette page en français' }).click();
  await expect(page).toHaveURL(`${shell}/fr/select`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choisissez votre élément');
}

/**
 * As when the visitor switches app: the shell sends Experience Pause, the client flushes.
 * With `hidden` false, as when they come back (Experience Resume).
 */
export async function hidePage(page: Page, hidden = true) {
  await page.evaluate((hide) => {
    Object.defineProperty(document, 'visibilityState', { value: hide ? 'hidden' : 'visible', configurable: true });
    Object.defineProperty(document, 'hidden', { value: hide, configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, hidden);
}
