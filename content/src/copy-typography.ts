import { BRANCH_LIST } from './branches/branch-list.mjs';
import type { Locale } from './locale';

/**
 * Typography both languages keep (docs/writing-english.md, docs/writing-french.md): the
 * typographic apostrophe (’) and quotes (“ ” in English, « » in French), never the typewriter
 * ' and "; a button's name quoted after the verb that presses it; and a measure written in figures (12 nautical miles, 12 milles marins), never in
 * words. French has more rules of its own (french-typography.ts).
 */
export type CopyTypographyRule = 'straight apostrophe' | 'straight double quote' | 'measure in words' | 'button name not quoted';

export interface CopyTypographyProblem {
  rule: CopyTypographyRule;
  /** What breaks the rule, as it stands in the text. */
  found: string;
  /** Where it stands (UTF-16 index). */
  index: number;
}

const NUMBER_WORDS: Record<Locale, readonly string[]> = {
  en: [
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
    'fifteen',
    'twenty',
    'thirty',
    'fifty',
    'hundred',
    'thousand',
  ],
  fr: [
    'un',
    'une',
    'deux',
    'trois',
    'quatre',
    'cinq',
    'six',
    'sept',
    'huit',
    'neuf',
    'dix',
    'onze',
    'douze',
    'quinze',
    'vingt',
    'trente',
    'cinquante',
    'cent',
    'mille',
  ],
};

/** Units of measure: after a number, they want a figure. */
const UNIT_WORDS: Record<Locale, readonly string[]> = {
  en: [
    'nautical miles',
    'nautical mile',
    'miles',
    'mile',
    'kilometres',
    'kilometre',
    'metres',
    'metre',
    'knots',
    'knot',
    'feet',
    'foot',
    'degrees',
    'kilograms',
    'tonnes',
    'litres',
    'kilometers',
    'meters',
  ],
  fr: [
    'milles marins',
    'mille marin',
    'milles',
    'kilomètres',
    'kilomètre',
    'mètres',
    'mètre',
    'nœuds',
    'nœud',
    'pieds',
    'pied',
    'degrés',
    'kilogrammes',
    'tonnes',
    'litres',
  ],
};

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const longestFirst = (words: readonly string[]): string =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');

const MEASURE_IN_WORDS: Record<Locale, RegExp> = {
  en: new RegExp(`(?<!\\p{L})(?:${longestFirst(NUMBER_WORDS.en)})[ \\u00a0\\u202f](?:${longestFirst(UNIT_WORDS.en)})(?!\\p{L})`, 'giu'),
  fr: new RegExp(`(?<!\\p{L})(?:${longestFirst(NUMBER_WORDS.fr)})[ \\u00a0\\u202f](?:${longestFirst(UNIT_WORDS.fr)})(?!\\p{L})`, 'giu'),
};

/**
 * A button's name after the verb that presses it is quoted (Tap “Continue”, Touchez « Continuer »):
 * a capital right after the verb is a bare name.
 */
const BUTTON_NAME_NOT_QUOTED: Record<Locale, RegExp> = {
  en: /(?<!\p{L})(?:Tap|Press|Click|Select)[ \u00a0]+(?=\p{Lu})/gu,
  fr: /(?<!\p{L})(?:Touchez|Appuyez sur|Cliquez sur|Sélectionnez)[ \u00a0]+(?=\p{Lu})/gu,
};

/** Every place a string of either language breaks the shared typography rules, in order. */
export function copyTypographyProblems(text: string, locale: Locale): CopyTypographyProblem[] {
  const problems: CopyTypographyProblem[] = [];
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === "'") problems.push({ rule: 'straight apostrophe', found: "'", index });
    else if (text[index] === '"') problems.push({ rule: 'straight double quote', found: '"', index });
  }
  for (const match of text.matchAll(BUTTON_NAME_NOT_QUOTED[locale])) {
    problems.push({ rule: 'button name not quoted', found: match[0], index: match.index ?? 0 });
  }
  for (const match of text.matchAll(MEASURE_IN_WORDS[locale])) {
    problems.push({ rule: 'measure in words', found: match[0], index: match.index ?? 0 });
  }
  return problems.sort((a, b) => a.index - b.index);
}

/**
 * Words an English title or button keeps capitalized in sentence case (docs/writing-english.md):
 * proper nouns and the initialisms a visitor reads as they are, the branches' names (their
 * titles in the list of branches) among them.
 */
export const ENGLISH_PROPER_WORDS: ReadonlySet<string> = new Set([
  ...BRANCH_LIST.flatMap((branch) => branch.title.en.split(/\s+/)),
  'Force',
  'Forces',
  'Armed',
  'Canadian',
  'Canadians',
  'Canada',
  'Royal',
  'National',
  'Defence',
  'English',
  'French',
  'Français',
  'North',
  'Northern',
  'Arctic',
  'QR',
  'AR',
  '3D',
  'WebGL',
  'JavaScript',
  'iOS',
  'Android',
  'iPhone',
  'XS',
  'Safari',
  'Chrome',
  'Samsung',
  'Internet',
  'Hercules',
  'Cormorant',
  'CC-130J',
  'CH-149',
  'HMCS',
  'I',
]);

/** A title, a label or a button: a short string that does not end like a sentence. */
export function isTitleLike(text: string): boolean {
  const trimmed = text.trim();
  if (/[.!?…:)]$/.test(trimmed) || /^https?:/.test(trimmed)) return false;
  return trimmed.split(/\s+/).length <= 8;
}

/**
 * Words of an English title, label or button capitalized against sentence case: every word
 * after the first, unless a proper word, an initialism, or the first word after a `:`, `·` or
 * `—` or inside quotes, which starts a title of its own.
 */
export function sentenceCaseProblems(text: string): string[] {
  if (!isTitleLike(text)) return [];
  const problems: string[] = [];
  let startsTitle = true;
  for (const word of text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .split(/\s+/)
    .filter(Boolean)) {
    if (/^[·—–:|]$/.test(word)) {
      startsTitle = true;
      continue;
    }
    const bare = word.replace(/^[(“‘"']+|[)”’"',;:]+$/g, '');
    // A quoted name starts a title of its own: See “Mission accomplished”.
    if (/^[“‘"«]/.test(word)) startsTitle = true;
    if (!startsTitle && /^\p{Lu}/u.test(bare) && !ENGLISH_PROPER_WORDS.has(bare.replace(/’s$/, '')) && !/^\p{Lu}+\d*$/u.test(bare))
      problems.push(bare);
    startsTitle = /:$/.test(word);
  }
  return problems;
}
