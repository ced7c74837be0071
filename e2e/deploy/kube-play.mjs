// @ts-check
/**
 * Kubernetes YAML run with `podman kube play` (podman 4.3: ConfigMaps, Deployments with their
 * replicas as pods on podman's network; Services, autoscalers, budgets and ingresses it
 * does not run), and what a cluster's Services add, stood in for on loopback: one TCP proxy
 * per app on its loopback port, round-robin over the app's pods that answer its readiness
 * path, as kube-proxy spreads a Service's connections over its ready endpoints. Used by
 * e2e/deploy/kubernetes.spec.ts.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { runEngine } from '../../scripts/images/container-engine.mjs';

/** @typedef {import('../../scripts/images/container-engine.mjs').Engine} Engine */
/**
 * @typedef {{ name: string, container: string, address: string, user: string, rootWritable: boolean }} Pod
 * @typedef {{
 *   pods: Pod[],
 *   connectionsByPod: () => Record<string, number>,
 *   leave: (pod: string) => void,
 *   join: (pod: Pod) => void,
 *   live: () => Pod[],
 * }} PlayedApp
 */

const CONTAINER_PORT = 8080;
const READINESS_PATH = '/healthz';

/**
 * The engine with the settings `run` gets from engine.runArgs (the limits nginx needs here),
 * which `kube play` takes only from a containers.conf.
 * @param {Engine} engine @param {string} folder
 */
function kubeEnv(engine, folder) {
  const ulimits = engine.runArgs.filter((_, index, args) => args[index - 1] === '--ulimit');
  const conf = path.join(folder, 'containers.conf');
  writeFileSync(conf, `[containers]\ndefault_ulimits = [${ulimits.map((limit) => JSON.stringify(limit)).join(', ')}]\n`);
  return { ...process.env, CONTAINERS_CONF: conf };
}

