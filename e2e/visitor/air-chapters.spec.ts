import { test } from '../support/quality-pin';
import { frenchBriefingOnceThenDrag } from '../support/briefing-and-drag';

/**
 * The Air Force on a phone: its briefing in French, played once, and the drag fallback in
 * the Hercules. Its three chapters are played to the end in every-branch-journey.spec.ts.
 */

test.describe('the Air Force chapters on a phone', () => {
  test('in French, the briefing plays once; with orientation refused a drag turns the hold', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await frenchBriefingOnceThenDrag(page, testInfo, {
      path: '/fr/air/airdrop',
      sceneName: 'air-airdrop',
      caption: '[Parasites radio] Une tempête isole une collectivité du Nord, qui a besoin de fournitures.',
      title: 'Aéroporté (largage)',
      trade: 'Technicienne ou technicien des mouvements (arrimeuse ou arrimeur)',
    });
  });
});
