/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { BRANCH_LIST } from '@mission/content/branch-list';

/**
 * The images' entrypoint, run outside an image with the files laid out as the Dockerfiles lay
 * them (MISSION_ETC, NGINX_CONF_D) and `true` in nginx's place: a setting it cannot serve with
 * stops the container with a line naming it; good settings fill the app's template.
 */
const REPO_ROOT = path.resolve(__dirname, '../../../..');
const ENTRYPOINT = path.join(__dirname, 'entrypoint.sh');

let root: string;
let etc: string;
let confD: string;
let html: string;

/** The remotes' image: the SHELL_ORIGIN check and a remote's template. */
function layOutRemote() {
  mkdirSync(path.join(etc, 'start.d'), { recursive: true });
  copyFileSync(path.join(__dirname, 'start-checks.sh'), path.join(etc, 'start-checks.sh'));
  copyFileSync(path.join(__dirname, 'shell-origin.envsh'), path.join(etc, 'start.d', '10-shell-origin.envsh'));
  copyFileSync(path.join(REPO_ROOT, 'navy/deploy/nginx.conf.template'), path.join(etc, 'app.conf.template'));
}

/** The shell's image: its registry and analytics scripts and its template. */
function layOutShell() {
  mkdirSync(path.join(etc, 'start.d'), { recursive: true });
  copyFileSync(path.join(__dirname, 'start-checks.sh'), path.join(etc, 'start-checks.sh'));
  copyFileSync(path.join(REPO_ROOT, 'shell/deploy/remote-registry.envsh'), path.join(etc, 'start.d', '18-remote-registry.envsh'));
  copyFileSync(path.join(REPO_ROOT, 'shell/deploy/analytics-config.envsh'), path.join(etc, 'start.d', '19-analytics-config.envsh'));
  copyFileSync(path.join(REPO_ROOT, 'shell/deploy/nginx.conf.template'), path.join(etc, 'app.conf.template'));
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'entrypoint-'));
  etc = path.join(root, 'etc');
  confD = path.join(root, 'conf.d');
  html = path.join(root, 'html');
  mkdirSync(confD);
  mkdirSync(html);
  writeFileSync(path.join(html, 'index.html'), '<!doctype html>');
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

