import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe-serious';
import { BRANCH_CHAPTERS, type BranchName } from '../support/branch-chapters';
import { bringIntoView, openChapter } from '../support/chapter-play';
import { E2E_PORTS } from '../support/test-ports';
import { installWordsBox, type WithWordsBox } from '../support/words-box';

/**
 * Cards that fit (docs/game-design.md): every trade card and complete card of every chapter, in both
 * languages, at 320 and 390 px wide, on a short screen: the real card components with the
 * kit's stylesheet and the branch's copy, each rendered alone by the branch's card sheet
 * (shared/chapter-kit/dev-harness/card-sheet.tsx, on the remote's own page) rather than played
 * to. Fails on text under a button, a link or button off screen or covered, a label spilling
 * out of its button, a card that lets the page show through, or a counter the card cuts.
 */

const SIZES = [
  { width: 320, height: 568 },
  { width: 390, height: 664 },
] as const;
const LANGUAGES = [
  { prefix: '', locale: 'en' },
  { prefix: '/fr', locale: 'fr' },
] as const;
const CARDS = ['0', '1', '2', 'complete'] as const;

const own = (section: BranchName) => `http://localhost:${E2E_PORTS.node[section]}`;

interface CardProblems {
  problems: string[];
}

// Every page measures words with the one helper (e2e/support/words-box.ts).
test.beforeEach(async ({ page }) => installWordsBox(page));
/** What is wrong with the card on screen, measured in the page (empty when it fits). */
async function cardProblems(page: Page): Promise<CardProblems> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const wordsBox = (globalThis as WithWordsBox).__wordsBox;

    const card = document.querySelector<HTMLElement>('.kit-overlay__card, .kit-complete__card');
    if (!card) return { problems: ['no card on screen'] };
    const view = { width: window.innerWidth, height: window.innerHeight };
    const name = (element: Element) => (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const inside = (rect: DOMRect) =>
      rect.left >= -0.5 && rect.top >= -0.5 && rect.right <= view.width + 0.5 && rect.bottom <= view.height + 0.5;
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    const shows = (element: Element, x: number, y: number) => {
      const top = document.elementFromPoint(x, y);
      return top !== null && (top === element || element.contains(top));
    };

    const cardRect = card.getBoundingClientRect();
    if (!inside(cardRect))
      problems.push(`the card runs off screen (${Math.round(cardRect.top)}..${Math.round(cardRect.bottom)} of ${view.height})`);
    const background = getComputedStyle(card).backgroundColor;
    const alpha = /rgba\([^)]*,\s*([\d.]+)\)/.exec(background)?.[1];
    if (alpha !== undefined && Number(alpha) < 1) problems.push(`the card is see-through (${background})`);

    // Every control: on screen, not covered, its words inside its box.
    const controls = [...card.querySelectorAll<HTMLElement>('a, button')];
    for (const control of controls) {
      const rect = control.getBoundingClientRect();
      if (!inside(rect)) problems.push(`"${name(control)}" is off screen`);
      else if (!shows(control, rect.left + rect.width / 2, rect.top + rect.height / 2)) problems.push(`"${name(control)}" is covered`);
      if (control.scrollHeight > control.clientHeight + 1 || control.scrollWidth > control.clientWidth + 1) {
        problems.push(`"${name(control)}" spills out of its box`);
      }
      if (control.classList.contains('kit-button')) {
        // A button grows with its words: at least 4 px round them, however many lines they take.
        const words = wordsBox(control);
        if (words.top < rect.top + 4 || words.bottom > rect.bottom - 4 || words.left < rect.left || words.right > rect.right) {
          problems.push(`"${name(control)}" has its words against its edges`);
        }
      }
      if (rect.height < 43.5) problems.push(`"${name(control)}" is under 44 px tall`);
    }

    // No words visible under or below the card's actions: every line of text the eye can see
    // (its middle not covered) stays clear of the controls and above the first of them at the foot.
    const actions = controls.filter((control) => control.closest('.kit-overlay__foot, .kit-complete__actions'));
    const firstAction = Math.min(...actions.map((control) => control.getBoundingClientRect().top));
    const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const owner = node.parentElement;
      if (!owner || !(node.textContent ?? '').trim() || owner.closest('a, button, .kit-visually-hidden')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        const x = line.left + line.width / 2;
        const y = line.top + line.height / 2;
        if (line.width < 1 || y < 0 || y > view.height || !shows(owner, x, y)) continue;
        for (const control of controls) {
          if (overlaps(line, control.getBoundingClientRect())) problems.push(`"${name(owner)}" runs under "${name(control)}"`);
        }
        if (!owner.closest('.kit-overlay__foot, .kit-complete__actions') && line.top >= firstAction - 0.5) {
          problems.push(`"${name(owner)}" shows below the card's actions`);
        }
      }
    }

    // A counter left on screen must be whole and clear of the card.
    for (const counter of document.querySelectorAll<HTMLElement>('.kit-counter')) {
      const rect = counter.getBoundingClientRect();
      if (rect.width === 0 || getComputedStyle(counter).visibility === 'hidden') continue;
      if (overlaps(rect, cardRect)) problems.push(`the counter "${name(counter)}" is cut by the card`);
    }
    return { problems };
  });
}

