import { test as base, type BrowserContext } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Functional journeys draw every chapter at the lowest quality tier (no post effects, pixel
 * ratio 1, no governor), whatever the machine, so the suite's time does not grow with the
 * image chain (shared/chapter-kit/src/quality/initial-tier.ts, QUALITY_PIN_GLOBAL). Screenshots
 * for review pin the tier a phone gets instead ('medium').
 */
export const test = base.extend({
  context: async ({ context }, provide) => {
    await pinLowestTier(context);
    await provide(context);
  },
});

/** The same pin for a context a test opens itself (a journey that keeps one page across tests). */
export async function pinLowestTier(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    (window as unknown as { __MISSION_QUALITY__?: string }).__MISSION_QUALITY__ = 'low';
  });
}
