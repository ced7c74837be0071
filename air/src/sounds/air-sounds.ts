import type { AudioManifestEntry, SoundSet } from '@mission/content/audio/audio-manifest';

/**
 * The Air Force remote's sounds (sets air-force-aurora, hercules, pack-drop of
 * docs/product-rules.md §9). Files are in air/public/sounds/, synthesised by
 * air/media/generate-sounds.sh and committed; each stem is served as .webm (Opus)
 * and .mp3. Stratosphere loads air-force-aurora; Airborne loads hercules (the aircraft) and
 * pack-drop (the packages); Care package received loads pack-drop. Stems shared by the three
 * sets (radio chirp, level-up, mission complete) are listed once per set, under that set's ids.
 */
export type AirSoundSet = Extract<SoundSet, 'air-force-aurora' | 'hercules' | 'pack-drop'>;

/** The kit's sound roles, by chapter: what plays for an ambience, a step, a miss, a target done... */
export const AIR_SOUND_IDS = {
  stratosphere: {
    ambience: 'air-stratosphere-ambience',
    step: 'air-stratosphere-step',
    targetDone: 'air-stratosphere-target-done',
    hotspot: 'air-stratosphere-hotspot',
    levelUp: 'air-stratosphere-level-up',
    complete: 'air-stratosphere-complete',
  },
  airdrop: {
    ambience: 'air-airdrop-ambience',
    step: 'air-airdrop-step',
    miss: 'air-airdrop-miss',
    targetDone: 'air-airdrop-target-done',
    hotspot: 'air-airdrop-hotspot',
    levelUp: 'air-airdrop-level-up',
    complete: 'air-airdrop-complete',
  },
  received: {
    ambience: 'air-received-ambience',
    step: 'air-received-step',
    targetDone: 'air-received-target-done',
    hotspot: 'air-received-hotspot',
    levelUp: 'air-received-level-up',
    complete: 'air-received-complete',
  },
} as const;

/** Every stem the script must produce. */
export const AIR_SOUND_STEMS = [
  'air-aurora-ambience-loop',
  'air-scan-tick',
  'air-aurora-captured',
  'air-hercules-ambience-loop',
  'air-too-early',
  'air-release-clunk',
  'air-chute-open',
  'air-received-ambience-loop',
  'air-crate-open',
  'air-handed-out',
  'air-radio-chirp',
  'air-level-up',
  'air-mission-complete',
] as const;

type AirSoundStem = (typeof AIR_SOUND_STEMS)[number];

function entry(id: string, name: string, filename: AirSoundStem, scene: AirSoundSet, loop = false): AudioManifestEntry {
  // Decoded in memory (not html5): short files, and loops without a gap at the seam.
  return { id, name, filename, loop, html5: false, scene };
}

function sharedCues(ids: { hotspot: string; levelUp: string; complete: string }, scene: AirSoundSet): AudioManifestEntry[] {
  return [
    entry(ids.hotspot, 'Radio chirp (trade found)', 'air-radio-chirp', scene),
    entry(ids.levelUp, 'Two-tone level-up', 'air-level-up', scene),
    entry(ids.complete, 'Mission complete swell', 'air-mission-complete', scene),
  ];
}

const { stratosphere, airdrop, received } = AIR_SOUND_IDS;

export const AIR_SOUNDS: readonly AudioManifestEntry[] = [
  entry(stratosphere.ambience, 'High altitude at night: thin wind, shimmering aurora drone (loop)', 'air-aurora-ambience-loop', 'air-force-aurora', true),
  entry(stratosphere.step, 'Scan tick (not centred on a band yet)', 'air-scan-tick', 'air-force-aurora'),
  entry(stratosphere.targetDone, 'Aurora band captured: bright, airy chime', 'air-aurora-captured', 'air-force-aurora'),
  ...sharedCues(stratosphere, 'air-force-aurora'),
  entry(airdrop.ambience, 'Inside the Hercules, ramp open: four turboprops, rushing air (loop)', 'air-hercules-ambience-loop', 'hercules', true),
  entry(airdrop.miss, 'Too early: warning buzz', 'air-too-early', 'hercules'),
  ...sharedCues(airdrop, 'hercules'),
  entry(airdrop.step, 'Package released: clunk and roller rumble', 'air-release-clunk', 'pack-drop'),
  entry(airdrop.targetDone, 'Parachute opens: whoosh and canopy snap', 'air-chute-open', 'pack-drop'),
  entry(received.ambience, 'Northern community in the snow: arctic wind, a dog far off (loop)', 'air-received-ambience-loop', 'pack-drop', true),
  entry(received.step, 'Package opened: strap buckle and lid', 'air-crate-open', 'pack-drop'),
  entry(received.targetDone, 'Supply handed out: warm confirm', 'air-handed-out', 'pack-drop'),
  ...sharedCues(received, 'pack-drop'),
];
