// @ts-check
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
 * @param {{ name: string, chapter: string, port: number }} branch
 * @returns {string} the entry as the list writes one
 */
export function listEntry({ name, chapter, port }) {
  return `    {
      name: '${name}',
      port: ${port},
      light: { key: '#ffd8b0', fill: '#5f7cb0', rim: '#cfe0ff', keyFrom: [-30, 18] },
      careers: { en: 'https://forces.ca/en/careers/', fr: 'https://forces.ca/fr/carrieres/' },
      chapters: [{ name: '${chapter}', slug: { en: '${name}-${chapter}', fr: '${name}-${chapter}' }, targets: 3 }],
    },`;
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
