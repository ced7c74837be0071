// @ts-check
// `npm run bench:load`: the four images under a campaign's load. Each app's container (one
// nginx worker, held to one core with --cpus 1) takes wrk's load of a first visit's requests
// (scripts/bench/load-mix.mjs) at 100, 1,000 and 5,000 connections; the table gives requests
// per second per core, p50 and p99 latency and every failed request, and the ratio to an
// anchor measured in the same run on the same machine: the same image's nginx serving one
// 1 KiB file with access logging off, the way NGINX publishes its static-file figure for one
// core. Figures are printed, not asserted (docs/tests.md).
//
//   BENCH_SECONDS=10 BENCH_CONNECTIONS=100,1000,5000 npm run bench:load
//
// The containers run on podman's bridge network: the bench is then a private hop they trust
// for X-Forwarded-For, so each request comes from a visitor's own address and the
// per-address limit (abuse-limits.conf) meets many visitors, as behind the cluster's ingress.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildImages } from './images/build-images.mjs';
import { containerEngine, runEngine } from './images/container-engine.mjs';
import { APPS, imageName } from './images/images.mjs';
import { builtFiles, loadMix, wrkScript } from './bench/load-mix.mjs';
import { parseWrk } from './bench/wrk-output.mjs';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LEVELS = (process.env.BENCH_CONNECTIONS ?? '100,1000,5000').split(',').map(Number);
const CORES_PER_CONTAINER = 1;
const THREADS = 2;

if (!Number.isInteger(SECONDS) || SECONDS < 1 || LEVELS.some((level) => !Number.isInteger(level) || level < THREADS)) {
  console.error(`bench:load: BENCH_SECONDS must be a whole number of seconds, BENCH_CONNECTIONS numbers of at least ${THREADS}.`);
  process.exit(1);
}
if (spawnSync('sh', ['-c', 'command -v wrk'], { stdio: 'ignore' }).status !== 0) {
  console.error('bench:load: wrk is not installed: "apt-get install -y wrk" (npm run setup:machine installs it).');
  process.exit(1);
}

process.chdir(REPO_ROOT);
const engine = containerEngine(process.env);
buildImages(APPS, { log: (line) => console.log(line) });

const folder = mkdtempSync(path.join(os.tmpdir(), 'mission-bench-load-'));
/** @type {string[]} */
const started = [];
const cleanUp = () => {
  if (started.length > 0) runEngine(engine, ['rm', '--force', '--ignore', '--time', '2', ...started], { allowFailure: true });
  rmSync(folder, { recursive: true, force: true });
};
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    cleanUp();
    process.exit(1);
  });
}

/**
 * One container on podman's network, held to one core; its address there.
 * @param {string} name @param {string} image @param {Record<string, string>} env
 * @param {string[]} [extra] run options @param {string[]} [command] in place of the image's
 */
function startContainer(name, image, env, extra = [], command = []) {
  runEngine(engine, ['rm', '--force', '--ignore', name]);
  runEngine(engine, [
    'run',
    ...engine.runArgs,
    '-d',
    '--rm',
    '--name',
    name,
    `--cpus=${CORES_PER_CONTAINER}`,
    ...Object.entries(env).flatMap(([key, value]) => ['-e', `${key}=${value}`]),
    ...extra,
    image,
    ...command,
  ]);
  started.push(name);
  const address = runEngine(engine, [
    'inspect',
    '--format',
    '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}',
    name,
  ]).stdout.trim();
  if (!address) throw new Error(`${name} has no address on podman's network`);
  return address;
}

/** @param {string} url */
async function untilServing(url) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 30 s`);
}

/** The anchor: the same image's nginx, one worker, one 1 KiB file, no access log. */
function startAnchor() {
  const anchor = path.join(folder, 'anchor');
  mkdirSync(path.join(anchor, 'html'), { recursive: true });
  writeFileSync(path.join(anchor, 'html', '1kb.bin'), Buffer.alloc(1024, 97));
  writeFileSync(
    path.join(anchor, 'nginx.conf'),
    `worker_processes 1;
