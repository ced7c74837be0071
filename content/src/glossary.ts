/**
 * The words the copy uses for the product's recurring ideas, one per language, and the variants
 * it does not use (docs/glossary.md says what each idea means in code). A variant here is found
 * as a whole word, whatever its case, by content/src/glossary.test.ts in every locale file; a
 * variant that depends on what surrounds it (« aurore » without « boréale ») is a pattern with
 * a name.
 */
export type GlossaryVariant = string | { name: string; pattern: RegExp };

export interface GlossaryTerm {
  /** The idea, as the project's docs call it. */
  term: string;
  en: string;
  fr: string;
  /** Variants a visitor never reads, with the reason. */
  avoid: { en: readonly GlossaryVariant[]; fr: readonly GlossaryVariant[]; why: string };
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  {
    term: 'trade hotspot',
    en: 'hotspot',
    fr: 'point d’intérêt',
    avoid: { en: ['wayspot'], fr: ['hotspot', 'zone interactive', 'zone sensible'], why: 'one name for the glowing markers' },
  },
  {
    term: 'briefing',
    en: 'briefing (video)',
    fr: 'vidéo d’information',
    avoid: {
      en: ['interstitial', 'intro video', 'cutscene'],
      fr: ['briefing', 'interstitiel', 'cinématique'],
      why: 'the rules’ word "interstitial" is code, not copy',
    },
  },
  {
    term: 'debrief',
    en: 'debrief',
    fr: 'bilan',
    avoid: { en: ['debriefing', 'summary page'], fr: ['débrief', 'débriefing', 'débreffage'], why: 'one word for the branch’s last page' },
  },
  {
    term: 'mission (a chapter)',
    en: 'mission',
    fr: 'mission',
    avoid: {
      en: ['chapter', 'chapters', 'level select'],
      fr: ['chapitre', 'chapitres'],
      why: '"chapter" is the code’s word; visitors play missions',
    },
  },
  {
    term: 'trade',
    en: 'trade',
    fr: 'métier',
    avoid: { en: ['MOS'], fr: ['occupation', 'occupations'], why: 'the Forces’ own word; "occupation" is an anglicism in French' },
  },
  {
    term: 'branch',
    en: 'branch',
    fr: 'élément',
    avoid: {
      en: ['section', 'sections', 'element', 'elements'],
      fr: ['branche', 'branches', 'section', 'sections'],
      why: '"section" is the rules’ word; the Forces say "élément" in French',
    },
  },
  {
    term: 'How It Works',
    en: 'How it works',
    fr: 'Comment ça fonctionne',
    avoid: {
      en: ['how to play', 'tutorial'],
      fr: ['comment ça marche', 'comment jouer', 'tutoriel'],
      why: 'one name for the screen, as the menu shows it',
    },
  },
  {
    term: 'completed',
    en: 'complete',
    fr: 'terminé (une mission, elle, est accomplie)',
    avoid: {
      en: [],
      fr: ['complété', 'complétée', 'complétés', 'complétées', 'compléter'],
      why: '"compléter" for "finish" is an anglicism',
    },
  },
  {
    term: 'mission accomplished (a chapter)',
    en: 'complete',
    fr: 'accomplie',
    avoid: {
      en: [],
      fr: ['mission terminée', 'missions terminées', 'mission complète', 'missions complètes', 'mission réussie'],
      why: 'a mission is "accomplie", on every screen (its card, Mission Select, the accessible version)',
    },
  },
  {
    term: 'Mission Select',
    en: 'mission select',
    fr: 'choix de mission',
    avoid: {
      en: ['mission selection', 'select a mission screen'],
      fr: ['sélection de mission', 'sélection de missions', 'sélection des missions', 'sélection de la mission', 'choix des missions'],
      why: 'one name for the screen of the three branches, on every screen that links to it',
    },
  },
  {
    term: 'Northern town',
    en: 'community',
    fr: 'collectivité',
    avoid: {
      en: [],
      fr: ['communauté', 'communautés'],
      why: 'the Government of Canada calls a Northern town a "collectivité"; a "communauté" is a group of people',
    },
  },
  {
    term: 'northern lights',
    en: 'northern lights',
    fr: 'aurores boréales',
    avoid: {
      // The CP-140 Aurora is the aircraft's name, not the sky's.
      en: [{ name: 'aurora (not the CP-140 Aurora)', pattern: /(?<!CP-140[ \u00a0])(?<!\p{L})auroras?(?!\p{L})/iu }],
      fr: [{ name: 'aurore(s) without boréale(s)', pattern: /(?<!\p{L})aurores?(?![ \u00a0\u202f]+boréales?(?!\p{L}))(?!\p{L})/iu }],
      why: '« l’aurore » alone is the dawn; the lights in the sky are « aurores boréales », every time',
    },
  },
  {
    term: 'the game’s badges',
    en: 'badge',
    fr: 'badge',
    avoid: {
      en: ['insignia', 'insignias'],
      fr: ['insigne', 'insignes'],
      why: 'the game’s badges are not the Forces’ official (protected) insignia',
    },
  },
  {
    term: 'tasking',
    en: 'task force headquarters (the chain of command)',
    fr: 'quartier général (la chaîne de commandement)',
    avoid: {
      en: ['dispatch', 'dispatched', 'dispatcher', 'dispatchers'],
      fr: ['répartition', 'répartiteur', 'répartitrice', 'répartiteurs', 'répartitrices'],
      why: 'dispatch is 911 language: the Forces are tasked through their chain of command',
    },
  },
  {
    term: 'trades found',
    en: 'trades you met',
    fr: 'métiers découverts',
    avoid: {
      en: [],
      fr: [{ name: 'métier(s) rencontré(s)', pattern: /(?<!\p{L})métiers?[ \u00a0]+rencontrée?s?(?!\p{L})/iu }],
      why: 'a trade is « découvert »; « rencontrés » is a calque of "met" (people are met, trades discovered)',
    },
  },
  {
    term: 'the people behind real trades',
    en: 'the people behind real trades',
    fr: 'des gens qui exercent de vrais métiers',
    avoid: {
      en: [],
      fr: ['gens derrière', 'personnes derrière'],
      why: '« les gens derrière de vrais emplois » is a calque (docs/writing-french.md)',
    },
  },
  {
    term: 'mudslide',
    en: 'mudslide (slide)',
    fr: 'coulée de boue',
    avoid: {
      en: ['landslide', 'landslides'],
      fr: ['glissement de terrain', 'glissements de terrain'],
      why: 'the chapter’s own title: one name for the slide in each language',
    },
  },
];

