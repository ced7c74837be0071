import { mkdirSync } from 'node:fs';
import { expect, test as base } from '@playwright/test';
import { BRANCH_CHAPTERS, branchesNamedIn } from '../support/branch-chapters';
import { openChapter } from '../support/chapter-play';

/**
 * `npm run briefing-videos` (scripts/briefing-videos.mjs): each chapter's own scene filmed for its
 * briefing, frame by frame, as PNGs for the script to encode. The page is the scene-pictures one
 * (shared/chapter-kit/src/view/picture-pin.ts: high tier, no hotspot markers, the page around the
 * canvas hidden), with the film pin (view/film-pin.ts): the canvas draws frame n only when asked,
 * at n / fps seconds of the scene's clock, turned along the briefing's camera move
 * (view/briefing-camera-path.ts), so SwiftShader's slowness never shows in the move. Drawn on a
 * phone held upright at 9:16 (540x960 pixels), the video's own shape: the briefing fills the
 * screen with it (object-fit: cover, docs/game-design.md step 2). SHOTS_BRANCHES narrows it;
 * BRIEFING_RAW_DIR is where the frames go (<branch>-<chapter>/0000.png...), BRIEFING_FPS how many a second.
 */
const BRANCHES = branchesNamedIn(process.env.SHOTS_BRANCHES);
const OUT = process.env.BRIEFING_RAW_DIR;
const FPS = Number(process.env.BRIEFING_FPS ?? '12');
/** The briefing's length (seconds): shared/chapter-kit/src/view/briefing-camera-path.ts, BRIEFING_MOVE. */
const SECONDS = 6;
/** Frames before the first kept (negative: the film's clock before 0), a quarter second apart: the effects run in. */
const LEAD_IN = [-8, -7, -6, -5, -4, -3, -2, -1].map((quarter) => Math.round((quarter * FPS) / 4));

type FilmPage = { __MISSION_SCENE_FILM_FRAME__?: (frame: number) => Promise<void> };

const test = base.extend({
  context: async ({ context }, provide) => {
    await context.addInitScript((fps) => {
      const page = window as unknown as Record<string, unknown>;
      page.__MISSION_QUALITY__ = 'high';
      page.__MISSION_SCENE_PICTURE__ = true;
      page.__MISSION_SCENE_FILM__ = { fps };
    }, FPS);
    await provide(context);
  },
});
test.use({ viewport: { width: 360, height: 640 }, deviceScaleFactor: 1.5 });

for (const branch of BRANCHES) {
  for (const chapter of BRANCH_CHAPTERS[branch]) {
    test(`${branch}/${chapter}: the briefing film, frame by frame`, async ({ page }) => {
      if (!OUT) throw new Error('BRIEFING_RAW_DIR is not set: run `npm run briefing-videos`');
      // A frame takes SwiftShader a second or two at the high tier.
      test.setTimeout(900_000);
      await openChapter(page, `/${branch}/${chapter}`);
      await page.addStyleTag({ content: '* { visibility: hidden !important; } canvas { visibility: visible !important; }' });
      await page.waitForFunction(() => typeof (window as unknown as FilmPage).__MISSION_SCENE_FILM_FRAME__ === 'function');
      const draw = (frame: number) => page.evaluate((n) => (window as unknown as FilmPage).__MISSION_SCENE_FILM_FRAME__!(n), frame);
      for (const frame of LEAD_IN) await draw(frame);
      // The canvas's fade-in (chapter-kit.css, .kit-canvas) is over.
      await expect.poll(() => page.locator('.kit-canvas').evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
      const canvas = page.locator('.kit-canvas canvas');
      const folder = `${OUT}/${branch}-${chapter}`;
      mkdirSync(folder, { recursive: true });
      for (let frame = 0; frame < Math.round(SECONDS * FPS); frame += 1) {
        await draw(frame);
        await canvas.screenshot({ path: `${folder}/${String(frame).padStart(4, '0')}.png` });
      }
    });
  }
}
