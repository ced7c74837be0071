import { CHAPTERS_BY_SECTION, type ChapterSlug, type Section } from '@mission/content';
import { missionBus, shouldPlayInterstitial } from '@mission/shared';
import type { ChapterDefinition } from '../chapter-definition';
import { provideBranchCopy } from '../copy/kit-copy';
import { preloadChapter } from '../stage/chapter-preload';
import type { Branch } from './define-branch';

/**
 * The chapter a page under a branch shows: `address` is the path under /<branch>/ ('' for
 * the branch's index, which opens its first chapter). Undefined for the debrief and any
 * other page: they show no chapter.
 */
export function addressedChapter<S extends Section>(branch: Branch<S>, address: string): ChapterDefinition<S> | undefined {
  const order = CHAPTERS_BY_SECTION[branch.section] as readonly ChapterSlug<S>[];
  const slug = address.replace(/^\/+|\/+$/g, '');
  const chapter = slug === '' ? order[0] : order.find((candidate) => candidate === slug);
  return chapter === undefined ? undefined : branch.chapters[chapter];
}

/**
 * What a remote's "./BranchApp" offers the shell as a navigation to one of its pages begins
 * (BranchModule.preload): the branch's copy, and the addressed chapter's canvas and scene,
 * start loading during the shell's 250 ms fade instead of once its route has rendered
 * after it (docs/decisions.md, "Lazy weight"). BranchStage asks for the same loads and gets
 * the same promises; a failure is left for it to meet again and report.
 *
 * Not the chapter's code when its briefing is to play: the scene builds behind the video
 * anyway, and running three.js during the fade holds the fade's end (its timer waits for the
 * main thread), so the briefing would show later for nothing.
 */
export function branchPreload<S extends Section>(branch: Branch<S>): (address: string) => void {
  return (address) => {
    provideBranchCopy(branch.namespace).catch(() => undefined);
    const chapter = addressedChapter(branch, address);
    if (!chapter) return;
    if (shouldPlayInterstitial(chapter.sceneName, chapter.interstitial !== undefined, missionBus.getState('watchedInterstitials'))) return;
    preloadChapter(chapter);
  };
}
