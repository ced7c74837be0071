// @ts-check
// The images' base where no registry is reachable (docs/decisions.md §8): Debian's bookworm,
// made from Debian's own packages as Debian's official image is (debootstrap's minbase
// variant), and imported under the official image's name, so the Dockerfiles build the same
// way here and in a pipeline that pulls the official one. The made root file system is kept as
// a tarball keyed by the day (DEBIAN_BASE_CACHE, default /var/tmp/mission-images): a second
// run, or a wiped image store, reuses it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { imageExists, runEngine } from './container-engine.mjs';

export const DEBIAN_BASE_IMAGE = 'docker.io/library/debian:bookworm';

/**
 * The apt sources of Debian's official image: bookworm, its updates and its security fixes
 * (debootstrap writes the first only).
 * @param {string} mirror
 */
export function debianSources(mirror) {
  const security = mirror.replace(/\/debian\/?$/, '/debian-security');
  return `Types: deb
URIs: ${mirror}
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: ${security}
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
`;
}

/** @param {Date} day */
export function baseTarballName(day) {
  return `debian-bookworm-${day.toISOString().slice(0, 10)}.tar`;
}

/**
 * @param {string} command @param {string[]} args
 */
function run(command, args) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

/**
 * Makes DEBIAN_BASE_IMAGE unless the engine has it. Returns what it did.
 * @param {import('./container-engine.mjs').Engine} engine
 * @param {{ env?: NodeJS.ProcessEnv, log?: (line: string) => void, now?: Date }} [options]
 * @returns {'present' | 'imported from cache' | 'made'}
 */
export function ensureDebianBase(engine, { env = process.env, log = console.log, now = new Date() } = {}) {
  if (imageExists(engine, DEBIAN_BASE_IMAGE)) return 'present';
  const cacheDir = env.DEBIAN_BASE_CACHE || '/var/tmp/mission-images';
  const mirror = env.DEBIAN_MIRROR || 'http://deb.debian.org/debian';
  const tarball = path.join(cacheDir, baseTarballName(now));
  let made = false;
  if (!existsSync(tarball)) {
    if (spawnSync('sh', ['-c', 'command -v debootstrap || test -x /usr/sbin/debootstrap'], { stdio: 'ignore' }).status !== 0) {
      throw new Error(
        `${DEBIAN_BASE_IMAGE} is not here and debootstrap is not installed to make it: "apt-get install -y debootstrap" (or "npm run setup:machine"), or pull the official image.`,
      );
    }
    mkdirSync(cacheDir, { recursive: true });
    const rootfs = mkdtempSync(path.join(cacheDir, 'rootfs-'));
    try {
      log(`[images] making ${DEBIAN_BASE_IMAGE} with debootstrap --variant=minbase bookworm (${mirror})...`);
      const debootstrap = existsSync('/usr/sbin/debootstrap') ? '/usr/sbin/debootstrap' : 'debootstrap';
      run(debootstrap, ['--variant=minbase', 'bookworm', rootfs, mirror]);
      writeFileSync(path.join(rootfs, 'etc/apt/sources.list.d/debian.sources'), debianSources(mirror));
      rmSync(path.join(rootfs, 'etc/apt/sources.list'), { force: true });
      // As the official image: no downloaded packages or package lists left in the layer.
      run('sh', ['-c', 'rm -rf "$1"/var/cache/apt/archives/*.deb "$1"/var/lib/apt/lists/*', 'sh', rootfs]);
      run('tar', ['--numeric-owner', '-C', rootfs, '-cf', `${tarball}.part`, '.']);
      renameSync(`${tarball}.part`, tarball);
      made = true;
    } finally {
      rmSync(rootfs, { recursive: true, force: true });
    }
  }
  log(`[images] importing ${tarball} as ${DEBIAN_BASE_IMAGE}...`);
  runEngine(engine, ['import', '--change', 'CMD ["bash"]', tarball, DEBIAN_BASE_IMAGE]);
  return made ? 'made' : 'imported from cache';
}
