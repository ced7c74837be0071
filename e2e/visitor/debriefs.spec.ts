import { expect, test } from '../support/quality-pin';
import { seriousViolations } from '../support/axe-serious';
import { CAREERS_PAGES } from '../support/careers-pages';

/**
 * A returning visitor part way through each branch opens its debrief: the careers link comes
 * before the trades, every trade (met or not) links to its own careers page in the page's
 * language, and nothing fails axe's contrast, unmet trades included (docs/tests.md).
 */

const done = [true, true];
const PART_WAY = JSON.stringify({
  version: 1,
  data: {
    sectionProgress: { army: { fire: done }, navy: { distress: done }, air: { stratosphere: done } },
    currentSection: null,
    currentChapter: null,
    currentLevel: null,
    userIdle: false,
    tasksCompleted: 0,
  },
});

for (const { lang, prefix, pages, careers, unmet } of [
  { lang: 'en-CA', prefix: '', pages: CAREERS_PAGES.en, careers: /^Explore .+ careers \(opens in a new tab\)$/, unmet: 'Not met yet' },
  {
    lang: 'fr-CA',
    prefix: '/fr',
    pages: CAREERS_PAGES.fr,
    careers: /^Explorer les carrières .+ \(s’ouvre dans un nouvel onglet\)$/,
    unmet: 'Pas encore découvert',
  },
] as const) {
  for (const section of ['army', 'navy', 'air'] as const) {
    test(`${prefix}/${section}/end part way: careers first, each trade linked in ${lang}, no serious axe violation`, async ({ page }) => {
      await page.addInitScript((stored) => localStorage.setItem('mission.progress.v1', stored), PART_WAY);
      await page.goto(`${prefix}/${section}/end`);
      const debrief = page.getByTestId(`${section}-debrief`);
      await expect(debrief.getByTestId('debrief-percent')).toContainText('30');
      const careersLink = debrief.getByRole('link', { name: careers });
      await expect(careersLink).toBeVisible();
      // Above the fold of a phone, before the list of trades.
      expect((await careersLink.boundingBox())!.y).toBeLessThan(page.viewportSize()!.height);
      const trades = debrief.locator('[data-testid^="career-"]');
      expect(await trades.count()).toBeGreaterThanOrEqual(7);
      for (const link of await trades.all()) {
        expect(pages.has((await link.getAttribute('href')) ?? '')).toBe(true);
        await expect(link).toHaveAttribute('lang', lang);
      }
      await expect(debrief.locator('[data-met="false"]').first()).toContainText(unmet);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

const EVERY_CHAPTER = JSON.stringify({
  version: 1,
  data: {
    sectionProgress: {
      army: { fire: done, flood: done, mudslide: done },
      navy: { distress: done, response: done, overboard: done },
      air: { stratosphere: done, airdrop: done, received: done },
    },
    currentSection: null,
    currentChapter: null,
    currentLevel: null,
    userIdle: false,
    tasksCompleted: 0,
  },
});

for (const { section, prefix, next, badge } of [
  { section: 'army', prefix: '', next: 'Next: Mission accomplished', badge: 'Forest badge' },
  { section: 'navy', prefix: '/fr', next: /^Suivant\s:\sl’écran final$/, badge: /^Badge «\sSignal de détresse\s»$/ },
] as const) {
  test(`${prefix}/${section}/end with every branch done: its pictures and badges, and on to Mission Accomplished`, async ({ page }) => {
    await page.addInitScript((stored) => localStorage.setItem('mission.progress.v1', stored), EVERY_CHAPTER);
    await page.goto(`${prefix}/${section}/end`);
    const debrief = page.getByTestId(`${section}-debrief`);
    await expect(debrief.getByRole('img', { name: badge })).toBeVisible();
    await expect(debrief.locator('[data-badge-earned="true"]')).toHaveCount(3);
    // The chapters' pictures arrive from the remote's own origin.
    const pictures = debrief.locator('[data-debrief-picture] img');
    await expect(pictures).toHaveCount(3);
    for (const picture of await pictures.all()) {
      await picture.scrollIntoViewIfNeeded();
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await debrief.getByRole('link', { name: next }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/mission-accomplished$`));
  });
}