for (const section of Object.keys(BRANCH_CHAPTERS) as BranchName[]) {
  for (const { prefix, locale } of LANGUAGES) {
    test(`${section} (${locale}): every card of every chapter fits at 320 and 390 px`, async ({ page }) => {
      test.setTimeout(180_000);
      const found: string[] = [];
      for (const chapter of BRANCH_CHAPTERS[section]) {
        for (const card of CARDS) {
          await page.setViewportSize(SIZES[0]);
          await page.goto(`${own(section)}${prefix}/${section}/cards/${chapter}/${card}`);
          const shown = page.locator(card === 'complete' ? '[data-testid="complete-card"]' : '[data-testid="info-overlay"]');
          await expect(shown).toBeVisible({ timeout: 20_000 });
          // The card's entrance (kit-rise, the badge landing) is over before it is measured.
          await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
          for (const size of SIZES) {
            await page.setViewportSize(size);
            const { problems } = await cardProblems(page);
            found.push(...problems.map((problem) => `${chapter} ${card} at ${size.width}x${size.height}: ${problem}`));
          }
          if (locale === 'fr' && (card === '0' || card === 'complete')) {
            const violations = await seriousViolations(page);
            found.push(...violations.map((violation) => `${chapter} ${card}: axe ${violation.id} on ${violation.nodes.join(', ')}`));
          }
        }
      }
      expect(found).toEqual([]);
    });
  }
}

test('in a chapter, the trades-found counter steps away while a trade card is open (French, 320 px)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(SIZES[0]);
  await openChapter(page, '/fr/army/fire', 'Passer');
  await expect(page.getByTestId('trades-found')).toBeVisible();
  const hotspot = page.locator('.kit-hotspot').first();
  await bringIntoView(hotspot);
  await hotspot.tap();
  await expect(page.getByTestId('info-overlay')).toBeVisible();
  await expect(page.getByTestId('trades-found')).toHaveCount(0);
  expect((await cardProblems(page)).problems).toEqual([]);
  await page.getByRole('button', { name: 'Continuer' }).tap();
  await expect(page.getByTestId('trades-found')).toBeVisible();
});

test('every debrief’s buttons grow with their words in both languages at 320 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(SIZES[0]);
  const found: string[] = [];
  for (const section of Object.keys(BRANCH_CHAPTERS) as BranchName[]) {
    for (const { prefix } of LANGUAGES) {
      await page.goto(`${own(section)}${prefix}/${section}/end`);
      await expect(page.getByTestId(`${section}-debrief`)).toBeVisible({ timeout: 20_000 });
      const spills = await page.evaluate(() => {
        const wordsBox = (globalThis as WithWordsBox).__wordsBox;
        return [...document.querySelectorAll<HTMLElement>('.kit-debrief__button')].flatMap((button) => {
          const box = button.getBoundingClientRect();
          const words = wordsBox(button);
          // Room round the words (4 px at least): a label that wraps inside a fixed height touches its edges.
          const inside = words.top >= box.top + 4 && words.bottom <= box.bottom - 4 && words.left >= box.left && words.right <= box.right;
          return inside && box.right <= window.innerWidth + 0.5 ? [] : [(button.textContent ?? '').trim()];
        });
      });
      found.push(...spills.map((label) => `${prefix}/${section}/end: "${label}" spills out of its button`));
    }
  }
  expect(found).toEqual([]);
});
