import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { IMMUTABLE, NO_CACHE, securityHeaders } from '@mission/tooling/deploy/http-policy.mjs';
import { E2E_PORTS } from '../support/test-ports';

/**
 * The four images, run as deployed (e2e/deploy/run-containers.mjs, the `containers` project's
 * web server): the answers of their nginx carry the rules of http-policy.mjs.
 * The shell is the host; navy stands for the three remotes (same shared config).
 */
const ports = E2E_PORTS.nginx;
const shell = `http://localhost:${ports.shell}`;
const navy = `http://localhost:${ports.navy}`;
const remoteOrigins = [ports.army, ports.navy, ports.air].map((port) => `http://localhost:${port}`);

async function get(request: APIRequestContext, url: string, headers: Record<string, string> = {}): Promise<APIResponse> {
  return request.get(url, { headers, maxRedirects: 0 });
}

/** A content-hashed chunk the app really serves: from index.html (shell) or mf-manifest.json (remote). */
async function hashedChunkOf(request: APIRequestContext, origin: string): Promise<string> {
  if (origin === shell) {
    const html = await (await get(request, `${shell}/index.html`)).text();
    const match = /src="\/([\w-]+\.[0-9a-f]{10}\.js)"/.exec(html);
    expect(match, 'index.html names a hashed script').not.toBeNull();
    return match![1]!;
  }
  const manifest = (await (await get(request, `${origin}/mf-manifest.json`)).json()) as {
    exposes: { assets: { js: { sync: string[]; async: string[] } } }[];
  };
  const chunk = manifest.exposes.flatMap((expose) => [...expose.assets.js.sync, ...expose.assets.js.async])[0];
  expect(chunk, 'mf-manifest.json lists the exposed chunks').toMatch(/\.[0-9a-f]{10}\.js$/);
  return chunk!;
}

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.split(' ')[0] === name) ?? '';

