import { test } from '../support/quality-pin';
import { frenchBriefingOnceThenDrag } from '../support/briefing-and-drag';

/**
 * The Navy on a phone: its briefing in French, played once, and the drag fallback on the
 * bridge. Its three chapters are played to the end in every-branch-journey.spec.ts.
 */

test.describe('the Navy chapters on a phone', () => {
  test('in French, the briefing plays once; with orientation refused a drag turns the bridge', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await frenchBriefingOnceThenDrag(page, testInfo, {
      path: '/fr/navy/distress',
      sceneName: 'navy-distress',
      caption:
        'Le centre de sauvetage nous demande d’intervenir. Le radiogoniomètre donne le relèvement de l’appel, et le radar capte trois contacts rapprochés, devant à tribord\u00a0: le bateau et deux radeaux de sauvetage.',
      title: 'Signal de détresse',
      trade: 'Opératrice ou opérateur d’information de combat (Marine)',
    });
  });
});
