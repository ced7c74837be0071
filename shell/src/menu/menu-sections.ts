/** docs/product-rules.md §4 and 9: toggling the open section collapses it after 700 ms. */
export const MENU_COLLAPSE_DELAY_MS = 700;

/** Which section of the menu shows its chapters; `collapsing` while the 700 ms run. */
export interface MenuSectionsState {
  expanded: string | null;
  collapsing: boolean;
}

export const NO_SECTION_EXPANDED: MenuSectionsState = { expanded: null, collapsing: false };

/** A section opened at once (the one holding the current chapter, say). */
export function expandedSection(slug: string | null): MenuSectionsState {
  return { expanded: slug, collapsing: false };
}

/**
 * A section's button pressed: another section opens at once (and the open one closes);
 * the open one starts collapsing; pressed again while collapsing, it stays open.
 */
export function sectionToggled(state: MenuSectionsState, slug: string): MenuSectionsState {
  if (state.expanded !== slug) return { expanded: slug, collapsing: false };
  return { expanded: slug, collapsing: !state.collapsing };
}

/** The 700 ms are over: the collapsing section closes (unless it was reopened meanwhile). */
export function collapseFinished(state: MenuSectionsState, slug: string): MenuSectionsState {
  return state.expanded === slug && state.collapsing ? NO_SECTION_EXPANDED : state;
}

/** Whether a section's button says "expanded": a collapsing section already says no. */
export function isSectionExpanded(state: MenuSectionsState, slug: string): boolean {
  return state.expanded === slug && !state.collapsing;
}

/** Whether a section's chapter list is on screen: while collapsing it is, animating out. */
export function isChapterListShown(state: MenuSectionsState, slug: string): boolean {
  return state.expanded === slug;
}
