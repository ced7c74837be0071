import { type Page, type TestInfo } from '@playwright/test';
import { expect, test } from '../support/quality-pin';
import { settle } from '../support/settle';
import { openChapter } from '../support/chapter-play';
import { seriousViolations } from '../support/axe-serious';

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await testInfo.attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

for (const lang of [
  {
    name: 'English',
    select: '/select',
    heading: 'Choose your branch',
    close: 'Close the menu',
    navy: 'Navy',
    navyChapters: ['1. Distress signal', '2. Rapid response', '3. Overboard'],
    accessible: 'Accessible version',
    accessiblePath: '/accessible',
    accessibleHeading: 'Mission select',
    recruiting: /^https:\/\/forces\.ca\/en\//,
  },
  {
    name: 'French',
    select: '/fr/select',
    heading: 'Choisissez votre élément',
    close: 'Fermer le menu',
    navy: 'Marine',
    navyChapters: ['1. Signal de détresse', '2. Intervention rapide', '3. Repêchage'],
    accessible: 'Version accessible',
    accessiblePath: '/fr/accessible',
    accessibleHeading: 'Choix de mission',
    recruiting: /^https:\/\/forces\.ca\/fr\//,
  },
] as const) {
  test(`the menu in ${lang.name}: open, expand, Escape, navigate, with focus where it belongs`, async ({ page }, testInfo) => {
    await page.goto(lang.select);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.heading);
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: lang.close })).toBeFocused();
    // A real modal: the page behind is inert, so even a script cannot move focus there.
    await page.evaluate(() => document.querySelector<HTMLElement>('header button[aria-expanded]')?.focus());
    await expect(dialog.getByRole('button', { name: lang.close })).toBeFocused();
    await expect(dialog.locator('video')).toHaveCount(1);
    await expect(dialog.locator('a[href^="https://forces.ca/"]')).toHaveAttribute('href', lang.recruiting);
    await expect(dialog.getByText(/2025/)).toBeVisible();

    const navy = dialog.getByRole('button', { name: lang.navy });
    await navy.click();
    await expect(navy).toHaveAttribute('aria-expanded', 'true');
    for (const chapter of lang.navyChapters) await expect(dialog.getByRole('link', { name: chapter })).toBeVisible();
    await settle(page);
    await attachScreenshot(page, testInfo, `menu-${lang.name}-navy-open`);

    // Toggling the open section collapses it 700 ms later.
    await navy.click();
    await expect(navy).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog.getByRole('link', { name: lang.navyChapters[0] })).toHaveCount(0);

    // Tab stays inside: from Close, once round every control, back to Close.
    await dialog.getByRole('button', { name: lang.close }).focus();
    const focusables = await dialog.locator('a[href], button').count();
    for (let step = 0; step < focusables; step += 1) await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: lang.close })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await dialog.getByRole('link', { name: lang.accessible }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${lang.accessiblePath}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.accessibleHeading);
  });
}

test('the accessible pages use the same menu, plain: no video, first button focused, focus back on Escape', async ({ page }, testInfo) => {
  await page.goto('/accessible/fire');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forest');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog.getByRole('button', { name: 'Close the menu' })).toBeFocused();
  await expect(dialog.locator('video')).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: '1. Forest' })).toHaveAttribute('aria-current', 'page');
  await settle(page);
  await attachScreenshot(page, testInfo, 'menu-accessible');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeFocused();
});

