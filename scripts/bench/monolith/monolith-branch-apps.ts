import { BRANCH_NAMES } from '@mission/content/branch-list';

/**
 * Each branch of the list of branches as a lazy import of its app (its `src/branch-entry`),
 * by name. Read as written only in Node (this folder's tests). The monolith build has
 * branch-apps-loader.mjs write this module again with one literal import per branch, so each
 * is a lazy chunk of its own, as a fair single app would split it: a computed import would
 * have webpack scan the whole repository for what it might name.
 */
export const BRANCH_APPS: Readonly<Record<string, () => Promise<unknown>>> = Object.fromEntries(
  BRANCH_NAMES.map((name) => [name, () => import(`../../../${name}/src/branch-entry`)]),
);
