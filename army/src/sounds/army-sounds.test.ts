import { statSync } from 'node:fs';
import { join } from 'node:path';
import { ARMY_SOUND_IDS, ARMY_SOUND_LAYERS, ARMY_SOUND_STEMS, ARMY_SOUNDS } from './army-sounds';
import { parseAudioManifest } from '@mission/content/audio/audio-manifest';

describe('army sound manifest', () => {
  it('is a valid manifest with unique ids', () => {
    const parsed = parseAudioManifest(ARMY_SOUNDS);
    expect(parsed.rejected).toEqual([]);
    expect(parsed.entries).toHaveLength(ARMY_SOUNDS.length);
  });

  it('has an ambience loop and action sounds in each of the three sets', () => {
    for (const set of ['army-fire', 'army-flood', 'army-mudslide']) {
      const sounds = ARMY_SOUNDS.filter((sound) => sound.scene === set);
      expect(sounds.filter((sound) => sound.loop && sound.id.endsWith('-ambience'))).toHaveLength(1);
      expect(sounds.filter((sound) => !sound.loop).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('every role id is in the manifest, in its own set', () => {
    for (const [chapter, roles] of Object.entries(ARMY_SOUND_IDS)) {
      for (const id of Object.values(roles)) {
        expect(ARMY_SOUNDS.find((sound) => sound.id === id)?.scene).toBe(`army-${chapter}`);
      }
    }
  });

  it('uses every generated stem, and only those', () => {
    expect(new Set(ARMY_SOUNDS.map((sound) => sound.filename))).toEqual(new Set(ARMY_SOUND_STEMS));
  });

  it("places each chapter's layers from looping sounds of the chapter's own set", () => {
    for (const [chapter, layers] of Object.entries(ARMY_SOUND_LAYERS)) {
      expect(layers.length).toBeGreaterThan(0);
      for (const layer of layers) {
        expect(ARMY_SOUNDS.find((sound) => sound.id === layer.id)).toMatchObject({ scene: `army-${chapter}`, loop: true });
      }
    }
  });

  it('has every stem generated and committed, as WebM and MP3, each under 100 KB', () => {
    for (const stem of ARMY_SOUND_STEMS) {
      for (const extension of ['webm', 'mp3']) {
        const bytes = statSync(join(__dirname, '../../public/sounds', `${stem}.${extension}`)).size;
        expect({ stem, extension, small: bytes > 0 && bytes < 100_000 }).toEqual({ stem, extension, small: true });
      }
    }
  });
});
