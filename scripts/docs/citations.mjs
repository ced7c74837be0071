// @ts-check
// The citations of documents outside the repository, and their forms in the project's docs/.

/** Each old citation and its project form, in the order they are applied. */
export const CITATIONS = [
  { outside: /(?:\.\.\/)?shared\/design\/CHAPTERS\.md/g, project: 'docs/game-design.md' },
  { outside: /(?:\.\.\/)?shared\/design\/ARCHITECTURE\.md/g, project: 'docs/decisions.md' },
  { outside: /(?:\.\.\/)?shared\/spec\/product-spec\.md/g, project: 'docs/product-rules.md' },
  { outside: /(?<![\w/])CHAPTERS\.md/g, project: 'docs/game-design.md' },
  { outside: /(?<![\w/])ARCHITECTURE\.md/g, project: 'docs/decisions.md' },
  { outside: /(?<![\w/-])product-spec(?:\.md)?/g, project: 'docs/product-rules.md' },
  { outside: /\b[Aa]rchitecture decisions? (\d+)/g, project: 'docs/decisions.md §$1' },
  { outside: /\b[Dd]ecision (\d+)\b/g, project: 'docs/decisions.md §$1' },
  { outside: /\b[Ss]pec (\d+)\b/g, project: 'docs/product-rules.md §$1' },
];

/** The citations of an outside document still in `text`. */
/** @param {string} text */
export function outsideCitations(text) {
  return CITATIONS.flatMap(({ outside }) => [...text.matchAll(new RegExp(outside.source, outside.flags))].map((match) => match[0]));
}

/** `text` with every outside citation turned into its project form. */
/** @param {string} text */
export function citeProjectDocs(text) {
  return CITATIONS.reduce((result, { outside, project }) => result.replace(outside, project), text);
}

