import { BRANCH_LIST } from './branches/branch-list.mjs';
import type { Locale } from './locale';
import type { Section } from './sections';

type BranchListEntry = (typeof BRANCH_LIST)[number];
type ListedMission<B extends BranchListEntry = BranchListEntry> = B extends BranchListEntry
  ? B['chapters'][number] extends infer C
    ? C extends B['chapters'][number]
      ? { section: B['name']; chapter: C['name']; en: C['slug']['en']; fr: C['slug']['fr']; trades: C['trades']; taskItems: C['taskItems'] }
      : never
    : never
  : never;

/**
 * The accessible missions (docs/product-rules.md §2), one per chapter in play order, from the
 * list of branches: each English slug, its French twin and the immersive chapter it tells,
 * with that chapter's three trades (Level 1, `<section>:trades.<id>`) and its task's targets
 * (Level 2: docs/product-rules.md §3 counters); their copy is `accessible:missions.<section>.<chapter>`.
 */
export const ACCESSIBLE_MISSIONS: readonly ListedMission[] = BRANCH_LIST.flatMap((branch) =>
  branch.chapters.map((chapter) => ({
    section: branch.name,
    chapter: chapter.name,
    en: chapter.slug.en,
    fr: chapter.slug.fr,
    trades: chapter.trades,
    taskItems: chapter.taskItems,
  })),
) as readonly ListedMission[];

export type AccessibleMission = (typeof ACCESSIBLE_MISSIONS)[number];

export function findAccessibleMission(locale: Locale, slug: string): AccessibleMission | undefined {
  return ACCESSIBLE_MISSIONS.find((mission) => mission[locale] === slug);
}

/** The same mission's slug in the other language, or undefined for an unknown slug. */
export function translateAccessibleSlug(from: Locale, to: Locale, slug: string): string | undefined {
  return findAccessibleMission(from, slug)?.[to];
}

/** The mission that tells a chapter (every chapter has exactly one). */
export function accessibleMissionOf(section: Section, chapter: string): AccessibleMission | undefined {
  return ACCESSIBLE_MISSIONS.find((mission) => mission.section === section && mission.chapter === chapter);
}
