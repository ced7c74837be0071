/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteRegistryFromEnv } from '@mission/tooling/build/remote-registry-file.mjs';
import { BRANCH_LIST } from '@mission/content/branch-list';

/**
 * remote-registry.envsh, sourced as the image's entrypoint sources it (POSIX sh,
 * `set -e`), must write the registry the node servers write (remote-registry-file.mjs).
 */
const SCRIPT = path.join(__dirname, 'remote-registry.envsh');

let htmlRoot: string;
beforeEach(() => {
  htmlRoot = mkdtempSync(path.join(os.tmpdir(), 'remote-registry-'));
});
afterEach(() => {
  rmSync(htmlRoot, { recursive: true, force: true });
});

function source(env: Record<string, string>) {
  const result = spawnSync('/bin/sh', ['-c', 'set -e; . "$1" >/dev/null; printf "%s" "$REMOTE_ORIGINS"', 'sh', SCRIPT], {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HTML_ROOT: htmlRoot, ...env },
    encoding: 'utf8',
  });
  return { status: result.status, exported: result.stdout, stderr: result.stderr };
}

const readRegistry = () => readFileSync(path.join(htmlRoot, 'remotes.json'), 'utf8');

/** Branches the list holds after the three these tests use as examples (a scaffolded one), at their local ports. */
const LATER_BRANCHES = BRANCH_LIST.slice(3).map((branch) => ({ name: branch.name, origin: `http://localhost:${branch.port}` }));
const LATER_REMOTES = LATER_BRANCHES.map(({ name, origin }) => ({ name, manifestUrl: `${origin}/mf-manifest.json` }));
const LATER_ORIGINS = LATER_BRANCHES.map(({ origin }) => ` ${origin}`).join('');

const ORIGINS = {
  ARMY_URL: 'https://army.example.org',
  NAVY_URL: 'https://navy.example.org:8443/',
  AIR_URL: 'http://localhost:8083',
  ...Object.fromEntries(LATER_BRANCHES.map(({ name, origin }) => [`${name.toUpperCase()}_URL`, origin])),
};

test('writes remotes.json as remote-registry-file.mjs lays it out, byte for byte', () => {
  const env = { ...ORIGINS, NAVY_VERSION: '1.4.2-rc.1+42' };
  expect(source(env)).toMatchObject({ status: 0, stderr: '' });
  expect(readRegistry()).toBe(`${JSON.stringify(remoteRegistryFromEnv(env), null, 2)}\n`);
  expect(JSON.parse(readRegistry())).toEqual({
    remotes: [
      { name: 'army', manifestUrl: 'https://army.example.org/mf-manifest.json' },
      { name: 'navy', manifestUrl: 'https://navy.example.org:8443/mf-manifest.json', version: '1.4.2-rc.1+42' },
      { name: 'air', manifestUrl: 'http://localhost:8083/mf-manifest.json' },
      ...LATER_REMOTES,
    ],
  });
});

const PIN = `sha384-${'Ab+/'.repeat(16)}`;

test("writes ARMY_INTEGRITY and the others as each remote's pin, byte for byte as the node servers do", () => {
  const env = { ...ORIGINS, ARMY_INTEGRITY: PIN, AIR_VERSION: '7', AIR_INTEGRITY: PIN };
  expect(source(env)).toMatchObject({ status: 0, stderr: '' });
  expect(readRegistry()).toBe(`${JSON.stringify(remoteRegistryFromEnv(env), null, 2)}\n`);
  expect(JSON.parse(readRegistry()).remotes).toEqual([
    { name: 'army', manifestUrl: 'https://army.example.org/mf-manifest.json', integrity: PIN },
    { name: 'navy', manifestUrl: 'https://navy.example.org:8443/mf-manifest.json' },
    { name: 'air', manifestUrl: 'http://localhost:8083/mf-manifest.json', version: '7', integrity: PIN },
    ...LATER_REMOTES,
  ]);
});

test.each([`sha256-${'A'.repeat(43)}=`, `sha384-${'A'.repeat(63)}`, `sha384-${'A'.repeat(63)}"`, `sha384-${'A'.repeat(63)}=`])(
  'refuses NAVY_INTEGRITY=%s with a sentence, as the node servers do',
  (integrity) => {
    const { status, stderr } = source({ ...ORIGINS, NAVY_INTEGRITY: integrity });
    expect(status).not.toBe(0);
    expect(stderr).toContain('NAVY_INTEGRITY=');
    expect(stderr).toContain('is not sha384- and 64 base64 characters');
    expect(() => remoteRegistryFromEnv({ NAVY_INTEGRITY: integrity })).toThrow('NAVY_INTEGRITY');
  },
);

test("exports the remotes' origins for the CSP, then the extra REMOTE_ORIGINS, each once", () => {
  const { status, exported } = source({ ...ORIGINS, REMOTE_ORIGINS: 'https://*.cdn.example.org  https://army.example.org' });
  expect(status).toBe(0);
  expect(exported).toBe(
    `https://army.example.org https://navy.example.org:8443 http://localhost:8083${LATER_ORIGINS} https://*.cdn.example.org`,
  );
});

test("writes CANDIDATE_ORIGINS as the registry's allowedOrigins, byte for byte, and allows them in the CSP", () => {
  const env = { ...ORIGINS, CANDIDATE_ORIGINS: 'https://qa.example.org/  http://127.0.0.1:9181 https://qa.example.org http://[::1]:8081' };
  const { status, exported, stderr } = source(env);
  expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
  expect(readRegistry()).toBe(`${JSON.stringify(remoteRegistryFromEnv(env), null, 2)}\n`);
  expect(JSON.parse(readRegistry()).allowedOrigins).toEqual(['https://qa.example.org', 'http://127.0.0.1:9181', 'http://[::1]:8081']);
  expect(exported).toBe(
    `https://army.example.org https://navy.example.org:8443 http://localhost:8083${LATER_ORIGINS} https://qa.example.org http://127.0.0.1:9181 http://[::1]:8081`,
  );
});

test.each([
  'http://qa.example.org',
  'https://qa.example.org/candidates',
  'https://user@qa.example.org',
  'https://QA.example.org',
  'https://*.example.org',
  'javascript:alert(1)',
  '//qa.example.org',
  'https://qa.example.org:port',
  "https://qa.example.org'",
])('refuses the candidate origin %s, in the container and in node alike', (candidate) => {
  const { status, stderr } = source({ ...ORIGINS, CANDIDATE_ORIGINS: candidate });
  expect(status).not.toBe(0);
  expect(stderr).toContain('CANDIDATE_ORIGINS');
  expect(() => remoteRegistryFromEnv({ CANDIDATE_ORIGINS: candidate })).toThrow('CANDIDATE_ORIGINS');
});

test.each([
  [{ ...ORIGINS, ARMY_URL: '' }, 'ARMY_URL is not set'],
  [{ ...ORIGINS, NAVY_URL: 'navy.example.org' }, 'NAVY_URL="navy.example.org" is not an http:// or https:// origin'],
  [{ ...ORIGINS, AIR_URL: 'https://air.example.org/app' }, 'without a path'],
  [{ ...ORIGINS, AIR_VERSION: '1.0"' }, 'AIR_VERSION="1.0""'],
  [{ ...ORIGINS, REMOTE_ORIGINS: "'unsafe-eval'" }, 'is not an origin'],
])('refuses a bad environment with a sentence, and the container does not start (%#)', (env, message) => {
  const { status, stderr } = source(env);
  expect(status).not.toBe(0);
  expect(stderr).toContain(message);
});
