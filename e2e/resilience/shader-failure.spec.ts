import { PNG } from 'pngjs';
import { expect, test } from '../support/quality-pin';
import { openChapter } from '../support/chapter-play';

/**
 * A shader that does not compile on the visitor's GPU (here the image chain's output pass, made
 * to fail as a driver might): the kit's link watch finds it after the frame that built it,
 * drops the image chain with one named warning, and the scene goes on being drawn straight to
 * the screen, never a black canvas (shared/src/chapter-kit/render/program-link-watch.ts).
 */
test('a shader that fails to compile: one named warning, the chain dropped, the scene still drawn', async ({ page }) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('[chapter-kit]')) warnings.push(message.text());
  });
  await page.addInitScript(() => {
    const shaderSource = WebGL2RenderingContext.prototype.shaderSource;
    WebGL2RenderingContext.prototype.shaderSource = function (shader, source) {
      const outputFragment = source.includes('OutputShader') && source.includes('tDiffuse') && source.includes('texture2D');
      return shaderSource.call(this, shader, outputFragment ? source.replace('void main', 'not glsl; void main') : source);
    };
  });
  await openChapter(page, '/army/fire');

  await expect.poll(() => page.evaluate(() => (window as unknown as { __CHAPTER_KIT_QUALITY__?: { effectsFailed: boolean } }).__CHAPTER_KIT_QUALITY__?.effectsFailed)).toBe(true);
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain('a shader did not compile: OutputShader');
  expect(warnings[0]).toContain('syntax error');

  // Drawn after the fallback: most of the canvas is lit, not the black of a failed pass.
  await page.waitForTimeout(500);
  const shot = PNG.sync.read(await page.locator('.kit-canvas__element').screenshot());
  let lit = 0;
  for (let at = 0; at < shot.data.length; at += 4) {
    if (shot.data[at]! + shot.data[at + 1]! + shot.data[at + 2]! > 60) lit += 1;
  }
  expect(lit / (shot.width * shot.height)).toBeGreaterThan(0.5);
  expect(errors).toEqual([]);
});
