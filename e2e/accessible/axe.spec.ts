import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ACCESSIBLE_PAGES, openAccessiblePage, settle } from './accessible-pages';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe on the whole document, the shell's header and skip link included; every violation, whatever its impact. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

test.describe('axe (WCAG 2.1 A and AA) on every accessible page', () => {
  for (const { path, heading } of ACCESSIBLE_PAGES) {
    test(`${path} has no violation`, async ({ page }) => {
      await openAccessiblePage(page, path, heading);
      expect(await violations(page)).toEqual([]);
    });
  }

  for (const [path, heading, firstTarget] of [
    ['/accessible/fire', 'Forest', /^Put out hot spot 1 of 3$/],
    ['/fr/accessible/signal-de-detresse', 'Signal de détresse', /^Marquer le relèvement 1 sur 3/],
  ] as const) {
    test(`${path} has no violation with a target done, once complete, and with its menu open`, async ({ page }) => {
      await openAccessiblePage(page, path, heading);
      const targets = page.locator('.accessible-task__button');
      await expect(targets.first()).toHaveText(firstTarget);
      await targets.nth(0).click();
      expect(await violations(page)).toEqual([]);
      const count = await targets.count();
      for (let index = 1; index < count; index += 1) await targets.nth(index).click();
      await expect(page.getByTestId('mission-complete')).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await settle(page);
      expect(await violations(page)).toEqual([]);
    });
  }

  test('control: the same check reports a violation it is shown, so zero means zero', async ({ page }) => {
    await openAccessiblePage(page, '/accessible/howto', 'How it works');
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
      document.querySelector('main')?.appendChild(image);
    });
    expect((await violations(page)).map((violation) => violation.id)).toEqual(['image-alt']);
  });
});
