import { expect, test, type Page } from '@playwright/test';
import { attachScreenshot, doTheTask, expectChapterReported, expectSelectPercent, findTheTrades, nextLinkCentre, openChapter, shellEvents } from '../support/chapter-play';

/**
 * One visitor, one phone, all nine chapters: the Army, the Navy and the Air Force played to
 * their ends as a visitor plays them (real taps, presses, aims and timed throws on the
 * targets' HTML controls, never a debug shortcut), each branch's debrief, then Mission
 * Accomplished with its links. The tests share one page, in order, so progress carries from
 * branch to branch as it does for a visitor; each chapter is played once in the suite.
 */

test.describe.configure({ mode: 'serial' });

let page: Page;

test.beforeAll(async ({ browser }) => {
  // The project's phone (viewport, touch, user agent) applies to pages the browser opens here too.
  page = await browser.newPage();
});

test.afterAll(async () => {
  await page.close();
});

test.describe('every branch on one phone', () => {
  test('the Army: Forest, Flood and Mudslide to the end, the menu at 30, 60, 90, then 100 after the debrief', async () => {
    const testInfo = test.info();
    // Three chapters played through in SwiftShader on a shared machine: long, on purpose.
    test.setTimeout(900_000);
    const chapters = [
      { path: '/army/fire', chapter: 'fire', label: 'Fires', target: 3, percent: 30, next: 'Next: Flood' },
      { path: '/army/flood', chapter: 'flood', label: 'Sandbags', target: 4, percent: 60, next: 'Next: Mudslide' },
      { path: '/army/mudslide', chapter: 'mudslide', label: 'Debris', target: 3, percent: 90, next: 'See the debrief' },
    ];
    let forestNextLink: { x: number; y: number } | undefined;
    for (const { path, chapter, label, target, percent, next } of chapters) {
      await test.step(`${chapter}: three trades, then the task`, async () => {
        await openChapter(page, path);
        await attachScreenshot(page, testInfo, `${chapter}: revealed`);
        await findTheTrades(page);
        await attachScreenshot(page, testInfo, `${chapter}: level 2`);
        await doTheTask(page, label, target);
        await expect(page.getByRole('link', { name: next })).toBeVisible();
        if (chapter === 'fire') forestNextLink = await nextLinkCentre(page, next);
        await attachScreenshot(page, testInfo, `${chapter}: complete`);
        await expectChapterReported(page, chapter, target);
        await expectSelectPercent(page, 'army', percent);
      });
    }
    await test.step('the debrief records the end: 100%', async () => {
      await page.goto('/army/end');
      const debrief = page.getByTestId('army-debrief');
      await expect(debrief.getByTestId('debrief-percent')).toHaveText('Army missions: 100% complete');
      await expect(debrief.locator('[data-met="true"]')).toHaveCount(9);
      await expect(debrief.getByRole('link', { name: 'Explore Army careers' })).toHaveAttribute('href', /^https:\/\//);
      expect((await shellEvents(page)).filter((e) => e.type === 'debrief.viewed')).toEqual([{ type: 'debrief.viewed', section: 'army' }]);
      await attachScreenshot(page, testInfo, 'debrief');
      await expectSelectPercent(page, 'army', 100);
    });
    await test.step('Forest again: the last fire held until the card comes up under the finger; lifting it follows nothing', async () => {
      await openChapter(page, '/army/fire');
      await findTheTrades(page);
      await doTheTask(page, 'Fires', 3, { liftLastOver: forestNextLink });
      await attachScreenshot(page, testInfo, 'fire: card after the ghost lift');
      // A tap that begins on the card still follows it.
      await page.getByRole('link', { name: 'Next: Flood' }).tap();
      await expect(page).toHaveURL(/\/army\/flood$/);
    });
  });

  test('the Navy: Distress Signal, Rapid Response and Overboard to the end, 30, 60, 90, then 100 after the debrief', async () => {
    const testInfo = test.info();
    // Three chapters played through in SwiftShader on a shared machine: long, on purpose.
    test.setTimeout(900_000);
    const chapters = [
      { path: '/navy/distress', chapter: 'distress', label: 'Bearings', percent: 30, next: 'Next: Rapid Response' },
      { path: '/navy/response', chapter: 'response', label: 'Checks', percent: 60, next: 'Next: Overboard' },
      { path: '/navy/overboard', chapter: 'overboard', label: 'Throws', percent: 90, next: 'See the debrief' },
    ];
    for (const { path, chapter, label, percent, next } of chapters) {
      await test.step(`${chapter}: three trades, then the task`, async () => {
        await openChapter(page, path);
        await attachScreenshot(page, testInfo, `${chapter}: revealed`);
        await findTheTrades(page);
        await attachScreenshot(page, testInfo, `${chapter}: level 2`);
        if (chapter === 'response') {
          // The checks run in order: only the chocks show until they are pulled.
          await expect(page.locator('.kit-target')).toHaveCount(1);
          await expect(page.locator('.kit-target')).toHaveAttribute('data-target', 'chocks');
        }
        await doTheTask(page, label, 3);
        await expect(page.getByRole('link', { name: next })).toBeVisible();
        await attachScreenshot(page, testInfo, `${chapter}: complete`);
        await expectChapterReported(page, chapter, 3);
        await expectSelectPercent(page, 'navy', percent);
      });
    }
    await test.step('the debrief records the end: 100%, each trade once', async () => {
      await page.goto('/navy/end');
      const debrief = page.getByTestId('navy-debrief');
      await expect(debrief.getByTestId('debrief-percent')).toHaveText('Navy missions: 100% complete');
      // Eight trades: the boatswain serves on the flight deck and at the rail, and is listed once.
      await expect(debrief.locator('[data-met="true"]')).toHaveCount(8);
      await expect(debrief.getByRole('link', { name: 'Explore Navy careers' })).toHaveAttribute('href', /^https:\/\//);
      await expect(debrief.getByRole('link', { name: 'Next branch: the Air Force' })).toHaveAttribute('href', '/air');
      expect((await shellEvents(page)).filter((e) => e.type === 'debrief.viewed')).toEqual([{ type: 'debrief.viewed', section: 'navy' }]);
      await attachScreenshot(page, testInfo, 'debrief');
      await expectSelectPercent(page, 'navy', 100);
    });
  });

  test('the Air Force: Stratosphere, Airborne and Care Package Received to the end, 30, 60, 90, then 100 after the debrief', async () => {
    const testInfo = test.info();
    // Three chapters played through in SwiftShader on a shared machine: long, on purpose.
    test.setTimeout(900_000);
    const chapters = [
      { path: '/air/stratosphere', chapter: 'stratosphere', label: 'Aurora bands', percent: 30, next: 'Next: Airborne' },
      { path: '/air/airdrop', chapter: 'airdrop', label: 'Packages', percent: 60, next: 'Next: Care Package Received' },
      { path: '/air/received', chapter: 'received', label: 'Supplies', percent: 90, next: 'See the debrief' },
    ];
    for (const { path, chapter, label, percent, next } of chapters) {
      await test.step(`${chapter}: three trades, then the task`, async () => {
        await openChapter(page, path);
        await attachScreenshot(page, testInfo, `${chapter}: revealed`);
        await findTheTrades(page);
        await attachScreenshot(page, testInfo, `${chapter}: level 2`);
        if (chapter === 'received') {
          // The supplies go out in turn: only the water shows until it is handed out.
          await expect(page.locator('.kit-target')).toHaveCount(1);
          await expect(page.locator('.kit-target')).toHaveAttribute('data-target', 'water');
        }
        await doTheTask(page, label, 3);
        await expect(page.getByRole('link', { name: next })).toBeVisible();
        await attachScreenshot(page, testInfo, `${chapter}: complete`);
        await expectChapterReported(page, chapter, 3);
        await expectSelectPercent(page, 'air', percent);
      });
    }
    await test.step('the debrief records the end: 100%, each trade once', async () => {
      await page.goto('/air/end');
      const debrief = page.getByTestId('air-debrief');
      await expect(debrief.getByTestId('debrief-percent')).toHaveText('Air Force missions: 100% complete');
      // Eight trades: the pilot flies at the edge of space and lands by the community, and is listed once.
      await expect(debrief.locator('[data-met="true"]')).toHaveCount(8);
      await expect(debrief.getByRole('link', { name: 'Explore Air Force careers' })).toHaveAttribute('href', /^https:\/\//);
      // Every branch is done: the way on leads to Mission Accomplished.
      await expect(debrief.getByRole('link', { name: 'Next: Mission Accomplished' })).toHaveAttribute('href', '/mission-accomplished');
      expect((await shellEvents(page)).filter((e) => e.type === 'debrief.viewed')).toEqual([{ type: 'debrief.viewed', section: 'air' }]);
      await attachScreenshot(page, testInfo, 'debrief');
      await expectSelectPercent(page, 'air', 100);
    });
  });

  test('Mission Accomplished: reached from the last debrief, with its links in both languages', async () => {
    const testInfo = test.info();
    await page.goto('/air/end');
    await page.getByTestId('air-debrief').getByRole('link', { name: 'Next: Mission Accomplished' }).click();
    await expect(page).toHaveURL(/\/mission-accomplished$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mission Accomplished');
    await expect(page.getByRole('link', { name: /See job openings/ })).toHaveAttribute('href', 'https://forces.ca/en/careers/');
    await attachScreenshot(page, testInfo, 'mission accomplished');
    for (const section of ['army', 'navy', 'air'] as const) await expectSelectPercent(page, section, 100);
    await page.goto('/fr/mission-accomplished');
    await expect(page.getByRole('link', { name: /Voir les offres d'emploi/ })).toHaveAttribute('href', 'https://forces.ca/fr/carrieres/');
  });
});
