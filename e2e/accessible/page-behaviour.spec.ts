import { expect, test } from '@playwright/test';
import { ACCESSIBLE_PAGES, focusedName, openAccessiblePage, settle, tabTo } from './accessible-pages';

test.describe('accessible page behaviour', () => {
  test('the viewport allows pinch zoom up to 5x on accessible pages, and blocks it again when leaving them for a chapter', async ({
    page,
  }) => {
    const viewport = () => page.locator('meta[name="viewport"]').getAttribute('content');
    await page.goto('/army/fire');
    await expect(page.locator('section.kit-stage[data-section="army"] h1')).toHaveText('Forest');
    await expect.poll(viewport).toContain('maximum-scale=1');
    await page.goto('/accessible');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mission select');
    await expect.poll(viewport).toBe('width=device-width, initial-scale=1, maximum-scale=5');
    await page.goBack();
    await expect(page.locator('section.kit-stage[data-section="army"] h1')).toHaveText('Forest');
    await expect.poll(viewport).toContain('maximum-scale=1');
  });

  test('the skip link is the first stop and takes focus into the main content', async ({ page }) => {
    await openAccessiblePage(page, '/accessible/overboard', 'Overboard');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
    // The next stop is the first control of the page, not the header (which holds the menu toggle):
    // the briefing's transcript, in the situation, then the task.
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Read the briefing video’s transcript');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Throw the lifebuoy: throw 1 of 3');
  });

  test('after a navigation focus is on the new h1 and the page is announced politely', async ({ page }) => {
    await openAccessiblePage(page, '/fr/accessible', 'Choix de mission');
    await page.getByRole('link', { name: 'Colis reçu' }).click();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Colis reçu');
    await expect(heading).toBeFocused();
    const announcer = page.getByTestId('route-announcer');
    await expect(announcer).toHaveAttribute('aria-live', 'polite');
    await expect(announcer).toHaveText('Page chargée\u00a0: Colis reçu');
    await expect(page).toHaveTitle('Colis reçu | Missions des Forces');
  });

  test('the task counter is a polite live region that counts each target', async ({ page }) => {
    await openAccessiblePage(page, '/accessible/flood', 'Flood');
    const counter = page.getByTestId('task-counter');
    await expect(counter).toHaveAttribute('aria-live', 'polite');
    await expect(counter).toHaveText('Sandbags placed: 0 of 4');
    await page.getByRole('button', { name: 'Place sandbag 2 of 4 in the wall' }).click();
    await expect(counter).toHaveText('Sandbags placed: 1 of 4');
    await expect(page.getByRole('button', { name: 'Sandbag 2 of 4 placed' })).toHaveAttribute('aria-disabled', 'true');
  });

  test('a page reached by a navigation fades in, only without a reduced-motion preference; the page arrived on paints at once', async ({
    page,
  }) => {
    const fade = () => page.locator('.accessible-page').evaluate((element) => getComputedStyle(element).animationName);
    await openAccessiblePage(page, '/accessible/howto', 'How it works');
    expect(await fade()).toBe('none');
    await page.locator('.accessible-page').getByRole('link', { name: 'Go to mission select' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mission select');
    expect(await fade()).toBe('accessible-fade-in');
    await settle(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.locator('.accessible-page').getByRole('link', { name: 'Airborne (airdrop)' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Airborne (airdrop)');
    expect(await fade()).toBe('none');
  });

  test('the menu: hidden toggle on Mission Select and How it works, Escape gives focus back, Tab stays inside', async ({ page }) => {
    await openAccessiblePage(page, '/accessible', 'Mission select');
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
    await openAccessiblePage(page, '/accessible/howto', 'How it works');
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);

    await openAccessiblePage(page, '/accessible/stratosphere', 'Stratosphere');
    await tabTo(page, 'Menu');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog.getByRole('button', { name: 'Close the menu' })).toBeFocused();
    await expect(dialog.locator('video')).toHaveCount(0);
    // Every stop in the menu (close, links, the privacy switch), then round to the first again.
    const stops = await dialog.locator('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])').count();
    for (let step = 0; step < stops; step += 1) await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close the menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
  });

  test('each page has one h1, <html lang> in its language, and visible focus', async ({ page }) => {
    test.setTimeout(120_000);
    for (const { path, heading, lang } of ACCESSIBLE_PAGES) {
      await openAccessiblePage(page, path, heading);
      await expect(page.locator('h1'), path).toHaveCount(1);
      await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
    }
    await openAccessiblePage(page, '/accessible/fire', 'Forest');
    await tabTo(page, 'Put out hot spot 1 of 3');
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);
  });

  test('text reflows at 320 CSS px (400 % of 1280) without horizontal scrolling', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 320, height: 256 });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    for (const { path, heading } of ACCESSIBLE_PAGES) {
      await openAccessiblePage(page, path, heading);
      expect(await overflow(), path).toBeLessThanOrEqual(0);
    }
    await openAccessiblePage(page, '/fr/accessible/intervention-rapide', 'Intervention rapide');
    await page.getByRole('button', { name: 'Menu' }).click();
    await settle(page);
    expect(await overflow(), 'menu open').toBeLessThanOrEqual(0);
  });
});

test.describe('the language control on accessible pages', () => {
  for (const [en, fr, enHeading, frHeading] of [
    ['/accessible/fire', '/fr/accessible/incendie', 'Forest', 'Forêt'],
    ['/accessible/package-received', '/fr/accessible/colis-recu', 'Care package received', 'Colis reçu'],
    ['/accessible/stratosphere', '/fr/accessible/stratosphere', 'Stratosphere', 'Stratosphère'],
    ['/accessible/howto', '/fr/accessible/howto', 'How it works', 'Comment ça fonctionne'],
    ['/accessible', '/fr/accessible', 'Mission select', 'Choix de mission'],
  ] as const) {
    test(`goes from ${en} to ${fr} and back`, async ({ page }) => {
      await openAccessiblePage(page, en, enHeading);
      await page.getByRole('link', { name: 'Lire cette page en français' }).click();
      await expect(page).toHaveURL(fr);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(frHeading);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
      await settle(page);
      await page.getByRole('link', { name: 'Read this page in English' }).click();
      await expect(page).toHaveURL(en);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(enHeading);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    });
  }
});
