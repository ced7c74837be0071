import { statSync } from 'node:fs';
import { join } from 'node:path';
import { AIR_SOUND_IDS, AIR_SOUND_LAYERS, AIR_SOUND_STEMS, AIR_SOUNDS } from './air-sounds';
import { parseAudioManifest } from '@mission/content/audio/audio-manifest';

/** The sets each chapter loads (docs/game-design.md): Airborne loads two, the aircraft and the packages. */
const SETS_OF_CHAPTER = {
  stratosphere: ['air-force-aurora'],
  airdrop: ['hercules', 'pack-drop'],
  received: ['pack-drop'],
} as const;

describe('air sound manifest', () => {
  it('is a valid manifest with unique ids', () => {
    const parsed = parseAudioManifest(AIR_SOUNDS);
    expect(parsed.rejected).toEqual([]);
    expect(parsed.entries).toHaveLength(AIR_SOUNDS.length);
  });

  it('has an ambience loop and action sounds in each of the three sets', () => {
    for (const set of ['air-force-aurora', 'hercules', 'pack-drop']) {
      const sounds = AIR_SOUNDS.filter((sound) => sound.scene === set);
      expect(sounds.filter((sound) => sound.loop && sound.id.endsWith('-ambience'))).toHaveLength(1);
      expect(sounds.filter((sound) => !sound.loop).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('every role id is in the manifest, in a set its chapter loads', () => {
    for (const [chapter, roles] of Object.entries(AIR_SOUND_IDS)) {
      const sets: readonly string[] = SETS_OF_CHAPTER[chapter as keyof typeof SETS_OF_CHAPTER];
      for (const id of Object.values(roles)) {
        expect(sets).toContain(AIR_SOUNDS.find((sound) => sound.id === id)?.scene);
      }
    }
  });

  it('plays the aircraft from hercules and the packages from pack-drop in Airborne', () => {
    const setOf = (id: string) => AIR_SOUNDS.find((sound) => sound.id === id)?.scene;
    const { ambience, miss, hotspot, levelUp, complete, step, targetDone } = AIR_SOUND_IDS.airdrop;
    expect([ambience, miss, hotspot, levelUp, complete].map(setOf)).toEqual(Array(5).fill('hercules'));
    expect([step, targetDone].map(setOf)).toEqual(['pack-drop', 'pack-drop']);
  });

  it("places each chapter's layers from looping sounds of a set the chapter loads", () => {
    for (const [chapter, layers] of Object.entries(AIR_SOUND_LAYERS)) {
      const sets: readonly string[] = SETS_OF_CHAPTER[chapter as keyof typeof SETS_OF_CHAPTER];
      expect(layers.length).toBeGreaterThan(0);
      for (const layer of layers) {
        const sound = AIR_SOUNDS.find((candidate) => candidate.id === layer.id);
        expect(sound?.loop).toBe(true);
        expect(sets).toContain(sound?.scene);
      }
    }
  });

  it('uses every generated stem, and only those', () => {
    expect(new Set(AIR_SOUNDS.map((sound) => sound.filename))).toEqual(new Set(AIR_SOUND_STEMS));
  });
});

describe('air sound files', () => {
  it('are committed for every stem, as Opus and MP3, each small', () => {
    const folder = join(__dirname, '../../public/sounds');
    for (const stem of AIR_SOUND_STEMS) {
      for (const extension of ['webm', 'mp3']) {
        const size = statSync(join(folder, `${stem}.${extension}`)).size;
        expect(size).toBeGreaterThan(500);
        expect(size).toBeLessThan(100_000);
      }
    }
  });
});
