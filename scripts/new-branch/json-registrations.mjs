// @ts-check
/**
 * The JSON files a new branch is registered in, which cannot read the list of branches:
 * package.json's workspaces, tsconfig.json's include, the branch's name in common.json (the
 * shell's header, Mission Select and the debriefs name a branch from there) and its mission in
 * accessible.json (the accessible version tells each chapter). Pure; each returns the file's
 * new text, or the same text when the branch is already there.
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

/**
 * accessible.json with the chapter's accessible mission (its scenario and its task, one action
 * per task item), marked as placeholder copy.
 * @param {string} text accessible.json of one language
 * @param {{ name: string, chapter: string, taskItems: readonly string[] }} branch
 * @param {'en' | 'fr'} language
 */
export function withAccessibleMission(text, { name, chapter, taskItems }, language) {
  const json = JSON.parse(text);
  const mark = (/** @type {string} */ en, /** @type {string} */ fr) => (language === 'en' ? `Placeholder ${en}` : `Texte provisoire ${fr}`);
  const total = taskItems.length;
  json.missions[name] ??= {};
  json.missions[name][chapter] ??= {
    scenario: mark('what the visitor finds on arrival', 'ce que la personne découvre en arrivant'),
    task: {
      intro: mark('what the task asks', 'ce que demande la tâche'),
      counter: mark('beacons lit {{done}} of {{total}}', 'balises allumées {{done}} sur {{total}}'),
      items: Object.fromEntries(
        taskItems.map((item, index) => [
          item,
          {
            action: mark(`light beacon ${index + 1} of ${total}`, `allumer la balise ${index + 1} sur ${total}`),
            done: mark(`beacon ${index + 1} of ${total} is lit`, `la balise ${index + 1} sur ${total} est allumée`),
          },
        ]),
      ),
      complete: mark('every beacon is lit', 'toutes les balises sont allumées'),
    },
  };
  return `${JSON.stringify(json, null, 2)}\n`;
}
