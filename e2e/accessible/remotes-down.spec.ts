import { expect, test } from '@playwright/test';
import { serveAll } from '@mission/tooling/deploy/serve-all.mjs';
import { E2E_PORTS, portsEnv } from '../support/test-ports';

// This spec owns its servers on the isolated ports, so it can stop every remote; run it on
// its own (other specs use the same ports).
const ports = E2E_PORTS.isolated;
const shell = `http://localhost:${ports.shell}`;
let running: Awaited<ReturnType<typeof serveAll>>;

test.beforeAll(async () => {
  running = await serveAll({ env: { ...process.env, ...portsEnv(ports), MIXPANEL_TOKEN: '' } });
});

test.afterAll(async () => {
  await running?.close();
});

test('with all three remotes stopped, a mission is still completed under /accessible and counted', async ({ page }) => {
  test.setTimeout(90_000);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await Promise.all([running.stop('army'), running.stop('navy'), running.stop('air')]);
  try {
    // Proof that the remotes are down: the immersive branch cannot load.
    await page.goto(`${shell}/navy/overboard`);
    await expect(page.getByTestId('branch-unavailable')).toBeVisible({ timeout: 40_000 });
    requested.length = 0;

    await page.getByRole('link', { name: 'Use the accessible version' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mission select');
    await page.getByRole('link', { name: 'Overboard' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overboard');
    for (const n of [1, 2, 3]) await page.getByRole('button', { name: `Throw the lifebuoy: throw ${n} of 3` }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Mission complete' })).toBeFocused();
    await expect(page.getByTestId('mission-percent')).toHaveText('Navy: 30% complete');

    await page.getByRole('link', { name: 'Back to mission select' }).click();
    await expect(page.getByTestId('percent-navy')).toHaveText('30% complete');
    // A fresh load of the accessible version works too, from the shell alone.
    await page.goto(`${shell}/fr/accessible/repechage`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Repêchage');
    await expect(page.getByText(/Vous avez déjà accompli cette mission/)).toBeVisible();

    const remotePorts = [ports.army, ports.navy, ports.air].map(String);
    expect(requested.filter((url) => remotePorts.includes(new URL(url).port))).toEqual([]);
  } finally {
    await Promise.all([running.start('army'), running.start('navy'), running.start('air')]);
  }
});
