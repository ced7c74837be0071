import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { seriousViolations } from './axe-serious';
import type { BranchName } from './branch-chapters';
import {
  attachScreenshot,
  doTheTask,
  expectChapterReported,
  expectSelectPercent,
  findTheTrades,
  openChapter,
  shellEvents,
} from './chapter-play';

/** One chapter of a branch's journey: where it is, its counter, and what Mission Select shows after it. */
export interface ChapterLeg {
  path: string;
  chapter: string;
  /** The task counter's label ("Fires") and its target. */
  label: string;
  target: number;
  percent: number;
  /** The complete card's link onwards. */
  next: string;
  /** A task in sequence: the one target shown before any is done. */
  firstInTurn?: string;
}

/**
 * Plays each chapter as a visitor does (three trades, then the task through the targets' HTML
 * controls), checking the bus report and Mission Select's percent after each.
 * `afterComplete` runs on each complete card (for a branch's own checks).
 */
export async function playChapters(
  page: Page,
  testInfo: TestInfo,
  section: BranchName,
  legs: readonly ChapterLeg[],
  afterComplete?: (leg: ChapterLeg) => Promise<void>,
) {
  for (const leg of legs) {
    await test.step(`${leg.chapter}: three trades, then the task`, async () => {
      await openChapter(page, leg.path);
      await attachScreenshot(page, testInfo, `${leg.chapter}: revealed`);
      expect(await seriousViolations(page), `axe on ${leg.chapter} at its reveal`).toEqual([]);
      await findTheTrades(page, undefined, async (index) => {
        if (index === 0) expect(await seriousViolations(page), `axe on ${leg.chapter} with a trade card open`).toEqual([]);
      });
      await attachScreenshot(page, testInfo, `${leg.chapter}: level 2`);
      if (leg.firstInTurn) {
        // Targets in turn: only the first shows until it is done.
        await expect(page.locator('.kit-target')).toHaveCount(1);
        await expect(page.locator('.kit-target')).toHaveAttribute('data-target', leg.firstInTurn);
      }
      await doTheTask(page, leg.label, leg.target);
      await expect(page.getByRole('link', { name: leg.next })).toBeVisible();
      await afterComplete?.(leg);
      await attachScreenshot(page, testInfo, `${leg.chapter}: complete`);
      await expectChapterReported(page, leg.chapter, leg.target);
      await expectSelectPercent(page, section, leg.percent);
    });
  }
}

/** What a branch's debrief must show once its three chapters are done. */
export interface DebriefExpectation {
  percent: string;
  tradesMet: number;
  careers: string;
  /** The way on: its link's name and address. */
  wayOn: { name: string; href: string };
}

/** Opens the branch's debrief: 100 %, the trades met, the careers link, the way on, and debrief.viewed once. */
export async function checkDebrief(page: Page, testInfo: TestInfo, section: BranchName, expected: DebriefExpectation) {
  await test.step('the debrief records the end: 100%, each trade once', async () => {
    await page.goto(`/${section}/end`);
    const debrief = page.getByTestId(`${section}-debrief`);
    await expect(debrief.getByTestId('debrief-percent')).toHaveText(expected.percent);
    await expect(debrief.locator('[data-met="true"]')).toHaveCount(expected.tradesMet);
    await expect(debrief.getByRole('link', { name: expected.careers })).toHaveAttribute('href', /^https:\/\//);
    await expect(debrief.getByRole('link', { name: expected.wayOn.name })).toHaveAttribute('href', expected.wayOn.href);
    expect((await shellEvents(page)).filter((e) => e.type === 'debrief.viewed')).toEqual([{ type: 'debrief.viewed', section }]);
    expect(await seriousViolations(page), `axe on the ${section} debrief`).toEqual([]);
    await attachScreenshot(page, testInfo, 'debrief');
    await expectSelectPercent(page, section, 100);
  });
}
