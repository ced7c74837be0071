// @ts-check
/**
 * The four images, built from the apps' builds and run on loopback ports: the `containers`
 * e2e project's servers (docs/decisions.md §8).
 *
 *   SHELL_PORT=8190 ARMY_PORT=8191 NAVY_PORT=8192 AIR_PORT=8193 node e2e/deploy/run-containers.mjs
 *
 * Builds the images first (scripts/images/build-images.mjs: the Debian base made if missing,
 * then four short builds on the cached nginx layer), removes containers a killed run left on
 * these ports, starts the four with the settings docker-compose.yml gives them (each remote
 * pinned to the build it serves, as a deployment sets ARMY_INTEGRITY and the others), prints
 * how long each step took, and stops them on SIGTERM / SIGINT.
 */
import { fileURLToPath } from 'node:url';
import { withBuildPins } from '@mission/tooling/deploy/build-pins.mjs';
import { appPortsFromEnv } from '@mission/tooling/build/app-ports.mjs';
import { buildImages } from '../../scripts/images/build-images.mjs';
import { containerEngine } from '../../scripts/images/container-engine.mjs';
import { APPS } from '../../scripts/images/images.mjs';
import { containerName, inspectContainer, loopbackOrigin, removeContainers, startApp, untilServing } from './containers.mjs';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`run-containers: ${message}`);
  process.exit(1);
}

const seconds = (/** @type {number} */ since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** @type {ReturnType<typeof appPortsFromEnv>} */
let ports;
/** @type {ReturnType<typeof containerEngine>} */
let engine;
try {
  ports = appPortsFromEnv(process.env);
  engine = containerEngine(process.env);
  process.chdir(REPO_ROOT);
  const started = Date.now();
  buildImages(APPS, { log: (line) => console.log(line) });
  console.log(`[containers] images built in ${seconds(started)}`);
} catch (error) {
  fail(/** @type {Error} */ (error).message);
}

const names = APPS.map((app) => containerName(app, ports));
removeContainers(engine, names);
const pins = /** @type {Record<string, string>} */ (withBuildPins({}, REPO_ROOT));
const started = Date.now();
try {
  // The remotes first: the shell's registry points at them.
  for (const app of [...APPS.filter((name) => name !== 'shell'), 'shell'])
    startApp(engine, /** @type {typeof APPS[number]} */ (app), ports, { pins });
  await Promise.all(APPS.map((app) => untilServing(`${loopbackOrigin(ports[app])}/build-info.json`, 30_000)));
} catch (error) {
  removeContainers(engine, names);
  fail(/** @type {Error} */ (error).message);
}
console.log(`[containers] four containers serving in ${seconds(started)}:
${APPS.map((app) => `  ${app.padEnd(5)}  ${loopbackOrigin(ports[app])}  (${containerName(app, ports)})`).join('\n')}
Press Ctrl+C to stop.`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  removeContainers(engine, names);
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// Kept alive, and told when the shell's container has gone (the specs replace only remotes).
setInterval(() => {
  if (!stopping && !inspectContainer(engine, containerName('shell', ports)))
    fail(`the shell's container ${containerName('shell', ports)} stopped.`);
}, 5_000);
