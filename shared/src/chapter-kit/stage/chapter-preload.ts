import { audioManager } from '@mission/shared';
import type { ChapterDefinition } from '../chapter-definition';

/** three.js, r3f and the canvas load with the scene, after the loading screen is up. */
export const loadChapterCanvas = () => import('./chapter-canvas');

/**
 * Starts fetching what a chapter's stage asks for first (the canvas, its scene and its sound
 * sets) while the branch's own copy is still on its way (BranchStage), so the two arrive
 * together instead of one after the other on a branch's first visit. The stage's own calls
 * get the same loads (webpack keeps one promise per chunk, the audio manager one per sound
 * set). A failure is left for the stage to meet again and report (chapter-stage.tsx).
 */
export function preloadChapter(definition: Pick<ChapterDefinition, 'loadScene' | 'sounds'>): void {
  void Promise.all([loadChapterCanvas(), definition.loadScene()]).catch(() => undefined);
  const { sounds } = definition;
  if (!sounds) return;
  for (const set of sounds.sets) {
    void audioManager.loadScene(set, sounds.entries, sounds.location).catch(() => undefined);
  }
}
