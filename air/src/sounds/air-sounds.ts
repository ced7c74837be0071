import type { AudioManifestEntry, SoundSet } from '@mission/content/audio/audio-manifest';
import { soundManifestWriter, type PlacedLayer } from '@mission/chapter-kit';

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

/**
 * Each chapter's placed bed layers (docs/decisions.md "Placed sound beds"): where each comes
 * from, in the chapter layout's yaw (as `polar`), so it pans and dims as the view turns. The
 * ambience plays all round under them.
 */
export const AIR_SOUND_LAYERS = {
  // The airflow over the glazing ahead, where the pilot sits (stratosphere-layout.ts, 0 degrees).
  stratosphere: [{ id: 'air-stratosphere-airflow', fromDeg: 0, widthDeg: 160, volume: 0.8 }],
  // The player faces aft with the ramp open ahead (airdrop-layout.ts): its wind is placed there.
  airdrop: [{ id: 'air-airdrop-ramp', fromDeg: 0, widthDeg: 70 }],
  // The community's houses lie beyond the package (received-layout.ts RECEIVED_HERO, -12 degrees).
  received: [{ id: 'air-received-village', fromDeg: -12, widthDeg: 40, volume: 0.7 }],
} as const satisfies Record<keyof typeof AIR_SOUND_IDS, readonly PlacedLayer[]>;

/** Every stem the script must produce. */
export const AIR_SOUND_STEMS = [
  'air-aurora-ambience-loop',
  'air-aurora-airflow-loop',
  'air-hercules-ramp-loop',
  'air-received-village-loop',
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

const { entry, sharedCues } = soundManifestWriter<AirSoundStem, AirSoundSet>({
  hotspot: 'air-radio-chirp',
  levelUp: 'air-level-up',
  complete: 'air-mission-complete',
});

const { stratosphere, airdrop, received } = AIR_SOUND_IDS;

export const AIR_SOUNDS: readonly AudioManifestEntry[] = [
  entry(
    stratosphere.ambience,
    'The cabin at night: hum, fans, shimmering aurora drone (loop, all round)',
    'air-aurora-ambience-loop',
    'air-force-aurora',
    true,
  ),
  entry('air-stratosphere-airflow', 'Thin airflow over the glazing (loop, placed)', 'air-aurora-airflow-loop', 'air-force-aurora', true),
  entry(stratosphere.step, 'Scan tick (not centred on a band yet)', 'air-scan-tick', 'air-force-aurora'),
  entry(stratosphere.targetDone, 'Aurora band captured: bright, airy chime', 'air-aurora-captured', 'air-force-aurora'),
  ...sharedCues(stratosphere, 'air-force-aurora'),
  entry(
    airdrop.ambience,
    'Inside the Hercules: four turboprops beating, turbine whine (loop, all round)',
    'air-hercules-ambience-loop',
    'hercules',
    true,
  ),
  entry('air-airdrop-ramp', 'Wind roaring through the open ramp (loop, placed)', 'air-hercules-ramp-loop', 'hercules', true),
  entry(airdrop.miss, 'Too early: warning buzz', 'air-too-early', 'hercules'),
  ...sharedCues(airdrop, 'hercules'),
  entry(airdrop.step, 'Package released: clunk and roller rumble', 'air-release-clunk', 'pack-drop'),
  entry(airdrop.targetDone, 'Parachute opens: whoosh and canopy snap', 'air-chute-open', 'pack-drop'),
  entry(
    received.ambience,
    'Northern community in the snow: Arctic wind, a dog far off (loop, all round)',
    'air-received-ambience-loop',
    'pack-drop',
    true,
  ),
  entry(
    'air-received-village',
    "The community's generator, a snowmobile far off (loop, placed)",
    'air-received-village-loop',
    'pack-drop',
    true,
  ),
  entry(received.step, 'Package opened: strap buckle and lid', 'air-crate-open', 'pack-drop'),
  entry(received.targetDone, 'Supply handed out: warm confirm', 'air-handed-out', 'pack-drop'),
  ...sharedCues(received, 'pack-drop'),
];
