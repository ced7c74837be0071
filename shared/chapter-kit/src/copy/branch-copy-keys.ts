import type { ChapterSlug, Namespace, Section } from '@mission/content';

/**
 * The one copy-key scheme of a branch's copy (content/locales/<lang>/<branch>.json): every
 * chapter, trade and debrief key the kit reads is named here, so a declaration cannot drift
 * from its copy and a test can list what a branch must hold.
 */
export const branchCopy = {
  sectionTitle: (ns: Namespace) => `${ns}:sectionTitle`,
  chapterTitle: (ns: Namespace, chapter: string) => `${ns}:chapters.${chapter}.title`,
  taskCounter: (ns: Namespace, chapter: string) => `${ns}:${chapter}.task.counter`,
  taskInstruction: (ns: Namespace, chapter: string) => `${ns}:${chapter}.task.instruction`,
  complete: (ns: Namespace, chapter: string) => `${ns}:${chapter}.complete`,
  caption: (ns: Namespace, chapter: string, line: string) => `${ns}:${chapter}.captions.${line}`,
  trade: (ns: Namespace, trade: string, part: 'title' | 'summary' | 'body') => `${ns}:trades.${trade}.${part}`,
  debrief: (ns: Namespace, part: DebriefCopyPart) => `${ns}:debrief.${part}`,
} as const;

/** What the debrief says, in the branch's own words (its name is in most of them). */
export const DEBRIEF_COPY_PARTS = [
  'eyebrow',
  'title',
  'lede',
  'percent',
  'chapterDone',
  'chapterToDo',
  'tradesTitle',
  'tradeNotMet',
  'notFinished',
  'jobsTitle',
  'jobsLink',
  'nextBranch',
  'select',
] as const;
export type DebriefCopyPart = (typeof DEBRIEF_COPY_PARTS)[number];

/** Every key the debrief of a branch reads. */
export function debriefCopyKeys<S extends Section>(
  ns: Namespace,
  chapters: readonly ChapterSlug<S>[],
  trades: readonly string[],
): string[] {
  return [
    ...DEBRIEF_COPY_PARTS.map((part) => branchCopy.debrief(ns, part)),
    ...chapters.map((chapter) => branchCopy.chapterTitle(ns, chapter)),
    ...trades.flatMap((trade) => [branchCopy.trade(ns, trade, 'title'), branchCopy.trade(ns, trade, 'summary')]),
  ];
}
