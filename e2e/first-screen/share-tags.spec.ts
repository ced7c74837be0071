import { expect, test } from '@playwright/test';

/**
 * docs/prerendered-pages.md, "Share images": every page a visitor may share names a share image
 * made at build time for its kind and language, and the image is served as a 1200 x 630 PNG.
 */
const PAGES = [
  { path: '/', image: '/share/experience-en.png', title: 'Forces Missions' },
  { path: '/fr/select', image: '/share/experience-fr.png', title: 'Choisissez votre élément | Missions des Forces' },
  { path: '/army', image: '/share/army-en.png', title: 'Army | Forces Missions' },
  { path: '/fr/navy', image: '/share/navy-fr.png', title: 'Marine | Missions des Forces' },
  { path: '/air', image: '/share/air-en.png', title: 'Air Force | Forces Missions' },
  {
    path: '/fr/mission-accomplished',
    image: '/share/accomplished-fr.png',
    title: 'Toutes vos missions sont accomplies | Missions des Forces',
  },
] as const;

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

for (const entry of PAGES) {
  test(`${entry.path} names ${entry.image}, and it is there`, async ({ request }) => {
    const html = await (await request.get(entry.path)).text();
    const tag = (property: string) => html.match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1];
    expect(tag('og:image')).toBe(entry.image);
    expect(tag('og:title')).toBe(entry.title);
    expect(tag('og:image:alt')).toMatch(/.{30,}/);
    const image = await request.get(entry.image);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 });
  });
}

test('a shared branch address still opens the app on that branch', async ({ page }) => {
  await page.goto('/fr/navy');
  // The share page's #root is empty: the app renders the route as from app.html.
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.locator('#root')).not.toBeEmpty();
});
