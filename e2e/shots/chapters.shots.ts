import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test as base, type Page } from '@playwright/test';
import { BRANCH_CHAPTERS, branchesNamedIn } from '../support/branch-chapters';
import { doTheTask, findTheTrades, openChapter } from '../support/chapter-play';

/**
 * `npm run shots`: every chapter of every branch, in English and in French, at the four moments
 * a scene is judged at (reveal, a trade's card, Level 2 begun, its ending playing, the complete card), then the
 * screens around the chapters. Played by the journeys' hidden player (e2e/support/chapter-play.ts),
 * drawn at the tier a phone gets ('medium', not the functional suite's 'low'). It checks nothing
 * beyond what the player needs to get there: a person looks at the pictures.
 * SHOTS_BRANCHES and SHOTS_LANGS (comma lists, set by scripts/shots.mjs) narrow it.
 */

/** What the hidden player reads or presses that is worded, per language; paths take the prefix. */
const LANGUAGES = {
  en: { prefix: '', skip: 'Skip', continue: 'Continue' },
  fr: { prefix: '/fr', skip: 'Passer', continue: 'Continuer' },
} as const;
type Lang = keyof typeof LANGUAGES;

const listed = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
const BRANCHES = branchesNamedIn(process.env.SHOTS_BRANCHES);
const LANGS = (Object.keys(LANGUAGES) as Lang[]).filter(
  (name) => listed(process.env.SHOTS_LANGS).length === 0 || listed(process.env.SHOTS_LANGS).includes(name),
);
const OUT = process.env.SHOTS_DIR ?? fileURLToPath(new URL('../../shots', import.meta.url));

/** Every page drawn at the tier a phone would get (shared/chapter-kit/src/quality/initial-tier.ts). */
const test = base.extend({
  context: async ({ context }, provide) => {
    await context.addInitScript(() => {
      (window as unknown as { __MISSION_QUALITY__?: string }).__MISSION_QUALITY__ = 'medium';
    });
    await context.addInitScript(stretchTheCardWait, ENDING_CARD_WAIT_MS);
    await provide(context);
  },
});

/** The complete card's wait while the scene plays its ending (shared/chapter-kit/src/play/completion-beat.ts). */
const ENDING_CARD_WAIT_MS = 2500;

/**
 * For pictures only: the card's wait is stretched fourfold, so a machine loaded by other runs
 * still photographs the ending rather than the card that follows it. The ending itself runs on
 * the scene's frame clock and is not slowed; it holds its last state while the card waits.
 */
function stretchTheCardWait(waitMs: number) {
  const original = window.setTimeout.bind(window);
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
    original(handler, delay === waitMs ? waitMs * 4 : delay, ...rest)) as typeof window.setTimeout;
}

/**
 * Waits for fades and easings to end (not the endless ones: a hotspot's pulse runs for as long
 * as it waits, so e2e/support/settle.ts would never return) and a few more frames to be drawn,
 * then keeps the screen.
 */
async function shoot(page: Page, lang: Lang, name: string, extraMs = 600) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(extraMs);
  mkdirSync(`${OUT}/${lang}`, { recursive: true });
  await page.screenshot({ path: `${OUT}/${lang}/${name}.png` });
}

/** The scene mid-move (the ending plays 2.5 s): no wait for easings, which are the picture. */
async function shootNow(page: Page, lang: Lang, name: string, afterMs: number) {
  await page.waitForTimeout(afterMs);
  mkdirSync(`${OUT}/${lang}`, { recursive: true });
  await page.screenshot({ path: `${OUT}/${lang}/${name}.png`, animations: 'allow' });
}

/** Every mission and debrief done, as an earlier visit leaves localStorage (e2e/visitor/journey.spec.ts). */
const ALL_DONE = JSON.stringify({
  version: 1,
  data: {
    sectionProgress: Object.fromEntries(
      Object.entries(BRANCH_CHAPTERS).map(([branch, chapters]) => [
        branch,
        { ...Object.fromEntries(chapters.map((chapter) => [chapter, [true, true]])), end: [true] },
      ]),
    ),
    currentSection: null,
    currentChapter: null,
    currentLevel: null,
    userIdle: false,
    tasksCompleted: 0,
  },
});

for (const lang of LANGS) {
  const words = LANGUAGES[lang];

  test(`${lang}: home, Mission Select, the debriefs, Mission Accomplished`, async ({ page, context }) => {
    await page.goto(words.prefix === '' ? '/' : words.prefix);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shoot(page, lang, 'home');
    await page.goto(`${words.prefix}/select`);
    await expect(page.getByTestId(/^percent-/).first()).toBeVisible();
    await shoot(page, lang, 'select');
    await context.addInitScript((record) => localStorage.setItem('mission.progress.v1', record), ALL_DONE);
    for (const branch of BRANCHES) {
      await page.goto(`${words.prefix}/${branch}/end`);
      await expect(page.getByTestId(`${branch}-debrief`)).toBeVisible({ timeout: 30_000 });
      await shoot(page, lang, `${branch}-debrief`);
    }
    await page.goto(`${words.prefix}/mission-accomplished`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shoot(page, lang, 'mission-accomplished');
  });

  for (const branch of BRANCHES) {
    for (const chapter of BRANCH_CHAPTERS[branch]) {
      test(`${lang}: ${branch}/${chapter} at reveal, a trade card, Level 2, complete`, async ({ page }) => {
        const name = `${branch}-${chapter}`;
        await openChapter(page, `${words.prefix}/${branch}/${chapter}`, words.skip);
        // The opening frame: the view eases to its start, the HUD fades in.
        await shoot(page, lang, `${name}-reveal`, 1500);
        await findTheTrades(page, words.continue, async (index) => {
          if (index === 0) await shoot(page, lang, `${name}-trade-card`);
        });
        const counter = page.getByTestId('task-counter');
        await expect(counter).toBeVisible();
        await shoot(page, lang, `${name}-level-2`, 1500);
        // The counter reads "<label> 0/<target>" in either language: the player needs both.
        const reading = /^(.*\S)\s+0\/(\d+)$/.exec(((await counter.textContent()) ?? '').trim());
        if (!reading) throw new Error(`the task counter reads "${await counter.textContent()}", not "<label> 0/<target>"`);
        // The scene plays the task's result before the card: taken 1.2 s into its 2.5 s.
        await doTheTask(page, reading[1]!, Number(reading[2]), { atEnding: () => shootNow(page, lang, `${name}-ending`, 1200) });
        await shoot(page, lang, `${name}-complete`);
      });
    }
  }
}
