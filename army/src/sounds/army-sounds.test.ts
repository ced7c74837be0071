import { join } from 'node:path';
import { ARMY_SOUND_STEMS, ARMY_SOUNDS } from './army-sounds';
import { describeSoundManifest } from '@mission/test-kit/sound-manifest-checks';
import { armyBranch } from '../army-branch';

describeSoundManifest({
  branch: armyBranch,
  sounds: ARMY_SOUNDS,
  stems: ARMY_SOUND_STEMS,
  publicSoundsDir: join(__dirname, '../../public/sounds'),
});
