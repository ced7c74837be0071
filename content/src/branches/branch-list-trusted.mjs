// @ts-check
/**
 * What the browser builds put in place of branch-list-rules.mjs (shared/tooling/build/trusted-branch-list.mjs).
 * The list is checked where it is built: every build loads it in Node first (the webpack config's
 * ports come from it), so a wrong list stops the build with the rules' message, and the tests
 * hold the rules themselves. A visitor's page then neither carries the rules nor runs them again.
 *
 * @template T
 * @param {T} list
 * @returns {T}
 */
export function checkedBranchList(list) {
  return list;
}
