import { expect, test } from '../support/quality-pin';
import { openChapter } from '../support/chapter-play';
import { collectProblems } from '../support/page-problems';

/**
 * A shader that does not compile on the visitor's GPU (here the image chain's output pass, made
 * to fail as a driver might): the kit's link watch finds it after the frame that built it,
 * drops the image chain with one named warning, and the scene goes on being drawn straight to
 * the screen, never a black canvas (shared/chapter-kit/src/render/program-link-watch.ts).
 */
test('a shader that fails to compile: one named warning, the chain dropped, the scene still drawn', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = collectProblems(page);
  await page.addInitScript(() => {
    const shaderSource = WebGL2RenderingContext.prototype.shaderSource;
    WebGL2RenderingContext.prototype.shaderSource = function (shader, source) {
      const outputFragment = source.includes('OutputShader') && source.includes('tDiffuse') && source.includes('texture2D');
      return shaderSource.call(this, shader, outputFragment ? source.replace('void main', 'not glsl; void main') : source);
    };
  });
  await openChapter(page, '/army/fire');

  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { __CHAPTER_KIT_QUALITY__?: { effectsFailed: boolean } }).__CHAPTER_KIT_QUALITY__?.effectsFailed,
      ),
    )
    .toBe(true);
  const warnings = problems.warnings.filter((warning) => warning.includes('[chapter-kit]'));
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain('a shader did not compile: OutputShader');
  expect(warnings[0]).toContain('syntax error');

  // Drawn after the fallback: most of the canvas is lit, not the black of a failed pass.
  await page.waitForTimeout(500);
  const shot = (await page.locator('.kit-canvas__element').screenshot()).toString('base64');
  // The screenshot is read back by the browser itself: no image library for the test to carry.
  const litShare = await page.evaluate(async (png) => {
    const image = new Image();
    image.src = `data:image/png;base64,${png}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    let lit = 0;
    for (let at = 0; at < data.length; at += 4) {
      if (data[at]! + data[at + 1]! + data[at + 2]! > 60) lit += 1;
    }
    return lit / (image.width * image.height);
  }, shot);
  expect(litShare).toBeGreaterThan(0.5);
  expect(problems.pageErrors).toEqual([]);
});
