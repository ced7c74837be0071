import { expect, test, type Locator, type Page } from '@playwright/test';
import { attachScreenshot, bringIntoView, openChapter } from '../support/chapter-play';

/**
 * docs/game-design.md "Composition and guidance": while a trade card is open, Tab never
 * reaches the page behind. From the card's first control, Tab twelve times and Shift+Tab
 * twelve times, focus checked after every press; Escape closes it and focus is back on the
 * hotspot. The card links to the trade's page on forces.ca, in the visitor's language.
 */

async function focusIsInside(page: Page, card: Locator): Promise<boolean> {
  const handle = await card.elementHandle();
  return page.evaluate(
    (element) => element !== null && element.contains(document.activeElement) && document.activeElement !== document.body,
    handle,
  );
}

test.describe('a trade card on a phone', () => {
  test('keeps Tab and Shift+Tab inside for twelve presses each, and Escape gives focus back to the hotspot', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await openChapter(page, '/army/fire');
    const hotspot = page.locator('.kit-hotspot[data-hotspot="firefighter"]');
    await bringIntoView(hotspot);
    await hotspot.tap();
    const card = page.getByTestId('info-overlay');
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: 'Continue' })).toBeFocused();
    // The firefighter is an Air Force trade in an Army chapter.
    await expect(card.getByText('Air Force trade')).toBeVisible();
    const link = card.getByRole('link', { name: 'See this career (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', 'https://forces.ca/en/career/firefighter/');
    await expect(link).toHaveAttribute('target', '_blank');
    await attachScreenshot(page, testInfo, 'trade card');

    for (let press = 1; press <= 12; press += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIsInside(page, card), `Tab press ${press}`).toBe(true);
    }
    for (let press = 1; press <= 12; press += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusIsInside(page, card), `Shift+Tab press ${press}`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await expect(hotspot).toBeFocused();
  });

  test('in French, the link goes to the French page', async ({ page }) => {
    test.setTimeout(120_000);
    await openChapter(page, '/fr/army/fire', 'Passer');
    const hotspot = page.locator('.kit-hotspot[data-hotspot="firefighter"]');
    await bringIntoView(hotspot);
    await hotspot.tap();
    const card = page.getByTestId('info-overlay');
    await expect(card.getByRole('link', { name: 'Voir cette carrière (s’ouvre dans un nouvel onglet)' })).toHaveAttribute(
      'href',
      'https://forces.ca/fr/carriere/pompier/',
    );
  });
});
