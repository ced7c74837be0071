import type { Page } from '@playwright/test';

/**
 * Waits for running CSS animations (the page fade, menu text) to end: what is measured is
 * what stays on screen, and a navigation is not pressed while the page still fades (the
 * shell ignores it then, docs/product-rules.md §5). Endless ones (the home page's pictures
 * drifting) never end and are not waited for.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}
