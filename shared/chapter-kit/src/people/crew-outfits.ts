/**
 * What a crew figure wears, by the work it does (shared/chapter-kit/README.md, `people/`): the
 * colours of its clothes, its headgear, and what it wears over them. Colours are flat paint
 * for the low-poly style, picked from the real kit: CADPAT greens, naval combat dress's dark
 * blue, the aircrew's sage flight suit, SAR orange, tan turnout gear, a fisherman's orange float coat. Keys name the dress,
 * not a branch, so a new branch dresses its crew from the same wardrobe.
 */
export type Headgear =
  | 'none'
  /** Combat helmet: a rounded shell, a little brim all round. */
  | 'combatHelmet'
  /** Hard hat: a shell with a peak and a brim. */
  | 'hardHat'
  /** Ball cap with a peak. */
  | 'ballCap'
  /** Flight-deck cranial: a snug shell with ear cups and goggles. */
  | 'cranial'
  /** Aircrew flight helmet with a dark visor. */
  | 'flightHelmet'
  /** Firefighter's helmet: a high shell with a long brim at the back. */
  | 'fireHelmet'
  /** A parka hood trimmed with fur round the face. */
  | 'furHood'
  /** A diver's drysuit hood with the mask pushed up. */
  | 'diveHood';

export interface Outfit {
  /** Jacket or coverall top, and sleeves. */
  top: string;
  trousers: string;
  boots: string;
  /** Gloves or mitts; bare hands (the figure's skin) when left out. */
  gloves?: string;
  headgear: Headgear;
  headgearColour: string;
  /** A vest over the top (a flight-deck role colour, a lifejacket); a figure's `accent` replaces it. */
  vest?: string;
  /** Reflective bands round the chest, sleeves and legs (turnout gear). */
  bands?: string;
  /** A red-cross armband on the left sleeve. */
  redCross?: boolean;
}

export const OUTFITS = {
  'cadpat-field': { top: '#5b6642', trousers: '#4f5a39', boots: '#2b2721', headgear: 'combatHelmet', headgearColour: '#4a5436' },
  // Op LENTUS: soldiers on the fire lines wore red fire-retardant coveralls over their greens.
  'fire-coverall-red': {
    top: '#b3372a',
    trousers: '#a83227',
    boots: '#2b2721',
    gloves: '#6b5a3e',
    headgear: 'hardHat',
    headgearColour: '#e2b52e',
  },
  medic: { top: '#5b6642', trousers: '#4f5a39', boots: '#2b2721', headgear: 'combatHelmet', headgearColour: '#4a5436', redCross: true },
  'naval-work-dress': { top: '#1f2b45', trousers: '#1a2235', boots: '#121418', headgear: 'ballCap', headgearColour: '#151b29' },
  // The flight deck's role colours: blue (handlers), brown (chocks), red (crash rescue), green (maintenance), yellow (directors).
  'flight-deck-crew': {
    top: '#1f2b45',
    trousers: '#1a2235',
    boots: '#121418',
    gloves: '#d9d3c2',
    headgear: 'cranial',
    headgearColour: '#2f5fb3',
    vest: '#2f5fb3',
  },
  'shipboard-medic': {
    top: '#1f2b45',
    trousers: '#1a2235',
    boots: '#121418',
    headgear: 'ballCap',
    headgearColour: '#151b29',
    redCross: true,
    vest: '#e8e6df',
  },
  // The crash-rescue team's silver fire suit and red helmet.
  'crash-rescue': {
    top: '#b9bec4',
    trousers: '#aeb3ba',
    boots: '#1d1f22',
    gloves: '#5b5e63',
    headgear: 'fireHelmet',
    headgearColour: '#c8372d',
    bands: '#e9ef6b',
  },
  'diver-drysuit': {
    top: '#17191d',
    trousers: '#17191d',
    boots: '#0e0f11',
    gloves: '#17191d',
    headgear: 'diveHood',
    headgearColour: '#101215',
    vest: '#c9c23a',
  },
  'aircrew-flight-suit': {
    top: '#7b8768',
    trousers: '#748060',
    boots: '#1f1d1a',
    gloves: '#2a2825',
    headgear: 'flightHelmet',
    headgearColour: '#d9d8cf',
  },
  'sar-orange': {
    top: '#e8612a',
    trousers: '#d9572a',
    boots: '#1f1d1a',
    gloves: '#2a2825',
    headgear: 'flightHelmet',
    headgearColour: '#f1efe8',
  },
  'firefighter-turnout': {
    top: '#c7a75a',
    trousers: '#bf9f55',
    boots: '#1d1f22',
    gloves: '#6b4a2b',
    headgear: 'fireHelmet',
    headgearColour: '#e3bf2c',
    bands: '#e9ef6b',
  },
  // Community members: a bright parka with a fur-trimmed hood (red by default; a figure's accent changes it).
  'arctic-parka': {
    top: '#c23b2e',
    trousers: '#2c2d35',
    boots: '#5a4632',
    gloves: '#3a2b24',
    headgear: 'furHood',
    headgearColour: '#c23b2e',
  },
  // The person in the water: dark clothes under an orange lifejacket.
  lifejacket: { top: '#2e3544', trousers: '#262b36', boots: '#1a1a1c', headgear: 'none', headgearColour: '#000000', vest: '#f26a1b' },
  // A fisherman's float coat: the whole coat high-visibility orange (it floats them), reflective tape round the chest, sleeves and legs.
  'float-coat': {
    top: '#ff6312',
    trousers: '#ff6312',
    boots: '#1a1a1c',
    gloves: '#e8a317',
    headgear: 'none',
    headgearColour: '#000000',
    bands: '#f4f7f8',
  },
} as const satisfies Record<string, Outfit>;

export type OutfitKey = keyof typeof OUTFITS;
export const OUTFIT_KEYS = Object.keys(OUTFITS) as OutfitKey[];

/** Skin tones the kit's figures take in turn (a crew looks like the country it serves). */
export const SKIN_TONES = ['#c8916e', '#8d5a3c', '#e0b394', '#5e3b27', '#b07a55', '#d9a07c'] as const;
