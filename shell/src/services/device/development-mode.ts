/**
 * Whether this is a development build (docs/product-rules.md §5: non-functional checks are skipped there).
 *
 * The signal is `process.env.NODE_ENV`, which is reliable here: the build factory
 * (shared/tooling/build/create-webpack-config.mjs) always sets webpack's `mode`, and webpack 5
 * defaults `optimization.nodeEnv` to that mode and replaces `process.env.NODE_ENV` with it
 * through DefinePlugin (webpack/lib/config/defaults.js, WebpackOptionsApply.js). So
 * `npm run dev` gives "development" and every production build "production".
 * It is compared with "development", not "not production": Jest runs with "test", and the
 * checks must run in unit tests. Do not guard it with `typeof process`: there is no
 * `process` in the browser, only this replaced expression.
 */
export function isDevelopmentBuild(): boolean {
  try {
    return process.env.NODE_ENV === 'development';
  } catch {
    // Only if this ran unbundled: checks on is the safe side.
    return false;
  }
}
