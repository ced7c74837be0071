import { join } from 'node:path';
import { AIR_SOUND_IDS, AIR_SOUND_LAYERS, AIR_SOUND_STEMS, AIR_SOUNDS } from './air-sounds';
import { describeSoundManifest } from '@mission/shared/test-setup/sound-manifest-checks';

describeSoundManifest({
  branch: 'air',
  sounds: AIR_SOUNDS,
  ids: AIR_SOUND_IDS,
  layers: AIR_SOUND_LAYERS,
  stems: AIR_SOUND_STEMS,
  // The sets each chapter loads (docs/game-design.md): airdrop loads two, the aircraft and the packages.
  setsOfChapter: { stratosphere: ['air-force-aurora'], airdrop: ['hercules', 'pack-drop'], received: ['pack-drop'] },
  publicSoundsDir: join(__dirname, '../../public/sounds'),
});

describe('air sound sets in airdrop', () => {
  it('plays the aircraft from hercules and the packages from pack-drop', () => {
    const setOf = (id: string) => AIR_SOUNDS.find((sound) => sound.id === id)?.scene;
    const { ambience, miss, hotspot, levelUp, complete, step, targetDone } = AIR_SOUND_IDS.airdrop;
    expect([ambience, miss, hotspot, levelUp, complete].map(setOf)).toEqual(Array(5).fill('hercules'));
    expect([step, targetDone].map(setOf)).toEqual(['pack-drop', 'pack-drop']);
  });
});
