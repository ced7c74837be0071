import type { ReactElement } from 'react';
import { CHAPTERS_BY_SECTION, DEBRIEF_SLUG, type ChapterSlug, type Section } from '@mission/content';
import { PlaceholderChapter } from '../chapter-kit/placeholder-chapter';
import { BranchRoutes } from './branch-routes';

/**
 * A branch whose scenes have not landed yet: every chapter and the debrief show the labelled
 * placeholder (the foundation issue allows it), under the same routes a real branch has.
 */
export function PlaceholderBranch<S extends Section>({ section, busContractVersion }: { section: S; busContractVersion: string }) {
  const order = CHAPTERS_BY_SECTION[section] as readonly ChapterSlug<S>[];
  const chapters = Object.fromEntries(order.map((chapter) => [chapter, <PlaceholderChapter key={chapter} section={section} chapter={chapter} />])) as Record<ChapterSlug<S>, ReactElement>;
  return (
    <BranchRoutes
      section={section}
      chapters={chapters}
      debrief={<PlaceholderChapter key={DEBRIEF_SLUG} section={section} chapter={DEBRIEF_SLUG} />}
      busContractVersion={busContractVersion}
    />
  );
}
