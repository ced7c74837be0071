import { expect, test, type Page } from '@playwright/test';
import { collectProblems } from '../support/page-problems';

/**
 * docs/prerendered-pages.md: the first screens come as HTML from the build, work without
 * JavaScript, and become the app without being redrawn; a page whose HTML does not match
 * the visit (another language, another build) is replaced cleanly.
 */

const PAGES = [
  { path: '/', lang: 'en-CA', title: 'Forces Missions', h1: 'Step into a mission', accessible: 'Accessible version (no 3D, no motion)' },
  {
    path: '/fr',
    lang: 'fr-CA',
    title: 'Missions des Forces',
    h1: 'Plongez dans une mission',
    accessible: 'Version accessible (sans 3D ni mouvement)',
  },
] as const;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const home of PAGES) {
    test(`${home.path} is a whole page in its language, with working links and sharing tags`, async ({ page }) => {
      await page.goto(home.path);
      await expect(page.locator('html')).toHaveAttribute('lang', home.lang);
      await expect(page).toHaveTitle(home.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.h1);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{60,}/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', home.title);
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', home.lang.replace('-', '_'));
      // Styled before any script: the page's CSS is linked in the head.
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('.home__start')!).display)).not.toBe('inline');
      // The start choices are real links; the accessible version is one tap away and works too.
      await expect(page.getByRole('link', { name: /^(Start in English|Commencer en français)$/ })).toHaveCount(2);
      await page.getByRole('link', { name: home.accessible }).click();
      await expect(page).toHaveURL(new RegExp(`${home.path === '/' ? '' : '/fr'}/accessible$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.lang === 'fr-CA' ? 'Choix de mission' : 'Mission select');
    });
  }

  test('says, in the page language, that the missions need JavaScript and where the accessible version is', async ({ request }) => {
    // Chromium with scripts turned off by DevTools still parses <noscript> as text, so this reads the served HTML.
    const html = await (await request.get('/fr')).text();
    expect(html).toMatch(
      /<noscript><p class="noscript">Les missions immersives ont besoin de JavaScript[^<]*<a href="\/fr\/accessible">Lire toutes les missions dans la version accessible<\/a><\/p><\/noscript>/,
    );
  });
});

/** Holds the app's scripts until `release()`, so a test can look at the page the HTML alone made. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]{10}\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('with JavaScript', () => {
  for (const home of PAGES) {
    test(`${home.path} becomes the app without being redrawn`, async ({ page }) => {
      const problems = collectProblems(page);
      const release = await holdScripts(page);
      // 'commit': the held script also holds DOMContentLoaded (deferred scripts run before it).
      await page.goto(home.path, { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.h1);
      // Marks on the HTML's own elements: a redraw would make new ones without them.
      await page.evaluate(() => {
        (document.querySelector('h1') as HTMLElement & { fromHtml?: boolean }).fromHtml = true;
        (window as Window & { sameDocument?: boolean }).sameDocument = true;
      });
      release();
      await page.waitForFunction(() => Object.keys(document.querySelector('#root')!).some((key) => key.startsWith('__reactContainer')));
      // Hydrated, not redrawn: the heading is still the element the HTML made.
      expect(await page.evaluate(() => (document.querySelector('h1') as HTMLElement & { fromHtml?: boolean }).fromHtml)).toBe(true);
      // The app has taken over: its links navigate inside the page.
      await page
        .getByRole('link', { name: /^(Start in English|Commencer en français)$/ })
        .last()
        .click();
      await page.waitForURL((url) => url.pathname.startsWith('/fr/'));
      expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.h1);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.warnings.filter((warning) => warning.includes('prerendered'))).toEqual([]);
    });
  }

  test("/select of a returning visitor hydrates with the build's markup, then shows their progress, with no mismatch", async ({ page }) => {
    const problems = collectProblems(page);
    const done = [true, true];
    const record = {
      version: 1,
      data: {
        sectionProgress: { army: { fire: done }, navy: {}, air: {} },
        currentSection: null,
        currentChapter: null,
        currentLevel: null,
        userIdle: false,
        tasksCompleted: 0,
      },
    };
    await page.addInitScript((stored) => localStorage.setItem('mission.progress.v1', stored), JSON.stringify(record));
    const release = await holdScripts(page);
    await page.goto('/select', { waitUntil: 'commit' });
    await expect(page.getByTestId('percent-army')).toHaveText('0% complete');
    await page.evaluate(() => ((document.querySelector('h1') as HTMLElement & { fromHtml?: boolean }).fromHtml = true));
    release();
    // One chapter of three done: 30 % (docs/product-rules.md §4), shown once the page is the app.
    await expect(page.getByTestId('percent-army')).toHaveText('30% complete');
    expect(await page.evaluate(() => (document.querySelector('h1') as HTMLElement & { fromHtml?: boolean }).fromHtml)).toBe(true);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.warnings.filter((warning) => /hydrat|prerendered|#418/i.test(warning))).toEqual([]);
  });

  for (const mismatch of [
    { name: 'another language', serve: '/', at: '/fr', expectH1: 'Plongez dans une mission', lang: 'fr-CA' },
    {
      name: 'another build',
      serve: '/',
      at: '/',
      rewrite: (html: string) => html.replace(/data-build="[^"]*"/, 'data-build="an-older-build"'),
      expectH1: 'Step into a mission',
      lang: 'en-CA',
    },
  ]) {
    test(`HTML of ${mismatch.name} is replaced cleanly, never hydrated into a mismatch`, async ({ page, request }) => {
      const problems = collectProblems(page);
      const served = await (await request.get(mismatch.serve)).text();
      const html = (mismatch.rewrite ?? ((text: string) => text))(served);
      await page.route(
        (url) => url.pathname === mismatch.at,
        (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }),
      );
      await page.goto(mismatch.at);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(mismatch.expectH1);
      await expect(page.locator('html')).toHaveAttribute('lang', mismatch.lang);
      // One page, never two: the old markup went as the app's arrived.
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.warnings.filter((warning) => /hydrat|prerendered/i.test(warning))).toEqual([]);
    });
  }
});
