import type { ComponentType } from 'react';
import type { ChapterSlug, Namespace, Section } from '@mission/content';
import type { ChapterDefinition } from './chapter-definition';

/*
 * The types a declared branch is played from (`defineBranch` makes one): beside
 * chapter-definition.ts, below every room, so the debrief reads a branch without importing
 * the declaration that renders it (shared/chapter-kit/README.md, rooms top to bottom).
 */

export interface BranchTrade<S extends Section = Section> {
  chapter: ChapterSlug<S>;
  trade: string;
  Icon: ComponentType;
}

/** A declared branch, ready to play: each chapter's full definition, its trades, and every copy key it reads. */
export interface Branch<S extends Section = Section> {
  section: S;
  namespace: Namespace;
  chapters: { readonly [C in ChapterSlug<S>]: ChapterDefinition<S> };
  /** Every trade of the branch in chapter order: what the debrief lists. */
  trades: readonly BranchTrade<S>[];
  /** Every key the chapters and the debrief read, for the copy test. */
  copyKeys: readonly string[];
}
