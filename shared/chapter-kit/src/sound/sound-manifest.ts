import type { AudioManifestEntry, SoundSet } from '@mission/content/audio/audio-manifest';

/**
 * The stems of the three cues every chapter plays (docs/build-a-branch.md "Sounds"): a
 * trade found, Level 2 begins, the chapter complete. A branch synthesises each once and
 * lists it again in every set, under that set's ids.
 */
export interface SharedCueStems<Stem extends string> {
  hotspot: Stem;
  levelUp: Stem;
  complete: Stem;
}

/** The ids a chapter gives those three cues (its roles of the same names). */
export interface SharedCueIds {
  hotspot: string;
  levelUp: string;
  complete: string;
}

export interface SoundManifestWriter<Stem extends string, Set extends SoundSet> {
  /** One sound of the branch: `filename` one of its stems, `scene` one of its sets. */
  entry(id: string, name: string, filename: Stem, scene: Set, loop?: boolean): AudioManifestEntry;
  /** The three shared cues of one chapter, in the order hotspot, level-up, complete. */
  sharedCues(ids: SharedCueIds, scene: Set): AudioManifestEntry[];
}

/**
 * How a branch writes its sound manifest (docs/build-a-branch.md "Sounds"), typed to its own
 * stems and sets so a misspelt file or set fails the typecheck. Every entry is decoded in
 * memory, never html5: the files are short, and a decoded loop has no gap at its seam.
 */
export function soundManifestWriter<Stem extends string, Set extends SoundSet>(cues: SharedCueStems<Stem>): SoundManifestWriter<Stem, Set> {
  const entry = (id: string, name: string, filename: Stem, scene: Set, loop = false): AudioManifestEntry => ({
    id,
    name,
    filename,
    loop,
    html5: false,
    scene,
  });
  return {
    entry,
    sharedCues: (ids, scene) => [
      entry(ids.hotspot, 'Radio chirp (trade found)', cues.hotspot, scene),
      entry(ids.levelUp, 'Two-tone level-up', cues.levelUp, scene),
      entry(ids.complete, 'Mission complete swell', cues.complete, scene),
    ],
  };
}
