import { isSection, SECTIONS, type Section } from '@mission/content';
import {
  emptySectionProgress,
  initialProgressState,
  isProgressSlug as isKnownSlug,
  type ProgressSlug,
  type ProgressState,
  type SectionProgress,
} from '@mission/shared';
import type { Parsed } from '../storage/stored-record';

/** More level flags than any chapter has is not ours: Level 1 and Level 2, with room for one more. */
export const MAX_STORED_LEVELS = 3;

function isLevelFlags(value: unknown): value is boolean[] {
  return Array.isArray(value) && value.length >= 1 && value.length <= MAX_STORED_LEVELS && value.every((flag) => typeof flag === 'boolean');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One branch's record: only its own chapters and its debrief, each with valid flags. */
function parseBranch<S extends Section>(section: S, chapters: unknown, dropped: string[]): SectionProgress[S] {
  const result: Partial<Record<ProgressSlug<S>, boolean[]>> = {};
  if (chapters === undefined) return result;
  if (!isRecord(chapters)) {
    dropped.push(`sectionProgress.${section} (not a record)`);
    return result;
  }
  for (const [slug, levels] of Object.entries(chapters)) {
    if (!isKnownSlug(section, slug)) dropped.push(`sectionProgress.${section}.${slug} (unknown chapter)`);
    else if (!isLevelFlags(levels)) dropped.push(`sectionProgress.${section}.${slug} (not 1 to ${MAX_STORED_LEVELS} level flags)`);
    else result[slug] = [...levels];
  }
  return result;
}

function parseSectionProgress(value: unknown, dropped: string[]): SectionProgress {
  if (!isRecord(value)) {
    dropped.push('sectionProgress (not a record)');
    return emptySectionProgress();
  }
  for (const key of Object.keys(value)) {
    if (!isSection(key)) dropped.push(`sectionProgress.${key} (unknown branch)`);
  }
  return Object.fromEntries(SECTIONS.map((section) => [section, parseBranch(section, value[section], dropped)])) as SectionProgress;
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** Keeps every valid part of stored progress; lists each part it had to reset. */
export function parseProgress(data: unknown): Parsed<ProgressState> {
  const fallback = initialProgressState();
  if (!isRecord(data)) return { value: fallback, dropped: ['all progress (not a record)'] };

  const dropped: string[] = [];
  const sectionProgress = parseSectionProgress(data.sectionProgress, dropped);

  let currentSection: Section | null = null;
  if (isSection(data.currentSection)) currentSection = data.currentSection;
  else if (data.currentSection !== null && data.currentSection !== undefined) dropped.push('currentSection');

  let currentChapter: ProgressSlug | null = null;
  if (currentSection && isKnownSlug(currentSection, data.currentChapter)) {
    currentChapter = data.currentChapter;
  } else if (data.currentChapter !== null && data.currentChapter !== undefined) dropped.push('currentChapter');

  const field = <K extends 'currentLevel' | 'tasksCompleted' | 'userIdle'>(
    key: K,
    valid: (value: unknown) => value is ProgressState[K],
  ): ProgressState[K] => {
    if (valid(data[key])) return data[key] as ProgressState[K];
    if (data[key] !== undefined) dropped.push(key);
    return fallback[key];
  };

  return {
    value: {
      sectionProgress,
      currentSection,
      currentChapter,
      currentLevel: field('currentLevel', (value): value is number => isCount(value) && value <= MAX_STORED_LEVELS),
      userIdle: field('userIdle', (value): value is boolean => typeof value === 'boolean'),
      tasksCompleted: field('tasksCompleted', isCount),
    },
    dropped,
  };
}
