import { type Page } from '@playwright/test';
import { expect, test } from '../support/quality-pin';
import { goInApp } from '../support/in-app-navigation';
import { collectProblems } from '../support/page-problems';

/**
 * Storage full and corrupted in the middle of a visit (refused from the
 * start is in visitor/progress.spec.ts): the visit goes on without an error, and the valid
 * progress is never lost. Each case prints what it saw.
 */
const KEY = 'mission.progress.v1';
const done = [true, true];
/** Forest done: the Army at 30 %. */
const SAVED = {
  version: 1,
  data: {
    sectionProgress: { army: { fire: done }, navy: {}, air: {} },
    currentSection: null,
    currentChapter: null,
    currentLevel: null,
    userIdle: false,
    tasksCompleted: 3,
  },
};

async function arriveWithArmyAt30(page: Page) {
  await page.goto('/');
  await page.evaluate(([key, value]) => localStorage.setItem(key as string, value as string), [KEY, JSON.stringify(SAVED)]);
  await page.goto('/select');
  await expect(page.getByTestId('percent-army')).toHaveText('30% complete');
}

/**
 * Into a chapter and back inside the app (the page is not loaded again: this is the middle
 * of a visit), which writes the visitor's place, and so the record, each way.
 */
async function visitAChapterAndComeBack(page: Page) {
  await goInApp(page, '/army/flood');
  await expect(page.locator('section.kit-stage[data-section="army"]')).toBeAttached({ timeout: 40_000 });
  await goInApp(page, '/select');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your branch');
}

test.describe('storage at fault in the middle of a visit', () => {
  test('full (quota exceeded): the visit goes on, with a warning, and the saved progress is still there afterwards', async ({ page }) => {
    test.setTimeout(90_000);
    const problems = collectProblems(page);
    await arriveWithArmyAt30(page);
    await page.evaluate(() => {
      const original = Storage.prototype.setItem;
      (window as unknown as { __restoreStorage: () => void }).__restoreStorage = () => {
        Storage.prototype.setItem = original;
      };
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await visitAChapterAndComeBack(page);
    await expect(page.getByTestId('percent-army')).toHaveText('30% complete');
    await page.getByRole('link', { name: 'Lire cette page en français' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choisissez votre élément');
    const refusedWrites = problems.warnings.filter((text) => /quota|could not be saved|localStorage/i.test(text));
    expect(refusedWrites.length).toBeGreaterThan(0);
    expect(problems.pageErrors).toEqual([]);

    await page.evaluate(() => (window as unknown as { __restoreStorage: () => void }).__restoreStorage());
    await page.reload();
    await expect(page.getByTestId('percent-army')).toHaveText('Progression\u00a0: 30\u00a0%');
    console.log(
      `[resilience] storage full mid-visit: ${refusedWrites.length} refused write(s) warned, 0 page errors, Army still 30 % after reload`,
    );
  });

  test('corrupted by something else mid-visit: the visit goes on, and the progress in hand is written back whole', async ({ page }) => {
    test.setTimeout(90_000);
    const problems = collectProblems(page);
    await arriveWithArmyAt30(page);
    await page.evaluate((key) => localStorage.setItem(key, '{"version":1,"data":{"sectionProgress":{"army":{"fire":[tr'), KEY);
    await visitAChapterAndComeBack(page);
    await expect(page.getByTestId('percent-army')).toHaveText('30% complete');
    expect(problems.pageErrors).toEqual([]);

    await page.reload();
    await expect(page.getByTestId('percent-army')).toHaveText('30% complete');
    const stored = await page.evaluate((key) => localStorage.getItem(key), KEY);
    expect(JSON.parse(stored ?? 'null')?.data?.sectionProgress?.army?.fire).toEqual(done);
    console.log(
      `[resilience] storage corrupted mid-visit: Army still 30 % after reload, ${problems.warnings.length} warning(s), 0 page errors`,
    );
  });
});
