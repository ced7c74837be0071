// @ts-check
// What `npm test` and the benches need beyond npm packages, installed where it can be: a
// Chromium (Playwright's download where downloads work, else Debian's package), Debian's nginx
// (the nginx e2e project), docker-compose (the compose check), podman, runc and debootstrap
// (npm run images and the e2e project "containers": docs/decisions.md §8), catatonit (the pods of
// `podman kube play`), wrk (npm run bench:load), Firefox ESR,
// WebKitGTK's WebKitWebDriver and Xvfb (the e2e project "engines": Gecko and WebKit). Run by `npm test` in
// the background beside lint, types and unit (scripts/test-all.mjs), first by `npm run bench:*`; prints what it did and, if something is still missing, exactly what and
// how to get it, and exits 1. Nothing to do: one line, no network.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { toolStatus } from './tool-status.mjs';

/** @param {string} command @param {string[]} args @param {number} timeoutMs */
function run(command, args, timeoutMs) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    timeout: timeoutMs,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** @param {string} command */
function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function playwrightChromium() {
  try {
    const path = execFileSync('node', ['-e', "process.stdout.write(require('@playwright/test').chromium.executablePath())"], {
      encoding: 'utf8',
    });
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

const ALL_HERE =
  'Chromium, nginx, docker-compose, podman, runc, catatonit, wrk, debootstrap, Firefox ESR, WebKitWebDriver and Xvfb are here.';
const probe = { env: process.env, onPath, exists: existsSync, playwrightChromium };
let missing = toolStatus(probe).filter((tool) => !tool.present);
if (missing.length === 0) {
  console.log(`[prepare-machine] ${ALL_HERE}`);
  process.exit(0);
}

if (missing.some((tool) => tool.name === 'chromium')) {
  console.log("[prepare-machine] No Chromium: trying Playwright's download (where downloads work)...");
  run('npx', ['playwright', 'install', 'chromium'], 120_000);
  missing = toolStatus(probe).filter((tool) => !tool.present);
}

const packages = missing.map((tool) => tool.debianPackage);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (packages.length > 0 && onPath('apt-get') && (isRoot || run('sudo', ['-n', 'true'], 10_000))) {
  const apt = isRoot ? ['apt-get'] : ['sudo', '-n', 'apt-get'];
  console.log(`[prepare-machine] Installing Debian's ${packages.join(', ')}...`);
  run(apt[0], [...apt.slice(1), 'update', '-q'], 300_000);
  run(apt[0], [...apt.slice(1), 'install', '-y', '-q', ...packages], 600_000);
  missing = toolStatus(probe).filter((tool) => !tool.present);
}

if (missing.length > 0) {
  console.error('[prepare-machine] Still missing, so the tests cannot all run:');
  for (const tool of missing) console.error(`  - ${tool.name}: ${tool.howToGet}`);
  process.exit(1);
}
console.log(`[prepare-machine] ${ALL_HERE}`);
