import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe-serious';

/**
 * Home's first screen (docs/game-design.md): on a short phone (390 x 664, the browser's bars counted)
 * both start buttons are on screen without scrolling, in either language, and tappable.
 */
for (const { path, buttons } of [
  { path: '/', buttons: ['Start in English', 'Commencer en français'] },
  { path: '/fr', buttons: ['Start in English', 'Commencer en français'] },
]) {
  test(`${path}: both start buttons are above the fold at 390 x 664`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 664 });
    await page.goto(path);
    for (const name of buttons) {
      const button = page.getByRole('link', { name });
      await expect(button).toBeVisible();
      const box = (await button.boundingBox())!;
      expect(box.y + box.height, `${name} ends at ${box.y + box.height}`).toBeLessThanOrEqual(664);
      const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? null, {
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
      });
      expect(onTop).toBe(name);
    }
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
