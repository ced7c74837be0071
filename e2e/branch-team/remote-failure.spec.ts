import { expect, test } from '../support/quality-pin';
import { serveAll } from '@mission/tooling/deploy/serve-all.mjs';
import { E2E_PORTS, portsEnv } from '../support/test-ports';

// These tests own their servers so they can stop and restart a remote.
const ports = E2E_PORTS.isolated;
const shell = `http://localhost:${ports.shell}`;
let running: Awaited<ReturnType<typeof serveAll>>;

test.beforeAll(async () => {
  running = await serveAll({ env: { ...process.env, ...portsEnv(ports) } });
});

test.afterAll(async () => {
  await running?.close();
});

test.describe('a remote that fails costs only its own branch', () => {
  test('army down: branch-unavailable page, navy still loads, “Réessayer” works once army is back', async ({ page }) => {
    test.setTimeout(90_000);
    await running.stop('army');
    try {
      await page.goto(`${shell}/army/fire`);
      const unavailable = page.getByTestId('branch-unavailable');
      await expect(unavailable).toBeVisible({ timeout: 40_000 });
      await expect(unavailable.getByRole('heading', { level: 1 })).toHaveText('The Army missions can’t load right now');

      await page.goto(`${shell}/navy/distress`);
      // The Navy's own chapter (its kit stage, covered by its briefing on a first visit).
      await expect(page.locator('section.kit-stage[data-section="navy"] h1')).toHaveText('Distress signal', { timeout: 40_000 });
      await page.goto(`${shell}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step into a mission');
      await page.goto(`${shell}/accessible/fire`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forest');

      await page.goto(`${shell}/fr/army/fire`);
      await expect(page.getByTestId('branch-unavailable').getByRole('button', { name: 'Réessayer' })).toBeVisible({ timeout: 40_000 });
    } finally {
      await running.start('army');
    }
    await page.getByRole('button', { name: 'Réessayer' }).click();
    // The Army plays its real chapter (the chapter kit's stage) once it is back.
    await expect(page.locator('section.kit-stage[data-section="army"]')).toBeAttached({ timeout: 40_000 });
    await expect(page.locator('section.kit-stage[data-section="army"] h1')).toHaveText('Forêt');
  });

  test('a remote answering 500 shows the unavailable page and never a white screen', async ({ page }) => {
    test.setTimeout(60_000);
    await page.route(`http://localhost:${ports.air}/**`, (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto(`${shell}/air/airdrop`);
    await expect(page.getByTestId('branch-unavailable')).toBeVisible({ timeout: 40_000 });
    await expect(page.getByRole('link', { name: 'Use the accessible version' })).toBeVisible();
  });

  test('a remote answering 404 for its manifest shows the unavailable page', async ({ page }) => {
    test.setTimeout(60_000);
    await page.route(`http://localhost:${ports.navy}/mf-manifest.json`, (route) => route.fulfill({ status: 404, body: 'no' }));
    await page.goto(`${shell}/navy/response`);
    await expect(page.getByTestId('branch-unavailable')).toBeVisible({ timeout: 40_000 });
  });

  test('a malformed registry gives a bilingual error page and a console error naming the cause', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(`${shell}/remotes.json`, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"remotes": 42}' }),
    );
    await page.goto(`${shell}/fr/army/fire`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('L’expérience n’a pas pu démarrer');
    expect(errors.some((line) => line.includes('Remote registry malformed'))).toBe(true);
    // Home does not depend on the registry.
    await page.goto(`${shell}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step into a mission');
  });

  test('a missing registry gives the error page and names it missing', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(`${shell}/remotes.json`, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(`${shell}/navy/distress`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The experience couldn’t start');
    expect(errors.some((line) => line.includes('Remote registry missing'))).toBe(true);
  });

  test('a registry without the branch gives the error page naming the unknown remote', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const registry = { remotes: [{ name: 'navy', manifestUrl: `http://localhost:${ports.navy}/mf-manifest.json` }] };
    await page.route(`${shell}/remotes.json`, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(registry) }),
    );
    await page.goto(`${shell}/army/fire`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The experience couldn’t start');
    expect(errors.some((line) => line.includes('Unknown remote "army"'))).toBe(true);
  });
});
