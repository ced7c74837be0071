/** @jest-environment node */
import { emptySectionProgress } from '@mission/shared';
import { CHAPTERS_BY_SECTION, DEBRIEF_SLUG, SECTIONS, navigationMenu } from '@mission/content';
import type { SectionProgress } from '@mission/shared';
import { menuWithProgress } from './menu-with-progress';

const EMPTY: SectionProgress = emptySectionProgress();
const FINISHED = Object.fromEntries(
  SECTIONS.map((section) => [
    section,
    { ...Object.fromEntries(CHAPTERS_BY_SECTION[section].map((chapter) => [chapter, [true, true]])), [DEBRIEF_SLUG]: [true] },
  ]),
) as unknown as SectionProgress;

describe('menuWithProgress', () => {
  it('lists nothing more before the experience is finished', () => {
    const menu = navigationMenu('en', 'immersive');
    expect(menuWithProgress(menu, 'en', 'immersive', EMPTY)).toBe(menu);
  });

  it('lists Mission Accomplished after the branches once it is finished, in the menu’s language', () => {
    const slugs = (locale: 'en' | 'fr') =>
      menuWithProgress(navigationMenu(locale, 'immersive'), locale, 'immersive', FINISHED).entries.map((entry) => entry.slug);
    expect(slugs('en')).toEqual(['select', 'howto', ...SECTIONS, 'accomplished', 'accessible']);
    expect(SECTIONS.slice(0, 3)).toEqual(['army', 'navy', 'air']);
    const french = menuWithProgress(navigationMenu('fr', 'immersive'), 'fr', 'immersive', FINISHED).entries.find(
      (entry) => entry.slug === 'accomplished',
    );
    expect(french).toEqual({ slug: 'accomplished', title: 'Toutes vos missions sont accomplies', url: '/fr/mission-accomplished' });
  });

  it('leaves the accessible menu alone: that version has no Mission Accomplished page', () => {
    const menu = navigationMenu('en', 'accessible');
    expect(menuWithProgress(menu, 'en', 'accessible', FINISHED)).toBe(menu);
  });
});
