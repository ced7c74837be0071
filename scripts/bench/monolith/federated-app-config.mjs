// @ts-check
import { APP_NAMES } from '@mission/tooling/build/app-ports.mjs';

/** The federated apps, the shell then each branch of the list of branches (the order `npm run build` builds them). */
export const FEDERATED_APPS = APP_NAMES;

/** An app's own webpack.config.mjs, loaded only when that app is built. @param {string} app */
const loadAppConfig = (app) => import(`../../../${app}/webpack.config.mjs`);

/**
 * An app's production config exactly as `webpack --mode production` makes it from its
 * webpack.config.mjs, written to `outDir` instead of the app's dist/, which the build the
 * visitor is served from (and the rest of the bench) keeps.
 *
 * @param {{ app: (typeof FEDERATED_APPS)[number], outDir: string }} options
 * @returns {Promise<import('webpack').Configuration>}
 */
export async function federatedAppWebpackConfig({ app, outDir }) {
  if (!FEDERATED_APPS.includes(app)) throw new Error(`"${app}" is not one of the federated apps (${FEDERATED_APPS.join(', ')})`);
  const config = (await loadAppConfig(app)).default({}, { mode: 'production' });
  return { ...config, output: { ...config.output, path: outDir } };
}
