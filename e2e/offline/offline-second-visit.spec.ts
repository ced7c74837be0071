import { expect, test, type Page } from '@playwright/test';
import { chapterSoundsAsked } from '../../scripts/bench/chapter-sounds-asked.mjs';
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
    // Its sounds are made once the scene is up (docs/decisions.md, "A chapter's sounds wait for
    // its picture"), all in one go: a visitor who stays a moment has them kept.
    await expect
      .poll(() => page.evaluate(chapterSoundsAsked, { soundPath: '/sounds/army-', owner: 'mission-owner-army' }), { timeout: 30_000 })
      .toBe(true);

    // Online again: the visited chapter's code and media come from the worker's caches; the
    // network sees only the registry and the manifests (the shell's run-time data with them).
    const fromNetwork: string[] = [];
    context.on('request', (request) => {
      if (request.serviceWorker()) fromNetwork.push(new URL(request.url()).pathname);
    });
    const remoteAnswers: { url: string; worker: boolean }[] = [];
    page.on('response', (response) => {
      if (REMOTE_PORTS.includes(new URL(response.url()).port))
        remoteAnswers.push({ url: response.url(), worker: response.fromServiceWorker() });
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

  test('a tampered cached chunk is fetched anew; offline, a tampered cached manifest ends on the unavailable page, never a blank one', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await page.goto('/');
    await untilControlled(page);
    await openChapter(page, '/army/fire');

    // Every kept script of the branch replaced by other bytes, as a corrupted disk or a hostile extension could.
    const tampered = await page.evaluate(async () => {
      const cache = await caches.open('mission-owner-army');
      const scripts = (await cache.keys()).filter((request) => request.url.endsWith('.js'));
      for (const request of scripts)
        await cache.put(request, new Response('/* tampered */', { headers: { 'Content-Type': 'text/javascript' } }));
      return scripts.length;
    });
    expect(tampered).toBeGreaterThan(0);
    await openChapter(page, '/army/fire');
    // It revealed, so every script it ran matched its pin: the worker dropped each tampered one it
    // was asked for and kept the network's bytes again (scripts not yet asked for wait their turn).
    const stillTampered = await page.evaluate(async () => {
      const cache = await caches.open('mission-owner-army');
      let count = 0;
      for (const request of await cache.keys()) if ((await (await cache.match(request))?.text()) === '/* tampered */') count += 1;
      return count;
    });
    expect(stillTampered).toBeLessThan(tampered);

    await page.evaluate(async () => {
      const cache = await caches.open('mission-owner-army');
      const manifest = (await cache.keys()).find((request) => request.url.endsWith('/mf-manifest.json'));
      if (manifest) await cache.put(manifest, new Response('{"tampered":true}', { headers: { 'Content-Type': 'application/json' } }));
    });
    await context.setOffline(true);
    await page.goto('/army/fire');
    const unavailable = page.getByTestId('branch-unavailable');
    await expect(unavailable).toBeVisible({ timeout: 60_000 });
    await expect(unavailable.getByRole('heading', { level: 1 })).toHaveText('The Army missions can’t load right now');
  });
});
