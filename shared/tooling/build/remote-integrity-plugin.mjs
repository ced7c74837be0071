// @ts-check
import { sha384Integrity } from './sha384-integrity.mjs';

export const INTEGRITY_FILE = 'integrity.json';

/**
 * The manifest as served: the remote entry's integrity added to its metaData.remoteEntry, and
 * every script file's under `integrity`, so that a shell which pinned the manifest knows the
 * entry it may run and each chunk the Module Federation runtime may preload from its list.
 * @param {string} manifestText mf-manifest.json as the Module Federation plugin wrote it
 * @param {string} entryIntegrity
 * @param {Record<string, string>} [scripts] file name -> sha384 integrity
 */
export function manifestWithEntryIntegrity(manifestText, entryIntegrity, scripts = {}) {
  const manifest = JSON.parse(manifestText);
  if (typeof manifest?.metaData?.remoteEntry !== 'object' || manifest.metaData.remoteEntry === null) {
    throw new Error('mf-manifest.json has no metaData.remoteEntry');
  }
  manifest.metaData.remoteEntry.integrity = entryIntegrity;
  manifest.integrity = scripts;
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/**
 * Writes integrity.json beside build-info.json: the SHA-384 of the
 * remote's mf-manifest.json (the pin a registry carries: ARMY_INTEGRITY, ...) and of its
 * remoteEntry.js, which the manifest itself now carries with every other script's. Runs last,
 * on the files as served.
 */
export class RemoteIntegrityPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { webpack } = compiler;
    const { RawSource } = webpack.sources;
    compiler.hooks.thisCompilation.tap('RemoteIntegrityPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RemoteIntegrityPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const entry = compilation.getAsset('remoteEntry.js');
        const manifest = compilation.getAsset('mf-manifest.json');
        if (!entry || !manifest) {
          compilation.errors.push(
            new webpack.WebpackError('RemoteIntegrityPlugin: a remote build must emit remoteEntry.js and mf-manifest.json'),
          );
          return;
        }
        const entryIntegrity = sha384Integrity(entry.source.buffer());
        /** @type {Record<string, string>} */
        const scripts = {};
        for (const asset of compilation.getAssets()) {
          if (asset.name.endsWith('.js')) scripts[asset.name] = sha384Integrity(asset.source.buffer());
        }
        const manifestText = manifestWithEntryIntegrity(manifest.source.source().toString(), entryIntegrity, scripts);
        compilation.updateAsset('mf-manifest.json', new RawSource(manifestText));
        const files = { 'mf-manifest.json': sha384Integrity(manifestText), 'remoteEntry.js': entryIntegrity };
        compilation.emitAsset(INTEGRITY_FILE, new RawSource(`${JSON.stringify(files, null, 2)}\n`));
      });
    });
  }
}
