// @ts-check
import { PLACEHOLDER_TASK_ITEMS, PLACEHOLDER_TRADES, titleOf } from './branch-files.mjs';
/**
 * A new branch's entry in the list of branches (content/src/branches/branch-list.mjs), added
 * to the list's source text at the end of play order (docs/build-a-branch.md). Pure.
 */

/** Where the list's entries end: the new one goes just before. */
const LIST_END = '\n  ]),\n  SHELL_PORT,\n);';

/** The next port after every port in use (the shell's and each branch's). @param {readonly { port: number }[]} list @param {number} shellPort */
export function nextFreePort(list, shellPort) {
  return Math.max(shellPort, ...list.map((branch) => branch.port)) + 1;
}

/**
 * The branch's entry, a draft (docs/build-a-branch.md "Drafts"): placeholder titles (marked as such in both languages), the next free
 * port, a neutral light, neutral colours (grey-green, readable on the page), the star emblem (until it has its own drawing), the forces.ca careers links, no trade of its own yet, and its one chapter (its hero chapter too) with the scaffold's
 * trades and task targets.
 * @param {{ name: string, chapter: string, port: number }} branch
 */
export function listedBranch({ name, chapter, port }) {
  return {
    name,
    title: { en: `Placeholder ${titleOf(name)}`, fr: `Texte provisoire ${titleOf(name)}` },
    port,
    soundSets: /** @type {string[]} */ ([]),
    light: { key: '#ffd8b0', fill: '#5f7cb0', rim: '#cfe0ff', keyFrom: /** @type {[number, number]} */ ([-30, 18]) },
    colours: { accent: '#8a9a7a', ink: '#d5dccb', deep: '#2b3325' },
    emblem: 'star',
    careers: { en: 'https://forces.ca/en/careers/', fr: 'https://forces.ca/fr/carrieres/' },
    ownTrades: /** @type {string[]} */ ([]),
    heroChapter: chapter,
    draft: /** @type {const} */ (true),
    chapters: [
      {
        name: chapter,
        title: { en: `Placeholder ${chapter}`, fr: `Texte provisoire ${chapter}` },
        slug: { en: `${name}-${chapter}`, fr: `${name}-${chapter}` },
        trades: [...PLACEHOLDER_TRADES],
        taskItems: [...PLACEHOLDER_TASK_ITEMS],
      },
    ],
  };
}

/**
 * A value written as the list writes one: single quotes, a record of plain values on one line,
 * anything holding records over several lines.
 * @param {unknown} value
 * @param {string} indent
 * @returns {string}
 */
function source(value, indent) {
  if (typeof value === 'string') return `'${value.replace(/'/g, "\\'")}'`;
  if (typeof value !== 'object' || value === null) return String(value);
  const nested = Object.values(value).some(
    (item) => typeof item === 'object' && item !== null && (!Array.isArray(item) || item.some((inner) => typeof inner === 'object')),
  );
  const inner = `${indent}  `;
  if (Array.isArray(value))
    return nested
      ? `[\n${value.map((item) => `${inner}${source(item, inner)},`).join('\n')}\n${indent}]`
      : `[${value.map((item) => source(item, inner)).join(', ')}]`;
  const fields = Object.entries(value).map(([key, item]) => `${key}: ${source(item, inner)}`);
  return nested ? `{\n${fields.map((field) => `${inner}${field},`).join('\n')}\n${indent}}` : `{ ${fields.join(', ')} }`;
}

/**
 * @param {{ name: string, chapter: string, port: number }} branch
 * @returns {string} the entry as the list writes one
 */
export function listEntry(branch) {
  return `    ${source(listedBranch(branch), '    ')},`;
}

/**
 * The list's source with the branch appended.
 * @param {string} source branch-list.mjs as it stands
 * @param {{ name: string, chapter: string, port: number }} branch
 */
export function withListEntry(source, branch) {
  const end = source.lastIndexOf(LIST_END);
  if (end < 0) throw new Error('content/src/branches/branch-list.mjs: cannot find the end of BRANCH_LIST ("  ]),\\n  SHELL_PORT,\\n);")');
  return `${source.slice(0, end)}\n${listEntry(branch)}${source.slice(end)}`;
}
