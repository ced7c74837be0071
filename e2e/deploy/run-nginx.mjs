// @ts-check
/**
 * The built apps (the shell and each branch of the list of branches) behind Debian's nginx, with the configs the containers ship
 * (<app>/deploy/nginx.conf.template + shared/tooling/deploy/nginx/), on loopback ports, for a machine
 * without a container engine. The e2e suite runs the images themselves instead
 * (run-containers.mjs, the `containers` project).
 *
 *   SHELL_PORT=8190 <BRANCH>_PORT=8191 ... node e2e/deploy/run-nginx.mjs
 *
 * What the container's entrypoint does, done here:
 * - the shell's files are copied to a temporary folder and shell/deploy/remote-registry.envsh
 *   is sourced with each <BRANCH>_URL = http://localhost:<port>: it writes remotes.json
 *   there and exports REMOTE_ORIGINS, as in the image;
 * - shell/deploy/analytics-config.envsh is sourced the same way: it writes analytics.json
 *   (off, "{}", unless MIXPANEL_TOKEN is set) and exports ANALYTICS_ORIGINS;
 * - each app's template is filled with the variables the image's envsubst would fill
 *   (LISTEN_ADDRESS=127.0.0.1, PORT, HTML_ROOT, SHELL_ORIGIN / REMOTE_ORIGINS, ANALYTICS_ORIGINS);
 * - nginx runs in the foreground with everything it writes (pid, logs, temp files) under the
 *   temporary prefix ($TMPDIR/mission-nginx-<shell port>), and stops on SIGTERM / SIGINT.
 * Optional: NGINX_BIN (default: nginx on PATH, then /usr/sbin/nginx), <BRANCH>_VERSION,
 * MIXPANEL_TOKEN etc.
 */
import { spawn, execFileSync } from 'node:child_process';
import { accessSync, constants, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRANCH_NAMES } from '@mission/content/branch-list';
import { withBuildPins } from '@mission/tooling/deploy/build-pins.mjs';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
// Not app-ports.mjs's APP_NAMES: that module reads the ports as it loads (imported below, where a bad one is caught).
const APPS = /** @type {const} */ (['shell', ...BRANCH_NAMES]);
const REMOTES = BRANCH_NAMES;
const LISTEN_ADDRESS = '127.0.0.1';

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`run-nginx: ${message}`);
  process.exit(1);
}

function findNginx() {
  if (process.env.NGINX_BIN) {
    try {
      accessSync(process.env.NGINX_BIN, constants.X_OK);
      return process.env.NGINX_BIN;
    } catch {
      return fail(`NGINX_BIN=${process.env.NGINX_BIN} is not an executable nginx binary.`);
    }
  }
  const candidates = [
    ...(process.env.PATH ?? '')
      .split(path.delimiter)
      .filter(Boolean)
      .map((dir) => path.join(dir, 'nginx')),
    '/usr/sbin/nginx',
  ];
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // next one
    }
  }
  return fail(
    'nginx is not installed. Install it with "apt-get install -y nginx" (the e2e nginx project ' +
      'serves the builds with the shipped configs), or set NGINX_BIN to an nginx binary.',
  );
}

/**
 * envsubst as the nginx image runs it: `$NAME` and `${NAME}` are replaced for the defined
 * names only; nginx's own `$uri`, `$mission_*` stay.
 * @param {string} template
 * @param {Record<string, string>} vars
 */
function envsubst(template, vars) {
  return template.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (match, braced, bare) => {
    const name = braced ?? bare;
    return Object.hasOwn(vars, name) ? /** @type {string} */ (vars[name]) : match;
  });
}

