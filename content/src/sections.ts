/** The military branches; docs/product-rules.md calls them "sections". Not the deployment branch. */
export const SECTIONS = ['army', 'navy', 'air'] as const;
export type Section = (typeof SECTIONS)[number];

/**
 * Chapters of each branch in play order (docs/product-rules.md §4 lists the same sets; order follows
 * the game design).
 */
export const CHAPTERS_BY_SECTION = {
  army: ['fire', 'flood', 'mudslide'],
  navy: ['distress', 'response', 'overboard'],
  air: ['stratosphere', 'airdrop', 'received'],
} as const satisfies Record<Section, readonly string[]>;

export type ChapterSlug<S extends Section = Section> = (typeof CHAPTERS_BY_SECTION)[S][number];

/** The debrief route of every branch; it records a single "end" flag. */
export const DEBRIEF_SLUG = 'end';

export function isSection(value: unknown): value is Section {
  return typeof value === 'string' && (SECTIONS as readonly string[]).includes(value);
}

export function isChapterOf<S extends Section>(section: S, slug: unknown): slug is ChapterSlug<S> {
  return typeof slug === 'string' && (CHAPTERS_BY_SECTION[section] as readonly string[]).includes(slug);
}
