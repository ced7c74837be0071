import { join } from 'node:path';
import { ARMY_SOUND_IDS, ARMY_SOUND_LAYERS, ARMY_SOUND_STEMS, ARMY_SOUNDS } from './army-sounds';
import { describeSoundManifest } from '@mission/shared/test-setup/sound-manifest-checks';

describeSoundManifest({
  branch: 'army',
  sounds: ARMY_SOUNDS,
  ids: ARMY_SOUND_IDS,
  layers: ARMY_SOUND_LAYERS,
  stems: ARMY_SOUND_STEMS,
  // Each chapter loads its own set (docs/product-rules.md §9).
  setsOfChapter: { fire: ['army-fire'], flood: ['army-flood'], mudslide: ['army-mudslide'] },
  publicSoundsDir: join(__dirname, '../../public/sounds'),
});
