// @ts-check
import { sha384Integrity } from './sha384-integrity.mjs';

/** Stands in the runtime for the chunk-to-integrity table until the chunks are final. */
export const CHUNK_INTEGRITY_PLACEHOLDER = '__MISSION_CHUNK_INTEGRITY__';
const PLACEHOLDER_LITERAL = new RegExp(`(["'])${CHUNK_INTEGRITY_PLACEHOLDER}\\1`, 'g');

/**
 * The line webpack's script loader gains: the chunk's pinned hash, when the table has one.
 * JSON.parse keeps the minifier from folding the placeholder string away.
 */
export const CREATE_SCRIPT_INTEGRITY = [
  `var missionChunkIntegrity = JSON.parse("${CHUNK_INTEGRITY_PLACEHOLDER}");`,
  'if (chunkId !== undefined && missionChunkIntegrity[chunkId]) script.integrity = missionChunkIntegrity[chunkId];',
].join('\n');

/**
 * Puts the table into a runtime's source: the placeholder string literal becomes a string
 * literal of the table's JSON. Returns null when the source has no placeholder.
 * @param {string} source
 * @param {Record<string, string>} table chunk id -> sha384 integrity
 */
export function fillChunkIntegrity(source, table) {
  if (!source.includes(CHUNK_INTEGRITY_PLACEHOLDER)) return null;
  const literal = JSON.stringify(JSON.stringify(table));
  return source.replace(PLACEHOLDER_LITERAL, () => literal);
}

/**
 * Subresource Integrity for the chunks a remote's own runtime loads ("chunks the
 * remote entry loads carry their integrity where webpack can give it"). The runtime's script
 * loader sets `integrity` from a table of SHA-384 hashes of the final chunk files, filled in
 * once real content hashes have renamed them; the runtime (remoteEntry.js) is then itself
 * pinned by RemoteIntegrityPlugin, so one pin covers every chunk. webpack-subresource-integrity
 * 5.1 refuses Module Federation builds (unresolved placeholders), hence this small plugin.
 * Needs output.crossOriginLoading = 'anonymous' (a cross-origin script is checked only with CORS).
 */
export class ChunkIntegrityPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { webpack } = compiler;
    const { RawSource } = webpack.sources;
    compiler.hooks.thisCompilation.tap('ChunkIntegrityPlugin', (compilation) => {
      webpack.runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(
        'ChunkIntegrityPlugin',
        (source) => `${source}\n${CREATE_SCRIPT_INTEGRITY}`,
      );
      compilation.hooks.processAssets.tap(
        // After real content hashes renamed the chunks and rewrote the references to them.
        { name: 'ChunkIntegrityPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          /** @type {Record<string, string>} */
          const table = {};
          for (const chunk of compilation.chunks) {
            if (chunk.hasRuntime() || chunk.id === null) continue;
            for (const file of chunk.files) {
              const asset = file.endsWith('.js') ? compilation.getAsset(file) : undefined;
              if (asset) table[String(chunk.id)] = sha384Integrity(asset.source.buffer());
            }
          }
          for (const chunk of compilation.chunks) {
            if (!chunk.hasRuntime()) continue;
            for (const file of chunk.files) {
              const asset = file.endsWith('.js') ? compilation.getAsset(file) : undefined;
              const filled = asset ? fillChunkIntegrity(asset.source.source().toString(), table) : null;
              if (filled !== null) compilation.updateAsset(file, new RawSource(filled));
            }
          }
          for (const asset of compilation.getAssets()) {
            if (asset.name.endsWith('.js') && asset.source.source().toString().includes(CHUNK_INTEGRITY_PLACEHOLDER)) {
              compilation.errors.push(
                new webpack.WebpackError(`ChunkIntegrityPlugin: ${asset.name} still holds the chunk integrity placeholder`),
              );
            }
          }
        },
      );
    });
  }
}
