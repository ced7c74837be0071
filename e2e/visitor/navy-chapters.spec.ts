import { expect, test } from '@playwright/test';
import { attachScreenshot, doTheTask, dragTheView, expectChapterReported, expectSelectPercent, findTheTrades, openChapter, shellEvents } from '../support/chapter-play';
import { iosSensors, ORIENTATION_DENIED } from '../support/ios-sensors';

/**
 * The Navy as a visitor plays it on a phone: real taps on the targets' HTML controls (aimed,
 * in sequence, thrown when lined up), never a debug shortcut; its briefing in French, played
 * once, and the drag fallback on the bridge.
 */

test.describe('the Navy chapters on a phone', () => {
  test('a visitor plays Distress Signal, Rapid Response and Overboard to the end: 30, 60, 90, then 100 after the debrief', async ({ page }, testInfo) => {
    // Three chapters played through in SwiftShader on a shared machine: long, on purpose.
    test.setTimeout(900_000);
    const chapters = [
      { path: '/navy/distress', chapter: 'distress', label: 'Bearings', percent: 30, next: 'Next: Rapid Response' },
      { path: '/navy/response', chapter: 'response', label: 'Checks', percent: 60, next: 'Next: Overboard' },
      { path: '/navy/overboard', chapter: 'overboard', label: 'Throws', percent: 90, next: 'See the debrief' },
    ];
    for (const { path, chapter, label, percent, next } of chapters) {
      await test.step(`${chapter}: three trades, then the task`, async () => {
        await openChapter(page, path);
        await attachScreenshot(page, testInfo, `${chapter}: revealed`);
        await findTheTrades(page);
        await attachScreenshot(page, testInfo, `${chapter}: level 2`);
        if (chapter === 'response') {
          // The checks run in order: only the chocks show until they are pulled.
          await expect(page.locator('.kit-target')).toHaveCount(1);
          await expect(page.locator('.kit-target')).toHaveAttribute('data-target', 'chocks');
        }
        await doTheTask(page, label, 3);
        await expect(page.getByRole('link', { name: next })).toBeVisible();
        await attachScreenshot(page, testInfo, `${chapter}: complete`);
        await expectChapterReported(page, chapter, 3);
        await expectSelectPercent(page, 'navy', percent);
      });
    }
    await test.step('the debrief records the end: 100%, each trade once', async () => {
      await page.goto('/navy/end');
      const debrief = page.getByTestId('navy-debrief');
      await expect(debrief.getByTestId('debrief-percent')).toHaveText('Navy missions: 100% complete');
      // Eight trades: the boatswain serves on the flight deck and at the rail, and is listed once.
      await expect(debrief.locator('[data-met="true"]')).toHaveCount(8);
      await expect(debrief.getByRole('link', { name: 'Explore Navy careers' })).toHaveAttribute('href', /^https:\/\//);
      await expect(debrief.getByRole('link', { name: 'Next branch: the Air Force' })).toHaveAttribute('href', '/air');
      expect((await shellEvents(page)).filter((e) => e.type === 'debrief.viewed')).toEqual([{ type: 'debrief.viewed', section: 'navy' }]);
      await attachScreenshot(page, testInfo, 'debrief');
      await expectSelectPercent(page, 'navy', 100);
    });
  });

  test('in French, the briefing plays once; with orientation refused a drag turns the bridge', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await page.addInitScript(iosSensors, ORIENTATION_DENIED);
    await page.goto('/fr/navy/distress');
    const briefing = page.getByTestId('interstitial');
    await expect(briefing).toBeVisible({ timeout: 30_000 });
    await expect(briefing.getByText('Le radar et le sonar captent trois signaux dans la nuit\u00a0: le bateau et deux radeaux de sauvetage.')).toBeVisible({ timeout: 10_000 });
    await attachScreenshot(page, testInfo, 'distress briefing (fr)');
    // Played to its end, not skipped.
    await expect(briefing).toBeHidden({ timeout: 30_000 });
    const stage = page.locator('.kit-stage[data-revealed="true"]');
    await expect(stage).toBeAttached({ timeout: 45_000 });
    expect((await shellEvents(page)).filter((e) => e.type === 'interstitial.ended')).toEqual([{ type: 'interstitial.ended', sceneName: 'navy-distress', skipped: false }]);
    await expect(page.getByTestId('trades-found')).toHaveText('Métiers découverts\u00a0: 0 sur 3');
    await expect(page.getByRole('button', { name: 'Métier à découvrir\u00a0: Opérateur sonar' })).toBeAttached();

    const viewport = page.locator('.kit-viewport');
    await expect(viewport).toHaveAttribute('data-look-mode', 'drag');
    await expect(viewport).toHaveAttribute('data-view-yaw', '0');
    await page.evaluate(() => window.dispatchEvent(new DeviceOrientationEvent('deviceorientation', { alpha: 90, beta: 90, gamma: 0 })));
    await page.waitForTimeout(500);
    await expect(viewport).toHaveAttribute('data-view-yaw', '0');
    await dragTheView(page, { x: 100, y: 420 }, { x: 240, y: 0 });
    await expect.poll(async () => Number(await viewport.getAttribute('data-view-yaw'))).toBeGreaterThan(20);
    await attachScreenshot(page, testInfo, 'the bridge after the drag');

    // The next visit does not play it again.
    await page.goto('/fr/navy/distress');
    await expect(stage).toBeAttached({ timeout: 45_000 });
    await expect(page.getByTestId('interstitial')).toHaveCount(0);
  });
});
