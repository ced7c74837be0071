import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe-serious';
import { expect, test } from '../support/quality-pin';

/**
 * The briefing's captions stay readable whatever its buttons do (docs/game-design.md step 2, the briefing): at the narrowest
 * and widest phone widths, in both languages, in every state the player can be in. The
 * Navy's man-overboard briefing carries the longest caption lines (211 characters in French).
 * Each state is forced through the video element's play(), as the browsers answer it:
 *
 * - muted: sound refused without a tap (Safari's usual case): it plays muted and "Turn sound on" is added;
 * - play refused: even muted playback refused (iOS Low Power Mode, an autoplay-blocking setting): a "Play" button is added;
 * - playing after the tap: the visitor's tap on "Play" starts it with sound.
 *
 * For every caption of the video (the clock stepped through it), no caption line may sit under
 * a button or the title, nor outside the screen; and the video fills the screen edge to edge.
 */

type PlayerState = 'muted' | 'play refused' | 'playing after the tap';

/** An init script: the video element's play() answering as `state` needs. */
const forcePlayState = (state: PlayerState) => {
  let tapped = false;
  document.addEventListener('pointerdown', () => (tapped = true), { capture: true });
  const play = HTMLVideoElement.prototype.play;
  const refuse = () => Promise.reject(new DOMException('The request is not allowed', 'NotAllowedError'));
  HTMLVideoElement.prototype.play = function (this: HTMLVideoElement) {
    if (state === 'muted' && !this.muted) return refuse();
    if (state !== 'muted' && !tapped) return refuse();
    return play.call(this);
  };
};

const LANGUAGES = [
  { path: '/navy/overboard', unmute: 'Turn sound on', play: 'Play the briefing', skip: 'Skip' },
  { path: '/fr/navy/overboard', unmute: 'Activer le son', play: 'Lire la vidéo d’information', skip: 'Passer' },
] as const;

const WIDTHS = [
  { width: 320, height: 568 },
  { width: 430, height: 932 },
] as const;

interface Overlap {
  time: number;
  caption: string;
  with: string;
}

/**
 * Steps the paused video's clock through its length; at each caption, the caption's box
 * against every button's and the title's, and against the screen.
 */
async function captionOverlaps(page: Page): Promise<{ captionsSeen: number; overlaps: Overlap[] }> {
  return page.evaluate(async () => {
    const dialog = document.querySelector('[data-testid="interstitial"]');
    const video = dialog?.querySelector('video');
    if (!dialog || !video) throw new Error('no briefing');
    video.pause();
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const overlaps: Array<{ time: number; caption: string; with: string }> = [];
    const seen = new Set<string>();
    const meets = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    for (let time = 0; time < video.duration; time += 0.25) {
      video.currentTime = time;
      await frame();
      const caption = dialog.querySelector('.kit-interstitial__caption');
      if (!caption) continue;
      const text = caption.textContent ?? '';
      seen.add(text);
      const box = caption.getBoundingClientRect();
      const others: Array<[string, Element]> = [
        ...[...dialog.querySelectorAll('button')].map((button): [string, Element] => [`button "${button.textContent}"`, button]),
        ['the title', dialog.querySelector('.kit-interstitial__title') as Element],
      ];
      for (const [name, element] of others) {
        if (meets(box, element.getBoundingClientRect())) overlaps.push({ time, caption: text, with: name });
      }
      if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth) {
        overlaps.push({ time, caption: text, with: 'the screen edge' });
      }
    }
    return { captionsSeen: seen.size, overlaps };
  });
}

for (const size of WIDTHS) {
  test.describe(`the briefing at ${size.width} px`, () => {
    test.use({ viewport: size });

    for (const language of LANGUAGES) {
      for (const state of ['muted', 'play refused', 'playing after the tap'] as const) {
        test(`${language.path}, ${state}: no caption line under a button`, async ({ page }) => {
          await page.addInitScript(forcePlayState, state);
          await page.goto(language.path);
          const briefing = page.getByTestId('interstitial');
          await expect(briefing).toBeVisible({ timeout: 30_000 });
          if (state === 'muted') await expect(briefing.getByRole('button', { name: language.unmute })).toBeVisible();
          if (state !== 'muted') await briefing.getByRole('button', { name: language.play }).waitFor();
          if (state === 'playing after the tap') {
            await briefing.getByRole('button', { name: language.play }).click();
            await expect(briefing.getByRole('button', { name: language.play })).toHaveCount(0);
          }
          await expect.poll(() => briefing.locator('video').evaluate((video: HTMLVideoElement) => video.duration || 0)).toBeGreaterThan(0);

          // The player, with this state's buttons, passes axe.
          if (state !== 'playing after the tap') expect(await seriousViolations(page)).toEqual([]);

          const { captionsSeen, overlaps } = await captionOverlaps(page);
          expect(captionsSeen).toBe(3);
          expect(overlaps).toEqual([]);

          // The video fills the screen: no frame around it (the dialog's own padding).
          const videoBox = await briefing.locator('video').boundingBox();
          expect(videoBox).toEqual({ x: 0, y: 0, width: size.width, height: size.height });
        });
      }
    }
  });
}
