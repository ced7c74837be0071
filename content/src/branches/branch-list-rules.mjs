// @ts-check
import { HEX_COLOUR, contrastRatio } from './colour-contrast.mjs';

/**
 * The rules of the list of branches (docs/build-a-branch.md "The list"), checked when the list
 * is read, so a bad entry fails every build, test and script with a message naming it.
 */

/**
 * @typedef {{ en: string, fr: string }} PerLanguage
 * @typedef {{ name: string, title: PerLanguage, slug: PerLanguage, trades: readonly string[], taskItems: readonly string[] }} BranchListChapter
 * @typedef {{ accent: string, ink: string, deep: string }} BranchColours
 * @typedef {{ name: string, title: PerLanguage, port: number, soundSets: readonly string[], light: { key: string, fill: string, rim: string, keyFrom: readonly [number, number] }, colours: BranchColours, emblem: string, careers: PerLanguage, ownTrades: readonly string[], heroChapter: string, chapters: readonly BranchListChapter[], draft?: true }} BranchListEntry
 */

const LANGUAGES = /** @type {const} */ (['en', 'fr']);
/** A branch or chapter name: a route segment, a copy namespace and a folder name at once. */
const NAME = /^[a-z][a-z0-9]*$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** A trade: its key in a branch's copy (`<branch>:trades.<key>`). */
const TRADE = /^[a-z][A-Za-z0-9]*$/;
/**
 * What a branch's insignia carries behind the maple leaf: one of the shell's drawings
 * (shell/src/rewards/branch-emblem.tsx). `star` is the one a new branch starts with.
 */
export const EMBLEMS = /** @type {const} */ (['crossed-swords', 'anchor', 'wings', 'star']);

/**
 * What a branch's colours are drawn on: the page and its panels (shell/src/styles/global.css
 * --colour-bg and --colour-panel; branch-list-rules.test.ts holds the two together).
 */
export const PAGE_SURFACES = /** @type {const} */ (['#12160f', '#1c2218']);
/** Text (the ink) needs 4.5:1 on them, a border or bar in the accent 3:1 (WCAG AA). */
const TEXT_CONTRAST = 4.5;
const MARK_CONTRAST = 3;

/**
 * The problems of a branch's colours, each naming it.
 * @param {string} name
 * @param {Partial<BranchColours> | undefined} colours
 * @returns {string[]}
 */
function colourProblems(name, colours) {
  /** @type {string[]} */
  const problems = [];
  // `deep` lies under the insignia's leaf, not on the page: its form is checked, not its contrast.
  for (const [role, least] of /** @type {const} */ ([
    ['accent', MARK_CONTRAST],
    ['ink', TEXT_CONTRAST],
    ['deep', 0],
  ])) {
    const colour = colours?.[role];
    if (typeof colour !== 'string' || !HEX_COLOUR.test(colour)) {
      problems.push(`branch "${name}": colours.${role} "${colour}" is not a #rrggbb colour`);
      continue;
    }
    for (const surface of least > 0 ? PAGE_SURFACES : []) {
      const ratio = contrastRatio(colour, surface);
      if (ratio < least)
        problems.push(`branch "${name}": colours.${role} ${colour} has ${ratio.toFixed(2)}:1 on the page's ${surface}, under ${least}:1`);
    }
  }
  return problems;
}

/**
 * Every problem of the list, each naming its culprit (empty: none).
 * @param {readonly BranchListEntry[]} list
 * @param {number} shellPort
 * @returns {string[]}
 */
