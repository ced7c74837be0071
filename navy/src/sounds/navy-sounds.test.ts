import { statSync } from 'node:fs';
import { join } from 'node:path';
import { NAVY_SOUND_IDS, NAVY_SOUND_LAYERS, NAVY_SOUND_STEMS, NAVY_SOUNDS } from './navy-sounds';
import { parseAudioManifest } from '@mission/content/audio/audio-manifest';

/** The set each chapter loads (docs/game-design.md: navy-bridge, navy-cormorant, navy-passenger). */
const SET_OF_CHAPTER = { distress: 'navy-bridge', response: 'navy-cormorant', overboard: 'navy-passenger' } as const;

describe('navy sound manifest', () => {
  it('is a valid manifest with unique ids', () => {
    const parsed = parseAudioManifest(NAVY_SOUNDS);
    expect(parsed.rejected).toEqual([]);
    expect(parsed.entries).toHaveLength(NAVY_SOUNDS.length);
  });

  it('has an ambience loop and action sounds in each of the three sets', () => {
    for (const set of ['navy-bridge', 'navy-cormorant', 'navy-passenger']) {
      const sounds = NAVY_SOUNDS.filter((sound) => sound.scene === set);
      expect(sounds.filter((sound) => sound.loop && sound.id.endsWith('-ambience'))).toHaveLength(1);
      expect(sounds.filter((sound) => !sound.loop).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('every role id is in the manifest, in its own set', () => {
    for (const [chapter, roles] of Object.entries(NAVY_SOUND_IDS)) {
      for (const id of Object.values(roles)) {
        expect(NAVY_SOUNDS.find((sound) => sound.id === id)?.scene).toBe(SET_OF_CHAPTER[chapter as keyof typeof SET_OF_CHAPTER]);
      }
    }
  });

  it("places each chapter's layers from looping sounds of the chapter's own set", () => {
    for (const [chapter, layers] of Object.entries(NAVY_SOUND_LAYERS)) {
      expect(layers.length).toBeGreaterThan(0);
      for (const layer of layers) {
        expect(NAVY_SOUNDS.find((sound) => sound.id === layer.id)).toMatchObject({ scene: SET_OF_CHAPTER[chapter as keyof typeof SET_OF_CHAPTER], loop: true });
      }
    }
  });

  it('uses every generated stem, and only those', () => {
    expect(new Set(NAVY_SOUNDS.map((sound) => sound.filename))).toEqual(new Set(NAVY_SOUND_STEMS));
  });
});

describe('navy sound files', () => {
  it('are committed for every stem, as Opus and MP3, each small', () => {
    const folder = join(__dirname, '../../public/sounds');
    for (const stem of NAVY_SOUND_STEMS) {
      for (const extension of ['webm', 'mp3']) {
        const size = statSync(join(folder, `${stem}.${extension}`)).size;
        expect(size).toBeGreaterThan(500);
        expect(size).toBeLessThan(100_000);
      }
    }
  });
});
