import { type BrowserContext, type Page } from '@playwright/test';
import { expect, pinLowestTier, test } from '../support/quality-pin';
import { checkDebrief, playChapters } from '../support/branch-journey';
import { attachScreenshot, doTheTask, expectSelectPercent, findTheTrades, nextLinkCentre, openChapter } from '../support/chapter-play';

/**
 * One visitor, one phone, all nine chapters: the Army, the Navy and the Air Force played to
 * their ends as a visitor plays them (real taps, presses, aims and timed throws on the
 * targets' HTML controls, never a debug shortcut), each branch's debrief, then Mission
 * Accomplished with its links. The tests share one page, in order, so progress carries from
 * branch to branch as it does for a visitor; each chapter is played once in the suite.
 */

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  // The project's phone (viewport, touch, user agent) applies to contexts the browser opens here
  // too. A context of its own, not browser.newPage(): axe runs only in a context a test made.
  context = await browser.newContext();
  await pinLowestTier(context);
  page = await context.newPage();
});

test.afterAll(async () => {
  await context.close();
});

test.describe('every branch on one phone', () => {
  test('the Army: Forest, Flood and Mudslide to the end, the menu at 30, 60, 90, then 100 after the debrief', async () => {
    const testInfo = test.info();
    // Three chapters played through in SwiftShader on a shared machine: long, on purpose.
    test.setTimeout(900_000);
    let forestNextLink: { x: number; y: number } | undefined;
    await playChapters(
      page,
      testInfo,
      'army',
      [
        { path: '/army/fire', chapter: 'fire', label: 'Hot spots', target: 3, percent: 30, next: 'Next: Flood' },
        { path: '/army/flood', chapter: 'flood', label: 'Sandbags', target: 4, percent: 60, next: 'Next: Mudslide' },
        { path: '/army/mudslide', chapter: 'mudslide', label: 'Debris', target: 3, percent: 90, next: 'See the debrief' },
      ],
      async ({ chapter, next }) => {
        if (chapter === 'fire') forestNextLink = await nextLinkCentre(page, next);
      },
    );
    // The Army is first: the way on is the Navy.
    await checkDebrief(page, testInfo, 'army', {
      percent: 'Army missions: 100% complete',
      tradesMet: 9,
      careers: 'Explore Army careers',
      wayOn: { name: 'Next branch: the Navy', href: '/navy' },
    });
    await test.step('Forest again: the last fire held until the card comes up under the finger; lifting it follows nothing', async () => {
      await openChapter(page, '/army/fire');
      await findTheTrades(page);
      await doTheTask(page, 'Hot spots', 3, { liftLastOver: forestNextLink });
      await attachScreenshot(page, testInfo, 'fire: card after the ghost lift');
      // A tap that begins on the card still follows it.
      await page.getByRole('link', { name: 'Next: Flood' }).tap();
      await expect(page).toHaveURL(/\/army\/flood$/);
    });
  });

  test('the Navy: Distress Signal, Rapid Response and Overboard to the end, 30, 60, 90, then 100 after the debrief', async () => {
    const testInfo = test.info();
    test.setTimeout(900_000);
    await playChapters(page, testInfo, 'navy', [
      { path: '/navy/distress', chapter: 'distress', label: 'Bearings', target: 3, percent: 30, next: 'Next: Rapid response' },
      // The checks run in a safe order: the clear deck first, the lashings, the signal to the pilot last.
      {
        path: '/navy/response',
        chapter: 'response',
        label: 'Checks',
        target: 3,
        percent: 60,
        next: 'Next: Overboard',
        firstInTurn: 'clearDeck',
      },
      { path: '/navy/overboard', chapter: 'overboard', label: 'Throws', target: 3, percent: 90, next: 'See the debrief' },
    ]);
    // Seven trades: the boatswain and the medical technician serve on the flight deck and at the rail, and are listed once.
    await checkDebrief(page, testInfo, 'navy', {
      percent: 'Navy missions: 100% complete',
      tradesMet: 7,
      careers: 'Explore Navy careers',
      wayOn: { name: 'Next branch: the Air Force', href: '/air' },
    });
  });

  test('the Air Force: Stratosphere, Airborne and Care package received to the end, 30, 60, 90, then 100 after the debrief', async () => {
    const testInfo = test.info();
    test.setTimeout(900_000);
    await playChapters(page, testInfo, 'air', [
      { path: '/air/stratosphere', chapter: 'stratosphere', label: 'Photos', target: 3, percent: 30, next: 'Next: Airborne (airdrop)' },
      { path: '/air/airdrop', chapter: 'airdrop', label: 'Packages', target: 3, percent: 60, next: 'Next: Care package received' },
      // The supplies go out in turn: the water first.
      {
        path: '/air/received',
        chapter: 'received',
        label: 'Supplies',
        target: 3,
        percent: 90,
        next: 'See the debrief',
        firstInTurn: 'water',
      },
    ]);
    // Eight trades: the pilot flies at the edge of space and lands by the community, and is listed once.
    // Every branch is done: the way on leads to Mission Accomplished.
    await checkDebrief(page, testInfo, 'air', {
      percent: 'Air Force missions: 100% complete',
      tradesMet: 8,
      careers: 'Explore Air Force careers',
      wayOn: { name: 'Next: Mission accomplished', href: '/mission-accomplished' },
    });
  });

  test('Mission Accomplished: reached from the last debrief, with its links in both languages', async () => {
    const testInfo = test.info();
    await page.goto('/air/end');
    await page.getByTestId('air-debrief').getByRole('link', { name: 'Next: Mission accomplished' }).click();
    await expect(page).toHaveURL(/\/mission-accomplished$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mission accomplished');
    await expect(page.getByRole('link', { name: /See job openings/ })).toHaveAttribute('href', 'https://forces.ca/en/careers/');
    await attachScreenshot(page, testInfo, 'mission accomplished');
    for (const section of ['army', 'navy', 'air'] as const) await expectSelectPercent(page, section, 100);
    await page.goto('/fr/mission-accomplished');
    await expect(page.getByRole('link', { name: /Voir les offres d’emploi/ })).toHaveAttribute('href', 'https://forces.ca/fr/carrieres/');
  });
});
