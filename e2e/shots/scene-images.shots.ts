import { mkdirSync } from 'node:fs';
import { test as base } from '@playwright/test';
import { BRANCH_CHAPTERS, branchesNamedIn } from '../support/branch-chapters';
import { openChapter } from '../support/chapter-play';

/**
 * `npm run scene-images` (scripts/scene-images.mjs): each chapter's opening frame, drawn at the
 * high tier with the page around it hidden, as a full-resolution PNG for the script to crop and
 * encode into the home page's and Mission Select's pictures (docs/prerendered-pages.md, "Scene
 * images"). The opening frame holds the chapter's hero in its middle third (scripts/opening-frame.test.ts),
 * so the crops are taken round the middle. SHOTS_BRANCHES narrows it; SCENE_RAW_DIR is where the PNGs go.
 */
const BRANCHES = branchesNamedIn(process.env.SHOTS_BRANCHES);
const OUT = process.env.SCENE_RAW_DIR;

const test = base.extend({
  context: async ({ context }, provide) => {
    await context.addInitScript(() => {
      (window as unknown as { __MISSION_QUALITY__?: string }).__MISSION_QUALITY__ = 'high';
      // shared/chapter-kit/src/view/picture-pin.ts: the scene without its hotspot markers.
      (window as unknown as { __MISSION_SCENE_PICTURE__?: boolean }).__MISSION_SCENE_PICTURE__ = true;
    });
    await provide(context);
  },
});

for (const branch of BRANCHES) {
  for (const chapter of BRANCH_CHAPTERS[branch]) {
    test(`${branch}/${chapter}: the opening frame, the page hidden`, async ({ page }) => {
      if (!OUT) throw new Error('SCENE_RAW_DIR is not set: run `npm run scene-images`');
      await openChapter(page, `/${branch}/${chapter}`);
      // Only the scene: the header, HUD, markers and buttons drawn over it are hidden, the canvas
      // alone stays visible (visibility is inherited, and the canvas takes it back).
      await page.addStyleTag({ content: '* { visibility: hidden !important; } canvas { visibility: visible !important; }' });
      // The view eases to its start and the scene fades in; a few more frames for the effects.
      await page.waitForTimeout(4000);
      mkdirSync(OUT, { recursive: true });
      await page.screenshot({ path: `${OUT}/${branch}-${chapter}.png` });
    });
  }
}
