/** @jest-environment node */
import { ACCESSIBLE_MISSIONS, findAccessibleMission } from '../accessible-slugs';
import { LOCALES, localeFromPath, stripLocale } from '../locale';
import { copyAt } from '../test-support/copy-at';
import { NAVIGATION_FOOTER } from './navigation-footer';
import { CHAPTERS_BY_SECTION, SECTIONS } from '../sections';
import { ACCESSIBLE_NAVIGATION } from './accessible-navigation';
import { isSameSitePath, navigationProblems } from './navigation-entry';

const copy = copyAt;

describe.each([...LOCALES])('the accessible menu in %s', (locale) => {
  const menu = ACCESSIBLE_NAVIGATION[locale];

  it('passes validation', () => {
    expect(navigationProblems(menu)).toEqual([]);
  });

  it('keeps every same-site path in its own language and under /accessible', () => {
    const paths = [...menu.entries.flatMap((entry) => [entry.url, ...(entry.chapters ?? []).map((chapter) => chapter.url)])].filter(
      (url): url is string => url !== undefined && isSameSitePath(url),
    );
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      expect(localeFromPath(path)).toBe(locale);
      expect(stripLocale(path)).toMatch(/^\/accessible(\/|$)/);
    }
  });

  it('lists every chapter of every branch, in play order, linking to the mission that tells it', () => {
    for (const section of SECTIONS) {
      const entry = menu.entries.find((candidate) => candidate.section === section);
      expect(entry?.title).toBe(copy(locale, 'common', `branches.${section}`));
      expect(entry?.chapters?.map((chapter) => chapter.slug)).toEqual([...CHAPTERS_BY_SECTION[section]]);
      for (const chapter of entry?.chapters ?? []) {
        const slug = stripLocale(chapter.url).replace('/accessible/', '');
        const mission = findAccessibleMission(locale, slug);
        expect(mission && `${mission.section}/${mission.chapter}`).toBe(`${section}/${chapter.slug}`);
        expect(chapter.title).toBe(copy(locale, section, `chapters.${chapter.slug}.title`));
      }
    }
  });

  it('names Mission Select and How it works as their pages do', () => {
    expect(menu.entries.find((entry) => entry.slug === 'select')?.title).toBe(copy(locale, 'accessible', 'select.title'));
    expect(menu.entries.find((entry) => entry.slug === 'howto')?.title).toBe(copy(locale, 'accessible', 'howto.title'));
  });

  it('ends on the footer both menus share (navigation-footer.test.ts)', () => {
    expect({ footerLinks: menu.footerLinks, copyright: menu.copyright }).toEqual(NAVIGATION_FOOTER[locale]);
  });
});

describe('the accessible menus of both languages', () => {
  it('have the same entries and links, slug for slug', () => {
    const shape = (locale: (typeof LOCALES)[number]) => ({
      entries: ACCESSIBLE_NAVIGATION[locale].entries.map((entry) => [
        entry.slug,
        entry.section,
        entry.chapters?.map((chapter) => chapter.slug),
      ]),
      footer: ACCESSIBLE_NAVIGATION[locale].footerLinks.map((link) => link.slug),
    });
    expect(shape('fr')).toEqual(shape('en'));
  });

  it('reach all nine missions', () => {
    const linked = ACCESSIBLE_NAVIGATION.en.entries.flatMap((entry) => entry.chapters ?? []).length;
    expect(linked).toBe(ACCESSIBLE_MISSIONS.length);
  });
});
