/**
 * The typography Canadian French copy keeps (docs/writing-french.md): a no-break space (U+00A0)
 * before a colon and a percent sign, a narrow one (U+202F, or U+00A0) before a semicolon, an
 * exclamation or question mark; no capital after a colon but a proper noun's; inside « », and between a figure and its unit (12 milles marins); the
 * typographic apostrophe (’); and « » for quotes, never " or “ ”. A plain space there lets a
 * phone's narrow screen wrap the sign onto a line of its own, and no space at all glues it to
 * the word.
 */
export type FrenchTypographyRule =
  | 'apostrophe'
  | 'space before colon'
  | 'narrow space before colon'
  | 'capital after colon'
  | 'space before semicolon, exclamation or question mark'
  | 'space before percent'
  | 'space inside guillemets'
  | 'quotes other than guillemets'
  | 'space between figure and unit';

export interface FrenchTypographyProblem {
  rule: FrenchTypographyRule;
  /** The character that breaks the rule, as it stands in the text. */
  character: string;
  /** Where it stands (UTF-16 index). */
  index: number;
}

const NO_BREAK_SPACES = new Set(['\u00a0', '\u202f']);

const isNoBreakSpace = (character: string | undefined): boolean => character !== undefined && NO_BREAK_SPACES.has(character);
const isDigit = (character: string | undefined): boolean => character !== undefined && character >= '0' && character <= '9';

/** A colon that is not punctuation: a URL's scheme (`https://`) or a time or ratio (`9:30`). */
function isTechnicalColon(text: string, index: number): boolean {
  if (text.startsWith('//', index + 1)) return true;
  return isDigit(text[index - 1]) && isDigit(text[index + 1]);
}

/**
 * A `;`, `!` or `?` that is not punctuation: one glued to what follows, as in a web address's
 * query (`?debug`), or the second of a pair (`?!`), which shares the first one's space.
 */
function isTechnicalMark(text: string, index: number): boolean {
  const after = text[index + 1];
  if (after !== undefined && /[\p{L}\p{N}=&/]/u.test(after)) return true;
  return /[;!?]/.test(text[index - 1] ?? '');
}

/**
 * Units written after a figure in the copy: the space between them is a no-break one, so "12"
 * and "milles marins" never part at a line's end.
 */
export const FRENCH_UNITS = [
  'milles marins',
  'mille marin',
  'kilomètres',
  'kilomètre',
  'km',
  'km/h',
  'mètres',
  'mètre',
  'm',
  'nœuds',
  'nœud',
  'pieds',
  'pied',
  'degrés',
  'degré',
  '°C',
  'kilogrammes',
  'kg',
  'tonnes',
  'tonne',
  'litres',
  'litre',
  'L',
  'heures',
  'heure',
  'h',
  'minutes',
  'minute',
  'min',
  'secondes',
  'seconde',
  's',
] as const;

const FIGURE_THEN_UNIT = new RegExp(
  `\\d( )(?:${[...FRENCH_UNITS]
    .sort((a, b) => b.length - a.length)
    .map((unit) => unit.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
    .join('|')})(?![\\p{L}\\p{N}])`,
  'gu',
);

/**
 * Words a French sentence keeps capitalized after a colon: proper nouns the copy uses (an
 * initialism or a code, CH-148, GPS, is kept as well). Any other capital after « : » is a
 * calque of English title case (« Suivant : Toutes… »): French goes on in lower case. A quote
 * after the colon (« : « Mayday… » ») starts a sentence of its own and is not read.
 */
export const FRENCH_PROPER_WORDS: ReadonlySet<string> = new Set([
  'Armée',
  'Marine',
  'Aviation',
  'Forces',
  'Canada',
  'Défense',
  'Nord',
  'Grand',
  'Arctique',
  'Mayday',
  'Northern',
  'Halifax',
  'Cyclone',
  'Griffon',
  'Hercules',
  'Aurora',
  'Safari',
  'Chrome',
  'Samsung',
  'Android',
  'iPhone',
  'JavaScript',
  'WebGL',
  'English',
  'Start',
]);

/** A punctuation colon (after its no-break space), spaces, then a capitalized word. */
const CAPITAL_AFTER_COLON = /[\u00a0\u202f ]:[ \u00a0\u202f]+(\p{Lu}[\p{L}\p{N}’-]*)/gu;

/** Every place a French string breaks the typography rules, in the order they occur. */
export function frenchTypographyProblems(text: string): FrenchTypographyProblem[] {
  const problems: FrenchTypographyProblem[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index] as string;
    const before = text[index - 1];
    const after = text[index + 1];
    if (character === "'") problems.push({ rule: 'apostrophe', character, index });
    else if (character === '"' || character === '“' || character === '”')
      problems.push({ rule: 'quotes other than guillemets', character, index });
    else if (character === ':' && !isTechnicalColon(text, index) && !isNoBreakSpace(before)) {
      problems.push({ rule: 'space before colon', character: before ?? ':', index: Math.max(index - 1, 0) });
    } else if (character === ':' && before === '\u202f') {
      problems.push({ rule: 'narrow space before colon', character: before, index: index - 1 });
    } else if ((character === ';' || character === '!' || character === '?') && !isTechnicalMark(text, index) && !isNoBreakSpace(before)) {
      problems.push({
        rule: 'space before semicolon, exclamation or question mark',
        character: before ?? character,
        index: Math.max(index - 1, 0),
      });
    } else if (character === '%' && index > 0 && !isNoBreakSpace(before)) {
      problems.push({ rule: 'space before percent', character: before ?? '%', index: index - 1 });
    } else if (character === '«' && !isNoBreakSpace(after)) {
      problems.push({ rule: 'space inside guillemets', character: after ?? '«', index: index + 1 });
    } else if (character === '»' && !isNoBreakSpace(before)) {
      problems.push({ rule: 'space inside guillemets', character: before ?? '»', index: index - 1 });
    }
  }
  for (const match of text.matchAll(CAPITAL_AFTER_COLON)) {
    const word = match[1] as string;
    if (!FRENCH_PROPER_WORDS.has(word) && !/^[\p{Lu}\d-]+$/u.test(word)) {
      problems.push({
        rule: 'capital after colon',
        character: word[0] as string,
        index: (match.index ?? 0) + match[0].length - word.length,
      });
    }
  }
  for (const match of text.matchAll(FIGURE_THEN_UNIT)) {
    problems.push({ rule: 'space between figure and unit', character: ' ', index: (match.index ?? 0) + 1 });
  }
  return problems.sort((a, b) => a.index - b.index);
}

/** A character named so a person can see it in a test's message (spaces are otherwise invisible). */
export function nameCharacter(character: string): string {
  const code = `U+${character.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`;
  if (character === ' ') return `a plain space (${code})`;
  return `"${character}" (${code})`;
}
