import { useEffect, type ReactElement } from 'react';
import { CHAPTERS_BY_SECTION, type ChapterSlug, type Section } from '@mission/content';
import { BranchRoutes } from '@mission/shared';
import { useParams } from '@mission/shared/routing';
import { preloadChapter } from '../stage/chapter-preload';
import { ChapterStage } from '../stage/chapter-stage';
import { BranchDebrief } from '../debrief/branch-debrief';
import { useBranchCopyReady } from '../copy/use-branch-copy-ready';
import { addressedChapter } from './branch-address';
import type { Branch } from './define-branch';

/**
 * A whole branch on the kit: each chapter's stage and the debrief, under the branch's
 * routes. What a remote's `./BranchApp` renders.
 */
export function BranchStage<S extends Section>({ branch, busContractVersion }: { branch: Branch<S>; busContractVersion: string }) {
  // The branch's own copy is laid before any of its words are read.
  const copyReady = useBranchCopyReady(branch.namespace);
  const order = CHAPTERS_BY_SECTION[branch.section] as readonly ChapterSlug<S>[];
  // The chapter in the address (the branch's index opens its first): its code starts
  // loading beside the copy, not after it (stage/chapter-preload.ts), if the shell's
  // navigation has not started them already (branch-address.ts).
  const definition = addressedChapter(branch, useParams()['*'] ?? '');
  useEffect(() => {
    if (definition) preloadChapter(definition);
  }, [definition]);
  // A key per chapter: moving between chapters mounts a fresh stage (new canvas, new state).
  const chapters = Object.fromEntries(
    order.map((chapter) => [chapter, <ChapterStage key={chapter} definition={branch.chapters[chapter]} />]),
  ) as Record<ChapterSlug<S>, ReactElement>;
  if (!copyReady) return null;
  return (
    <BranchRoutes
      section={branch.section}
      chapters={chapters}
      debrief={<BranchDebrief branch={branch} />}
      busContractVersion={busContractVersion}
    />
  );
}