pid /tmp/nginx.pid;
error_log stderr warn;
events { worker_connections 10240; }
http {
    access_log off;
    sendfile on;
    keepalive_requests 100000;
    client_body_temp_path /tmp/body;
    proxy_temp_path /tmp/proxy;
    fastcgi_temp_path /tmp/fastcgi;
    uwsgi_temp_path /tmp/uwsgi;
    scgi_temp_path /tmp/scgi;
    server { listen 8080; root /etc/anchor/html; }
}
`,
  );
  const address = startContainer(
    'mission-bench-anchor',
    imageName('shell'),
    {},
    ['-v', `${anchor}:/etc/anchor:ro`, '--entrypoint', 'nginx'],
    ['-e', 'stderr', '-c', '/etc/anchor/nginx.conf', '-g', 'daemon off;'],
  );
  return address;
}

/**
 * wrk against one server.
 * @param {string} origin @param {string} script wrk's Lua, or '' for a single path
 * @param {string} target @param {number} connections
 */
function runWrk(origin, script, target, connections) {
  const scriptFile = path.join(folder, 'mix.lua');
  if (script) writeFileSync(scriptFile, script);
  const args = ['-t', String(THREADS), '-c', String(connections), '-d', `${SECONDS}s`, '--timeout', '5s', '--latency'];
  if (script) args.push('-s', scriptFile);
  // 5,000 connections need more descriptors than a shell's default: as many as allowed.
  const command = `ulimit -n "$(ulimit -Hn)" && exec wrk ${args.map((arg) => `'${arg}'`).join(' ')} '${origin}${target}'`;
  const result = spawnSync('sh', ['-c', command], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`wrk failed (exit ${result.status}): ${result.stderr}`);
  return parseWrk(result.stdout);
}

const fixed = (/** @type {number} */ value, digits = 0) =>
  value.toLocaleString('en-CA', { maximumFractionDigits: digits, minimumFractionDigits: digits });

try {
  console.log(
    `[bench:load] ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  const anchorAddress = startAnchor();
  const remotes = APPS.filter((app) => app !== 'shell');
  /** @type {Record<string, string>} */
  const addresses = {};
  for (const app of remotes) {
    addresses[app] = startContainer(`mission-bench-${app}`, imageName(app), {
      PORT: '8080',
      LISTEN_ADDRESS: '0.0.0.0',
      SHELL_ORIGIN: 'https://missions.example.ca',
    });
  }
  addresses.shell = startContainer('mission-bench-shell', imageName('shell'), {
    PORT: '8080',
    LISTEN_ADDRESS: '0.0.0.0',
    ...Object.fromEntries(remotes.map((app) => [`${app.toUpperCase()}_URL`, `http://${addresses[app]}:8080`])),
  });
  await Promise.all([
    untilServing(`http://${anchorAddress}:8080/1kb.bin`),
    ...APPS.map((app) => untilServing(`http://${addresses[app]}:8080/healthz`)),
  ]);

  /** @type {string[][]} */
  const rows = [];
  /** @type {Record<number, number>} */
  const anchorAt = {};
  for (const connections of LEVELS) {
    const figure = runWrk(`http://${anchorAddress}:8080`, '', '/1kb.bin', connections);
    anchorAt[connections] = figure.requestsPerSecond / CORES_PER_CONTAINER;
    rows.push(row('nginx 1 KiB anchor', connections, figure, 1));
  }
  for (const app of APPS) {
    const mix = loadMix(app === 'shell' ? 'shell' : 'remote', builtFiles(path.join(REPO_ROOT, app, 'dist')));
    for (const connections of LEVELS) {
      const figure = runWrk(`http://${addresses[app]}:8080`, wrkScript(mix), '/', connections);
      rows.push(row(app, connections, figure, figure.requestsPerSecond / CORES_PER_CONTAINER / (anchorAt[connections] ?? 1)));
    }
  }
  const header = ['app', 'connections', 'req/s per core', 'p50', 'p99', 'requests', 'failed', 'vs anchor'];
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((cells) => (cells[index] ?? '').length)));
  const line = (/** @type {string[]} */ cells) =>
    cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0))).join('  ');
  console.log(
    `\n[bench:load] ${SECONDS} s per run, wrk ${THREADS} threads, each container ${CORES_PER_CONTAINER} core (--cpus), one nginx worker`,
  );
  console.log(line(header));
  for (const cells of rows) console.log(line(cells));
  console.log(
    `[bench:load] load average after: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
} catch (error) {
  console.error(`bench:load: ${/** @type {Error} */ (error).message}`);
  process.exitCode = 1;
} finally {
  cleanUp();
}

/**
 * @param {string} app @param {number} connections
 * @param {ReturnType<typeof parseWrk>} figure @param {number} ratio
 */
function row(app, connections, figure, ratio) {
  return [
    app,
    fixed(connections),
    fixed(figure.requestsPerSecond / CORES_PER_CONTAINER),
    `${fixed(figure.p50Ms, 1)} ms`,
    `${fixed(figure.p99Ms, 1)} ms`,
    fixed(figure.requests),
    fixed(figure.socketErrors + figure.badStatuses),
    `${ratio.toFixed(2)}x`,
  ];
}
