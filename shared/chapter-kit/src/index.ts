/**
 * The chapter kit, light side: what a remote's branch declaration and routes import. No
 * three.js here; the canvas and the scene load behind the loading screen (see `scene.ts`
 * for what a scene module uses). Import as `@mission/chapter-kit` so the kit is
 * built into the remote (its bus, audio and i18n still come from the one shared `@mission/shared`).
 */
export { ChapterStage, CHAPTER_LOAD_PARTS } from './stage/chapter-stage';
export type * from './chapter-definition';
export type { ChapterPhase } from './play/chapter-play-state';
export { ChapterRuntime } from './runtime/chapter-runtime';
export type { GroundPoint } from './view/compass-bearing';
export { yawTowards } from './view/compass-bearing';
export {
  headingGapDeg,
  TIMED_ASSIST_GRACE_S,
  TaskTargetBoard,
  type TaskOrder,
  type TaskTargetKind,
  type TaskTargetStatus,
  type TapResult,
} from './play/task-target-board';
export * from './kit-constants';
export { provideBranchCopy } from './copy/kit-copy';
export { useCopy } from './copy/use-copy';
export { polar } from './view/polar';
export type { PlacedLayer } from './sound/placed-layer-mix';
export { soundManifestWriter } from './sound/sound-manifest';
export type { SharedCueIds, SharedCueStems, SoundManifestWriter } from './sound/sound-manifest';
export {
  HEADER_PX,
  heroOutline,
  inMiddleThird,
  PHONE_PORTRAIT,
  projectFromLook,
  wholeInFrame,
  type HeroSize,
  type Lens,
} from './view/opening-frame';
export { mediaUrl } from '@mission/shared/media';
export { TradePictogram } from './hud/trade-pictogram';
export type { BranchDeclaration, BriefingCue, ChapterDeclaration, OpeningLook } from './declaration/branch-declaration';
export {
  BranchDeclarationError,
  DEFAULT_EYE_HEIGHT,
  DEFAULT_FOV,
  defineBranch,
  type Branch,
  type BranchTrade,
} from './declaration/define-branch';
export { branchCopy, DEBRIEF_COPY_PARTS, type DebriefCopyPart } from './copy/branch-copy-keys';
export { THREE_LINE_BRIEFING } from './declaration/three-line-briefing';
export { missingCopyKeys } from './declaration/missing-copy-keys';
export { BranchStage } from './declaration/branch-stage';
export { branchPreload } from './declaration/branch-address';
export { BranchDebrief } from './debrief/branch-debrief';
export { COMPLETION_SCENE_CALM_MS, COMPLETION_SCENE_MS, completionSceneMs } from './play/completion-beat';
export { smoothstep } from './art/smooth-step';
