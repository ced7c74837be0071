import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/**
 * The accessible version's own ending (docs/product-rules.md, Mission Accomplished): once every mission is complete, Mission
 * Select links to /accessible/mission-accomplished, which names the nine badges, in both
 * languages, with no axe violation whatever its impact (as every accessible page).
 */

const done = [true, true];
const EVERY_MISSION = JSON.stringify({
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

for (const { prefix, link, heading } of [
  { prefix: '', link: 'Every mission is complete: see the end of the experience', heading: 'Mission accomplished' },
  {
    prefix: '/fr',
    link: /^Toutes les missions sont accomplies\s:\svoir la fin de l’expérience$/,
    heading: 'Toutes vos missions sont accomplies',
  },
] as const) {
  test(`${prefix}/accessible leads to its own ending page once every mission is complete`, async ({ page }) => {
    await page.addInitScript((stored) => localStorage.setItem('mission.progress.v1', stored), EVERY_MISSION);
    await page.goto(`${prefix}/accessible`);
    await page.getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/accessible/mission-accomplished$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByTestId('accessible-accomplished').getByRole('img')).toHaveCount(9);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
}
