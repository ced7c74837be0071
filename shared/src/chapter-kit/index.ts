/**
 * The chapter kit, light side: what a remote's chapter route imports. No three.js here;
 * the canvas and the scene load behind the loading screen (see `scene.ts` for what a
 * scene module uses). Import as `@mission/shared/src/chapter-kit` so the kit is built into
 * the remote (its bus, audio and i18n still come from the one shared `@mission/shared`).
 */
export { ChapterStage, CHAPTER_LOAD_PARTS } from './chapter-stage';
export type * from './chapter-definition';
export type { ChapterPhase } from './chapter-play-state';
export { ChapterRuntime } from './chapter-runtime';
export type { GroundPoint } from './compass-bearing';
export { yawTowards } from './compass-bearing';
export * from './kit-constants';
export { provideKitCopy } from './kit-copy';
export { useCopy } from './use-copy';
