import { copyTypographyProblems, sentenceCaseProblems } from '../copy-typography';
import { frenchTypographyProblems, nameCharacter } from '../french-typography';
import { GLOSSARY, variantName, variantPattern } from '../glossary';
import { LANGUAGE_TAGS, type Locale } from '../locale';
import { NAVIGATION_MODES, navigationMenu } from '../navigation/navigation';
import { copyStrings, localeFiles, readLocaleFile } from './copy-strings';

/** One thing a copy check finds: where (source and key), which rule, and what it saw. */
export interface CopyFinding {
  /** `en-US/common.json`, or `navigation (immersive, fr)`. */
  source: string;
  key: string;
  rule: string;
  detail: string;
}

/** Every copy tree of one language: each namespace file as it ships, then each menu. */
export interface CopySource {
  locale: Locale;
  source: string;
  tree: unknown;
}

export function copySources(locale: Locale): CopySource[] {
  const tag = LANGUAGE_TAGS[locale];
  return [
    ...localeFiles(tag).map((file) => ({ locale, source: `${tag}/${file}`, tree: readLocaleFile(tag, file) })),
    ...NAVIGATION_MODES.map((mode) => ({ locale, source: `navigation (${mode}, ${locale})`, tree: navigationMenu(locale, mode) })),
  ];
}

/** The glossary's ruled-out variants a tree uses. */
export function glossaryFindings({ locale, source, tree }: CopySource): CopyFinding[] {
  return copyStrings(tree).flatMap(([key, text]) =>
    GLOSSARY.flatMap((entry) =>
      entry.avoid[locale]
        .filter((variant) => variantPattern(variant).test(text))
        .map((variant) => ({
          source,
          key,
          rule: `glossary: "${variantName(variant)}"`,
          detail: `the glossary says "${entry[locale]}" (${entry.term}: ${entry.avoid.why})`,
        })),
    ),
  );
}

/** Typography both languages keep (straight quotes, measures in words), and French's own. */
export function typographyFindings({ locale, source, tree }: CopySource): CopyFinding[] {
  return copyStrings(tree).flatMap(([key, text]) => [
    ...copyTypographyProblems(text, locale).map((problem) => ({
      source,
      key,
      rule: problem.rule,
      detail: `${JSON.stringify(problem.found)} at ${problem.index} in "${text}"`,
    })),
    ...(locale === 'fr'
      ? frenchTypographyProblems(text)
          // ' and " are the shared rules' findings already
          .filter((problem) => problem.character !== "'" && problem.character !== '"')
          .map((problem) => ({
            source,
            key,
            rule: problem.rule,
            detail: `${nameCharacter(problem.character)} at ${problem.index} in "${text}"`,
          }))
      : []),
  ]);
}

/** English titles, labels and buttons with a capital that sentence case does not keep. */
export function sentenceCaseFindings({ locale, source, tree }: CopySource): CopyFinding[] {
  if (locale !== 'en') return [];
  return copyStrings(tree)
    .filter(([key]) => !SENTENCE_CASE_EXEMPT_KEYS.has(key))
    .flatMap(([key, text]) => {
      const words = sentenceCaseProblems(text);
      return words.length === 0 ? [] : [{ source, key, rule: 'sentence case', detail: `${words.join(', ')} in "${text}"` }];
    });
}

/**
 * Keys whose text is a name as it stands, not a title: the product's own name, and the Canada
 * wordmark's label, word for word as canada.ca gives it ("the Government of Canada" is a name).
 */
const SENTENCE_CASE_EXEMPT_KEYS: ReadonlySet<string> = new Set(['productTitle', 'signature.wordmark']);

const findingId = (finding: Pick<CopyFinding, 'source' | 'key' | 'rule'>): string => `${finding.source} ${finding.key}: ${finding.rule}`;

/** What a test reports: every finding, as one readable line each. */
export function unexpected(findings: readonly CopyFinding[]): string[] {
  return findings.map((finding) => `${findingId(finding)}: ${finding.detail}`);
}
