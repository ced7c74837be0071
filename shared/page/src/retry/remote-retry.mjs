// @ts-check
/**
 * How often, and how far apart, a remote's file is asked for again after a failure: the
 * shell's manifest fetches (shell/src/remotes/fetch-with-retry.ts) and every build's chunk
 * loads (shared/tooling/build/chunk-retry-plugin.mjs) follow the same bounds (docs/decisions.md,
 * "Version skew"). Plain JavaScript, so the build in Node and the page read one statement.
 */
export const REMOTE_RETRY = Object.freeze({
  /** Total tries, the first included. */
  attempts: 3,
  /** Wait before try n+1 is backoffMs[n-1] (the last value repeats): about a second in all. */
  backoffMs: Object.freeze([300, 900]),
});
