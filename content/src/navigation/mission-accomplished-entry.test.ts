/** @jest-environment node */
import { resources } from '../all-copy';
import { LANGUAGE_TAGS, LOCALES, localeFromPath, stripLocale } from '../locale';
import { MISSION_ACCOMPLISHED_ENTRY } from './mission-accomplished-entry';
import { navigationProblems } from './navigation-entry';

describe.each([...LOCALES])('the Mission Accomplished menu section in %s', (locale) => {
  const entry = MISSION_ACCOMPLISHED_ENTRY[locale];

  it('goes to /mission-accomplished in its own language, titled as the page is', () => {
    expect(stripLocale(entry.url ?? '')).toBe('/mission-accomplished');
    expect(localeFromPath(entry.url ?? '')).toBe(locale);
    const common = resources[LANGUAGE_TAGS[locale]].common as unknown as { screens: { accomplished: { title: string } } };
    expect(entry.title).toBe(common.screens.accomplished.title);
  });

  it('passes the menu validation', () => {
    expect(navigationProblems({ entries: [entry], footerLinks: [], copyright: '© 2025' })).toEqual([]);
  });
});
