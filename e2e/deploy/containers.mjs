// @ts-check
/**
 * The four images run as deployed, on this machine's loopback (docs/decisions.md §8): the
 * host's network, each app's PORT, LISTEN_ADDRESS=127.0.0.1, and the settings
 * docker-compose.yml gives them: the shell ARMY_URL, NAVY_URL and AIR_URL (and the
 * optional *_INTEGRITY pins), each remote SHELL_ORIGIN. Used by run-containers.mjs (the
 * `containers` project's servers) and by the specs that start their own.
 */
import { runEngine } from '../../scripts/images/container-engine.mjs';
import { APPS, imageName } from '../../scripts/images/images.mjs';

/** @typedef {import('../../scripts/images/container-engine.mjs').Engine} Engine */
/** @typedef {import('../support/test-ports').AppPorts} Ports */
/** @typedef {import('../../scripts/images/images.mjs').App} App */

export const LISTEN_ADDRESS = '127.0.0.1';

/** @param {number} port */
export const loopbackOrigin = (port) => `http://localhost:${port}`;

/** One name per app and port, so a run finds (and removes) what a killed run left. @param {App} app @param {Ports} ports */
export function containerName(app, ports) {
  return `mission-e2e-${app}-${ports[app]}`;
}

/**
 * An app's settings, as docker-compose.yml names them.
 * @param {App} app
 * @param {Ports} ports
 * @param {Record<string, string>} [pins] ARMY_INTEGRITY etc. (withBuildPins)
 * @returns {Record<string, string>}
 */
export function appEnv(app, ports, pins = {}) {
  const base = { PORT: String(ports[app]), LISTEN_ADDRESS };
  if (app !== 'shell') return { ...base, SHELL_ORIGIN: loopbackOrigin(ports.shell) };
  const remotes = APPS.filter((name) => name !== 'shell');
  return {
    ...base,
    ...Object.fromEntries(remotes.map((name) => [`${name.toUpperCase()}_URL`, loopbackOrigin(ports[name])])),
    ...pins,
  };
}

/**
 * `run` arguments for one app's container: the host's network, removed when stopped.
 * @param {Engine} engine
 * @param {{ name: string, image: string, env: Record<string, string>, detach?: boolean }} container
 */
export function runArgs(engine, { name, image, env, detach = true }) {
  return [
    'run',
    ...engine.runArgs,
    '--network=host',
    '--rm',
    '--name',
    name,
    ...(detach ? ['-d'] : []),
    ...Object.entries(env).flatMap(([key, value]) => ['-e', `${key}=${value}`]),
    image,
  ];
}

/**
 * Starts one app's container (detached); returns its id.
 * @param {Engine} engine @param {App} app @param {Ports} ports
 * @param {{ pins?: Record<string, string>, image?: string }} [options]
 */
export function startApp(engine, app, ports, { pins = {}, image = imageName(app) } = {}) {
  return runEngine(engine, runArgs(engine, { name: containerName(app, ports), image, env: appEnv(app, ports, pins) })).stdout.trim();
}

/** Stops and removes containers by name; a missing one is fine. @param {Engine} engine @param {string[]} names */
export function removeContainers(engine, names) {
  if (names.length > 0) runEngine(engine, ['rm', '--force', '--ignore', '--time', '2', ...names]);
}

/**
 * A container's id, image and start time, or undefined when it is not running.
 * @param {Engine} engine @param {string} name
 * @returns {{ id: string, image: string, startedAt: string } | undefined}
 */
export function inspectContainer(engine, name) {
  const result = runEngine(
    engine,
    ['container', 'inspect', '--format', '{{.Id}} {{.Image}} {{.State.Running}} {{.State.StartedAt}}', name],
    { allowFailure: true },
  );
  if (result.status !== 0) return undefined;
  const [id = '', image = '', running, ...startedAt] = result.stdout.trim().split(' ');
  return running === 'true' ? { id, image, startedAt: startedAt.join(' ') } : undefined;
}

/** Waits until url answers 200, or throws after timeoutMs. @param {string} url @param {number} timeoutMs */
export async function untilServing(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
