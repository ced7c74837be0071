// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appPortsFromEnv } from '../build/app-ports.mjs';
import { analyticsConfigFromEnv, analyticsOriginsOf } from '../build/analytics-config-file.mjs';
import { remoteRegistryFromEnv, REMOTE_NAMES } from '../build/remote-registry-file.mjs';
import { startStaticAppServer } from './static-app-server.mjs';
import { buildPinOf, withBuildPins } from './build-pins.mjs';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Serves the built apps each on its local origin, as deployed: shell on SHELL_PORT,
 * each branch of the list of branches on its own, each pinned in the registry to its build's integrity.json
 * (build-pins.mjs). `only` limits which remotes start (tests stop one to see the shell
 * survive it).
 *
 * @param {{ env?: NodeJS.ProcessEnv, host?: string, only?: string[] }} [options]
 */
export async function serveAll({ env = process.env, host = '127.0.0.1', only } = {}) {
  const ports = appPortsFromEnv(env);
  const shellOrigin = `http://localhost:${ports.shell}`;
  const shellOrigins = [shellOrigin, `http://127.0.0.1:${ports.shell}`];
  // Each remote pinned to the build it serves, unless the environment says otherwise.
  const registry = remoteRegistryFromEnv(withBuildPins(env, REPO_ROOT));
  // Off ({}) without MIXPANEL_TOKEN; the API host, when on, joins the shell's connect-src.
  const analytics = analyticsConfigFromEnv(env);
  // The shell may be opened as localhost or 127.0.0.1; allow both spellings of every origin.
  const remoteOrigins = [
    ...registry.remotes.map((remote) => new URL(remote.manifestUrl).origin),
    ...(registry.allowedOrigins ?? []),
  ].flatMap((origin) => [origin, origin.replace('//localhost:', '//127.0.0.1:')]);
  /** @type {Record<string, { url: string, close: () => Promise<void> }>} */
  const servers = {};
  // Read on every request, so a redeployed remote's new pin is served without a restart.
  const virtualFiles = {
    '/remotes.json': JSON.stringify(registry, null, 2),
    '/analytics.json': `${JSON.stringify(analytics, null, 2)}\n`,
  };
  servers.shell = await startStaticAppServer({
    root: path.join(REPO_ROOT, 'shell/dist'),
    port: ports.shell,
    host,
    allowOrigins: '*',
    remoteOrigins: [...new Set(remoteOrigins)],
    analyticsOrigins: analyticsOriginsOf(analytics),
    virtualFiles,
  });
  for (const name of REMOTE_NAMES) {
    if (only && !only.includes(name)) continue;
    servers[name] = await startRemote(name);
  }

  /** @param {string} name @param {string} [root] the build to serve, `<name>/dist` by default */
  function startRemote(name, root = path.join(REPO_ROOT, `${name}/dist`)) {
    return startStaticAppServer({
      root,
      port: ports[/** @type {import('../build/app-ports.mjs').AppName} */ (name)],
      host,
      allowOrigins: shellOrigins,
      remoteOrigins: [],
    });
  }

  /** @param {string} name @param {string | undefined} integrity */
  function pinRemote(name, integrity) {
    const entry = registry.remotes.find((remote) => remote.name === name);
    if (!entry) throw new Error(`serveAll: no remote named ${name}`);
    if (integrity) Object.assign(entry, { integrity });
    else delete entry.integrity;
    virtualFiles['/remotes.json'] = JSON.stringify(registry, null, 2);
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
    /**
     * Serves another build of one remote in its place, as its own deployment would, while the
     * shell keeps running; a pinned remote's registry entry takes the new build's pin, as the
     * shell container's ARMY_INTEGRITY would after the remote's team publishes it.
     * @param {string} name @param {string} root the new build's folder
     */
    async redeploy(name, root) {
      await servers[name]?.close();
      servers[name] = await startRemote(name, root);
      const entry = registry.remotes.find((remote) => remote.name === name);
      if (entry && 'integrity' in entry) pinRemote(name, buildPinOf(root));
    },
    /**
     * Pins one remote in the registry the shell serves, from now on: one build's hash, or
     * mid-rollout each answering build's, one space apart (docs/decisions.md, "Version skew");
     * undefined unpins it.
     * @param {string} name @param {string | undefined} integrity
     */
    pin: pinRemote,
    async close() {
      await Promise.all(Object.values(servers).map((server) => server.close()));
    },
  };
}
