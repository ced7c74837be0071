/**
 * The typography Canadian French copy keeps (docs/writing-french.md): a no-break space (U+00A0,
 * or the narrow U+202F) before a colon and a percent sign and inside « », the typographic
 * apostrophe (’), and « » for quotes, never " or “ ”. A plain space there lets a phone's narrow
 * screen wrap the colon or the % onto a line of its own.
 */
export type FrenchTypographyRule =
  | 'apostrophe'
  | 'space before colon'
  | 'space before percent'
  | 'space inside guillemets'
  | 'quotes other than guillemets';

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

/** Every place a French string breaks the typography rules, in the order they occur. */
export function frenchTypographyProblems(text: string): FrenchTypographyProblem[] {
  const problems: FrenchTypographyProblem[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index] as string;
    const before = text[index - 1];
    const after = text[index + 1];
    if (character === "'") problems.push({ rule: 'apostrophe', character, index });
    else if (character === '"' || character === '“' || character === '”') problems.push({ rule: 'quotes other than guillemets', character, index });
    else if (character === ':' && !isTechnicalColon(text, index) && !isNoBreakSpace(before)) {
      problems.push({ rule: 'space before colon', character: before ?? ':', index: Math.max(index - 1, 0) });
    } else if (character === '%' && index > 0 && !isNoBreakSpace(before)) {
      problems.push({ rule: 'space before percent', character: before ?? '%', index: index - 1 });
    } else if (character === '«' && !isNoBreakSpace(after)) {
      problems.push({ rule: 'space inside guillemets', character: after ?? '«', index: index + 1 });
    } else if (character === '»' && !isNoBreakSpace(before)) {
      problems.push({ rule: 'space inside guillemets', character: before ?? '»', index: index - 1 });
    }
  }
  return problems;
}

/** A character named so a person can see it in a test's message (spaces are otherwise invisible). */
export function nameCharacter(character: string): string {
  const code = `U+${character.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`;
  if (character === ' ') return `a plain space (${code})`;
  return `"${character}" (${code})`;
}
