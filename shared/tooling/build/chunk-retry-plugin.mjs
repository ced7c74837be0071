// @ts-check
import { REMOTE_RETRY } from '@mission/shared/remote-retry';

/**
 * The runtime code that wraps webpack's `__webpack_require__.e` (ensure chunk): a chunk whose
 * script failed (a ChunkLoadError: a 404, a reset connection, a refused integrity) is asked
 * for again, up to the policy's attempts, before the error reaches the page. webpack forgets a
 * failed chunk, so asking again fetches it anew.
 *
 * Why (docs/decisions.md, "Version skew"): during a rolling update two builds answer one
 * origin; a page that read the new build's manifest may ask an old server for a new chunk and
 * get a 404. The next attempt is very likely answered by a new server, which also carries
 * the previous build's files. Any other error (a module that throws) is not retried. The
 * bounds are the ones the shell's manifest fetches follow (REMOTE_RETRY, remote-retry.mjs).
 * @param {string} ensureChunk the runtime global, `__webpack_require__.e`
 * @param {{ attempts: number, backoffMs: readonly number[] }} [policy]
 */
export function chunkRetrySource(ensureChunk, policy = REMOTE_RETRY) {
  return [
    '(function () {',
    `  var ensure = ${ensureChunk};`,
    '  if (typeof ensure !== "function" || ensure.missionRetry) return;',
    `  var attempts = ${JSON.stringify(policy.attempts)};`,
    `  var backoff = ${JSON.stringify(policy.backoffMs)};`,
    '  var retrying = function (chunkId) {',
    '    var attempt = 1;',
    '    var run = function () {',
    '      return ensure(chunkId).catch(function (error) {',
    '        if (!error || error.name !== "ChunkLoadError" || attempt >= attempts) throw error;',
    '        var wait = backoff[Math.min(attempt - 1, backoff.length - 1)] || 0;',
    '        attempt += 1;',
    '        return new Promise(function (resolve) { setTimeout(resolve, wait); }).then(run);',
    '      });',
    '    };',
    '    return run();',
    '  };',
    '  retrying.missionRetry = true;',
    `  ${ensureChunk} = retrying;`,
    '})();',
  ].join('\n');
}

/**
 * Adds the retry to every runtime that can load chunks (the shell's, each remote's
 * remoteEntry.js), after webpack defined its chunk loading and before anything asks for a
 * chunk: STAGE_ATTACH is the stage for "runtime modules which attach to handlers of other
 * runtime modules".
 */
export class ChunkRetryPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { webpack } = compiler;
    const { RuntimeGlobals, RuntimeModule } = webpack;

    class ChunkRetryRuntimeModule extends RuntimeModule {
      constructor() {
        super('mission chunk retry', RuntimeModule.STAGE_ATTACH);
      }

      /** @override */
      generate() {
        return chunkRetrySource(RuntimeGlobals.ensureChunk);
      }
    }

    compiler.hooks.thisCompilation.tap('ChunkRetryPlugin', (compilation) => {
      /** @type {WeakSet<import('webpack').Chunk>} */
      const done = new WeakSet();
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.ensureChunk).tap('ChunkRetryPlugin', (chunk) => {
        if (done.has(chunk)) return;
        done.add(chunk);
        compilation.addRuntimeModule(chunk, new ChunkRetryRuntimeModule());
      });
    });
  }
}
