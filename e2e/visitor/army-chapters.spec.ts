import { expect, test } from '../support/quality-pin';
import { attachScreenshot, degreesTurnedLeft, dragTheView, openChapter, shellEvents } from '../support/chapter-play';
import { iosSensors, ORIENTATION_DENIED } from '../support/ios-sensors';

/**
 * The Army on a phone, around its chapters: the briefing once, the drag fallback, a lost
 * WebGL context and missing media. Its three chapters are played to the end in
 * every-branch-journey.spec.ts, with the other branches'.
 */

test.describe('the Army chapters on a phone', () => {
  test('the briefing plays on the first visit, in French, with the header hidden; the next visit skips it', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.goto('/fr/army/flood');
    const briefing = page.getByTestId('interstitial');
    await expect(briefing).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await shellEvents(page)).some((e) => e.type === 'interstitial.started')).toBe(true);
    // The video covers the page, the header included.
    const header = await page.locator('header').first().boundingBox();
    if (!header) throw new Error('the shell has no header');
    const centre = { x: header.x + header.width / 2, y: header.y + header.height / 2 };
    const onTop = await page.evaluate(
      ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('[data-testid="interstitial"]')),
      centre,
    );
    expect(onTop).toBe(true);
    await expect(briefing.getByText('La rivière est sortie de son lit et monte encore le long de la rue principale.')).toBeVisible({
      timeout: 10_000,
    });
    await attachScreenshot(page, testInfo, 'flood briefing (fr)');
    // Played to its end, not skipped.
    await expect(briefing).toBeHidden({ timeout: 30_000 });
    await expect(page.locator('.kit-stage[data-revealed="true"]')).toBeAttached({ timeout: 45_000 });
    expect((await shellEvents(page)).filter((e) => e.type === 'interstitial.ended')).toEqual([
      { type: 'interstitial.ended', sceneName: 'army-flood', skipped: false },
    ]);

    await page.goto('/fr/army/flood');
    await expect(page.locator('.kit-stage[data-revealed="true"]')).toBeAttached({ timeout: 45_000 });
    await expect(page.getByTestId('interstitial')).toHaveCount(0);
    expect((await shellEvents(page)).filter((e) => e.type.startsWith('interstitial.'))).toEqual([]);
    await expect(page.getByTestId('trades-found')).toHaveText('Métiers découverts\u00a0: 0 sur 3');
  });

  test('leaving during the briefing with the back button brings the header back (found by the resilience suite)', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/select');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('link', { name: 'Mudslide' }).click();
    await expect(page.getByTestId('interstitial')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your branch');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    const ended = (await shellEvents(page)).filter((e) => e.type === 'interstitial.ended');
    expect(ended).toEqual([{ type: 'interstitial.ended', sceneName: 'army-mudslide', skipped: true }]);
  });

  test('with orientation permission refused, a drag turns the view and the phone does not', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    // iOS's permission API, answering "denied".
    await page.addInitScript(iosSensors, ORIENTATION_DENIED);
    await openChapter(page, '/army/mudslide');
    const viewport = page.locator('.kit-viewport');
    await expect(viewport).toHaveAttribute('data-look-mode', 'drag');
    // The mudslide opens up the road on the slide and its geomatics technician (army-branch.ts: view.opening 0°).
    await expect(viewport).toHaveAttribute('data-view-yaw', '0');
    await attachScreenshot(page, testInfo, 'mudslide before the drag');

    // The phone turning left would turn an orientation-driven view; this one stays put.
    await page.evaluate(() => window.dispatchEvent(new DeviceOrientationEvent('deviceorientation', { alpha: 90, beta: 90, gamma: 0 })));
    await page.waitForTimeout(500);
    await expect(viewport).toHaveAttribute('data-view-yaw', '0');

    // A finger dragged 240 px to the right turns the view left (the world follows the finger).
    await dragTheView(page, { x: 100, y: 420 }, { x: 240, y: 0 });
    await expect.poll(async () => degreesTurnedLeft(0, Number(await viewport.getAttribute('data-view-yaw')))).toBeGreaterThan(20);
    await attachScreenshot(page, testInfo, 'mudslide after the drag');
  });

  test('a lost WebGL context shows a message with a reload and the accessible version, not a frozen canvas', async ({ page }) => {
    test.setTimeout(90_000);
    await openChapter(page, '/army/fire');
    await page.evaluate(() => document.querySelector('canvas')?.getContext('webgl2')?.getExtension('WEBGL_lose_context')?.loseContext());
    const problem = page.getByTestId('stage-problem');
    await expect(problem).toBeVisible();
    await expect(problem.getByRole('heading')).toHaveText('The 3D view stopped');
    await expect(problem.getByRole('button', { name: 'Reload the mission' })).toBeVisible();
    await expect(problem.getByRole('link', { name: 'Use the accessible version' })).toHaveAttribute('href', '/accessible/fire');
    await expect
      .poll(async () => (await shellEvents(page)).some((e) => e.type === 'error.encountered' && e.errorType === 'webgl-context-lost'))
      .toBe(true);
  });

  test('without its video and sounds, a chapter still plays, with a warning', async ({ page }) => {
    test.setTimeout(90_000);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route(/\/(video|sounds)\/army-/, (route) => route.abort());
    await page.goto('/army/mudslide');
    await expect(page.locator('.kit-stage[data-revealed="true"]')).toBeAttached({ timeout: 45_000 });
    await expect(page.getByTestId('trades-found')).toBeVisible();
    expect(warnings.some((text) => text.includes('interstitial video could not play'))).toBe(true);
    await expect.poll(() => warnings.some((text) => text.includes('[audio]'))).toBe(true);
    const ended = (await shellEvents(page)).filter((e) => e.type === 'interstitial.ended');
    expect(ended).toEqual([{ type: 'interstitial.ended', sceneName: 'army-mudslide', skipped: false, failed: true }]);

    // A briefing that could not play was not seen: once the video is back, the next visit plays it.
    await page.unroute(/\/(video|sounds)\/army-/);
    await page.goto('/army/mudslide');
    await expect(page.getByTestId('interstitial')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Skip' })).toBeVisible();
  });
});
