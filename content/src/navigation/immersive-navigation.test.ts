/** @jest-environment node */
import { LANGUAGE_TAGS, LOCALES, localeFromPath, stripLocale } from '../locale';
import { resources } from '../all-copy';
import { CHAPTERS_BY_SECTION, SECTIONS } from '../sections';
import { IMMERSIVE_NAVIGATION } from './immersive-navigation';
import { NAVIGATION_MODES, navigationMenu } from './navigation';
import { isSameSitePath, navigationProblems } from './navigation-entry';

type Tree = { [key: string]: string | Tree };
function copy(locale: (typeof LOCALES)[number], ns: keyof (typeof resources)['en-US'], key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], resources[LANGUAGE_TAGS[locale]][ns]);
}

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

  it('has How it works at /how-to and the recruiting site in its own language', () => {
    expect(stripLocale(menu.entries.find((entry) => entry.slug === 'howto')?.url ?? '')).toBe('/how-to');
    const recruiting = menu.footerLinks.find((link) => link.slug === 'recruiting');
    expect(recruiting?.url).toMatch(locale === 'en' ? /^https:\/\/forces\.ca\/en\// : /^https:\/\/forces\.ca\/fr\//);
    expect(menu.footerLinks.map((link) => link.slug)).toContain('privacy');
    expect(menu.copyright).toContain('2025');
  });

  it('links to the organisation’s terms and conditions in its own language (docs/product-rules.md §7)', () => {
    const terms = menu.footerLinks.find((link) => link.slug === 'terms');
    expect(terms?.url).toBe(
      locale === 'en' ? 'https://www.canada.ca/en/transparency/terms.html' : 'https://www.canada.ca/fr/transparence/avis.html',
    );
    expect(terms?.title).toBe(locale === 'en' ? 'Terms and conditions' : 'Conditions d’utilisation');
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
