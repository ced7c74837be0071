// @ts-check
/**
 * A workspace's CONTEXT map (docs/architecture.md, each workspace's CONTEXT.md) names its
 * folders: the ones at its top and the rooms under `src/`. A folder counts as named when a
 * code span of the map holds it as a path segment (`src/pages/`, `pages/`, `src/pages/x.ts`).
 */

/**
 * The folders a map must name: from the workspace's files, its top folders and the
 * folders right under `src/`.
 * @param {string[]} files paths relative to the workspace, forward slashes
 * @returns {string[]} folder paths, sorted (`deploy`, `src`, `src/pages`)
 */
export function foldersToMap(files) {
  const folders = new Set();
  for (const file of files) {
    const parts = file.split('/');
    if (parts.length < 2) continue;
    folders.add(parts[0]);
    if (parts[0] === 'src' && parts.length > 2) folders.add(`src/${parts[1]}`);
  }
  return [...folders].sort();
}

/**
 * The folders a map's text leaves out.
 * @param {string[]} folders as `foldersToMap` gives them
 * @param {string} mapText the map, and the documents of the workspace it links to
 */
export function foldersMissingFromMap(folders, mapText) {
  const spans = [...mapText.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '');
  const tokens = spans.flatMap((span) => span.split(/[\s,]+/));
  /** @param {string} folder */
  const named = (folder) => {
    const last = folder.split('/').pop() ?? folder;
    return tokens.some((token) => `/${token.replace(/^\.\//, '')}`.includes(`/${last}/`) || token === folder || token === last);
  };
  return folders.filter((folder) => !named(folder));
}
