// @ts-check
import { BRANCH_NAMES } from '@mission/content/branch-list';

/** Every branch of the list of branches. */
const BRANCHES = /** @type {readonly string[]} */ (BRANCH_NAMES);
const LANGS = ['en', 'fr'];

/**
 * `npm run shots -- <branch> <branch> --lang fr`: the branches named (all by default) and the languages
 * (`--lang fr`, `--lang=en,fr`; both by default).
 * @param {string[]} args
 * @returns {{ branches: string[], langs: string[] } | { error: string }}
 */
export function parseShotsArgs(args) {
  /** @type {string[]} */
  const branches = [];
  /** @type {string[]} */
  const langs = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = /** @type {string} */ (args[index]);
    if (arg === '--lang' || arg.startsWith('--lang=')) {
      const value = arg === '--lang' ? args[(index += 1)] : arg.slice('--lang='.length);
      for (const lang of (value ?? '').split(',').filter(Boolean)) {
        if (!LANGS.includes(lang)) return { error: `shots: --lang takes ${LANGS.join(' or ')}, not "${lang}".` };
        langs.push(lang);
      }
      if (!value) return { error: `shots: --lang needs a language (${LANGS.join(' or ')}).` };
    } else if (BRANCHES.includes(arg)) {
      branches.push(arg);
    } else {
      return { error: `shots: "${arg}" is neither a branch (${BRANCHES.join(', ')}) nor --lang <${LANGS.join('|')}>.` };
    }
  }
  return {
    branches: branches.length > 0 ? BRANCHES.filter((name) => branches.includes(name)) : BRANCHES,
    langs: langs.length > 0 ? LANGS.filter((name) => langs.includes(name)) : LANGS,
  };
}
