// @ts-check
import { BRANCH_NAMES } from '@mission/content/branch-list';
import { startStaticAppServer } from '@mission/tooling/deploy/static-app-server.mjs';

/**
 * The monolith's remotes.json. The shell still reads a registry before it opens a branch
 * route, but here nothing is fetched from it (monolith-runtime.ts imports the branches), so
 * each entry only has to pass parseRemoteRegistry: a path on the page's own origin. The
 * build's own mf-manifest.json does not exist; the build badge, the one other reader, finds
 * the monolith's build-info.json beside it.
 */
export function monolithRemoteRegistry() {
  return { remotes: BRANCH_NAMES.map((name) => ({ name, manifestUrl: '/mf-manifest.json' })) };
}

/**
 * Serves a monolith build (buildMonolith) as `npm start` serves the shell: the same static
 * server, caching and security headers, and the SPA fallback (no prerendered pages here, so
 * every route gets index.html). Analytics are off: `/analytics.json` is `{}`.
 *
 * @param {{ outDir: string, port: number, host?: string }} options port 0: any free port
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serveMonolith({ outDir, port, host = '127.0.0.1' }) {
  return startStaticAppServer({
    root: outDir,
    port,
    host,
    allowOrigins: '*',
    // One origin: the CSP's 'self' already covers every chunk, branch and media file.
    remoteOrigins: [],
    virtualFiles: {
      '/remotes.json': `${JSON.stringify(monolithRemoteRegistry(), null, 2)}\n`,
      '/analytics.json': '{}\n',
    },
  });
}