test.describe('nginx serves the builds by the rules of http-policy.mjs', () => {
  for (const [app, origin, files] of [
    // The shell has no federation manifest: it starts the runtime itself (docs/decisions.md).
    ['shell', shell, ['index.html', 'remotes.json', 'build-info.json']],
    ['navy', navy, ['index.html', 'build-info.json', 'integrity.json', 'mf-manifest.json', 'remoteEntry.js']],
  ] as const) {
    test(`${app}: files that name other files are revalidated, hashed chunks are immutable`, async ({ request }) => {
      for (const file of ['', ...files]) {
        const response = await get(request, `${origin}/${file}`);
        expect(response.status(), file).toBe(200);
        expect(response.headers()['cache-control'], file).toBe(NO_CACHE);
      }
      const chunk = await hashedChunkOf(request, origin);
      const response = await get(request, `${origin}/${chunk}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe(IMMUTABLE);
      expect(response.headers()['content-type']).toBe('text/javascript; charset=utf-8');
      expect((await get(request, `${origin}/build-info.json`)).headers()['content-type']).toBe('application/json; charset=utf-8');
      // Sounds are named by their content too (shared/tooling/build/media-file-names.mjs): immutable.
      const sound = readdirSync(fileURLToPath(new URL(`../../${app}/dist/sounds`, import.meta.url))).find((file) =>
        /\.[0-9a-f]{10}\.mp3$/.test(file),
      );
      expect(sound, `${app}/dist/sounds has a hashed mp3`).toBeDefined();
      const media = await get(request, `${origin}/sounds/${sound}`);
      expect(media.status()).toBe(200);
      expect(media.headers()['cache-control']).toBe(IMMUTABLE);
      expect(media.headers()['content-type']).toBe('audio/mpeg');
    });

    test(`${app}: the security headers, also on a 404`, async ({ request }) => {
      const expected = securityHeaders({ remoteOrigins: app === 'shell' ? remoteOrigins : [] });
      for (const url of [`${origin}/`, `${origin}/missing.js`]) {
        const headers = (await get(request, url)).headers();
        expect(headers['x-content-type-options'], url).toBe(expected['X-Content-Type-Options']);
        expect(headers['referrer-policy'], url).toBe(expected['Referrer-Policy']);
        expect(headers['permissions-policy'], url).toBe(expected['Permissions-Policy']);
        expect(headers['content-security-policy'], url).toBe(expected['Content-Security-Policy']);
      }
    });
  }

  test("shell: the CSP lets in the registry's remotes, and no inline or eval'd script", async ({ request }) => {
    const registry = (await (await get(request, `${shell}/remotes.json`)).json()) as { remotes: { manifestUrl: string }[] };
    const registered = registry.remotes.map((remote) => new URL(remote.manifestUrl).origin);
    expect(registered).toEqual(remoteOrigins);

    const csp = (await get(request, `${shell}/`)).headers()['content-security-policy'] ?? '';
    for (const name of ['script-src', 'connect-src', 'img-src', 'media-src']) {
      expect(directive(csp, name).split(' '), name).toEqual(expect.arrayContaining(registered));
    }
    expect(directive(csp, 'script-src')).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
  });

  test("each remote: readable by the shell's origin only (CORS)", async ({ request }) => {
    for (const remote of remoteOrigins) {
      for (const file of ['mf-manifest.json', 'remoteEntry.js', 'integrity.json', await hashedChunkOf(request, remote)]) {
        const fromShell = await get(request, `${remote}/${file}`, { Origin: shell });
        expect(fromShell.headers()['access-control-allow-origin'], `${remote}/${file}`).toBe(shell);
        const fromElsewhere = await get(request, `${remote}/${file}`, { Origin: 'https://elsewhere.example' });
        expect(fromElsewhere.headers()['access-control-allow-origin'], `${remote}/${file}`).toBe(shell);
      }
    }
  });

  test('all four apps send the headers a deployment must, on a page and on a 404', async ({ request }) => {
    for (const origin of [shell, ...remoteOrigins]) {
      for (const url of [`${origin}/`, `${origin}/missing.js`]) {
        const headers = (await get(request, url)).headers();
        const csp = headers['content-security-policy'] ?? '';
        expect(directive(csp, 'script-src'), url).not.toMatch(/unsafe-inline|unsafe-eval/);
        expect(directive(csp, 'frame-ancestors'), url).toBe("frame-ancestors 'none'");
        expect(directive(csp, 'object-src'), url).toBe("object-src 'none'");
        expect(headers['x-content-type-options'], url).toBe('nosniff');
        expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
        // The camera and the motion sensors for the page's own origin only; no microphone, no location.
        const permissions = Object.fromEntries((headers['permissions-policy'] ?? '').split(/,\s*/).map((item) => item.split('=')));
        expect(permissions, url).toEqual({
          camera: '(self)',
          gyroscope: '(self)',
          accelerometer: '(self)',
          magnetometer: '(self)',
          microphone: '()',
          geolocation: '()',
        });
      }
      console.log(
        `[resilience] ${origin}: CSP without unsafe script, frame-ancestors 'none', nosniff, Referrer-Policy, Permissions-Policy (self) only`,
      );
    }
  });

  test('routes fall back to the page; a missing file with an extension is a 404', async ({ request }) => {
    // A prerendered page's path gets its page (docs/prerendered-pages.md), any other route the empty one.
    const pages = {
      '/army/fire': '<div id="root"></div>',
      '/fr/navy/distress': '<div id="root"></div>',
      '/fr': 'data-prerendered="/fr"',
      '/fr/': 'data-prerendered="/fr"',
      '/accessible': 'data-prerendered="/accessible"',
    };
    for (const [route, root] of Object.entries(pages)) {
      const response = await get(request, `${shell}${route}`);
      expect(response.status(), route).toBe(200);
      expect(response.headers()['content-type'], route).toBe('text/html; charset=utf-8');
      expect(response.headers()['cache-control'], route).toBe(NO_CACHE);
      expect(await response.text(), route).toContain(root);
    }
    for (const url of [`${shell}/missing.js`, `${shell}/main.0123456789.js`, `${shell}/army/fire.json`, `${navy}/missing.js`]) {
      expect((await get(request, url)).status(), url).toBe(404);
    }
  });

  test('a visitor opens /navy/distress: the remote, pinned by the registry, loads through nginx under the CSP', async ({
    page,
    request,
  }) => {
    const registry = (await (await get(request, `${shell}/remotes.json`)).json()) as { remotes: { name: string; integrity?: string }[] };
    const pinned = (await (await get(request, `${navy}/integrity.json`)).json()) as Record<string, string>;
    expect(registry.remotes.find((remote) => remote.name === 'navy')?.integrity).toBe(pinned['mf-manifest.json']);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const fromNavy = page.waitForResponse((response) => response.url().startsWith(`${navy}/`) && response.ok());

    await page.goto('/navy/distress');

    await fromNavy;
    // The Navy's kit stage is in the page (its briefing covers it on a first visit).
    await expect(page.locator('section.kit-stage[data-section="navy"] h1')).toHaveText('Distress signal', { timeout: 30_000 });
    expect(violations).toEqual([]);
  });
});
