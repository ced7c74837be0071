import type { AudioManifestEntry, SoundSet } from '@mission/content/audio/audio-manifest';
import { soundManifestWriter, type PlacedLayer } from '@mission/chapter-kit';

/**
 * The Navy remote's sounds (sets navy-bridge, navy-cormorant, navy-passenger of
 * docs/product-rules.md §9). Files are in navy/public/sounds/, synthesised by
 * navy/media/generate-sounds.sh and committed; each stem is served as .webm (Opus)
 * and .mp3. Stems shared by the three sets (radio chirp, level-up, mission complete) are
 * listed once per set, under that set's ids.
 */
export type NavySoundSet = Extract<SoundSet, 'navy-bridge' | 'navy-cormorant' | 'navy-passenger'>;

/** The kit's sound roles, by chapter: what plays for an ambience, a step, a miss, a target done... */
export const NAVY_SOUND_IDS = {
  distress: {
    ambience: 'navy-distress-ambience',
    miss: 'navy-distress-tick',
    targetDone: 'navy-distress-locked',
    hotspot: 'navy-distress-hotspot',
    levelUp: 'navy-distress-level-up',
    complete: 'navy-distress-complete',
  },
  response: {
    ambience: 'navy-response-ambience',
    step: 'navy-response-clunk',
    hold: 'navy-response-signal',
    miss: 'navy-response-tick',
    targetDone: 'navy-response-confirm',
    hotspot: 'navy-response-hotspot',
    levelUp: 'navy-response-level-up',
    complete: 'navy-response-complete',
  },
  overboard: {
    ambience: 'navy-overboard-ambience',
    step: 'navy-overboard-throw',
    miss: 'navy-overboard-miss',
    targetDone: 'navy-overboard-haul',
    hotspot: 'navy-overboard-hotspot',
    levelUp: 'navy-overboard-level-up',
    complete: 'navy-overboard-complete',
  },
} as const;

/**
 * Each chapter's placed bed layers (docs/decisions.md "Placed sound beds"): where each comes
 * from, in the chapter layout's yaw (as `polar`), so it pans and dims as the view turns. The
 * ambience plays all round under them.
 */
export const NAVY_SOUND_LAYERS = {
  // The bow and the sea ahead of the bridge windows; the naval communicator's console at 118 degrees (distress-layout.ts).
  distress: [
    { id: 'navy-distress-sea', fromDeg: 0, widthDeg: 120 },
    { id: 'navy-distress-static', fromDeg: 118, volume: 0.6, behindDb: -9 },
  ],
  // The Cyclone stands on the deck straight ahead (response-layout.ts HELICOPTER_AT).
  response: [{ id: 'navy-response-cyclone', fromDeg: 0, widthDeg: 30 }],
  // The person in the water is off the bow, ahead (overboard-layout.ts); the engines are aft.
  overboard: [
    { id: 'navy-overboard-hull', fromDeg: 10, widthDeg: 100 },
    { id: 'navy-overboard-engines', fromDeg: 180, widthDeg: 90, volume: 0.7 },
  ],
} as const satisfies Record<keyof typeof NAVY_SOUND_IDS, readonly PlacedLayer[]>;

/** Every stem the script must produce. */
export const NAVY_SOUND_STEMS = [
  'navy-bridge-ambience-loop',
  'navy-bridge-sea-loop',
  'navy-bridge-static-loop',
  'navy-cormorant-cyclone-loop',
  'navy-passenger-hull-loop',
  'navy-passenger-engines-loop',
  'navy-radar-tick',
  'navy-bearing-locked',
  'navy-cormorant-ambience-loop',
  'navy-lashing-clunk',
  'navy-signal-loop',
  'navy-passenger-ambience-loop',
  'navy-throw',
  'navy-miss-splash',
  'navy-haul-in',
  'navy-radio-chirp',
  'navy-level-up',
  'navy-confirm',
  'navy-mission-complete',
] as const;

type NavySoundStem = (typeof NAVY_SOUND_STEMS)[number];

const { entry, sharedCues } = soundManifestWriter<NavySoundStem, NavySoundSet>({
  hotspot: 'navy-radio-chirp',
  levelUp: 'navy-level-up',
  complete: 'navy-mission-complete',
});

const { distress, response, overboard } = NAVY_SOUND_IDS;

export const NAVY_SOUNDS: readonly AudioManifestEntry[] = [
  entry(
    distress.ambience,
    "Bridge at night: the ship's hum, ventilation (loop, all round)",
    'navy-bridge-ambience-loop',
    'navy-bridge',
    true,
  ),
  entry('navy-distress-sea', 'The sea and the bow wash below the windows (loop, placed)', 'navy-bridge-sea-loop', 'navy-bridge', true),
  entry('navy-distress-static', 'Radio static at the console (loop, placed)', 'navy-bridge-static-loop', 'navy-bridge', true),
  entry(distress.miss, 'Radar tick (not on the bearing yet)', 'navy-radar-tick', 'navy-bridge'),
  entry(distress.targetDone, 'Bearing locked: two rising tones', 'navy-bearing-locked', 'navy-bridge'),
  ...sharedCues(distress, 'navy-bridge'),
  // The set keeps its id from docs/product-rules.md §9, navy-cormorant; the helicopter on deck is the ship's CH-148 Cyclone.
  entry(response.ambience, 'Flight deck: wind and the sea (loop, all round)', 'navy-cormorant-ambience-loop', 'navy-cormorant', true),
  entry(
    'navy-response-cyclone',
    'The Cyclone’s turbines and rotor beat (loop, placed)',
    'navy-cormorant-cyclone-loop',
    'navy-cormorant',
    true,
  ),
  entry(response.step, 'Lashing off: the clunk of its hook', 'navy-lashing-clunk', 'navy-cormorant'),
  entry(response.hold, 'Launch signal held: whistle over the rotor wash (loop while held)', 'navy-signal-loop', 'navy-cormorant', true),
  entry(response.miss, 'Radar tick (not facing aft down the deck yet)', 'navy-radar-tick', 'navy-cormorant'),
  entry(response.targetDone, 'Check done: confirm', 'navy-confirm', 'navy-cormorant'),
  ...sharedCues(response, 'navy-cormorant'),
  entry(overboard.ambience, 'Sea swell, wind and spray (loop, all round)', 'navy-passenger-ambience-loop', 'navy-passenger', true),
  entry('navy-overboard-hull', 'Waves against the hull, a creak (loop, placed)', 'navy-passenger-hull-loop', 'navy-passenger', true),
  entry('navy-overboard-engines', "The ship's engines aft (loop, placed)", 'navy-passenger-engines-loop', 'navy-passenger', true),
  entry(overboard.step, 'Lifebuoy thrown: whoosh and splash', 'navy-throw', 'navy-passenger'),
  entry(overboard.miss, 'Missed throw: a splash off to the side', 'navy-miss-splash', 'navy-passenger'),
  entry(overboard.targetDone, 'Line hauled in, then confirm', 'navy-haul-in', 'navy-passenger'),
  ...sharedCues(overboard, 'navy-passenger'),
];
