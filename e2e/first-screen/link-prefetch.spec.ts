import { expect, test, type Page } from '@playwright/test';
import { untilRevealed } from '../support/chapter-play';
import { E2E_PORTS } from '../support/test-ports';

/**
 * docs/decisions.md §4: the first screens load no remote, and may prefetch one once
 * idle. A chapter link within 200 px of the viewport prefetches its remote's manifest, entry
 * and exposed module, after the page's load, at idle, never on Save-Data or 2G; the tap then
 * uses what was prefetched (each file fetched once) and still reveals its scene.
 */

const ARMY_PORT = String(E2E_PORTS.node.army);
const REMOTE_PORTS = [E2E_PORTS.node.army, E2E_PORTS.node.navy, E2E_PORTS.node.air].map(String);

function remoteRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (REMOTE_PORTS.includes(new URL(request.url()).port)) requested.push(request.url());
  });
  return requested;
}

const isArmy = (url: string) => new URL(url).port === ARMY_PORT;
const file = (url: string) => new URL(url).pathname.split('/').pop() ?? '';

/** The page's load, then an idle period of its own, so an idle prefetch had its chance. */
async function loadedAndIdle(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle =
          (globalThis as { requestIdleCallback?: (run: () => void) => void }).requestIdleCallback ??
          ((run: () => void) => setTimeout(run, 500));
        idle(() => setTimeout(resolve, 1500));
      }),
  );
}

test.describe('link prefetch', () => {
  test('on /select, the army links near the viewport prefetch its remote at idle; the tap fetches nothing twice and reveals the scene', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const requested = remoteRequests(page);
    // A preload the script does not match (CORS mode, integrity) is refetched, and Chromium says
    // so, naming the file. Only the tapped remote's files count: the Navy's and the Air Force's
    // links are within the margin too, so their remotes are prefetched and, untapped, never used.
    const preloadWarnings: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (/preload/i.test(text) && (text.match(/https?:\/\/\S+/g) ?? []).some(isArmy)) preloadWarnings.push(text);
    });
    const manifest = page.waitForResponse((response) => isArmy(response.url()) && file(response.url()) === 'mf-manifest.json');
    const entry = page.waitForResponse((response) => isArmy(response.url()) && file(response.url()) === 'remoteEntry.js');
    const expose = page.waitForResponse(
      (response) => isArmy(response.url()) && file(response.url()).startsWith('__federation_expose_BranchApp'),
    );

    await page.goto('/select');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your branch');
    await Promise.all([manifest, entry, expose]);

    // Nothing of a remote before the page's load: the prefetch waits for it, then for idle.
    const beforeLoad = await page.evaluate((ports) => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return performance
        .getEntriesByType('resource')
        .filter((entry) => ports.includes(new URL(entry.name).port) && entry.startTime < (navigation?.loadEventEnd ?? 0))
        .map((entry) => entry.name);
    }, REMOTE_PORTS);
    expect(beforeLoad).toEqual([]);

    const prefetched = requested.filter(isArmy).map(file);
    expect(prefetched).toEqual(expect.arrayContaining(['mf-manifest.json', 'remoteEntry.js']));
    // No media and no chapter scene before the tap: the manifest, the entry and the exposed module's own chunks.
    expect(requested.filter((url) => !/\.(js|json)$/.test(new URL(url).pathname))).toEqual([]);

    await page.getByRole('link', { name: 'Forest' }).tap();
    await expect(page).toHaveURL(/\/army\/fire$/);
    await untilRevealed(page);

    const scripts = requested.filter((url) => isArmy(url) && /\.(js|json)$/.test(new URL(url).pathname));
    const counts = new Map<string, number>();
    for (const url of scripts) counts.set(url, (counts.get(url) ?? 0) + 1);
    const twice = [...counts].filter(([, count]) => count > 1).map(([url]) => file(url));
    expect(twice).toEqual([]);
    for (const prefetchedFile of ['mf-manifest.json', 'remoteEntry.js'])
      expect(scripts.map(file).filter((name) => name === prefetchedFile)).toHaveLength(1);
    expect(scripts.map(file).filter((name) => name.startsWith('__federation_expose_BranchApp'))).toHaveLength(1);
    expect(preloadWarnings).toEqual([]);
  });

  test('with Save-Data on, /select prefetches nothing, even at idle', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({ saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} }),
      });
    });
    const requested = remoteRequests(page);
    const registry = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/remotes.json'));
    await page.goto('/select');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your branch');
    await registry;
    await loadedAndIdle(page);
    expect(requested).toEqual([]);
  });
});
