/** @jest-environment node */
import { LOCALES, localeFromPath, stripLocale } from '../locale';
import { copyAt } from '../test-support/copy-at';
import { NAVIGATION_FOOTER } from './navigation-footer';
import { CHAPTERS_BY_SECTION, SECTIONS } from '../sections';
import { IMMERSIVE_NAVIGATION } from './immersive-navigation';
import { NAVIGATION_MODES, navigationMenu } from './navigation';
import { isSameSitePath, navigationProblems } from './navigation-entry';

const copy = copyAt;

describe.each([...LOCALES])('the immersive menu in %s', (locale) => {
  const menu = IMMERSIVE_NAVIGATION[locale];

  it('passes validation: only same-site paths and https links', () => {
    expect(navigationProblems(menu)).toEqual([]);
  });

  it('keeps every same-site path in its own language', () => {
    const paths = menu.entries
      .flatMap((entry) => [entry.url, ...(entry.chapters ?? []).map((chapter) => chapter.url)])
      .filter((url): url is string => url !== undefined && isSameSitePath(url));
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(localeFromPath(path)).toBe(locale);
  });

  it('lists every chapter of every branch in play order, at its immersive route, titled as the branch names it', () => {
    for (const section of SECTIONS) {
      const entry = menu.entries.find((candidate) => candidate.section === section);
      expect(entry?.title).toBe(copy(locale, 'common', `branches.${section}`));
      expect(entry?.chapters?.map((chapter) => chapter.slug)).toEqual([...CHAPTERS_BY_SECTION[section]]);
      for (const chapter of entry?.chapters ?? []) {
        expect(stripLocale(chapter.url)).toBe(`/${section}/${chapter.slug}`);
        expect(chapter.title).toBe(copy(locale, section, `chapters.${chapter.slug}.title`));
      }
    }
  });

  it('has How it works at /how-to', () => {
    expect(stripLocale(menu.entries.find((entry) => entry.slug === 'howto')?.url ?? '')).toBe('/how-to');
  });

  it('ends on the footer both menus share (navigation-footer.test.ts)', () => {
    expect({ footerLinks: menu.footerLinks, copyright: menu.copyright }).toEqual(NAVIGATION_FOOTER[locale]);
  });
});

describe('navigationMenu', () => {
  it('gives each locale and mode its own menu, both languages with the same shape', () => {
    for (const mode of NAVIGATION_MODES) {
      const shape = (locale: (typeof LOCALES)[number]) =>
        navigationMenu(locale, mode).entries.map((entry) => [entry.slug, entry.section, entry.chapters?.map((chapter) => chapter.slug)]);
      expect(shape('fr')).toEqual(shape('en'));
    }
    expect(navigationMenu('fr', 'immersive')).toBe(IMMERSIVE_NAVIGATION.fr);
    expect(navigationMenu('en', 'accessible').entries[0]?.url).toBe('/accessible');
  });
});
