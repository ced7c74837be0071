// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appPortsFromEnv } from '../build/app-ports.mjs';
import { analyticsConfigFromEnv, analyticsOriginsOf } from '../build/analytics-config-file.mjs';
import { remoteRegistryFromEnv, REMOTE_NAMES } from '../build/remote-registry-file.mjs';
import { startStaticAppServer } from './static-app-server.mjs';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Serves the four built apps on four local origins, as deployed: shell on SHELL_PORT,
 * army/navy/air on theirs. `only` limits which remotes start (tests stop one to see
 * the shell survive it).
 *
 * @param {{ env?: NodeJS.ProcessEnv, host?: string, only?: string[] }} [options]
 */
export async function serveAll({ env = process.env, host = '127.0.0.1', only } = {}) {
  const ports = appPortsFromEnv(env);
  const shellOrigin = `http://localhost:${ports.shell}`;
  const shellOrigins = [shellOrigin, `http://127.0.0.1:${ports.shell}`];
  const registry = remoteRegistryFromEnv(env);
  // Off ({}) without MIXPANEL_TOKEN; the API host, when on, joins the shell's connect-src.
  const analytics = analyticsConfigFromEnv(env);
  // The shell may be opened as localhost or 127.0.0.1; allow both spellings of every origin.
  const remoteOrigins = [...registry.remotes.map((remote) => new URL(remote.manifestUrl).origin), ...(registry.allowedOrigins ?? [])].flatMap(
    (origin) => [origin, origin.replace('//localhost:', '//127.0.0.1:')],
  );
  /** @type {Record<string, { url: string, close: () => Promise<void> }>} */
  const servers = {};
  servers.shell = await startStaticAppServer({
    root: path.join(REPO_ROOT, 'shell/dist'),
    port: ports.shell,
    host,
    allowOrigins: '*',
    remoteOrigins: [...new Set(remoteOrigins)],
    analyticsOrigins: analyticsOriginsOf(analytics),
    virtualFiles: {
      '/remotes.json': JSON.stringify(registry, null, 2),
      '/analytics.json': `${JSON.stringify(analytics, null, 2)}\n`,
    },
  });
  for (const name of REMOTE_NAMES) {
    if (only && !only.includes(name)) continue;
    servers[name] = await startRemote(name);
  }

  /** @param {string} name */
  function startRemote(name) {
    return startStaticAppServer({
      root: path.join(REPO_ROOT, `${name}/dist`),
      port: ports[/** @type {'army'|'navy'|'air'} */ (name)],
      host,
      allowOrigins: shellOrigins,
      remoteOrigins: [],
    });
  }

  return {
    ports,
    shellUrl: shellOrigin,
    servers,
    /** Stops one remote's server (the others keep running). @param {string} name */
    async stop(name) {
      await servers[name]?.close();
      delete servers[name];
    },
    /** @param {string} name */
    async start(name) {
      servers[name] = await startRemote(name);
    },
    async close() {
      await Promise.all(Object.values(servers).map((server) => server.close()));
    },
  };
}
