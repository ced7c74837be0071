import type { ComponentType } from 'react';
import type { AudioManifestEntry, ChapterSlug, Namespace, Section, SoundSet } from '@mission/content';
import type { ChapterSceneProps, ChapterSoundRole, TaskTargetDefinition } from '../chapter-definition';
import type { GroundPoint } from '../view/compass-bearing';
import type { HeroSize } from '../view/opening-frame';
import type { LightRig } from '../light/light-rig';
import type { TaskOrder } from '../play/task-target-board';
import type { PlacedLayer } from '../sound/placed-layer-mix';

/** Where a chapter's view looks when it first appears, in degrees (0 ahead down -Z, yaw positive to the left). */
export interface OpeningLook {
  yawDeg: number;
  pitchDeg?: number;
}

/** One line of a briefing's captions: `<ns>:<chapter>.captions.<line>`, shown from `start` to `end` seconds. */
export interface BriefingCue {
  line: string;
  start: number;
  end: number;
}

/**
 * One chapter as its branch team declares it: only what is the chapter's own. The kit
 * derives the rest (copy keys, sound and video URLs, next step, counters) in `defineBranch`.
 */
export interface ChapterDeclaration {
  /** Level 1: each trade (copy `<ns>:trades.<trade>.*`) and where its marker stands, in the order shown. */
  hotspots: Readonly<Record<string, GroundPoint>>;
  /**
   * Where the chapter's hero stands (what the chapter is about: the fire line, the levee, the
   * Cyclone...): one point the first frame shows in its middle third, beside a hotspot
   * (docs/game-design.md "Composition and guidance"; scripts/opening-frame.test.ts checks it).
   */
  hero: GroundPoint;
  /** How big the hero is around its point: the first frame holds it whole, clear of the edges and the header (the same test). */
  heroSize: HeroSize;
  /** Level 2: the task's targets; their number must be the content's TASK_TARGETS for the chapter. */
  targets: readonly TaskTargetDefinition[];
  /** Level 2 in any order (the default) or in `sequence`: one target after the other, as launch checks are run. */
  order?: TaskOrder;
  /** Where the task's result plays, when the last target leaves it out of view: the view turns there as the chapter completes. */
  endingView?: GroundPoint;
  /** The scene's code (three.js comes with it), loaded behind the loading screen. */
  loadScene: () => Promise<{ default: ComponentType<ChapterSceneProps> }>;
  /**
   * The sound sets the chapter loads (docs/product-rules.md §9 names them), the sound id each kit
   * role plays, and up to MAX_PLACED_LAYERS looping bed layers placed in the scene, which pan and
   * dim as the view turns (sound/placed-layer-mix.ts).
   */
  sounds: { sets: readonly SoundSet[]; roles: Partial<Record<ChapterSoundRole, string>>; layers?: readonly PlacedLayer[] };
  /**
   * The briefing (the product rules' interstitial): caption lines over `video/<sceneName>-briefing.webm`
   * (VP9) and `.mp4` (H.264) in the remote's public folder. No briefing: leave it out.
   */
  briefing?: { cues: readonly BriefingCue[] };
  /** The scene name of scene loading and watchedInterstitials; `<section>-<chapter>` unless given. */
  sceneName?: string;
  /**
   * Field of view (degrees), eye height (metres) and the opening look (degrees: yaw positive to
   * the left, as `polar`; pitch positive up). The first frame shows the chapter's hero and at
   * least one hotspot in the middle third (docs/game-design.md "Composition and guidance").
   */
  view?: { fov?: number; eyeHeight?: number; opening?: OpeningLook };
  /** The chapter's light in one line: `{ key: '#ffb070', fill: '#5a7bb0', rim: '#a0c8ff', keyFrom: [yaw, elevation] }` (light/light-rig.ts). */
  light?: LightRig;
}

/** A branch as its remote declares it to the kit: one table, every chapter of the content's list. */
export interface BranchDeclaration<S extends Section> {
  section: S;
  /** The i18next namespace of the branch's copy; the section's name unless given. */
  namespace?: Namespace;
  /** The branch's sound manifest: every entry of every set its chapters load. */
  sounds: readonly AudioManifestEntry[];
  /** Each trade's pictogram (decorative: the title names the trade), for the card and the debrief. */
  tradeIcons: Readonly<Record<string, ComponentType>>;
  /** View defaults for every chapter of the branch (a chapter's own `view` wins). */
  view?: { fov?: number; eyeHeight?: number };
  /** The light of every chapter that declares none (the kit's default for the section otherwise). */
  light?: LightRig;
  chapters: { readonly [C in ChapterSlug<S>]: ChapterDeclaration };
  /** Where the remote serves a public file (mediaUrl: its hashed name, from the remote's origin) unless given (tests). */
  assetUrl?: (path: string) => string;
}
