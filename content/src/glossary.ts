/**
 * The words the copy uses for the product's recurring ideas, one per language, and the variants
 * it does not use (docs/glossary.md says what each idea means in code). A variant here is found
 * as a whole word, whatever its case, by content/src/glossary.test.ts in every locale file.
 */
export interface GlossaryTerm {
  /** The idea, as the project's docs call it. */
  term: string;
  en: string;
  fr: string;
  /** Variants a visitor never reads, with the reason. */
  avoid: { en: readonly string[]; fr: readonly string[]; why: string };
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
    avoid: { en: ['interstitial', 'intro video', 'cutscene'], fr: ['briefing', 'interstitiel', 'cinématique'], why: 'the rules’ word "interstitial" is code, not copy' },
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
    avoid: { en: ['chapter', 'chapters', 'level select'], fr: ['chapitre', 'chapitres'], why: '"chapter" is the code’s word; visitors play missions' },
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
    avoid: { en: ['section', 'sections', 'element', 'elements'], fr: ['branche', 'branches', 'section', 'sections'], why: '"section" is the rules’ word; the Forces say "élément" in French' },
  },
  {
    term: 'How It Works',
    en: 'How it works',
    fr: 'Comment ça fonctionne',
    avoid: { en: ['how to play', 'tutorial'], fr: ['comment ça marche', 'comment jouer', 'tutoriel'], why: 'one name for the screen, as the menu shows it' },
  },
  {
    term: 'completed',
    en: 'complete',
    fr: 'terminé (une mission, elle, est accomplie)',
    avoid: { en: [], fr: ['complété', 'complétée', 'complétés', 'complétées', 'compléter'], why: '"compléter" for "finish" is an anglicism' },
  },
];

/** A variant as a whole word, any case (letters with accents count as letters). */
export function variantPattern(variant: string): RegExp {
  const escaped = variant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'iu');
}