/** @param {Engine} engine @param {string[]} args @param {NodeJS.ProcessEnv} env */
function kube(engine, args, env) {
  const result = spawnSync(engine.command, [...engine.globalArgs, ...args], { env, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${engine.command} ${args.join(' ')} failed (exit ${result.status}):\n${result.stderr}`);
  return result.stdout;
}

/** The Deployments' names and replicas in a YAML stream (the generator's layout). @param {string} yaml */
export function deploymentsIn(yaml) {
  return yaml
    .split(/^---$/m)
    .filter((document) => /^kind: Deployment$/m.test(document))
    .map((document) => ({
      name: /** @type {string} */ (/^ {2}name: (\S+)$/m.exec(document)?.[1]),
      replicas: Number(/^ {2}replicas: (\d+)$/m.exec(document)?.[1]),
    }));
}

/** @param {Engine} engine @param {string} pod */
function inspectPod(engine, pod) {
  const infra = runEngine(engine, ['pod', 'inspect', '--format', '{{.InfraContainerID}}', pod]).stdout.trim();
  const address = runEngine(engine, ['inspect', '--format', '{{range .NetworkSettings.Networks}}{{.IPAddress}} {{end}}', infra])
    .stdout.trim()
    .split(' ')[0];
  const container = `${pod}-nginx`;
  const user = runEngine(engine, ['exec', container, 'id', '-u']).stdout.trim();
  const rootWritable =
    runEngine(engine, ['exec', container, 'sh', '-c', 'touch /usr/share/nginx/html/.written && rm /usr/share/nginx/html/.written'], {
      allowFailure: true,
    }).status === 0;
  if (!address) throw new Error(`pod ${pod} has no address on podman's network`);
  return { name: pod, container, address, user, rootWritable };
}

/** @param {string} address */
async function isReady(address) {
  try {
    return (await fetch(`http://${address}:${CONTAINER_PORT}${READINESS_PATH}`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/**
 * A Service on loopback: connections spread round-robin over the ready pods. Pods join it (a
 * rollout's new ones, once ready) and leave it (a terminating pod, before its preStop ends).
 * @param {number} port @param {Pod[]} pods
 */
async function serviceProxy(port, pods) {
  /** @type {Set<string>} */
  const ready = new Set();
  /** Pods taken out of the endpoints, as a terminating pod is before its preStop ends. @type {Set<string>} */
  const left = new Set();
  /** @type {Record<string, number>} */
  const connections = Object.fromEntries(pods.map((pod) => [pod.name, 0]));
  let turn = 0;
  const server = net.createServer((client) => {
    const candidates = pods.filter((pod) => ready.has(pod.name) && !left.has(pod.name));
    const pod = candidates[turn++ % Math.max(candidates.length, 1)];
    if (!pod) {
      client.destroy();
      return;
    }
    connections[pod.name] = (connections[pod.name] ?? 0) + 1;
    const upstream = net.connect(CONTAINER_PORT, pod.address);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  const probe = async () => {
    for (const pod of pods) {
      if (await isReady(pod.address)) ready.add(pod.name);
      else ready.delete(pod.name);
    }
  };
  await probe();
  const timer = setInterval(() => void probe(), 1_000);
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve(undefined)));
  return {
    connectionsByPod: () => ({ ...connections }),
    leave: (/** @type {string} */ pod) => void left.add(pod),
    join: (/** @type {Pod} */ pod) => {
      pods.push(pod);
      connections[pod.name] = 0;
      ready.add(pod.name);
    },
    live: () => pods.filter((pod) => !left.has(pod.name)),
    close: async () => {
      clearInterval(timer);
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}

/** @param {Pod[]} pods @param {number} timeoutMs */
async function untilReady(pods, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (const pod of pods) {
    while (!(await isReady(pod.address))) {
      if (Date.now() > deadline) throw new Error(`${pod.name} was not ready on ${READINESS_PATH} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * Plays the file, waits for every pod's readiness, and opens each app's Service on its port.
 * @param {Engine} engine
 * @param {string} file Kubernetes YAML (deploy/kubernetes/<app>.yaml, one after another)
 * @param {{ ports: Record<string, number>, folder: string, timeoutMs?: number }} options
 * @returns {Promise<{ apps: Record<string, PlayedApp>, down: () => Promise<void>, playAlongside: (file: string) => Promise<Pod[]> }>}
 */
export async function kubePlay(engine, file, { ports, folder, timeoutMs = 60_000 }) {
  const env = kubeEnv(engine, folder);
  const yaml = readFileSync(file, 'utf8');
  const deployments = deploymentsIn(yaml);
  const podNames = deployments.flatMap(({ name, replicas }) => Array.from({ length: replicas }, (_, index) => `${name}-pod-${index}`));
  // podman makes each emptyDir a named volume: gone with the pods, so a run starts with none.
  const volumesOf = (/** @type {string} */ text) =>
    [...text.matchAll(/^ {6}- name: (\S+)\n {8}emptyDir:/gm)].map((match) => /** @type {string} */ (match[1]));
  const volumes = volumesOf(yaml);
  /** Pods played alongside later. @type {string[]} */
  const extraPods = [];
  const removePods = () => {
    runEngine(engine, ['pod', 'rm', '--force', '--ignore', ...podNames, ...extraPods], { allowFailure: true });
    if (volumes.length > 0) runEngine(engine, ['volume', 'rm', '--force', ...volumes], { allowFailure: true });
  };
  // What a killed run left.
  removePods();
  /** @type {Awaited<ReturnType<typeof serviceProxy>>[]} */
  const proxies = [];
  const down = async () => {
    await Promise.all(proxies.map((proxy) => proxy.close()));
    spawnSync(engine.command, [...engine.globalArgs, 'kube', 'down', file], { env, encoding: 'utf8' });
    removePods();
  };
  try {
    kube(engine, ['kube', 'play', file], env);
    /** @type {Record<string, PlayedApp>} */
    const apps = {};
    for (const { name } of deployments) {
      const app = name.replace(/^mission-/, '');
      const port = ports[app];
      if (!port) throw new Error(`no loopback port for ${name}`);
      const pods = podNames.filter((pod) => pod.startsWith(`${name}-pod-`)).map((pod) => inspectPod(engine, pod));
      await untilReady(pods, timeoutMs);
      const proxy = await serviceProxy(port, pods);
      proxies.push(proxy);
      apps[app] = { pods, connectionsByPod: proxy.connectionsByPod, leave: proxy.leave, join: proxy.join, live: proxy.live };
    }
    /**
     * Plays more YAML beside (a rollout's new Deployment), and waits for its pods' readiness;
     * `down` removes them with the rest.
     * @param {string} more
     * @returns {Promise<Pod[]>}
     */
    const playAlongside = async (more) => {
      const text = readFileSync(more, 'utf8');
      volumes.push(...volumesOf(text));
      const added = deploymentsIn(text).flatMap(({ name, replicas }) =>
        Array.from({ length: replicas }, (_, index) => `${name}-pod-${index}`),
      );
      extraPods.push(...added);
      kube(engine, ['kube', 'play', more], env);
      const pods = added.map((pod) => inspectPod(engine, pod));
      await untilReady(pods, timeoutMs);
      return pods;
    };
    return { apps, down, playAlongside };
  } catch (error) {
    await down();
    throw error;
  }
}
