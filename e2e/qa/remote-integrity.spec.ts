import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORTS } from '../support/test-ports';

/**
 * Integrity-pinned remotes, against the production build served as
 * `npm start` serves it: every remote pinned to the build it serves. A file changed on its
 * way to the phone (a remote's origin or a proxy serving other bytes) is refused, and none of
 * its code runs; the other branches and the rest of the site go on.
 */
const SHELL = `http://localhost:${E2E_PORTS.node.shell}`;
const ORIGINS = {
  army: `http://localhost:${E2E_PORTS.node.army}`,
  navy: `http://localhost:${E2E_PORTS.node.navy}`,
  air: `http://localhost:${E2E_PORTS.node.air}`,
};

const sha384 = (bytes: Buffer | string) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

interface Registry {
  remotes: { name: string; manifestUrl: string; integrity?: string }[];
}

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Serves `path` of a remote with `change` applied to its real bytes; records that it was asked. */
async function tamper(page: Page, match: (url: URL) => boolean, change: (body: string) => string): Promise<string[]> {
  const served: string[] = [];
  await page.route(match, async (route) => {
    const response = await route.fetch();
    const body = change(await response.text());
    served.push(body);
    await route.fulfill({ response, body });
  });
  return served;
}

const ranTampered = (page: Page) => page.evaluate(() => (window as unknown as { __tampered?: boolean }).__tampered === true);

test.describe('integrity-pinned remotes', () => {
  test('npm start pins each remote to the build it serves: registry, manifest, entry and integrity.json agree', async ({ request }) => {
    const registry = (await (await request.get(`${SHELL}/remotes.json`)).json()) as Registry;
    expect(registry.remotes.map((remote) => remote.name)).toEqual(['army', 'navy', 'air']);
    for (const remote of registry.remotes) {
      const origin = ORIGINS[remote.name as keyof typeof ORIGINS];
      const manifest = await (await request.get(`${origin}/mf-manifest.json`)).body();
      const entry = await (await request.get(`${origin}/remoteEntry.js`)).body();
      const written = (await (await request.get(`${origin}/integrity.json`)).json()) as Record<string, string>;
      expect(remote.integrity, remote.name).toBe(sha384(manifest));
      expect(written, remote.name).toEqual({ 'mf-manifest.json': sha384(manifest), 'remoteEntry.js': sha384(entry) });
      expect(JSON.parse(manifest.toString()).metaData.remoteEntry.integrity, remote.name).toBe(sha384(entry));
    }
  });

  test('a remote entry that is not the pinned one is refused: its branch is unavailable, its code never runs, one error names both hashes', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const errors = consoleErrors(page);
    const pinnedEntry = sha384(await (await request.get(`${ORIGINS.army}/remoteEntry.js`)).body());
    const served = await tamper(
      page,
      (url) => url.origin === ORIGINS.army && url.pathname === '/remoteEntry.js',
      (body) => `${body}\n;window.__tampered = true;`,
    );
    await page.goto('/army/fire');
    await expect(page.getByTestId('branch-unavailable')).toBeVisible({ timeout: 40_000 });
    expect(await ranTampered(page)).toBe(false);
    const mismatch = errors.filter((line) => line.startsWith('[shell] Remote "army": remoteEntry.js does not match its pinned integrity'));
    expect(mismatch).toHaveLength(1);
    expect(mismatch[0]).toContain(`expected ${pinnedEntry}, got ${sha384(served[0] ?? '')}`);

    // Only the Army is lost: the Navy still plays.
    await page.goto('/navy/distress');
    await expect(page.locator('section.kit-stage[data-section="navy"] h1')).toHaveText('Distress signal', { timeout: 40_000 });
  });

  test('a manifest that is not the pinned one is refused before the runtime reads it: nothing loads from where it points', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const errors = consoleErrors(page);
    const registry = (await (await request.get(`${SHELL}/remotes.json`)).json()) as Registry;
    const pin = registry.remotes.find((remote) => remote.name === 'navy')?.integrity;
    const evil: string[] = [];
    await page.route(
      (url) => url.hostname === 'evil.example',
      (route) => {
        evil.push(route.request().url());
        return route.abort();
      },
    );
    const served = await tamper(
      page,
      (url) => url.origin === ORIGINS.navy && url.pathname === '/mf-manifest.json',
      (body) => body.replace('"publicPath": "auto"', '"publicPath": "https://evil.example/"'),
    );
    await page.goto('/fr/navy/distress');
    await expect(page.getByTestId('branch-unavailable').getByRole('button', { name: 'Réessayer' })).toBeVisible({ timeout: 40_000 });
    expect(served[0]).toContain('evil.example');
    expect(evil).toEqual([]);
    // The shell's own report (the unavailable page's log quotes it again as the cause).
    const mismatch = errors.filter((line) =>
      line.startsWith('[shell] Remote "navy": mf-manifest.json does not match its pinned integrity'),
    );
    expect(mismatch).toHaveLength(1);
    expect(mismatch[0]).toContain(`expected ${pin}, got ${sha384(served[0] ?? '')}`);
  });

  test("a chunk changed behind the pinned entry never runs: the entry's runtime checks it too", async ({ page }) => {
    test.setTimeout(90_000);
    const chunks = await tamper(
      page,
      (url) => url.origin === ORIGINS.air && /^\/\d+\.[0-9a-f]{10}\.js$/.test(url.pathname),
      (body) => `${body}\n;window.__tampered = true;`,
    );
    await page.goto('/air/airdrop');
    // The branch's app may come from a chunk of another name: then it is the scene's chunk that
    // is refused, and the chapter's own problem card says so, with a way to try again.
    const refused = page.getByTestId('branch-unavailable').or(page.getByRole('alertdialog', { name: 'The mission couldn’t load' }));
    await expect(refused).toBeVisible({ timeout: 40_000 });
    expect(chunks.length).toBeGreaterThan(0);
    expect(await ranTampered(page)).toBe(false);
  });

  test('a remote the registry does not pin loads as before, with one notice in debug mode', async ({ page }) => {
    test.setTimeout(90_000);
    const notices: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('is not pinned')) notices.push(message.text());
    });
    await page.route(
      (url) => url.origin === SHELL && url.pathname === '/remotes.json',
      async (route) => {
        const response = await route.fetch();
        const registry = (await response.json()) as Registry;
        const remotes = registry.remotes.map(({ integrity, ...remote }) => (remote.name === 'navy' ? remote : { ...remote, integrity }));
        await route.fulfill({ response, json: { ...registry, remotes } });
      },
    );
    await page.goto('/navy/distress?debug');
    await expect(page.locator('section.kit-stage[data-section="navy"] h1')).toHaveText('Distress signal', { timeout: 40_000 });
    expect(notices).toEqual(['[shell] remote "navy" is not pinned: remotes.json gives no integrity, so its code loads unchecked.']);
  });
});
