import { readFileSync } from 'node:fs';
import { BRANCH_LIST } from '@mission/content/branch-list';
import { expect, test } from '../support/quality-pin';

/**
 * Every route names itself in the tab, in its language (docs/product-rules.md §2 "Page
 * behaviour": the page's title, then the product's), loaded directly or reached in the app,
 * and after a language switch. The titles come from content/, as the pages read them.
 */

const TAGS = { en: 'en-US', fr: 'fr-CA' } as const;
type Tag = (typeof TAGS)[keyof typeof TAGS];

/** A copy string by `namespace:path.to.key`, in one language, read from content/locales. */
function copy(tag: Tag, key: string): string {
  const [namespace, path] = key.split(':') as [string, string];
  let node: unknown = JSON.parse(readFileSync(new URL(`../../content/locales/${tag}/${namespace}.json`, import.meta.url), 'utf8'));
  for (const part of path.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no copy at ${tag} ${key}`);
  return node;
}

const titleOf = (tag: Tag, pageKey: string) => `${copy(tag, pageKey)} | ${copy(tag, 'common:productTitle')}`;
const prefix = (language: keyof typeof TAGS) => (language === 'fr' ? '/fr' : '');

for (const language of ['en', 'fr'] as const) {
  const tag = TAGS[language];

  test(`${language}: each shell page, loaded directly, has its own title`, async ({ page }) => {
    const pages: Array<[string, string]> = [
      ['/select', titleOf(tag, 'common:home.chooseBranch')],
      ['/how-to', titleOf(tag, 'common:screens.howTo.eyebrow')],
      ['/no-such-page', titleOf(tag, 'errors:notFound.message')],
    ];
    await page.goto(`${prefix(language)}/`);
    await expect(page).toHaveTitle(copy(tag, 'common:productTitle'));
    for (const [path, title] of pages) {
      await page.goto(`${prefix(language)}${path}`);
      await expect(page).toHaveTitle(title);
    }
  });

  for (const branch of BRANCH_LIST) {
    test(`${language}: every ${branch.name} chapter and its debrief, loaded directly, name themselves`, async ({ page }) => {
      test.setTimeout(180_000);
      for (const chapter of branch.chapters) {
        await page.goto(`${prefix(language)}/${branch.name}/${chapter.name}`);
        await expect(page.locator('section.kit-stage')).toBeAttached({ timeout: 45_000 });
        await expect(page).toHaveTitle(titleOf(tag, `${branch.name}:chapters.${chapter.name}.title`));
      }
      await page.goto(`${prefix(language)}/${branch.name}/end`);
      await expect(page).not.toHaveTitle(copy(tag, 'common:productTitle'), { timeout: 30_000 });
      await expect(page).toHaveTitle(new RegExp(` \\| ${copy(tag, 'common:productTitle')}$`));
    });
  }
}

test('a tap from Mission Select names the chapter; the language switch renames it', async ({ page }) => {
  await page.goto('/select');
  await expect(page).toHaveTitle(titleOf('en-US', 'common:home.chooseBranch'));
  await page.locator('a.chapter-tile__link[href="/army/flood"]').click();
  await expect(page).toHaveURL(/\/army\/flood$/);
  await expect(page).toHaveTitle(titleOf('en-US', 'army:chapters.flood.title'));
  // The briefing hides the header; skipped, the language control is there.
  await page.getByTestId('interstitial').getByRole('button', { name: 'Skip' }).click();
  await page.getByRole('link', { name: 'Lire cette page en français' }).click();
  await expect(page).toHaveURL(/\/fr\/army\/flood$/);
  await expect(page).toHaveTitle(titleOf('fr-CA', 'army:chapters.flood.title'));
});
