import type { ChapterSlug, Section } from './sections';
import type { Locale } from './locale';

/**
 * The one table of accessible mission slugs (spec 2): each English slug, its French twin
 * and the immersive chapter it tells.
 */
export const ACCESSIBLE_MISSIONS = [
  { section: 'army', chapter: 'flood', en: 'flood', fr: 'inondation' },
  { section: 'army', chapter: 'mudslide', en: 'mudslide', fr: 'coulee-de-boue' },
  { section: 'army', chapter: 'fire', en: 'fire', fr: 'incendie' },
  { section: 'navy', chapter: 'distress', en: 'distress-signal', fr: 'signal-de-detresse' },
  { section: 'navy', chapter: 'response', en: 'rapid-response', fr: 'intervention-rapide' },
  { section: 'navy', chapter: 'overboard', en: 'overboard', fr: 'repechage' },
  { section: 'air', chapter: 'stratosphere', en: 'stratosphere', fr: 'stratosphere' },
  { section: 'air', chapter: 'airdrop', en: 'airdrop', fr: 'largage' },
  { section: 'air', chapter: 'received', en: 'package-received', fr: 'colis-recu' },
] as const satisfies readonly {
  section: Section;
  chapter: ChapterSlug;
  en: string;
  fr: string;
}[];

export type AccessibleMission = (typeof ACCESSIBLE_MISSIONS)[number];

export function findAccessibleMission(locale: Locale, slug: string): AccessibleMission | undefined {
  return ACCESSIBLE_MISSIONS.find((mission) => mission[locale] === slug);
}

/** The same mission's slug in the other language, or undefined for an unknown slug. */
export function translateAccessibleSlug(from: Locale, to: Locale, slug: string): string | undefined {
  return findAccessibleMission(from, slug)?.[to];
}
