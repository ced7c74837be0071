import { expect, test } from '@playwright/test';
import { attachScreenshot, dragTheView, shellEvents } from '../support/chapter-play';
import { iosSensors, ORIENTATION_DENIED } from '../support/ios-sensors';

/**
 * The Navy on a phone: its briefing in French, played once, and the drag fallback on the
 * bridge. Its three chapters are played to the end in every-branch-journey.spec.ts.
 */

test.describe('the Navy chapters on a phone', () => {
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
