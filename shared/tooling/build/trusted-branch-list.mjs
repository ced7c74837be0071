// @ts-check
import webpack from 'webpack';
import { fileURLToPath } from 'node:url';

/** The rules' module, as branch-list.mjs imports it. */
export const BRANCH_LIST_RULES = /[\\/]branch-list-rules\.mjs$/;

/** Where a browser build finds the list's stand-in for the rules. */
export const TRUSTED_BRANCH_LIST = fileURLToPath(new URL('../../../content/src/branches/branch-list-trusted.mjs', import.meta.url));

/**
 * A browser build's list of branches, trusted: its rules ran in Node when this build's config
 * loaded the list (app-ports.mjs), so the page does not carry them (about 2 KB gzip in every app)
 * nor run them at each visit (docs/decisions.md, "Start-up in short tasks").
 */
export function trustedBranchListPlugin() {
  return new webpack.NormalModuleReplacementPlugin(BRANCH_LIST_RULES, TRUSTED_BRANCH_LIST);
}
