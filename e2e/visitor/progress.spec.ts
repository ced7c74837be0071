import { type Page } from '@playwright/test';
import { expect, test } from '../support/quality-pin';
import { collectProblems } from '../support/page-problems';

const KEY = 'mission.progress.v1';
const done = [true, true];

/** Writes localStorage the way an earlier visit (or something else) left it, then reloads. */
async function arriveWithStored(page: Page, raw: string) {
  await page.goto('/');
  await page.evaluate(([key, value]) => localStorage.setItem(key as string, value as string), [KEY, raw]);
}

test.describe('progress kept between visits', () => {
  test('a saved visit shows its percent per branch, in both languages', async ({ page }) => {
    const saved = {
      sectionProgress: { army: { fire: done, flood: done, end: [true] }, navy: { distress: done }, air: {} },
      currentSection: 'navy',
      currentChapter: 'distress',
      currentLevel: 2,
      userIdle: false,
      tasksCompleted: 7,
    };
    await arriveWithStored(page, JSON.stringify({ version: 1, data: saved }));
    await page.goto('/select');
    await expect(page.getByTestId('percent-army')).toHaveText('70% complete');
    await expect(page.getByTestId('percent-navy')).toHaveText('30% complete');
    await expect(page.getByTestId('percent-air')).toHaveText('0% complete');
    await page.goto('/fr/select');
    await expect(page.getByTestId('percent-army')).toHaveText('Progression\u00a0: 70\u00a0%');
  });

  test('a corrupted record keeps the valid progress, resets the rest and warns once', async ({ page }) => {
    const problems = collectProblems(page);
    await arriveWithStored(
      page,
      JSON.stringify({ version: 1, data: { sectionProgress: { army: { fire: done, flood: 'oops' }, navy: 42 } } }),
    );
    await page.goto('/select');
    await expect(page.getByTestId('percent-army')).toHaveText('30% complete');
    await expect(page.getByTestId('percent-navy')).toHaveText('0% complete');
    expect(problems.warnings.filter((text) => text.includes(KEY))).toHaveLength(1);
    expect(problems.pageErrors).toEqual([]);
  });

  test('a truncated record or one from a newer version starts clean without an error', async ({ page }) => {
    const problems = collectProblems(page);
    for (const raw of ['{"version":1,"data":{"sectionProgress":{"army":{"fire":[tr', JSON.stringify({ version: 5, data: {} })]) {
      await arriveWithStored(page, raw);
      await page.goto('/select');
      await expect(page.getByTestId('percent-army')).toHaveText('0% complete');
    }
    expect(problems.warnings.filter((text) => text.includes(KEY))).toHaveLength(2);
    expect(problems.pageErrors).toEqual([]);
  });

  test('a browser that refuses storage still runs the experience', async ({ page }) => {
    const problems = collectProblems(page);
    await page.addInitScript(() => {
      const refuse = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Storage.prototype.getItem = refuse;
      Storage.prototype.setItem = refuse;
    });
    await page.goto('/select');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your branch');
    await expect(page.getByTestId('percent-army')).toHaveText('0% complete');
    expect(problems.warnings.some((text) => text.includes('localStorage is unavailable'))).toBe(true);
    expect(problems.pageErrors).toEqual([]);
  });
});
