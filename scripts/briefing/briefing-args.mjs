// @ts-check
import { BRANCH_NAMES } from '@mission/content/branch-list';

/** Every branch of the list of branches. */
const BRANCHES = /** @type {readonly string[]} */ (BRANCH_NAMES);
/** Frames filmed a second: 24 is the video's own rate; 12 is filmed twice as fast and motion-interpolated to 24. */
export const FILM_RATES = [12, 24];
export const DEFAULT_FILM_RATE = 12;

/**
 * `npm run briefing-videos -- <branch> <branch> --fps 24`: the branches named (all by default)
 * and how many frames a second are filmed (`--fps 12`, `--fps=24`; 12 by default).
 * @param {string[]} args
 * @returns {{ branches: string[], fps: number } | { error: string }}
 */
export function parseBriefingArgs(args) {
  /** @type {string[]} */
  const branches = [];
  let fps = DEFAULT_FILM_RATE;
  for (let index = 0; index < args.length; index += 1) {
    const arg = /** @type {string} */ (args[index]);
    if (arg === '--fps' || arg.startsWith('--fps=')) {
      const value = arg === '--fps' ? args[(index += 1)] : arg.slice('--fps='.length);
      fps = Number(value);
      if (!FILM_RATES.includes(fps)) return { error: `briefing-videos: --fps takes ${FILM_RATES.join(' or ')}, not "${value ?? ''}".` };
    } else if (BRANCHES.includes(arg)) {
      branches.push(arg);
    } else {
      return { error: `briefing-videos: "${arg}" is neither a branch (${BRANCHES.join(', ')}) nor --fps <${FILM_RATES.join('|')}>.` };
    }
  }
  return { branches: branches.length > 0 ? BRANCHES.filter((name) => branches.includes(name)) : [...BRANCHES], fps };
}