function start(env: Record<string, string>) {
  const result = spawnSync('/bin/sh', [ENTRYPOINT, 'true'], {
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      MISSION_ETC: etc,
      MISSION_RUNTIME: path.join(root, 'runtime'),
      NGINX_CONF_D: confD,
      LISTEN_ADDRESS: '127.0.0.1',
      HTML_ROOT: html,
      ...env,
    },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const rendered = () => readFileSync(path.join(confD, 'app.conf'), 'utf8');
/** Each branch of the list at its local port, as the shell's container is told them. */
const LOCAL_ORIGINS = BRANCH_LIST.map((branch) => `http://localhost:${branch.port}`);
const SHELL_ENV = Object.fromEntries(BRANCH_LIST.map((branch, index) => [`${branch.name.toUpperCase()}_URL`, LOCAL_ORIGINS[index]!]));

describe('a remote', () => {
  beforeEach(layOutRemote);

  test("fills its template with its port and the shell's origin, then starts", () => {
    const { status, stdout, stderr } = start({ PORT: '8082', SHELL_ORIGIN: 'https://missions.example.ca/' });
    expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
    expect(stdout).toContain(`serving ${html} on 127.0.0.1:8082`);
    expect(rendered()).toContain('listen 127.0.0.1:8082;');
    expect(rendered()).toContain(`root ${html};`);
    // The trailing slash goes: the CORS header must be the origin, byte for byte.
    expect(rendered()).toContain('set $mission_cors_origin "https://missions.example.ca";');
    // nginx's own variables are left to nginx.
    expect(rendered()).toContain('set $mission_remote_origins "";');
    expect(rendered().replace(/#.*/g, '')).not.toMatch(/\$\{[A-Z_]+\}/);
  });

  test.each([
    [{ PORT: '8082' }, 'SHELL_ORIGIN is not set'],
    [{ PORT: '8082', SHELL_ORIGIN: 'missions.example.ca' }, 'SHELL_ORIGIN="missions.example.ca" is not an http:// or https:// origin'],
    [{ PORT: '8082', SHELL_ORIGIN: 'https://missions.example.ca/fr' }, 'SHELL_ORIGIN="https://missions.example.ca/fr" must be an origin'],
    [{ PORT: '', SHELL_ORIGIN: 'https://a.example' }, 'PORT is not set'],
    [{ PORT: '80a', SHELL_ORIGIN: 'https://a.example' }, 'PORT="80a" is not a TCP port'],
    [{ PORT: '65536', SHELL_ORIGIN: 'https://a.example' }, 'PORT="65536" is not a TCP port'],
    [{ PORT: '0', SHELL_ORIGIN: 'https://a.example' }, 'PORT="0" is not a TCP port'],
    [{ PORT: '8082', LISTEN_ADDRESS: 'localhost', SHELL_ORIGIN: 'https://a.example' }, 'LISTEN_ADDRESS="localhost" is not an IPv4 address'],
    [{ PORT: '8082', HTML_ROOT: '/nowhere', SHELL_ORIGIN: 'https://a.example' }, 'HTML_ROOT="/nowhere" holds no built app'],
  ])('refuses to start with %j, saying "%s"', (env, message) => {
    const { status, stderr } = start(env);
    expect(status).toBe(1);
    expect(stderr).toContain(`mission: ${message}`);
    expect(existsSync(path.join(confD, 'app.conf'))).toBe(false);
  });

  test('refuses to start on a port another server listens on, naming the port', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      const { status, stderr } = start({ PORT: String(port), SHELL_ORIGIN: 'https://a.example' });
      expect(status).toBe(1);
      expect(stderr).toContain(`mission: port ${port} is in use`);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    // Free again: the same settings start.
    expect(start({ PORT: String(port), SHELL_ORIGIN: 'https://a.example' }).status).toBe(0);
  });

  test('refuses a template that uses a setting nobody set, naming it', () => {
    writeFileSync(path.join(etc, 'app.conf.template'), 'server { listen ${LISTEN_ADDRESS}:${PORT}; set $x "${CDN_ORIGIN}"; }\n');
    const { status, stderr } = start({ PORT: '8082', SHELL_ORIGIN: 'https://a.example' });
    expect(status).toBe(1);
    expect(stderr).toContain('mission: CDN_ORIGIN is not set (app.conf.template uses it)');
  });
});

describe('the runtime folder, the one it writes (the root file system may be read-only)', () => {
  beforeEach(layOutRemote);

  test('holds the server block, and the folders nginx and the start scripts write', () => {
    const runtime = path.join(root, 'runtime');
    const { status, stderr } = start({ PORT: '8082', SHELL_ORIGIN: 'https://missions.example.ca', NGINX_CONF_D: '' });
    expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
    expect(readFileSync(path.join(runtime, 'conf.d', 'app.conf'), 'utf8')).toContain('listen 127.0.0.1:8082;');
    for (const folder of ['temp', 'files']) expect([folder, existsSync(path.join(runtime, folder))]).toEqual([folder, true]);
  });

  test('one it cannot write stops the container, naming it and what to mount', () => {
    const readOnly = path.join(root, 'read-only');
    writeFileSync(readOnly, 'a file, not a folder: nothing can be made under it');
    const { status, stderr } = start({
      PORT: '8082',
      SHELL_ORIGIN: 'https://missions.example.ca',
      MISSION_RUNTIME: readOnly,
      NGINX_CONF_D: '',
    });
    expect(status).toBe(1);
    expect(stderr).toContain(`mission: ${readOnly} is not writable by user`);
    expect(stderr).toContain('mount a writable folder there (an emptyDir)');
  });
});

describe('the shell', () => {
  beforeEach(layOutShell);

  test('writes its registry and analytics settings in RUNTIME_FILES, as the image sets it, not in its read-only html root', () => {
    const files = path.join(root, 'runtime', 'files');
    const { status, stderr } = start({ PORT: '8080', ...SHELL_ENV, RUNTIME_FILES: files });
    expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
    expect(JSON.parse(readFileSync(path.join(files, 'remotes.json'), 'utf8')).remotes).toHaveLength(BRANCH_LIST.length);
    expect(JSON.parse(readFileSync(path.join(files, 'analytics.json'), 'utf8'))).toEqual({});
    for (const file of ['remotes.json', 'analytics.json']) expect([file, existsSync(path.join(html, file))]).toEqual([file, false]);
  });

  test("writes its registry, then fills its template with the remotes' origins for the CSP", () => {
    const { status, stderr } = start({ PORT: '8080', ...SHELL_ENV, REMOTE_ORIGINS: '', ANALYTICS_ORIGINS: '' });
    expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
    expect(JSON.parse(readFileSync(path.join(html, 'remotes.json'), 'utf8')).remotes).toHaveLength(BRANCH_LIST.length);
    expect(rendered()).toContain(`set $mission_remote_origins "${LOCAL_ORIGINS.join(' ')}";`);
    expect(rendered()).toContain('set $mission_analytics_origins "";');
  });

  test('pins a remote to the builds a rolling update runs at once, each named in the registry', () => {
    const pin = `sha384-${'a'.repeat(64)} sha384-${'b/+'.repeat(21)}c`;
    const { status, stderr } = start({ PORT: '8080', ...SHELL_ENV, NAVY_INTEGRITY: pin, REMOTE_ORIGINS: '', ANALYTICS_ORIGINS: '' });
    expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
    const remotes = JSON.parse(readFileSync(path.join(html, 'remotes.json'), 'utf8')).remotes as { name: string; integrity?: string }[];
    expect(remotes.find((remote) => remote.name === 'navy')?.integrity).toBe(pin);
  });

  test.each([
    [{ NAVY_URL: '' }, 'remote-registry: NAVY_URL is not set'],
    [{ AIR_URL: 'http://localhost:8083/air' }, 'remote-registry: AIR_URL="http://localhost:8083/air" must be an origin'],
    [{ ARMY_INTEGRITY: 'sha384-abc' }, 'remote-registry: ARMY_INTEGRITY="sha384-abc" is not sha384- and 64 base64 characters'],
    [
      { ARMY_INTEGRITY: ['a', 'b', 'c', 'd'].map((letter) => `sha384-${letter.repeat(64)}`).join(' ') },
      'or up to three of them, one space apart',
    ],
    [{ ARMY_INTEGRITY: `sha384-${'a'.repeat(64)}  sha384-${'b'.repeat(64)}` }, 'remote-registry: ARMY_INTEGRITY="'],
  ])('refuses to start with %j, saying "%s", and writes no config', (bad, message) => {
    const { status, stderr } = start({ PORT: '8080', ...SHELL_ENV, ...bad });
    expect(status).toBe(1);
    expect(stderr).toContain(message);
    expect(existsSync(path.join(confD, 'app.conf'))).toBe(false);
  });
});
