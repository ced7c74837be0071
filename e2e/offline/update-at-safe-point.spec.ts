import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { serveAll } from '@mission/tooling/deploy/serve-all.mjs';
import { startStaticAppServer } from '@mission/tooling/deploy/static-app-server.mjs';
import { untilRevealed } from '../support/chapter-play';
import { E2E_PORTS, portsEnv } from '../support/test-ports';

/**
 * A new shell deploy under the offline worker (docs/decisions.md, "The service worker"): it is
 * picked up on the next visit and switched to only at a safe point. A visitor inside a chapter
 * keeps the page they are on; back on Mission Select, the page reloads into the new build.
 * The shell is served from a copy of its build, so the test can deploy it anew.
 */
test.use({ serviceWorkers: 'allow' });

const ports = E2E_PORTS.isolated;
const SHELL = `http://localhost:${ports.shell}`;
const SHELL_DIR = fileURLToPath(new URL('../../shell', import.meta.url));
const PAGES = ['index.html', 'app.html', 'select/index.html', 'fr/index.html', 'fr/select/index.html'];
test.use({ baseURL: SHELL });

let running: Awaited<ReturnType<typeof serveAll>>;
let shellServer: { close: () => Promise<void> } | undefined;
let copy: string;

test.beforeAll(async () => {
  copy = mkdtempSync(path.join(os.tmpdir(), 'shell-deploy-'));
  cpSync(path.join(SHELL_DIR, 'dist'), copy, { recursive: true });
  running = await serveAll({ env: { ...process.env, ...portsEnv(ports), MIXPANEL_TOKEN: '' } });
  // The same shell, served from the copy: the registry as serve-all wrote it, the same policy.
  const registry = await (await fetch(`${SHELL}/remotes.json`)).text();
  const remoteOrigins = (JSON.parse(registry) as { remotes: { manifestUrl: string }[] }).remotes.map(
    (remote) => new URL(remote.manifestUrl).origin,
  );
  await running.stop('shell');
  shellServer = await startStaticAppServer({
    root: copy,
    port: ports.shell,
    allowOrigins: '*',
    remoteOrigins,
    virtualFiles: { '/remotes.json': registry, '/analytics.json': '{}\n' },
  });
});

test.afterAll(async () => {
  await shellServer?.close();
  await running?.close();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** A new deploy of the shell: its pages carry a mark, and its worker precaches them. */
function deployNewShell() {
  for (const page of PAGES) {
    const file = path.join(copy, page);
    writeFileSync(file, readFileSync(file, 'utf8').replace('<head>', '<head><meta name="mission-deploy" content="2">'));
  }
  execFileSync('node', [path.join(SHELL_DIR, 'offline-build/build-service-worker.mjs'), copy], { stdio: 'ignore' });
}

const newDeployShown = (page: Page) => page.locator('meta[name="mission-deploy"]').count();

test('a new shell deploy waits while a chapter plays, and takes over back on Mission Select', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/select');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your branch');
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 });

  await page.getByRole('link', { name: 'Forest' }).tap();
  await expect(page).toHaveURL(/\/army\/fire$/);
  await untilRevealed(page);
  // This document, to tell a reload from the page going on.
  await page.evaluate(() => Object.assign(window, { missionSameDocument: true }));

  deployNewShell();
  // The browser checks the worker on navigations; here, at once.
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null, null, { timeout: 30_000 });

  // Inside the chapter: the new build waits; the page is the same document, still revealed.
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => (window as { missionSameDocument?: boolean }).missionSameDocument)).toBe(true);
  await expect(page).toHaveURL(/\/army\/fire$/);
  await expect(page.locator('.kit-stage[data-revealed="true"]')).toBeAttached();
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null)).toBe(true);

  // Back on Mission Select, a safe point: the new build takes over and the page reloads into it.
  await page.goBack();
  await expect(page).toHaveURL(/\/select$/);
  await expect.poll(() => newDeployShown(page), { timeout: 30_000 }).toBe(1);
  expect(await page.evaluate(() => (window as { missionSameDocument?: boolean }).missionSameDocument)).toBeUndefined();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your branch');
});
