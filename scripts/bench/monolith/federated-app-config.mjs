// @ts-check

/** The four federated apps, in the order `npm run build` builds them (package.json workspaces). */
export const FEDERATED_APPS = /** @type {const} */ (['shell', 'army', 'navy', 'air']);

/** Each app's own webpack.config.mjs, loaded only when that app is built. */
const APP_CONFIGS = {
  shell: () => import('../../../shell/webpack.config.mjs'),
  army: () => import('../../../army/webpack.config.mjs'),
  navy: () => import('../../../navy/webpack.config.mjs'),
  air: () => import('../../../air/webpack.config.mjs'),
};

/**
 * An app's production config exactly as `webpack --mode production` makes it from its
 * webpack.config.mjs, written to `outDir` instead of the app's dist/, which the build the
 * visitor is served from (and the rest of the bench) keeps.
 *
 * @param {{ app: (typeof FEDERATED_APPS)[number], outDir: string }} options
 * @returns {Promise<import('webpack').Configuration>}
 */
export async function federatedAppWebpackConfig({ app, outDir }) {
  const load = APP_CONFIGS[app];
  if (!load) throw new Error(`"${app}" is not one of the federated apps (${FEDERATED_APPS.join(', ')})`);
  const config = (await load()).default({}, { mode: 'production' });
  return { ...config, output: { ...config.output, path: outDir } };
}
