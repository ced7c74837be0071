import { type Page } from '@playwright/test';
import { expect, test } from '../support/quality-pin';
import { goInApp } from '../support/in-app-navigation';
import { rawKeysSeen, watchForRawKeys } from '../support/raw-copy-keys';

/** The copy chunks the page fetches, as "en-US-common", in order. */
function recordCopy(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const match = /\/copy-([A-Za-z-]+)-json\.[0-9a-f]+\.js$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) fetched.push(match[1]);
  });
  return fetched;
}

test.describe('copy comes per language and per screen', () => {
  test("/ fetches only the English frame's copy; French comes with the switch; Mission Select brings its branches'; no key ever shows raw", async ({
    page,
  }) => {
    await watchForRawKeys(page);
    const fetched = recordCopy(page);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step into a mission');
    await page.waitForLoadState('networkidle');
    expect([...fetched].sort()).toEqual(['en-US-common', 'en-US-menu']);

    await page.getByRole('link', { name: 'Lire cette page en français' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plongez dans une mission');
    await page.waitForLoadState('networkidle');
    expect(fetched.slice(2).sort()).toEqual(['fr-CA-common', 'fr-CA-menu']);

    await goInApp(page, '/fr/select');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choisissez votre élément');
    await expect(page.getByRole('link', { name: 'Forêt' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(fetched.slice(4).sort()).toEqual(['fr-CA-air', 'fr-CA-army', 'fr-CA-navy']);

    expect(await rawKeysSeen(page)).toEqual([]);
  });

  test("a branch built from the shell's copy brings none of its own: its first visit waits for no copy chunk", async ({ page }) => {
    await watchForRawKeys(page);
    const fetched = recordCopy(page);
    await page.goto('/select');
    await expect(page.getByRole('link', { name: 'Forest' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect([...fetched].sort()).toEqual(['en-US-air', 'en-US-army', 'en-US-common', 'en-US-menu', 'en-US-navy']);
    await goInApp(page, '/army/fire');
    await expect(page.locator('section.kit-stage[data-section="army"]')).toBeAttached({ timeout: 45_000 });
    await expect(page.locator('section.kit-stage[data-section="army"] h1')).toHaveText('Forest');
    await page.waitForLoadState('networkidle');
    expect(fetched.slice(5)).toEqual([]);
    expect(await rawKeysSeen(page)).toEqual([]);
  });

  test('control: the watcher does catch a key shown raw', async ({ page }) => {
    await watchForRawKeys(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step into a mission');
    await page.evaluate(() => {
      const heading = document.querySelector('h1');
      if (heading) heading.textContent = 'home.title';
    });
    await expect.poll(() => rawKeysSeen(page)).toEqual(['home.title']);
  });

  test('the accessible version and a not-found page bring their own namespaces, without a raw key', async ({ page }) => {
    await watchForRawKeys(page);
    const fetched = recordCopy(page);
    await page.goto('/accessible');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mission select');
    await page.goto('/fr/nulle-part');
    await expect(page.getByText('Cette page n’existe pas')).toBeVisible();
    expect(fetched).toContain('en-US-accessible');
    expect(fetched).toContain('fr-CA-errors');
    expect(fetched.filter((name) => name.startsWith('fr-CA')).sort()).toEqual(['fr-CA-common', 'fr-CA-errors', 'fr-CA-menu']);
    expect(await rawKeysSeen(page)).toEqual([]);
  });
});
