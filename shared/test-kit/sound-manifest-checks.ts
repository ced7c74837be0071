import { statSync } from 'node:fs';
import { join } from 'node:path';
import { parseAudioManifest, type AudioManifestEntry } from '@mission/content/audio/audio-manifest';
import type { Section } from '@mission/content';
import type { Branch, ChapterDefinition } from '@mission/chapter-kit';

/** A branch's sound manifest, as its `<branch>/src/sounds/<branch>-sounds.ts` exports it, and the branch that plays it. */
export interface SoundManifestUnderTest<S extends Section = Section> {
  /**
   * The branch as `defineBranch` made it: its chapters say which sets they load. defineBranch
   * has already refused, at import, a role or a placed layer the chapter's sets do not hold.
   */
  branch: Branch<S>;
  sounds: readonly AudioManifestEntry[];
  /** Every stem the branch's generate-sounds.sh produces. */
  stems: readonly string[];
  /** The folder the stems are committed in (`<branch>/public/sounds`). */
  publicSoundsDir: string;
}

/** A committed file is real sound, not an empty or broken encode, and small enough for a phone (docs/build-a-branch.md "Sounds"). */
export const SOUND_FILE_BYTES = { min: 500, max: 100_000 } as const;

/**
 * The checks every branch's sound manifest passes (docs/build-a-branch.md "Sounds"), declared
 * once: the branch's `<branch>-sounds.test.ts` calls this, and adds only what is its own.
 */
export function describeSoundManifest<S extends Section>({
  branch: played,
  sounds,
  stems,
  publicSoundsDir,
}: SoundManifestUnderTest<S>): void {
  const branch = played.section;
  const chapters: ChapterDefinition<S>[] = Object.values(played.chapters);
  const sets = [...new Set(chapters.flatMap((chapter) => chapter.sounds?.sets ?? []))];

  describe(`${branch} sound manifest`, () => {
    it('is a valid manifest with unique ids', () => {
      const parsed = parseAudioManifest(sounds);
      expect(parsed.rejected).toEqual([]);
      expect(parsed.entries).toHaveLength(sounds.length);
    });

    it('has an ambience loop and at least three action sounds in each set its chapters load', () => {
      expect(sets.length).toBeGreaterThan(0);
      for (const set of sets) {
        const inSet = sounds.filter((sound) => sound.scene === set);
        expect({ set, ambienceLoops: inSet.filter((sound) => sound.loop && sound.id.endsWith('-ambience')).length }).toEqual({
          set,
          ambienceLoops: 1,
        });
        expect({ set, enoughActions: inSet.filter((sound) => !sound.loop).length >= 3 }).toEqual({ set, enoughActions: true });
      }
    });

    it('places a sound bed in every chapter', () => {
      for (const chapter of chapters)
        expect({ chapter: chapter.chapter, layers: (chapter.sounds?.layers?.length ?? 0) > 0 }).toEqual({
          chapter: chapter.chapter,
          layers: true,
        });
    });

    it('uses every generated stem, and only those', () => {
      expect(new Set(sounds.map((sound) => sound.filename))).toEqual(new Set(stems));
    });
  });

  describe(`${branch} sound files`, () => {
    it('are committed for every stem, as WebM (Opus) and MP3, each small', () => {
      for (const stem of stems) {
        for (const extension of ['webm', 'mp3']) {
          const bytes = statSync(join(publicSoundsDir, `${stem}.${extension}`)).size;
          expect({ stem, extension, small: bytes > SOUND_FILE_BYTES.min && bytes < SOUND_FILE_BYTES.max }).toEqual({
            stem,
            extension,
            small: true,
          });
        }
      }
    });
  });
}
