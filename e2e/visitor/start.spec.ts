import { expect, test } from '../support/quality-pin';
import { E2E_PORTS } from '../support/test-ports';

test.describe('a visitor arriving', () => {
  test('/ loads in English without any remote, three.js or session recorder, even once idle', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step into a mission');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await expect(page).toHaveTitle('Forces Missions');
    // docs/decisions.md §4: a first screen may prefetch a remote once idle, through a branch
    // link near the viewport; / has none (its links lead to /experience, /select and
    // /accessible), so it fetches no remote at all, before or after idle.
    await page.waitForLoadState('load');
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 1500))));
    const remotePorts = [E2E_PORTS.node.army, E2E_PORTS.node.navy, E2E_PORTS.node.air].map(String);
    expect(requested.filter((url) => remotePorts.includes(new URL(url).port))).toEqual([]);
    const three = await page.evaluate(() => (window as unknown as { __THREE__?: string }).__THREE__);
    expect(three).toBeUndefined();
    expect(requested.filter((url) => /recorder|rrweb|mixpanel/i.test(url))).toEqual([]);
  });

  test('/fr loads in Canadian French', async ({ page }) => {
    await page.goto('/fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plongez dans une mission');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  });

  test('the language control keeps the visitor on the same page', async ({ page }) => {
    await page.goto('/select');
    await page.getByRole('link', { name: 'Lire cette page en français' }).click();
    await expect(page).toHaveURL(/\/fr\/select$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choisissez votre élément');
  });

  test('an unknown route shows the bilingual not-found page with a way back', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('This page doesn’t exist')).toBeVisible();
    await page.getByRole('link', { name: 'Return to the experience' }).click();
    await expect(page).toHaveURL(/\/select$/);

    await page.goto('/fr/nulle-part');
    await expect(page.getByText('Cette page n’existe pas')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour à l’expérience' })).toBeVisible();
  });

  test('/accessible works and loads no remote', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/accessible');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mission select');
    await page.getByRole('link', { name: 'Forest' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forest');
    const remotePorts = [E2E_PORTS.node.army, E2E_PORTS.node.navy, E2E_PORTS.node.air].map(String);
    expect(requested.filter((url) => remotePorts.includes(new URL(url).port))).toEqual([]);
  });
});
