import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has taken over an element the build rendered into the page's HTML
 * (docs/prerendered-pages.md). Until then a link is the browser's own: a tap on it loads the
 * next page from the server, which is right for a visitor but is an arrival, not the in-app
 * navigation a test means to make (on a loaded machine the lazy part of a page can take a
 * second to arrive). React marks each element it owns with its props; that mark is the signal.
 */
export async function waitForHydration(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))), {
      message: 'the page is taken over by the app',
    })
    .toBe(true);
}
