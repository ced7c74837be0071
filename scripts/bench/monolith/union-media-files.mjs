// @ts-check

/**
 * The monolith's one `__MEDIA_FILES__` table: the media tables of the four apps merged.
 * Federated, each app reads its own table from its own origin; in one build they share one
 * root, so a path two apps both use would send one of them the other's file: refused, unless
 * both serve it under the same content-hashed name (the same bytes: a scene picture the shell
 * and a branch's debrief both show).
 * @param {Record<string, Readonly<Record<string, string>>>} tables each app's table, by app name
 * @returns {Record<string, string>}
 */
export function unionMediaFiles(tables) {
  /** @type {Record<string, string>} */
  const union = {};
  /** @type {Map<string, string>} which app a path came from, to name both in the error */
  const owners = new Map();
  for (const [app, table] of Object.entries(tables)) {
    for (const [file, served] of Object.entries(table)) {
      const owner = owners.get(file);
      if (owner !== undefined && union[file] !== served) {
        throw new Error(`The monolith cannot serve public/${file} of both ${owner} and ${app}: the two apps' media would share one URL.`);
      }
      owners.set(file, app);
      union[file] = served;
    }
  }
  return union;
}