/**
 * Keys that name one of the glossary's screens or cards, with the exact title each language
 * shows. The chapter's complete card and the final screen never share a title (the one says a
 * mission is done, the other that every mission is).
 */
export const SCREEN_TITLES = [
  { idea: 'complete card', ns: 'common', key: 'kit.complete.title', en: 'Mission complete', fr: 'Mission accomplie' },
  {
    idea: 'complete card (accessible version)',
    ns: 'accessible',
    key: 'mission.completeHeading',
    en: 'Mission complete',
    fr: 'Mission accomplie',
  },
  {
    idea: 'Mission Accomplished',
    ns: 'common',
    key: 'screens.accomplished.title',
    en: 'Mission accomplished',
    fr: 'Toutes vos missions sont accomplies',
  },
  { idea: 'Mission Select', ns: 'common', key: 'screens.select.eyebrow', en: 'Mission select', fr: 'Choix de mission' },
  { idea: 'Mission Select (accessible version)', ns: 'accessible', key: 'select.title', en: 'Mission select', fr: 'Choix de mission' },
  { idea: 'How It Works', ns: 'common', key: 'screens.howTo.eyebrow', en: 'How it works', fr: 'Comment ça fonctionne' },
  { idea: 'How It Works (accessible version)', ns: 'accessible', key: 'howto.title', en: 'How it works', fr: 'Comment ça fonctionne' },
] as const;

/** A variant as a whole word, any case (letters with accents count as letters); a pattern as it is. */
export function variantPattern(variant: GlossaryVariant): RegExp {
  if (typeof variant !== 'string') return variant.pattern;
  const escaped = variant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'iu');
}

/** How a test names a variant. */
export function variantName(variant: GlossaryVariant): string {
  return typeof variant === 'string' ? variant : variant.name;
}
