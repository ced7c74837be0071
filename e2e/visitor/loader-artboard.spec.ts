import { expect, test } from '../support/quality-pin';

/**
 * A branch that is slow to arrive shows its loader with the shell's artboard (an SVG, a static
 * asset), which the animate helper starts 500 ms after it shows; with reduced motion it shows
 * its last frame (docs/product-rules.md §7 and §9).
 */

/** Holds every branch's manifest for a while: the branch's loader stays on screen. */
async function slowBranches(page: import('@playwright/test').Page) {
  await page.route('**/mf-manifest.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue().catch(() => undefined);
  });
}

/** An init script: each state the artboard takes, with the time it took it (ms since the page began). */
const recordArtboardStates = () => {
  const seen: Array<{ state: string | null; at: number }> = [];
  Object.assign(window, { artboardStates: seen });
  new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target as Element;
      if (target.getAttribute?.('data-artboard') === 'loader')
        seen.push({ state: target.getAttribute('data-artboard-state'), at: performance.now() });
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-artboard-state'] });
};

test('a slow branch shows the loader’s artboard, which starts after the animate helper’s wait', async ({ page }) => {
  await slowBranches(page);
  await page.addInitScript(recordArtboardStates);
  const artboards: string[] = [];
  page.on('response', (response) => {
    if (/\/animations\/loader-artboard\.[0-9a-f]{10}\.svg$/.test(new URL(response.url()).pathname)) artboards.push(response.url());
  });
  await page.goto('/army/fire');
  const artboard = page.getByTestId('loader-artboard').locator('svg');
  await expect(artboard).toHaveAttribute('data-artboard-state', 'playing');
  // Shown on its first frame, then played no sooner than 500 ms later (a timer fires late, never early).
  const states = await page.evaluate(() => (window as unknown as { artboardStates: Array<{ state: string; at: number }> }).artboardStates);
  expect(states.map(({ state }) => state)).toEqual(['waiting', 'playing']);
  expect(states[1]!.at - states[0]!.at).toBeGreaterThanOrEqual(495);
  await expect(page.locator('.branch-loading')).toContainText('Army');
  expect(artboards).toHaveLength(1);
  // The branch arrives and the loader goes.
  await expect(page.locator('section.kit-stage')).toBeAttached({ timeout: 45_000 });
  await expect(page.getByTestId('loader-artboard')).toHaveCount(0);
});

test('with reduced motion, the artboard shows its last frame and never plays', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await slowBranches(page);
  await page.goto('/fr/navy/distress');
  const artboard = page.getByTestId('loader-artboard').locator('svg');
  await expect(artboard).toHaveAttribute('data-artboard-state', 'end');
  await page.waitForTimeout(700);
  await expect(artboard).toHaveAttribute('data-artboard-state', 'end');
  await expect(page.locator('.branch-loading')).toContainText('Marine');
});
