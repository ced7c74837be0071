import type { Page } from '@playwright/test';

/** The box round an element's visible words, as the page measures it. */
export interface WordsBox {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** What `installWordsBox` gives every page of the test, for its `page.evaluate` bodies. */
export type WithWordsBox = typeof globalThis & { __wordsBox: (element: Element) => WordsBox };

/**
 * Gives every page the test opens `__wordsBox(element)`: the box round a control's visible
 * words, line by line, its screen-reader-only words left out. A label that runs under a
 * button's edge or out of its card is seen in it, where the element's own box says nothing.
 * Installed before any page script, on every navigation.
 */
export async function installWordsBox(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (globalThis as WithWordsBox).__wordsBox = (element: Element) => {
      const box = { top: Infinity, bottom: -Infinity, left: Infinity, right: -Infinity };
      const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        if (!(text.textContent ?? '').trim() || text.parentElement?.closest('.kit-visually-hidden, .visually-hidden')) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const line of range.getClientRects()) {
          box.top = Math.min(box.top, line.top);
          box.bottom = Math.max(box.bottom, line.bottom);
          box.left = Math.min(box.left, line.left);
          box.right = Math.max(box.right, line.right);
        }
      }
      return box;
    };
  });
}
