import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe-serious';
import { CAREERS_PAGES } from '../support/careers-pages';
import { collectProblems } from '../support/page-problems';

/**
 * Mission Accomplished's rewards (docs/product-rules.md §1): the insignia, the trades met across
 * every branch linked to their careers pages in the visitor's language, and sharing the page.
 */

const done = [true, true];
const FINISHED = {
  version: 1,
  data: {
    sectionProgress: {
      army: { fire: done, flood: done, mudslide: done, end: [true] },
      navy: { distress: done, response: done, overboard: done, end: [true] },
      air: { stratosphere: done, airdrop: done, received: done, end: [true] },
    },
    currentSection: null,
    currentChapter: null,
    currentLevel: 0,
    userIdle: false,
    tasksCompleted: 0,
  },
};

async function finishedVisitor(page: Page) {
  await page.addInitScript((record) => localStorage.setItem('mission.progress.v1', record), JSON.stringify(FINISHED));
}

const LANGUAGES = [
  {
    prefix: '',
    title: 'Mission accomplished',
    insignia: /Mission accomplished badge/,
    branches: ['Army', 'Navy', 'Air Force'],
    careers: CAREERS_PAGES.en,
  },
  {
    prefix: '/fr',
    title: 'Toutes vos missions sont accomplies',
    insignia: /Badge « Mission accomplie »/,
    branches: ['Armée', 'Marine', 'Aviation'],
    careers: CAREERS_PAGES.fr,
  },
] as const;

for (const lang of LANGUAGES) {
  test(`${lang.prefix || '/'}: the insignia, the trades met linked in the page’s language, no serious axe finding`, async ({ page }) => {
    const problems = collectProblems(page);
    await finishedVisitor(page);
    await page.goto(`${lang.prefix}/mission-accomplished`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.title);
    await expect(page.getByRole('img', { name: lang.insignia })).toBeVisible();
    for (const branch of lang.branches) {
      await expect(page.getByRole('img', { name: new RegExp(branch) }).first()).toBeVisible();
      const group = page.getByRole('region', { name: branch, exact: true });
      const links = group.getByRole('link');
      expect(await links.count()).toBeGreaterThanOrEqual(7);
      for (const link of await links.all()) {
        expect(lang.careers.has((await link.getAttribute('href')) ?? '')).toBe(true);
        await expect(link).toHaveAttribute('target', '_blank');
      }
    }
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    // The mobile project blocks service workers, and Playwright says so.
    expect(problems.warnings.filter((warning) => !warning.includes('Service Worker registration blocked'))).toEqual([]);
  });
}

test('Share copies the page’s address where the browser has no share sheet', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await finishedVisitor(page);
  // This Chromium may offer a share sheet; take it away so the clipboard path is the one played.
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
  await page.goto('/fr/mission-accomplished');
  await page.getByRole('button', { name: 'Partager' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Lien copié' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL('/fr/mission-accomplished', baseURL).href);
});

test('Share is on the first screen and sends the medal as a PNG where the browser shares files (French, 390 x 664)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 664 });
  await finishedVisitor(page);
  // A share sheet that keeps what it was given and says it can take files, as a phone's does.
  await page.addInitScript(() => {
    const sent: unknown[] = [];
    (window as unknown as { sharedData: unknown[] }).sharedData = sent;
    Object.defineProperty(navigator, 'canShare', { value: () => true, configurable: true });
    Object.defineProperty(navigator, 'share', {
      value: async (data: ShareData) => {
        const files = await Promise.all(
          (data.files ?? []).map(async (file) => ({
            name: file.name,
            type: file.type,
            size: file.size,
            head: [...new Uint8Array(await file.slice(0, 4).arrayBuffer())],
          })),
        );
        sent.push({ title: data.title, url: data.url, files });
      },
      configurable: true,
    });
  });
  await page.goto('/fr/mission-accomplished');
  const share = page.getByRole('button', { name: 'Partager' });
  const box = (await share.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(664);
  // The medal is fetched as the page opens; the tap then shares it at once.
  await expect
    .poll(async () => {
      await share.click();
      return page.evaluate(() => (window as unknown as { sharedData: { files: unknown[] }[] }).sharedData.at(-1)?.files.length ?? 0);
    })
    .toBe(1);
  const [sent] = await page.evaluate(() =>
    (
      window as unknown as { sharedData: { title: string; files: { name: string; type: string; size: number; head: number[] }[] }[] }
    ).sharedData.slice(-1),
  );
  expect(sent!.title).toBe('Toutes vos missions sont accomplies');
  expect(sent!.files[0]).toMatchObject({ name: 'Mission accomplie.png', type: 'image/png', head: [0x89, 0x50, 0x4e, 0x47] });
  expect(sent!.files[0]!.size).toBeGreaterThan(1000);
});
