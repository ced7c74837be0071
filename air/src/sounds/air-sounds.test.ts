import { join } from 'node:path';
import { AIR_SOUND_IDS, AIR_SOUND_STEMS, AIR_SOUNDS } from './air-sounds';
import { describeSoundManifest } from '@mission/test-kit/sound-manifest-checks';
import { airBranch } from '../air-branch';

describeSoundManifest({
  branch: airBranch,
  sounds: AIR_SOUNDS,
  stems: AIR_SOUND_STEMS,
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
