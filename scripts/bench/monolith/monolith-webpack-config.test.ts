/** @jest-environment node */
import { existsSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { mediaFileNames } from '@mission/tooling/build/media-file-names.mjs';
import { TRUSTED_BRANCH_LIST } from '@mission/tooling/build/trusted-branch-list.mjs';
import shellWebpackConfig from '../../../shell/webpack.config.mjs';
import { BRANCH_APPS_MODULE } from './branch-apps-loader.mjs';
import {
  BRANCH_APPS_LOADER,
  FEDERATION_RUNTIME,
  MONOLITH_APPS,
  MONOLITH_RUNTIME,
  monolithWebpackConfig,
} from './monolith-webpack-config.mjs';

const REPO_ROOT = path.resolve(__dirname, '../../..');
const OUT_DIR = path.join(REPO_ROOT, '.tmp/monolith-config-test');

const config = monolithWebpackConfig({ outDir: OUT_DIR });
const shell = shellWebpackConfig({}, { mode: 'production' });
const plugins = config.plugins ?? [];
const pluginNames = plugins.map((plugin) => plugin?.constructor.name);

describe('the monolith webpack config', () => {
  it('has no Module Federation', () => {
    expect(plugins.some((plugin) => plugin instanceof ModuleFederationPlugin)).toBe(false);
    expect(pluginNames.filter((name) => /federation|container/i.test(name ?? ''))).toEqual([]);
    // Nor has the shell's own: it starts the federation runtime itself, from federation-runtime.ts, which the monolith swaps.
    expect((shell.plugins ?? []).some((plugin) => plugin instanceof ModuleFederationPlugin)).toBe(false);
  });

  it('swaps the shell’s federation runtime for the monolith’s, and keeps the shell’s own swaps', () => {
    type Swap = webpack.NormalModuleReplacementPlugin & { resourceRegExp: RegExp; newResource: unknown };
    const swapsOf = (list: webpack.Configuration['plugins']) =>
      (list ?? []).filter((plugin): plugin is Swap => plugin instanceof webpack.NormalModuleReplacementPlugin);
    const shellSwaps = swapsOf(shell.plugins);
    // The shell's trusted list of branches (shared/tooling/build/trusted-branch-list.mjs) stays in the monolith.
    expect(shellSwaps.map((swap) => swap.newResource)).toContain(TRUSTED_BRANCH_LIST);
    const swaps = swapsOf(plugins);
    expect(swaps.slice(0, shellSwaps.length)).toEqual(shellSwaps);
    expect(swaps).toHaveLength(shellSwaps.length + 1);
    const swap = swaps[swaps.length - 1]!;
    expect(swap.resourceRegExp.test(FEDERATION_RUNTIME)).toBe(true);
    expect(swap.resourceRegExp.test(FEDERATION_RUNTIME.replace('federation-runtime.ts', 'federation-runtime.test.ts'))).toBe(false);
    expect(swap.resourceRegExp.test(path.join(REPO_ROOT, 'shell/src/remotes/resilience-plugin.ts'))).toBe(false);
    expect(swap.newResource).toBe(MONOLITH_RUNTIME);
    expect(existsSync(FEDERATION_RUNTIME)).toBe(true);
    expect(existsSync(MONOLITH_RUNTIME)).toBe(true);
  });

  it('builds the shell’s entry with the shell’s loaders, minifiers and HTML page', () => {
    expect(config.mode).toBe('production');
    expect(config.context).toBe(shell.context);
    expect(config.entry).toEqual(shell.entry);
    // The shell's rules, and one more before them on the branches' imports (branch-apps-loader.mjs).
    const { rules, ...rest } = config.module ?? {};
    const { rules: shellRules, ...shellRest } = shell.module ?? {};
    expect(rest).toEqual(shellRest);
    expect(rules?.slice(0, -1)).toEqual(shellRules);
    const branchApps = rules?.at(-1) as { test: RegExp; enforce: string; use: { loader: string }[] };
    expect(branchApps).toMatchObject({ enforce: 'pre', use: [{ loader: BRANCH_APPS_LOADER }] });
    expect(branchApps.test.test(BRANCH_APPS_MODULE)).toBe(true);
    expect(branchApps.test.test(MONOLITH_RUNTIME)).toBe(false);
    expect(existsSync(BRANCH_APPS_LOADER)).toBe(true);
    // webpack's own JS minifier ('...') and the CSS one, as the shell's production build has them.
    const minimizers = (options: webpack.Configuration) =>
      (options.optimization?.minimizer ?? []).map((entry) => (typeof entry === 'string' ? entry : entry?.constructor.name));
    expect(minimizers(config)).toEqual(minimizers(shell));
    expect(minimizers(config)).toEqual(['...', 'CssMinimizerPlugin']);
    expect(pluginNames).toEqual(expect.arrayContaining(['HtmlWebpackPlugin', 'MiniCssExtractPlugin', 'BuildInfoPlugin']));
  });

  it('writes content-hashed files at the root of the one origin', () => {
    expect(config.output).toMatchObject({
      path: OUT_DIR,
      publicPath: '/',
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
    });
    expect(config).not.toHaveProperty('devServer');
  });

  it('copies the four apps’ public files and bakes in the union of their media tables', () => {
    expect(pluginNames.filter((name) => name === 'PublicAssetsPlugin')).toHaveLength(MONOLITH_APPS.length);
    const defines = plugins.filter((plugin): plugin is webpack.DefinePlugin => plugin instanceof webpack.DefinePlugin);
    expect(defines).toHaveLength(1);
    const definitions = defines[0]!.definitions as Record<string, unknown>;
    const union = Object.assign({}, ...MONOLITH_APPS.map((app) => mediaFileNames(path.join(REPO_ROOT, app, 'public'))));
    expect(JSON.parse(definitions.__MEDIA_FILES__ as string)).toEqual(union);
    expect(Object.keys(union).some((file) => file.startsWith('sounds/army-'))).toBe(true);
    expect(Object.keys(union).some((file) => file.startsWith('sounds/global-'))).toBe(true);
  });

  it('keeps the shell’s other definitions: bus contract and build number', () => {
    const definitions = (plugins.find((plugin) => plugin instanceof webpack.DefinePlugin) as webpack.DefinePlugin).definitions;
    const shellDefinitions = ((shell.plugins ?? []).find((plugin) => plugin instanceof webpack.DefinePlugin) as webpack.DefinePlugin)
      .definitions;
    expect(definitions.__BUS_CONTRACT_VERSION__).toBe(shellDefinitions.__BUS_CONTRACT_VERSION__);
    expect(definitions.__BUILD_NUMBER__).toBe(shellDefinitions.__BUILD_NUMBER__);
    expect(typeof definitions.__BUILD_NUMBER__).toBe('string');
  });
});
