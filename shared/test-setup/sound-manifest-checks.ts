import { statSync } from 'node:fs';
import { join } from 'node:path';
import { parseAudioManifest, type AudioManifestEntry, type SoundSet } from '@mission/content/audio/audio-manifest';
import type { PlacedLayer } from '@mission/shared/chapter-kit';

/** A branch's sound manifest and what its chapters load, as its `<branch>/src/sounds/<branch>-sounds.ts` exports them. */
export interface SoundManifestUnderTest {
  /** The branch's name, for the describe blocks' titles. */
  branch: string;
  sounds: readonly AudioManifestEntry[];
  /** Per chapter, the sound id each kit role plays. */
  ids: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Per chapter, its placed bed layers. */
  layers: Readonly<Record<string, readonly PlacedLayer[]>>;
  /** Every stem the branch's generate-sounds.sh produces. */
  stems: readonly string[];
  /** Per chapter, the sets it loads (its declaration's `sounds.sets`). */
  setsOfChapter: Readonly<Record<string, readonly SoundSet[]>>;
  /** The folder the stems are committed in (`<branch>/public/sounds`). */
  publicSoundsDir: string;
}

/** A committed file is real sound, not an empty or broken encode, and small enough for a phone (docs/build-a-branch.md "Sounds"). */
export const SOUND_FILE_BYTES = { min: 500, max: 100_000 } as const;

/**
 * The checks every branch's sound manifest passes (docs/build-a-branch.md "Sounds"), declared
 * once: the branch's `<branch>-sounds.test.ts` calls this, and adds only what is its own.
 */
export function describeSoundManifest({ branch, sounds, ids, layers, stems, setsOfChapter, publicSoundsDir }: SoundManifestUnderTest): void {
  const setOf = (id: string) => sounds.find((sound) => sound.id === id)?.scene;
  const sets = [...new Set(Object.values(setsOfChapter).flat())];

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
        expect({ set, ambienceLoops: inSet.filter((sound) => sound.loop && sound.id.endsWith('-ambience')).length }).toEqual({ set, ambienceLoops: 1 });
        expect({ set, enoughActions: inSet.filter((sound) => !sound.loop).length >= 3 }).toEqual({ set, enoughActions: true });
      }
    });

    it('gives every chapter its sets, and plays every role id from a set its chapter loads', () => {
      expect(Object.keys(setsOfChapter).sort()).toEqual(Object.keys(ids).sort());
      for (const [chapter, roles] of Object.entries(ids)) {
        for (const [role, id] of Object.entries(roles)) {
          expect({ chapter, role, id, loaded: setsOfChapter[chapter]?.includes(setOf(id) as SoundSet) }).toEqual({ chapter, role, id, loaded: true });
        }
      }
    });

    it('uses every generated stem, and only those', () => {
      expect(new Set(sounds.map((sound) => sound.filename))).toEqual(new Set(stems));
    });

    it("places each chapter's layers from looping sounds of a set the chapter loads", () => {
      for (const [chapter, placed] of Object.entries(layers)) {
        expect({ chapter, layers: placed.length > 0 }).toEqual({ chapter, layers: true });
        for (const layer of placed) {
          const sound = sounds.find((candidate) => candidate.id === layer.id);
          expect({ chapter, id: layer.id, loop: sound?.loop, loaded: setsOfChapter[chapter]?.includes(sound?.scene as SoundSet) }).toEqual({ chapter, id: layer.id, loop: true, loaded: true });
        }
      }
    });
  });

  describe(`${branch} sound files`, () => {
    it('are committed for every stem, as WebM (Opus) and MP3, each small', () => {
      for (const stem of stems) {
        for (const extension of ['webm', 'mp3']) {
          const bytes = statSync(join(publicSoundsDir, `${stem}.${extension}`)).size;
          expect({ stem, extension, small: bytes > SOUND_FILE_BYTES.min && bytes < SOUND_FILE_BYTES.max }).toEqual({ stem, extension, small: true });
        }
      }
    });
  });
}
