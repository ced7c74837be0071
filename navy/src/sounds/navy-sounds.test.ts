import { join } from 'node:path';
import { NAVY_SOUND_IDS, NAVY_SOUND_LAYERS, NAVY_SOUND_STEMS, NAVY_SOUNDS } from './navy-sounds';
import { describeSoundManifest } from '@mission/shared/test-setup/sound-manifest-checks';

describeSoundManifest({
  branch: 'navy',
  sounds: NAVY_SOUNDS,
  ids: NAVY_SOUND_IDS,
  layers: NAVY_SOUND_LAYERS,
  stems: NAVY_SOUND_STEMS,
  // The set each chapter loads (docs/game-design.md: navy-bridge, navy-cormorant, navy-passenger).
  setsOfChapter: { distress: ['navy-bridge'], response: ['navy-cormorant'], overboard: ['navy-passenger'] },
  publicSoundsDir: join(__dirname, '../../public/sounds'),
});
