// @ts-check
/**
 * The JSON files a new branch is registered in, which cannot read the list of branches:
 * package.json's workspaces, tsconfig.json's include, and the branch's name in common.json
 * (the shell's header, Mission Select and the debriefs name a branch from there). Pure; each
 * returns the file's new text, or the same text when the branch is already there.
 */

/** @param {string} text package.json @param {string} name */
export function withWorkspace(text, name) {
  const json = JSON.parse(text);
  if (json.workspaces.includes(name)) return text;
  json.workspaces.push(name);
  return `${JSON.stringify(json, null, 2)}\n`;
}

/** @param {string} text tsconfig.json @param {string} name */
export function withTsconfigInclude(text, name) {
  const json = JSON.parse(text);
  const entry = `${name}/src`;
  if (json.include.includes(entry)) return text;
  const before = json.include.indexOf('e2e');
  json.include.splice(before < 0 ? json.include.length : before, 0, entry);
  return `${JSON.stringify(json, null, 2)}\n`;
}

/**
 * common.json with the branch's name and its "of the branch" form, marked as placeholder copy.
 * @param {string} text common.json of one language
 * @param {string} name
 * @param {'en' | 'fr'} language
 */
export function withBranchName(text, name, language) {
  const json = JSON.parse(text);
  const title = name.charAt(0).toUpperCase() + name.slice(1);
  json.branches[name] ??= language === 'en' ? `Placeholder ${title}` : `Texte provisoire ${title}`;
  json.branchOf[name] ??= language === 'en' ? `of the placeholder ${title}` : `de Texte provisoire ${title}`;
  return `${JSON.stringify(json, null, 2)}\n`;
}
