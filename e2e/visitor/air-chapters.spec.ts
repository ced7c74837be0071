import { expect, test } from '@playwright/test';
import { attachScreenshot, doTheTask, dragTheView, expectChapterReported, expectSelectPercent, findTheTrades, openChapter, shellEvents } from '../support/chapter-play';
import { iosSensors, ORIENTATION_DENIED } from '../support/ios-sensors';

/**
 * The Air Force as a visitor plays it on a phone: real taps on the targets' HTML controls
 * (aurora bands aimed at, packages released as the drop zone passes under the sight, supplies
 * handed out in turn), never a debug shortcut; its briefing in French, played once, and the
 * drag fallback in the Hercules.
 */

test.describe('the Air Force chapters on a phone', () => {
  test('a visitor plays Stratosphere, Airborne and Care Package Received to the end: 30, 60, 90, then 100 after the debrief', async ({ page }, testInfo) => {
    // Three chapters played through in SwiftShader on a shared machine: long, on purpose.
    test.setTimeout(900_000);
    const chapters = [
      { path: '/air/stratosphere', chapter: 'stratosphere', label: 'Aurora bands', percent: 30, next: 'Next: Airborne' },
      { path: '/air/airdrop', chapter: 'airdrop', label: 'Packages', percent: 60, next: 'Next: Care Package Received' },
      { path: '/air/received', chapter: 'received', label: 'Supplies', percent: 90, next: 'See the debrief' },
    ];
    for (const { path, chapter, label, percent, next } of chapters) {
      await test.step(`${chapter}: three trades, then the task`, async () => {
        await openChapter(page, path);
        await attachScreenshot(page, testInfo, `${chapter}: revealed`);
        await findTheTrades(page);
        await attachScreenshot(page, testInfo, `${chapter}: level 2`);
        if (chapter === 'received') {
          // The supplies go out in turn: only the water shows until it is handed out.
          await expect(page.locator('.kit-target')).toHaveCount(1);
          await expect(page.locator('.kit-target')).toHaveAttribute('data-target', 'water');
        }
        await doTheTask(page, label, 3);
        await expect(page.getByRole('link', { name: next })).toBeVisible();
        await attachScreenshot(page, testInfo, `${chapter}: complete`);
        await expectChapterReported(page, chapter, 3);
        await expectSelectPercent(page, 'air', percent);
      });
    }
    await test.step('the debrief records the end: 100%, each trade once', async () => {
      await page.goto('/air/end');
      const debrief = page.getByTestId('air-debrief');
      await expect(debrief.getByTestId('debrief-percent')).toHaveText('Air Force missions: 100% complete');
      // Eight trades: the pilot flies at the edge of space and lands by the community, and is listed once.
      await expect(debrief.locator('[data-met="true"]')).toHaveCount(8);
      await expect(debrief.getByRole('link', { name: 'Explore Air Force careers' })).toHaveAttribute('href', /^https:\/\//);
      // The Army and the Navy are still to play: no way on to Mission Accomplished yet.
      await expect(debrief.getByRole('link', { name: 'Next: Mission Accomplished' })).toHaveCount(0);
      expect((await shellEvents(page)).filter((e) => e.type === 'debrief.viewed')).toEqual([{ type: 'debrief.viewed', section: 'air' }]);
      await attachScreenshot(page, testInfo, 'debrief');
      await expectSelectPercent(page, 'air', 100);
    });
  });

  test('in French, the briefing plays once; with orientation refused a drag turns the hold', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await page.addInitScript(iosSensors, ORIENTATION_DENIED);
    await page.goto('/fr/air/airdrop');
    const briefing = page.getByTestId('interstitial');
    await expect(briefing).toBeVisible({ timeout: 30_000 });
    await expect(briefing.getByText('[Parasites radio] Une tempête isole une collectivité du Nord, qui a besoin de fournitures.')).toBeVisible({ timeout: 15_000 });
    await attachScreenshot(page, testInfo, 'airdrop briefing (fr)');
    // Played to its end, not skipped.
    await expect(briefing).toBeHidden({ timeout: 30_000 });
    const stage = page.locator('.kit-stage[data-revealed="true"]');
    await expect(stage).toBeAttached({ timeout: 45_000 });
    expect((await shellEvents(page)).filter((e) => e.type === 'interstitial.ended')).toEqual([{ type: 'interstitial.ended', sceneName: 'air-airdrop', skipped: false }]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Largage');
    await expect(page.getByTestId('trades-found')).toHaveText('Métiers découverts\u00a0: 0 sur 3');
    await expect(page.getByRole('button', { name: 'Métier à découvrir\u00a0: Arrimeur' })).toBeAttached();

    const viewport = page.locator('.kit-viewport');
    await expect(viewport).toHaveAttribute('data-look-mode', 'drag');
    await expect(viewport).toHaveAttribute('data-view-yaw', '0');
    await page.evaluate(() => window.dispatchEvent(new DeviceOrientationEvent('deviceorientation', { alpha: 90, beta: 90, gamma: 0 })));
    await page.waitForTimeout(500);
    await expect(viewport).toHaveAttribute('data-view-yaw', '0');
    await dragTheView(page, { x: 100, y: 420 }, { x: 240, y: 0 });
    await expect.poll(async () => Number(await viewport.getAttribute('data-view-yaw'))).toBeGreaterThan(20);
    await attachScreenshot(page, testInfo, 'the hold after the drag');

    // The next visit does not play it again.
    await page.goto('/fr/air/airdrop');
    await expect(stage).toBeAttached({ timeout: 45_000 });
    await expect(page.getByTestId('interstitial')).toHaveCount(0);
  });
});
