/** @jest-environment node */
import {
  MENU_COLLAPSE_DELAY_MS,
  NO_SECTION_EXPANDED,
  collapseFinished,
  expandedSection,
  isChapterListShown,
  isSectionExpanded,
  sectionToggled,
} from './menu-sections';

describe('menu sections (docs/product-rules.md §4 "Menu")', () => {
  it('collapses after 700 ms', () => {
    expect(MENU_COLLAPSE_DELAY_MS).toBe(700);
  });

  it('expanding a section opens its chapter list', () => {
    const state = sectionToggled(NO_SECTION_EXPANDED, 'army');
    expect(isSectionExpanded(state, 'army')).toBe(true);
    expect(isChapterListShown(state, 'army')).toBe(true);
  });

  it('toggling the open section collapses it, its list staying until the delay is over', () => {
    const collapsing = sectionToggled(expandedSection('army'), 'army');
    expect(isSectionExpanded(collapsing, 'army')).toBe(false);
    expect(isChapterListShown(collapsing, 'army')).toBe(true);
    const closed = collapseFinished(collapsing, 'army');
    expect(isChapterListShown(closed, 'army')).toBe(false);
    expect(closed).toEqual(NO_SECTION_EXPANDED);
  });

  it('a section pressed again while collapsing stays open, and the late timer changes nothing', () => {
    const reopened = sectionToggled(sectionToggled(expandedSection('navy'), 'navy'), 'navy');
    expect(isSectionExpanded(reopened, 'navy')).toBe(true);
    expect(collapseFinished(reopened, 'navy')).toBe(reopened);
  });

  it('another section opens at once and the open one closes', () => {
    const state = sectionToggled(expandedSection('army'), 'air');
    expect(isChapterListShown(state, 'army')).toBe(false);
    expect(isSectionExpanded(state, 'air')).toBe(true);
    expect(collapseFinished(state, 'army')).toBe(state);
  });
});
