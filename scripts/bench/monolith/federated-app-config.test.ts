/** @jest-environment node */
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import armyWebpackConfig from '../../../army/webpack.config.mjs';
import { FEDERATED_APPS, federatedAppWebpackConfig } from './federated-app-config.mjs';

const OUT_DIR = path.join(path.resolve(__dirname, '../../..'), '.tmp/federated-config-test');

describe('federatedAppWebpackConfig', () => {
  it.each(FEDERATED_APPS)('gives %s’s production config, built elsewhere than its dist/', async (app) => {
    const config = await federatedAppWebpackConfig({ app, outDir: OUT_DIR });
    expect(config.mode).toBe('production');
    expect(config.output?.path).toBe(OUT_DIR);
    expect(config.output?.uniqueName).toBe(app);
    // A remote is built as a federated container; the shell is a plain app that starts the federation runtime itself.
    expect(config.plugins?.some((plugin) => plugin instanceof ModuleFederationPlugin)).toBe(app !== 'shell');
  });

  it('changes nothing else than where the files go', async () => {
    const ours = await federatedAppWebpackConfig({ app: 'army', outDir: OUT_DIR });
    const theirs = armyWebpackConfig({}, { mode: 'production' });
    expect({ ...ours.output, path: 'x' }).toEqual({ ...theirs.output, path: 'x' });
    expect(ours.entry).toEqual(theirs.entry);
    expect(ours.module).toEqual(theirs.module);
    expect(ours.plugins?.map((plugin) => plugin?.constructor.name)).toEqual(theirs.plugins?.map((plugin) => plugin?.constructor.name));
  });

  it('refuses an app that is not one of the four', async () => {
    await expect(federatedAppWebpackConfig({ app: 'accessible' as never, outDir: OUT_DIR })).rejects.toThrow(
      '"accessible" is not one of the federated apps',
    );
  });
});
