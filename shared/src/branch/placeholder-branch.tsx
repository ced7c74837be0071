import type { ReactElement } from 'react';
import { CHAPTERS_BY_SECTION, DEBRIEF_SLUG, type ChapterSlug, type Section } from '@mission/content';
import { progressPlace, type ProgressPlace, type ProgressSlug } from '../bus/chapter-place';
import { PlaceholderChapter } from './placeholder-chapter';
import { BranchRoutes } from './branch-routes';

/**
 * A branch whose scenes have not landed yet: every chapter and the debrief show the labelled
 * placeholder (the foundation issue allows it), under the same routes a real branch has.
 */
export function PlaceholderBranch<S extends Section>({ section, busContractVersion }: { section: S; busContractVersion: string }) {
  const order = CHAPTERS_BY_SECTION[section] as readonly ChapterSlug<S>[];
  // One branch's place is a place of the union the placeholder takes.
  const placeOf = (chapter: ProgressSlug<S>) => progressPlace(section, chapter) as ProgressPlace;
  const chapters = Object.fromEntries(order.map((chapter) => [chapter, <PlaceholderChapter key={chapter} {...placeOf(chapter)} />])) as Record<ChapterSlug<S>, ReactElement>;
  return (
    <BranchRoutes
      section={section}
      chapters={chapters}
      debrief={<PlaceholderChapter key={DEBRIEF_SLUG} {...placeOf(DEBRIEF_SLUG)} />}
      busContractVersion={busContractVersion}
    />
  );
}