/** @param {string} app @param {Record<string, string>} vars */
function renderAppConfig(app, vars) {
  const templatePath = path.join(REPO_ROOT, app, 'deploy', 'nginx.conf.template');
  const rendered = envsubst(readFileSync(templatePath, 'utf8'), vars);
  const left = rendered
    .split('\n')
    .map((line) => line.replace(/#.*/, ''))
    .join('\n')
    .match(/\$\{[A-Za-z_][A-Za-z0-9_]*\}/g);
  if (left) fail(`${path.relative(REPO_ROOT, templatePath)} uses ${left.join(', ')}, which run-nginx does not set.`);
  return rendered;
}

/** @param {string} file */
function readPid(file) {
  try {
    return Number.parseInt(readFileSync(file, 'utf8'), 10) || undefined;
  } catch {
    return undefined;
  }
}

/** @param {number} pid */
function isRunning(pid) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
  // A killed nginx can linger as a zombie until it is reaped: that one serves nothing.
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

const nginx = findNginx();
for (const app of APPS) {
  if (!existsSync(path.join(REPO_ROOT, app, 'dist', 'index.html'))) {
    fail(`${app}/dist is missing: build the apps first ("npm run build", or "cd ${app} && npx webpack --mode production").`);
  }
}

/** @type {Record<(typeof APPS)[number], number>} */
let ports;
try {
  // Imported here: the module reads the ports as it loads, and a bad one throws.
  const { appPortsFromEnv } = await import('@mission/tooling/build/app-ports.mjs');
  ports = appPortsFromEnv(process.env);
} catch (error) {
  ports = fail(/** @type {Error} */ (error).message);
}
const origin = (/** @type {number} */ port) => `http://localhost:${port}`;
const shellOrigin = origin(ports.shell);

// One folder per shell port, emptied at start: Playwright ends its web servers with SIGKILL,
// which leaves no chance to clean up, so a run reuses what the last one left.
const prefix = path.join(os.tmpdir(), `mission-nginx-${ports.shell}`);
const stalePid = readPid(path.join(prefix, 'nginx.pid'));
if (stalePid && isRunning(stalePid)) {
  fail(`an nginx (pid ${stalePid}) already serves from ${prefix}: stop it first.`);
}
rmSync(prefix, { recursive: true, force: true });
mkdirSync(prefix, { recursive: true });
let cleaned = false;
const cleanUp = () => {
  if (cleaned) return;
  cleaned = true;
  rmSync(prefix, { recursive: true, force: true });
};
process.on('exit', cleanUp);

// The shell's files and its registry, as the container's entrypoint writes it.
const shellRoot = path.join(prefix, 'html', 'shell');
cpSync(path.join(REPO_ROOT, 'shell', 'dist'), shellRoot, { recursive: true });
const registryEnv = {
  PATH: [process.env.PATH, '/usr/bin:/bin'].filter(Boolean).join(path.delimiter),
  HTML_ROOT: shellRoot,
  ...Object.fromEntries(REMOTES.map((name) => [`${name.toUpperCase()}_URL`, origin(ports[name])])),
  ...Object.fromEntries(
    REMOTES.map((name) => `${name.toUpperCase()}_VERSION`)
      .filter((key) => process.env[key])
      .map((key) => [key, /** @type {string} */ (process.env[key])]),
  ),
  // Each remote pinned to the build nginx serves, as a deployment sets each <BRANCH>_INTEGRITY.
  ...Object.fromEntries(Object.entries(withBuildPins({}, REPO_ROOT)).map(([key, value]) => [key, /** @type {string} */ (value)])),
};
/** @type {string} */
let remoteOrigins;
try {
  remoteOrigins = execFileSync(
    '/bin/sh',
    ['-c', 'set -e; . "$1" >&2; printf "%s" "$REMOTE_ORIGINS"', 'sh', path.join(REPO_ROOT, 'shell/deploy/remote-registry.envsh')],
    { env: registryEnv, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
} catch {
  fail('shell/deploy/remote-registry.envsh failed (its message is above).');
}

// analytics.json, as the container's entrypoint writes it: off unless MIXPANEL_TOKEN is set.
const ANALYTICS_ENV = ['MIXPANEL_TOKEN', 'MIXPANEL_API_HOST', 'ANALYTICS_PAGE_VIEWS', 'ANALYTICS_SESSION_RECORDING'];
/** @type {string} */
let analyticsOrigins;
try {
  analyticsOrigins = execFileSync(
    '/bin/sh',
    ['-c', 'set -e; . "$1" >&2; printf "%s" "$ANALYTICS_ORIGINS"', 'sh', path.join(REPO_ROOT, 'shell/deploy/analytics-config.envsh')],
    {
      env: {
        PATH: registryEnv.PATH,
        HTML_ROOT: shellRoot,
        ...Object.fromEntries(
          ANALYTICS_ENV.filter((key) => process.env[key]).map((key) => [key, /** @type {string} */ (process.env[key])]),
        ),
      },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
} catch {
  fail('shell/deploy/analytics-config.envsh failed (its message is above).');
}

// The configs: shared snippets where the image has them (conf prefix + mission/), one
// server block per app rendered from its template.
const snippets = path.join(REPO_ROOT, 'shared/tooling/deploy/nginx');
cpSync(snippets, path.join(prefix, 'mission'), {
  recursive: true,
  filter: (source) => source === snippets || source.endsWith('.conf'), // as the Dockerfiles copy them
});
mkdirSync(path.join(prefix, 'conf.d'));
for (const app of APPS) {
  /** @type {Record<string, string>} */
  const vars =
    app === 'shell'
      ? {
          LISTEN_ADDRESS,
          PORT: String(ports.shell),
          HTML_ROOT: shellRoot,
          REMOTE_ORIGINS: remoteOrigins,
          ANALYTICS_ORIGINS: analyticsOrigins,
        }
      : { LISTEN_ADDRESS, PORT: String(ports[app]), HTML_ROOT: path.join(REPO_ROOT, app, 'dist'), SHELL_ORIGIN: shellOrigin };
  writeFileSync(path.join(prefix, 'conf.d', `${app}.conf`), renderAppConfig(app, vars));
}

const temp = path.join(prefix, 'temp');
mkdirSync(path.join(prefix, 'logs'));
mkdirSync(temp);
const confPath = path.join(prefix, 'nginx.conf');
writeFileSync(
  confPath,
  `# Written by e2e/deploy/run-nginx.mjs; everything nginx writes stays under ${prefix}.
daemon off;
${process.getuid?.() === 0 ? "# Running as root: workers keep the launcher's rights to read the builds.\nuser root;\n" : ''}worker_processes 1;
pid ${path.join(prefix, 'nginx.pid')};
error_log stderr warn;

events {
    worker_connections 256;
}

http {
    access_log ${path.join(prefix, 'logs', 'access.log')};
    sendfile on;
    include mission/abuse-limits.conf;
    client_body_temp_path ${path.join(temp, 'client_body')};
    proxy_temp_path ${path.join(temp, 'proxy')};
    fastcgi_temp_path ${path.join(temp, 'fastcgi')};
    uwsgi_temp_path ${path.join(temp, 'uwsgi')};
    scgi_temp_path ${path.join(temp, 'scgi')};

    include conf.d/*.conf;
}
`,
);

// -e: the startup error log, before nginx.conf is read (otherwise /var/log/nginx).
const child = spawn(nginx, ['-e', 'stderr', '-p', prefix, '-c', confPath], { stdio: 'inherit' });
let stopping = false;
child.on('error', (error) => {
  fail(`could not start ${nginx}: ${error.message}`);
});
child.on('exit', (code, signal) => {
  if (stopping) process.exit(0);
  fail(`nginx stopped (${signal ?? `exit code ${code}`}); see its messages above.`);
});

/** @param {NodeJS.Signals} signal */
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  // nginx: TERM and INT are a fast shutdown.
  if (child.exitCode === null && child.signalCode === null) child.kill(signal === 'SIGINT' ? 'SIGINT' : 'SIGTERM');
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));

console.log(`nginx (${nginx}) serves the builds with the shipped configs:
  shell  ${shellOrigin}   <- open this one
${REMOTES.map((name) => `  ${name.padEnd(5)}  ${origin(ports[name])}`).join('\n')}
  config ${prefix}
Press Ctrl+C to stop.`);
