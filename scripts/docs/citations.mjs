// @ts-check
// The citations of documents outside the repository, and their forms in the project's docs/.

/** Each old citation and its project form, in the order they are applied, anywhere in a file. */
export const CITATIONS = [
  { outside: /(?:\.\.\/)?shared\/design\/CHAPTERS\.md/g, project: 'docs/game-design.md' },
  { outside: /(?:\.\.\/)?shared\/design\/ARCHITECTURE\.md/g, project: 'docs/decisions.md' },
  { outside: /(?:\.\.\/)?shared\/spec\/product-spec\.md/g, project: 'docs/product-rules.md' },
  { outside: /(?<![\w/])CHAPTERS\.md/g, project: 'docs/game-design.md' },
  { outside: /(?<![\w/])ARCHITECTURE\.md/g, project: 'docs/decisions.md' },
  { outside: /(?<![\w/-])product-spec(?:\.md)?/g, project: 'docs/product-rules.md' },
  { outside: /\b[Aa]rchitecture decisions? (\d+)/g, project: 'docs/decisions.md §$1' },
  { outside: /\b[Dd]ecision (\d+)\b/g, project: 'docs/decisions.md §$1' },
  { outside: /\b[Ss]pec §\s?(\d+)\b/g, project: 'docs/product-rules.md §$1' },
  { outside: /\b[Ss]pec (\d+)\b/g, project: 'docs/product-rules.md §$1' },
];

/**
 * Old citations rewritten only where they are prose: in comments and in markdown. In code they
 * may be a string the product shows or a test's name, which stay as they are.
 */
export const PROSE_CITATIONS = [{ outside: /\b([Tt])he spec's\b/g, project: "$1he product rules'" }];

/**
 * Issue numbers name a tracker outside the repository: a comment or a doc says what the rule
 * is, or cites docs/, instead. Only reported (`--check`): there is no project form to rewrite
 * them into.
 */
export const ISSUE_CITATIONS = [{ outside: /\b[Ii]ssues? #?\d+/g, project: '' }];

/** Whether `line` of a file is prose (markdown, or a comment line of code). */
/** @param {string} line @param {string} [file] */
function isProse(line, file = '') {
  return /\.md$/.test(file) || /^\s*(\/\/|\/\*|\*|#|<!--|\{\/\*)/.test(line);
}

/** @param {string} text @param {string} [file] @param {(line: string, rules: typeof CITATIONS) => string} each */
function overProse(text, file, each) {
  return text
    .split('\n')
    .map((line) => (isProse(line, file) ? each(line, PROSE_CITATIONS) : line))
    .join('\n');
}

/** @param {string} text @param {typeof CITATIONS} rules */
function matches(text, rules) {
  return rules.flatMap(({ outside }) => [...text.matchAll(new RegExp(outside.source, outside.flags))].map((match) => match[0]));
}

/** @param {string} text @param {typeof CITATIONS} rules */
function rewrite(text, rules) {
  return rules.reduce((result, { outside, project }) => result.replace(outside, project), text);
}

/**
 * The citations of an outside document still in `text` (the file's path, when given, tells
 * markdown from code).
 * @param {string} text @param {string} [file]
 */
export function outsideCitations(text, file) {
  const prose = [];
  overProse(text, file, (line, rules) => {
    prose.push(...matches(line, [...rules, ...ISSUE_CITATIONS]));
    return line;
  });
  return [...matches(text, CITATIONS), ...prose];
}

/**
 * `text` with every outside citation turned into its project form.
 * @param {string} text @param {string} [file]
 */
export function citeProjectDocs(text, file) {
  return overProse(rewrite(text, CITATIONS), file, rewrite);
}
