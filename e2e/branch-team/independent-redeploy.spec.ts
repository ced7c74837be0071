import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from '../support/quality-pin';
import { serveAll } from '@mission/shared/deploy/serve-all.mjs';
import { doTheTask, findTheTrades, openChapter } from '../support/chapter-play';
import { E2E_PORTS, portsEnv } from '../support/test-ports';

/**
 * A branch team redeploys its remote alone: the Army is rebuilt with a new
 * BUILD_NUMBER and served in place of the old build while the shell keeps running, unchanged.
 * These tests own their servers (the isolated ports), as remote-failure.spec.ts does.
 */
const ports = E2E_PORTS.isolated;
const SHELL = `http://localhost:${ports.shell}`;
const ORIGINS = { army: `http://localhost:${ports.army}`, navy: `http://localhost:${ports.navy}`, air: `http://localhost:${ports.air}` };
const ARMY_DIR = fileURLToPath(new URL('../../army', import.meta.url));
const NEW_BUILD = 'e2e-redeploy-2';

test.use({ baseURL: SHELL });

let running: Awaited<ReturnType<typeof serveAll>>;
let newBuild: string;

test.beforeAll(async () => {
  // The new build is made first, as a team's CI would, so the swap itself is instant.
  test.setTimeout(300_000);
  newBuild = mkdtempSync(path.join(os.tmpdir(), 'army-redeploy-'));
  execFileSync('npx', ['webpack', '--mode', 'production', '--output-path', newBuild], {
    cwd: ARMY_DIR,
    env: { ...process.env, BUILD_NUMBER: NEW_BUILD, BRANCH_NAME: 'qa' },
    stdio: 'ignore',
  });
  running = await serveAll({ env: { ...process.env, ...portsEnv(ports), MIXPANEL_TOKEN: '' } });
});

test.afterAll(async () => {
  await running?.close();
  if (newBuild) rmSync(newBuild, { recursive: true, force: true });
});

/** The SHA-256 of every file the shell's page is made of: its HTML, scripts and styles. */
async function shellBundle(request: APIRequestContext): Promise<Record<string, string>> {
  const html = await (await request.get(`${SHELL}/index.html`)).text();
  const files = ['/index.html', ...[...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map((match) => match[1] as string)];
  const hashes: Record<string, string> = {};
  for (const file of files) hashes[file] = createHash('sha256').update(await (await request.get(`${SHELL}${file}`)).body()).digest('hex');
  return hashes;
}

const buildInfo = async (request: APIRequestContext, origin: string) => (await (await request.get(`${origin}/build-info.json`)).json()) as { buildNumber: string };

/** A qa deployment of the shell, so the build badge shows (its own build-info.json only). */
async function onQa(context: BrowserContext) {
  await context.route(
    (url) => url.origin === SHELL && url.pathname === '/build-info.json',
    (route) => route.fulfill({ json: { buildNumber: 'e2e-shell', branchName: 'qa' } }),
  );
}

function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('the Army redeployed alone: a visitor inside finishes the chapter, a new visitor gets the new build, nothing else moves', async ({ page, context, request }) => {
  test.setTimeout(420_000);
  await onQa(context);
  const oldArmy = (await buildInfo(request, ORIGINS.army)).buildNumber;
  expect(oldArmy).not.toBe(NEW_BUILD);
  const shellBefore = await shellBundle(request);
  const othersBefore = { navy: await buildInfo(request, ORIGINS.navy), air: await buildInfo(request, ORIGINS.air) };
  const badge = (visitor: Page) => visitor.getByRole('button', { name: /^Copy build info/ });

  // A visitor is inside Forest, on the old build, when the team deploys.
  const inside = pageErrors(page);
  await openChapter(page, '/army/fire');
  await expect(badge(page)).toContainText(`Army ${oldArmy}`);
  await findTheTrades(page);

  await running.redeploy('army', newBuild);
  expect((await buildInfo(request, ORIGINS.army)).buildNumber).toBe(NEW_BUILD);

  // ...and finishes the chapter on the code it has, without an error.
  await doTheTask(page, 'Fires', 3);
  await expect(page.getByRole('link', { name: 'Next: Flood' })).toBeVisible();
  expect(inside).toEqual([]);

  // A visitor who enters the branch now gets the new build (the registry's new pin included).
  const newcomer = await context.newPage();
  const arriving = pageErrors(newcomer);
  await openChapter(newcomer, '/army/flood');
  await expect(badge(newcomer)).toContainText(`Army ${NEW_BUILD}`);
  await newcomer.goto('/navy/distress');
  await expect(newcomer.locator('section.kit-stage[data-section="navy"] h1')).toHaveText('Distress signal', { timeout: 40_000 });
  expect(arriving).toEqual([]);

  // The other remotes and the shell's bundle are untouched.
  expect({ navy: await buildInfo(request, ORIGINS.navy), air: await buildInfo(request, ORIGINS.air) }).toEqual(othersBefore);
  expect(await shellBundle(request)).toEqual(shellBefore);
});
