// @ts-check
// The container engine the image scripts drive (docs/decisions.md §8): podman where it is
// installed (what prepare-machine installs on Debian), else docker; CONTAINER_ENGINE chooses.
// podman runs with runc (crun refuses hybrid cgroups) and with limits the build and nginx need.
import { spawnSync } from 'node:child_process';

/** @typedef {{ command: string, globalArgs: string[], runArgs: string[] }} Engine */

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {(command: string) => boolean} onPath
 * @returns {Engine}
 */
export function containerEngine(env = process.env, onPath = commandOnPath) {
  const command = env.CONTAINER_ENGINE || (onPath('podman') ? 'podman' : onPath('docker') ? 'docker' : '');
  if (!command) {
    throw new Error(
      'No container engine: install podman ("apt-get install -y podman runc", or "npm run setup:machine"), or set CONTAINER_ENGINE=docker.',
    );
  }
  const podman = command.endsWith('podman');
  return {
    command,
    globalArgs: podman ? ['--runtime', env.CONTAINER_RUNTIME || 'runc'] : [],
    // Limits for build steps and containers alike: the defaults here are too low for apt and nginx.
    runArgs: podman ? ['--ulimit', 'nofile=20000:20000', '--ulimit', 'nproc=4096:4096'] : [],
  };
}

/** @param {string} command */
function commandOnPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/**
 * Runs the engine; returns its output, or throws with its stderr.
 * @param {Engine} engine
 * @param {string[]} args
 * @param {{ input?: Buffer | string, inherit?: boolean, allowFailure?: boolean }} [options]
 */
export function runEngine(engine, args, options = {}) {
  const result = spawnSync(engine.command, [...engine.globalArgs, ...args], {
    input: options.input,
    encoding: 'utf8',
    stdio: options.inherit ? ['ignore', 'inherit', 'inherit'] : ['pipe', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  if (result.status !== 0 && !options.allowFailure) {
    throw new Error(`${engine.command} ${args.join(' ')} failed (exit ${result.status})${result.stderr ? `:\n${result.stderr}` : ''}`);
  }
  return { status: result.status, stdout: result.stdout ?? '', stderr: result.stderr ?? '' };
}

/** @param {Engine} engine @param {string} image */
export function imageExists(engine, image) {
  return runEngine(engine, ['image', 'inspect', image], { allowFailure: true }).status === 0;
}
