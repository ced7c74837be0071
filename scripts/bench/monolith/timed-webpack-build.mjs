// @ts-check
import { fork } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import webpack from 'webpack';

const THIS_FILE = fileURLToPath(import.meta.url);

/**
 * One production webpack build, timed in a Node process of its own, as `npm run build` runs
 * each app in its own webpack-cli process. A build in the caller's process would be faster
 * for whatever ran before it (modules loaded, code already compiled by V8), so the monolith
 * and the four federated apps would be timed under different conditions; a fresh process
 * each times all of them cold. The clock runs from loading the config module (plugins
 * included) and making the config (it hashes the media) to webpack's last callback; Node's
 * own start and loading webpack itself are the same for every build and left out.
 *
 * @param {{ configModule: string, configExport: string, options: Record<string, unknown> }} build
 *   `configModule` (an absolute path) exports `configExport(options)`, which returns the
 *   webpack config (or a promise of it)
 * @returns {Promise<{ ms: number }>} rejects with webpack's errors when the build fails
 */
export function timedWebpackBuild(build) {
  return new Promise((resolve, reject) => {
    // The child's output is kept for the error only: the MF plugins log on success too.
    const child = fork(THIS_FILE, [JSON.stringify(build)], { stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    /** @type {{ ms?: number, error?: string }} */
    let result = {};
    child.on('message', (message) => {
      result = /** @type {typeof result} */ (message);
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0 && typeof result.ms === 'number') return resolve({ ms: result.ms });
      const detail = result.error ?? Buffer.concat(output).toString('utf8').trim();
      reject(new Error(`webpack build of ${build.configExport}(${JSON.stringify(build.options)}) failed (exit ${code}):\n${detail}`));
    });
  });
}

/** In the child: build, then tell the parent how long it took (or why it failed). */
async function runChild() {
  const send = (/** @type {{ ms?: number, error?: string }} */ message) =>
    new Promise((resolve) => (process.send ? process.send(message, undefined, undefined, () => resolve(undefined)) : resolve(undefined)));
  try {
    const { configModule, configExport, options } = JSON.parse(process.argv[2] ?? '{}');
    const started = performance.now();
    const makeConfig = (await import(pathToFileURL(configModule).href))[configExport];
    if (typeof makeConfig !== 'function') throw new Error(`${configModule} exports no function "${configExport}"`);
    const config = await makeConfig(options);
    const compiler = webpack(config);
    const stats = await new Promise((resolve, reject) => {
      compiler.run((error, result) => (error ? reject(error) : resolve(result)));
    });
    await new Promise((resolve) => compiler.close(() => resolve(undefined)));
    const ms = Math.round(performance.now() - started);
    if (/** @type {import('webpack').Stats} */ (stats).hasErrors()) {
      await send({ error: /** @type {import('webpack').Stats} */ (stats).toString({ all: false, errors: true, errorDetails: true }) });
      process.exit(1);
    }
    await send({ ms });
  } catch (error) {
    await send({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    process.exit(1);
  }
}

// Run as the child only when forked as a script, never when imported (a test, the bench).
if (process.argv[1] === THIS_FILE && process.send) void runChild();
