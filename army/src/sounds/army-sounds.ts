import type { AudioManifestEntry, SoundSet } from '@mission/content/audio/audio-manifest';
import { soundManifestWriter, type PlacedLayer } from '@mission/chapter-kit';

/**
 * The Army remote's sounds (sets army-fire, army-flood, army-mudslide of docs/product-rules.md §9). Files are
 * in army/public/sounds/, synthesised by army/media/generate-sounds.sh and
 * committed; each stem is served as .webm (Opus) and .mp3. Stems shared by the three sets
 * (radio chirp, level-up, mission complete) are listed once per set, under that set's ids.
 */
export type ArmySoundSet = Extract<SoundSet, 'army-fire' | 'army-flood' | 'army-mudslide'>;

/** The kit's sound roles, by chapter: what plays for an ambience, a hold, a step, a target done... */
export const ARMY_SOUND_IDS = {
  fire: {
    ambience: 'army-fire-ambience',
    hold: 'army-fire-hose',
    targetDone: 'army-fire-out',
    hotspot: 'army-fire-hotspot',
    levelUp: 'army-fire-level-up',
    complete: 'army-fire-complete',
  },
  flood: {
    ambience: 'army-flood-ambience',
    step: 'army-flood-sandbag',
    targetDone: 'army-flood-gap-closed',
    hotspot: 'army-flood-hotspot',
    levelUp: 'army-flood-level-up',
    complete: 'army-flood-complete',
  },
  mudslide: {
    ambience: 'army-mudslide-ambience',
    step: 'army-mudslide-tug',
    targetDone: 'army-mudslide-cleared',
    hotspot: 'army-mudslide-hotspot',
    levelUp: 'army-mudslide-level-up',
    complete: 'army-mudslide-complete',
  },
} as const;

/**
 * Each chapter's placed bed layers (docs/decisions.md "Placed sound beds"): where each comes
 * from, in the chapter layout's yaw (as `polar`), so it pans and dims as the view turns. The
 * ambience plays all round under them.
 */
export const ARMY_SOUND_LAYERS = {
  // The fire line burns from -94 to -121 degrees (fire-layout.ts); the Griffon circles at -106.
  fire: [
    { id: 'army-fire-line', fromDeg: -107, widthDeg: 40 },
    { id: 'army-fire-rotor', fromDeg: -106, volume: 0.7, behindDb: -9 },
  ],
  // The levee runs across ahead (its hero end at about 55 degrees); the river is beyond it, all along.
  flood: [
    { id: 'army-flood-levee', fromDeg: 40, widthDeg: 90 },
    { id: 'army-flood-river', fromDeg: 0, widthDeg: 150, volume: 0.8 },
  ],
  // The bulldozer stands with the heavy equipment operator (mudslide-layout.ts, -118 degrees).
  mudslide: [{ id: 'army-mudslide-diesel', fromDeg: -118, volume: 0.8 }],
} as const satisfies Record<keyof typeof ARMY_SOUND_IDS, readonly PlacedLayer[]>;

/** Every stem the script must produce. */
export const ARMY_SOUND_STEMS = [
  'army-fire-ambience-loop',
  'army-fire-line-loop',
  'army-fire-rotor-loop',
  'army-flood-levee-loop',
  'army-flood-river-loop',
  'army-mudslide-diesel-loop',
  'army-fire-hose-loop',
  'army-fire-out',
  'army-flood-ambience-loop',
  'army-flood-sandbag',
  'army-mudslide-ambience-loop',
  'army-mudslide-tug',
  'army-mudslide-cleared',
  'army-radio-chirp',
  'army-level-up',
  'army-confirm',
  'army-mission-complete',
] as const;

type ArmySoundStem = (typeof ARMY_SOUND_STEMS)[number];

const { entry, sharedCues } = soundManifestWriter<ArmySoundStem, ArmySoundSet>({
  hotspot: 'army-radio-chirp',
  levelUp: 'army-level-up',
  complete: 'army-mission-complete',
});

const { fire, flood, mudslide } = ARMY_SOUND_IDS;

export const ARMY_SOUNDS: readonly AudioManifestEntry[] = [
  entry(fire.ambience, 'Wind in the conifers (loop, all round)', 'army-fire-ambience-loop', 'army-fire', true),
  entry('army-fire-line', 'The fire line: roar and crackle (loop, placed)', 'army-fire-line-loop', 'army-fire', true),
  entry('army-fire-rotor', "The Griffon's rotor and turbine (loop, placed)", 'army-fire-rotor-loop', 'army-fire', true),
  entry(fire.hold, 'Hose spray (loop while held)', 'army-fire-hose-loop', 'army-fire', true),
  entry(fire.targetDone, 'Fire out: steam hiss', 'army-fire-out', 'army-fire'),
  ...sharedCues(fire, 'army-fire'),
  entry(flood.ambience, 'Steady rain (loop, all round)', 'army-flood-ambience-loop', 'army-flood', true),
  entry('army-flood-levee', 'Rain drumming on the sandbags (loop, placed)', 'army-flood-levee-loop', 'army-flood', true),
  entry('army-flood-river', 'The river rushing (loop, placed)', 'army-flood-river-loop', 'army-flood', true),
  entry(flood.step, 'Sandbag thud', 'army-flood-sandbag', 'army-flood'),
  entry(flood.targetDone, 'Gap closed: confirm', 'army-confirm', 'army-flood'),
  ...sharedCues(flood, 'army-flood'),
  entry(mudslide.ambience, 'Mountain wind and drizzle (loop, all round)', 'army-mudslide-ambience-loop', 'army-mudslide', true),
  entry('army-mudslide-diesel', 'A bulldozer idling (loop, placed)', 'army-mudslide-diesel-loop', 'army-mudslide', true),
  entry(mudslide.step, 'Winch tug', 'army-mudslide-tug', 'army-mudslide'),
  entry(mudslide.targetDone, 'Debris hauled off: rumble', 'army-mudslide-cleared', 'army-mudslide'),
  ...sharedCues(mudslide, 'army-mudslide'),
];