test.describe('the header, page by page', () => {
  for (const [path, heading, menu, sound] of [
    ['/', 'Step into a mission', false, false],
    ['/select', 'Choose your branch', true, true],
    ['/fr/select', 'Choisissez votre élément', true, true],
    ['/accessible', 'Mission select', false, false],
    ['/accessible/fire', 'Forest', true, false],
    ['/fr/accessible/incendie', 'Forêt', true, false],
  ] as const) {
    test(`${path}: menu toggle ${menu ? 'shown' : 'hidden'}, sound toggle ${sound ? 'shown' : 'hidden'}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const header = page.getByTestId('shell-header');
      // The signature, or on a narrow header its flag symbol alone: one image either way, 24 px high.
      await expect(header.getByRole('img')).toHaveCount(1);
      await expect(header.getByRole('img')).toHaveAccessibleName(
        path.startsWith('/fr/') ? 'Défense nationale – Gouvernement du Canada' : 'National Defence – Government of Canada',
      );
      expect((await header.getByRole('img').boundingBox())?.height).toBe(24);
      await expect(header.getByRole('button', { name: 'Menu', exact: true })).toHaveCount(menu ? 1 : 0);
      await expect(header.getByRole('button', { name: /^(Sound|Son)$/ })).toHaveCount(sound ? 1 : 0);
      for (const button of await header.getByRole('button').all()) {
        const box = await button.boundingBox();
        expect([box?.width, box?.height]).toEqual([56, 44]);
      }
    });
  }

  for (const path of ['/army/fire', '/fr/navy/distress']) {
    test(`${path}: a slim 48 px bar, the 24 px signature and the 56 x 44 buttons kept`, async ({ page }) => {
      test.setTimeout(120_000);
      await openChapter(page, path, path.startsWith('/fr/') ? 'Passer' : 'Skip');
      const header = page.getByTestId('shell-header');
      expect((await header.boundingBox())?.height).toBe(48);
      expect((await header.getByRole('img').boundingBox())?.height).toBe(24);
      await expect(header.getByRole('button')).toHaveCount(2);
      for (const button of await header.getByRole('button').all()) {
        const box = await button.boundingBox();
        expect([box?.width, box?.height]).toEqual([56, 44]);
      }
    });
  }

  test('/select scrolled: the sticky header is opaque, the page does not show through it', async ({ page }) => {
    await page.goto('/select');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your branch');
    await page.mouse.wheel(0, 400);
    const header = page.getByTestId('shell-header');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    expect((await header.boundingBox())?.y).toBe(0);
    const paint = await header.evaluate((element) => {
      const style = getComputedStyle(element);
      return { image: style.backgroundImage, colour: style.backgroundColor };
    });
    expect(paint.image).toBe('none');
    // rgb(r, g, b) has no alpha; rgba(..., a) would let the page through.
    expect(paint.colour).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
  });

  test('the not-found page has no menu toggle', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('This page doesn’t exist')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveCount(0);
  });
});

test.describe('page transitions', () => {
  test('a second navigation during the fade is ignored; the back button fades too', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step into a mission');
    const before = await page.evaluate(() => window.history.length);
    // Two clicks within the same 250 ms: the first wins, the second is ignored.
    const fading = await page.evaluate(async () => {
      const links = [...document.querySelectorAll<HTMLAnchorElement>('main a')];
      links.find((link) => link.getAttribute('href') === '/select')?.click();
      // One frame later (well inside the 250 ms), the main area is fading out; a second link is pressed.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const fadingOut = document.querySelector('main')?.classList.contains('shell-main--fade-out') ?? false;
      links.find((link) => link.getAttribute('href') === '/accessible')?.click();
      return fadingOut;
    });
    expect(fading).toBe(true);
    await expect(page).toHaveURL(/\/select$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your branch');
    await settle(page);
    expect(await page.evaluate(() => window.history.length)).toBe(before + 1);
    await attachScreenshot(page, testInfo, 'select-after-fade');

    // The back button fades too, and docs/product-rules.md §5's "a navigation is ignored while another is
    // animating" covers the fade in: a link pressed while "/" fades back in does nothing.
    const fadingIn = await page.evaluate(async () => {
      history.back();
      const main = document.querySelector('main');
      const start = performance.now();
      while (!main?.classList.contains('shell-main--fade-in') && performance.now() - start < 2_000) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      const seen = main?.classList.contains('shell-main--fade-in') ?? false;
      // A finger meets nothing while it fades (pointer-events), and a scripted click meets the lock.
      const taps = getComputedStyle(document.querySelector('.shell') ?? document.body).pointerEvents;
      document.querySelector<HTMLAnchorElement>('main a[href="/accessible"]')?.click();
      return { seen, taps };
    });
    expect(fadingIn).toEqual({ seen: true, taps: 'none' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step into a mission');
    await settle(page);
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step into a mission');
  });

  test('reduced motion changes the page at once, without a fade', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step into a mission');
    // The address changes within the click itself: no 250 ms fade out first.
    const pathAfterClick = await page.evaluate(() => {
      document.querySelector<HTMLAnchorElement>('main a[href="/select"]')?.click();
      return window.location.pathname;
    });
    expect(pathAfterClick).toBe('/select');
    await expect(page.locator('main')).toHaveAttribute('class', 'shell-main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your branch');
  });

  test('the viewport lets text pages and accessible pages zoom 5x, and blocks zoom in a chapter', async ({ page }) => {
    const viewport = () => page.locator('meta[name="viewport"]').getAttribute('content');
    await page.goto('/select');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your branch');
    await expect.poll(viewport).toContain('maximum-scale=5');
    await page.getByRole('link', { name: 'Forest', exact: true }).click();
    await expect(page.locator('section.kit-stage[data-section="army"] h1')).toHaveText('Forest');
    await expect.poll(viewport).toContain('maximum-scale=1, user-scalable=no');
    await page.goto('/fr/accessible');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choix de mission');
    await expect.poll(viewport).toContain('maximum-scale=5');
  });
});

test.describe('axe on the open menu', () => {
  for (const path of ['/select', '/fr/select', '/accessible/fire']) {
    test(`${path} with the menu open has no serious or critical violation`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await settle(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
