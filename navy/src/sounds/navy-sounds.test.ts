import { join } from 'node:path';
import { NAVY_SOUND_STEMS, NAVY_SOUNDS } from './navy-sounds';
import { describeSoundManifest } from '@mission/test-kit/sound-manifest-checks';
import { navyBranch } from '../navy-branch';

describeSoundManifest({
  branch: navyBranch,
  sounds: NAVY_SOUNDS,
  stems: NAVY_SOUND_STEMS,
  publicSoundsDir: join(__dirname, '../../public/sounds'),
});
