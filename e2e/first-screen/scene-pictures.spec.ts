import { expect, test } from '@playwright/test';

/**
 * docs/prerendered-pages.md, "Scene images": the home page and Mission Select show pictures of
 * the chapters' own scenes, named by the prerendered HTML (AVIF, WebP behind), with their boxes
 * reserved; a picture that fails leaves the words and links as they were.
 */

test('the home page shows each branch in a picture of its scene, AVIF first, its box sized from the HTML', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html.match(/<picture class="scene-picture scene-picture--hero/g)).toHaveLength(3);
  // Media are served under content-hashed names (shared/tooling/build/media-file-names.mjs).
  expect(html).toMatch(
    /<source type="image\/avif" srcSet="\/scenes\/army-[a-z]+-hero-360\.[0-9a-f]{10}\.avif 360w, \/scenes\/army-[a-z]+-hero-720\.[0-9a-f]{10}\.avif 720w"/i,
  );

  await page.goto('/');
  const pictures = page.locator('.home__scenes img');
  await expect(pictures).toHaveCount(3);
  for (const image of await pictures.all()) {
    await expect(image).toHaveAttribute('width', /\d+/);
    await expect(image).toHaveAttribute('alt', '');
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/\.avif$/);
  }
});

test('Mission Select shows a picture of each chapter; when pictures fail, every tile keeps its size and its link', async ({ page }) => {
  await page.goto('/select');
  await expect(page.locator('.chapter-tile .scene-picture img')).toHaveCount(9);
  const boxes = async () =>
    page
      .locator('.chapter-tile .scene-picture')
      .evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().height)));
  const withPictures = await boxes();

  await page.route('**/scenes/**', (route) => route.abort());
  await page.reload();
  await expect(page.getByRole('link', { name: 'Overboard' })).toBeVisible();
  await expect(page.locator('.chapter-tile__link')).toHaveCount(9);
  // 4:3 boxes of the same size, pictures or none.
  expect(await boxes()).toEqual(withPictures);
  for (const height of withPictures) expect(height).toBeGreaterThan(50);
});
