import type { ChapterDefinition } from '../chapter-definition';

/** three.js, r3f and the canvas load with the scene, after the loading screen is up. */
export const loadChapterCanvas = () => import('./chapter-canvas');

/**
 * Starts fetching what a chapter's stage asks for first (the canvas and its scene) while the
 * branch's own copy is still on its way (BranchStage), so the two arrive together instead of
 * one after the other on a branch's first visit. The stage's own calls get the same loads
 * (webpack keeps one promise per chunk). A failure is left for the stage to meet again and
 * report (chapter-stage.tsx). Not the sounds: the stage makes them once its picture is up
 * (sound/sound-start-gate.ts).
 */
export function preloadChapter(definition: Pick<ChapterDefinition, 'loadScene'>): void {
  void Promise.all([loadChapterCanvas(), definition.loadScene()]).catch(() => undefined);
}