export function branchListProblems(list, shellPort) {
  /** @type {string[]} */
  const problems = [];
  /** @type {Map<string, string>} */
  const ports = new Map([[String(shellPort), 'the shell']]);
  /** @type {Set<string>} */
  const names = new Set();
  /** @type {Map<string, string>} */
  const chapters = new Map();
  /** @type {Map<string, string>} */
  const slugs = new Map();
  /** @type {Map<string, string>} */
  const soundSets = new Map();
  /** @type {Map<string, string>} */
  const tradeOwners = new Map();
  /** @type {Set<string>} */
  const tradesMet = new Set();
  for (const branch of list) {
    const name = branch?.name;
    if (typeof name !== 'string' || !NAME.test(name)) {
      problems.push(`a branch's name "${name}" is not lowercase letters and digits`);
      continue;
    }
    if (names.has(name)) {
      problems.push(`branch "${name}" is declared twice`);
      continue;
    }
    names.add(name);
    const portOwner = ports.get(String(branch.port));
    if (!Number.isInteger(branch.port) || branch.port < 1024 || branch.port > 65535) {
      problems.push(`branch "${name}": port ${branch.port} is not a port from 1024 to 65535`);
    } else if (portOwner !== undefined) {
      problems.push(`branch "${name}": port ${branch.port} is already ${portOwner}'s`);
    } else {
      ports.set(String(branch.port), `branch "${name}"`);
    }
    for (const language of LANGUAGES) {
      if (!branch.title?.[language]) problems.push(`branch "${name}": no title in "${language}" (every branch is named in both languages)`);
      if (!branch.careers?.[language]) problems.push(`branch "${name}": no careers link in "${language}"`);
    }
    problems.push(...colourProblems(name, branch.colours));
    if (!EMBLEMS.includes(/** @type {never} */ (branch.emblem)))
      problems.push(`branch "${name}": emblem "${branch.emblem}" is not one of ${EMBLEMS.join(', ')}`);
    for (const set of Array.isArray(branch.soundSets) ? branch.soundSets : []) {
      const setOwner = soundSets.get(set);
      if (!SLUG.test(set)) problems.push(`branch "${name}": sound set "${set}" is not lowercase words joined by hyphens`);
      else if (setOwner !== undefined) problems.push(`branch "${name}": sound set "${set}" is already ${setOwner}'s`);
      else soundSets.set(set, `branch "${name}"`);
    }
    if (!Array.isArray(branch.soundSets)) problems.push(`branch "${name}": soundSets must list its sound sets (none: [])`);
    for (const trade of Array.isArray(branch.ownTrades) ? branch.ownTrades : []) {
      const owner = tradeOwners.get(trade);
      if (typeof trade !== 'string' || !TRADE.test(trade))
        problems.push(`branch "${name}": owned trade "${trade}" is not a trade key (camelCase letters and digits)`);
      else if (owner !== undefined)
        problems.push(
          `branch "${name}": trade "${trade}" is already ${owner}'s (a trade several branches list is tri-service: no branch owns it)`,
        );
      else tradeOwners.set(trade, `branch "${name}"`);
    }
    if (!Array.isArray(branch.ownTrades)) problems.push(`branch "${name}": ownTrades must list the trades it alone owns (none: [])`);
    // A scaffolded branch is a draft until its team proves its trades (docs/build-a-branch.md "Drafts").
    if ('draft' in branch && branch.draft !== true) problems.push(`branch "${name}": draft is true (a scaffold not yet proven), or absent`);
    if (!Array.isArray(branch.chapters) || branch.chapters.length === 0) {
      problems.push(`branch "${name}" has no chapters`);
      continue;
    }
    if (!branch.chapters.some((/** @type {BranchListChapter} */ chapter) => chapter?.name === branch.heroChapter)) {
      problems.push(`branch "${name}": heroChapter "${branch.heroChapter}" is not one of its chapters`);
    }
    for (const chapter of branch.chapters) {
      const where = `branch "${name}", chapter "${chapter?.name}"`;
      if (typeof chapter?.name !== 'string' || !NAME.test(chapter.name)) {
        problems.push(`${where}: the name is not lowercase letters and digits`);
        continue;
      }
      const chapterOwner = chapters.get(chapter.name);
      if (chapterOwner !== undefined) problems.push(`${where}: chapter "${chapter.name}" is already ${chapterOwner}'s`);
      chapters.set(chapter.name, `branch "${name}"`);
      const items = chapter.taskItems;
      if (!Array.isArray(items) || items.length === 0 || new Set(items).size !== items.length)
        problems.push(`${where}: taskItems must name each task target once (at least one)`);
      if (!Array.isArray(chapter.trades) || chapter.trades.length !== 3 || chapter.trades.some((/** @type {string} */ trade) => !trade))
        problems.push(`${where}: trades must name the three trades met in Level 1`);
      else for (const trade of chapter.trades) tradesMet.add(trade);
      for (const language of LANGUAGES) {
        if (!chapter.title?.[language]) problems.push(`${where}: no title in "${language}" (every chapter is named in both languages)`);
      }
      for (const language of LANGUAGES) {
        const slug = chapter.slug?.[language];
        if (typeof slug !== 'string' || slug === '') {
          problems.push(`${where}: no slug in "${language}" (every chapter is named in both languages)`);
          continue;
        }
        if (!SLUG.test(slug)) problems.push(`${where}: the "${language}" slug "${slug}" is not lowercase words joined by hyphens`);
        // A slug names one chapter in either language: the other-language link translates it.
        const slugOwner = slugs.get(slug);
        if (slugOwner !== undefined && slugOwner !== where)
          problems.push(`${where}: the "${language}" slug "${slug}" is already ${slugOwner}'s`);
        else slugs.set(slug, where);
      }
    }
  }
  for (const [trade, owner] of tradeOwners) {
    if (!tradesMet.has(trade)) problems.push(`${owner}: owns trade "${trade}", which no chapter meets`);
  }
  return problems;
}

/**
 * The list itself, or an error naming each of its problems.
 * @template {readonly BranchListEntry[]} T
 * @param {T} list
 * @param {number} shellPort
 * @returns {T}
 */
export function checkedBranchList(list, shellPort) {
  const problems = branchListProblems(list, shellPort);
  if (problems.length > 0)
    throw new Error(`The list of branches (content/src/branches/branch-list.mjs) is wrong:\n- ${problems.join('\n- ')}`);
  return list;
}
