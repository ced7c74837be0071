import { expect, test, type Page } from '@playwright/test';
import { openChapter } from '../support/chapter-play';
import { E2E_PORTS } from '../support/test-ports';

/**
 * The offline worker (docs/decisions.md, "The service worker"): a visitor who saw /, Mission
 * Select and a chapter online opens them all again offline, and the chapter plays its reveal;
 * online, a visited chapter's files come from the worker, only the registry and the manifests
 * from the network.
 */

// The suite blocks service workers (playwright.config.ts) so that its network stubs see every
// request; these journeys are about the worker.
test.use({ serviceWorkers: 'allow' });

const REMOTE_PORTS = [E2E_PORTS.node.army, E2E_PORTS.node.navy, E2E_PORTS.node.air].map(String);

/** The page is controlled once the worker, registered after load and idle, has claimed it. */
async function untilControlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 });
}


test.describe('offline second visit', () => {
  test('/, /select and a visited chapter open offline; the chapter plays its reveal', async ({ page, context }) => {
    test.setTimeout(180_000);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await untilControlled(page);
    await page.goto('/select');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your branch');
    await openChapter(page, '/army/fire');

    // Online again: the visited chapter's code and media come from the worker's caches; the
    // network sees only the registry and the manifests (the shell's run-time data with them).
    const fromNetwork: string[] = [];
    context.on('request', (request) => {
      if (request.serviceWorker()) fromNetwork.push(new URL(request.url()).pathname);
    });
    const remoteAnswers: { url: string; worker: boolean }[] = [];
    page.on('response', (response) => {
      if (REMOTE_PORTS.includes(new URL(response.url()).port)) remoteAnswers.push({ url: response.url(), worker: response.fromServiceWorker() });
    });
    await openChapter(page, '/army/fire');
    expect(remoteAnswers.length).toBeGreaterThan(0);
    expect(remoteAnswers.filter((answer) => !answer.worker)).toEqual([]);
    // The worker's own fetches are seen (the manifest, always asked afresh), so an empty list below means none.
    expect(fromNetwork.some((path) => path.endsWith('/mf-manifest.json'))).toBe(true);
    expect(fromNetwork.filter((path) => !/\/(remotes|analytics|build-info|mf-manifest)\.json$/.test(path))).toEqual([]);

    await context.setOffline(true);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/select');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your branch');
    await openChapter(page, '/army/fire');
    await expect(page.locator('.kit-stage[data-revealed="true"]')).toBeAttached();
  });

  test('unregistering the worker leaves a working site', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/select');
    await untilControlled(page);
    await page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
    });
    await page.goto('/select');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your branch');
    await openChapter(page, '/army/fire');
  });
});

