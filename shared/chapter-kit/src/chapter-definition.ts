import type { ComponentType } from 'react';
import type { AudioManifestEntry, ChapterSlug, Section, SoundSet } from '@mission/content';
import type { SoundLocation } from '@mission/shared';
import type { PlacedLayer } from './sound/placed-layer-mix';
import type { ChapterPhase } from './play/chapter-play-state';
import type { ChapterRuntime } from './runtime/chapter-runtime';
import type { LightRig } from './light/light-rig';
import type { GroundPoint } from './view/compass-bearing';
import type { HeroSize } from './view/opening-frame';
import type { TaskOrder, TaskTargetSpec } from './play/task-target-board';

/** An i18n key (with its namespace, e.g. "<branch>:trades.<trade>.title") and its values. */
export interface CopyRef {
  key: string;
  values?: Record<string, string | number>;
}

/** One trade of Level 1: a marker in the scene, an HTML button over it, an info overlay. */
export interface HotspotDefinition {
  id: string;
  /** World position of the marker (the player stands at the origin). */
  position: GroundPoint;
  title: CopyRef;
  body: CopyRef;
  /** The trade's pictogram in the info overlay (decorative: the title names it). */
  Icon: ComponentType;
}

/** One Level 2 target: where it is, how it is worked (hold, taps, aim or timing), and its control's name. */
export interface TaskTargetDefinition extends TaskTargetSpec {
  position: GroundPoint;
  label: CopyRef;
  /** What it is, for analytics' marker_type ("fire", "sandbag-gap", "debris"). */
  markerType?: string;
}

export interface CaptionCue {
  /** Seconds into the video. */
  start: number;
  end: number;
  text: CopyRef;
}

export interface InterstitialDefinition {
  /** In order of preference: WebM (VP9) first, then MP4 (H.264) for Safari. */
  sources: readonly { src: string; type: string }[];
  /** Rendered over the video in the visitor's language (the video itself carries no words). */
  captions: readonly CaptionCue[];
}

/** What the kit plays when: each role names a sound id of the chapter's set. */
export type ChapterSoundRole = 'ambience' | 'hotspot' | 'hold' | 'step' | 'miss' | 'targetDone' | 'levelUp' | 'complete';

export interface ChapterSounds {
  /** Every set the chapter loads (docs/product-rules.md §9 names them; a chapter may use two, e.g. hercules and pack-drop). */
  sets: readonly SoundSet[];
  entries: readonly AudioManifestEntry[];
  /** Where the remote serves each of its sounds (its public path + its hashed name under sounds/). */
  location: SoundLocation;
  roles: Partial<Record<ChapterSoundRole, string>>;
  /** Looping bed layers placed in the scene, following the view while the chapter plays (none unless declared). */
  layers?: readonly PlacedLayer[];
}

/** What a chapter's scene component receives; it is rendered inside the chapter canvas. */
export interface ChapterSceneProps {
  runtime: ChapterRuntime;
  phase: ChapterPhase;
  found: readonly string[];
  doneTargets: readonly string[];
}

/** Everything the kit needs to run one chapter; the remote owns the values and the scene. */
export interface ChapterDefinition<S extends Section = Section> {
  section: S;
  chapter: ChapterSlug<S>;
  /** The scene name of scene load state and watchedInterstitials, "<branch>-<chapter>". */
  sceneName: string;
  title: CopyRef;
  hotspots: readonly HotspotDefinition[];
  task: {
    /** The counter's word ("Fires"). */
    counter: CopyRef;
    instruction: CopyRef;
    /** One sentence for the complete card. */
    complete: CopyRef;
    targets: readonly TaskTargetDefinition[];
    /** In any order (the default), or one after the other: only the current target shows and takes input. */
    order?: TaskOrder;
    /**
     * Where the task's result plays, when it is not where the last target leaves the view: as the
     * chapter completes, the view turns there (or, the phone in charge, the edge arrow points).
     */
    endingView?: GroundPoint;
  };
  /** The scene's code (three.js comes with it): loaded after the chapter shows its loading screen. */
  loadScene: () => Promise<{ default: ComponentType<ChapterSceneProps> }>;
  sounds?: ChapterSounds;
  interstitial?: InterstitialDefinition;
  /** Where the complete card leads: the branch's next chapter or its debrief (a path without locale). */
  next: { path: string; title: CopyRef; isDebrief: boolean };
  /** Where the chapter's hero stands: the first frame shows it in its middle third. */
  hero: GroundPoint;
  /** How big the hero is around its point (scripts/opening-frame.test.ts holds it whole in the first frame). */
  heroSize?: HeroSize;
  /** The lens (degrees), the eye height (metres) and the opening look (radians: yaw positive to the left, pitch positive up). */
  view?: { fov?: number; eyeHeight?: number; startYaw?: number; startPitch?: number };
  /** Key, cool fill, rim and exposure (the declaration's, else the branch's, else the kit's default for the section). */
  light?: LightRig;
}
