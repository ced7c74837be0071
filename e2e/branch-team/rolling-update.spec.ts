import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { devices, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expect, pinLowestTier, test } from '../support/quality-pin';
import { serveAll } from '@mission/tooling/deploy/serve-all.mjs';
import { buildPinOf } from '@mission/tooling/deploy/build-pins.mjs';
import { startStaticAppServer } from '@mission/tooling/deploy/static-app-server.mjs';
import { CONTENT_HASHED } from '@mission/tooling/deploy/http-policy.mjs';
import { contentHashedFiles } from '../support/content-hashed-files';
import { findTheTrades, openChapter } from '../support/chapter-play';
import { E2E_PORTS, portsEnv } from '../support/test-ports';
import { secondBuildOf, SECOND_BUILD } from '../support/second-build';
import { startRolloutOrigin, type Answer } from '../support/rollout-origin';

/**
 * The Army's team rolls out its next release alone, made against the next minor release of
 * the bus contract (docs/decisions.md, "Version skew"; so a shell plays a remote one release
 * newer than itself): while
 * both builds answer the Army's one origin, a visitor whose page read the new build's manifest
 * and is sent to an old server for its files, and one whose page read the old manifest and is
 * sent to a new server, both play; once the rollout is over, a newcomer gets the new build,
 * and the shell and the other remotes never moved. These tests own their servers (the isolated
 * ports), as remote-failure.spec.ts does.
 */
const ports = E2E_PORTS.isolated;
const SHELL = `http://localhost:${ports.shell}`;
const ORIGINS = { army: `http://localhost:${ports.army}`, navy: `http://localhost:${ports.navy}`, air: `http://localhost:${ports.air}` };
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OLD_BUILD = path.join(REPO_ROOT, 'army/dist');
const BUILD_FILES = path.join(REPO_ROOT, 'shared/tooling/deploy/container/build-files.sh');

test.use({ baseURL: SHELL });
test.describe.configure({ mode: 'serial' });

let running: Awaited<ReturnType<typeof serveAll>>;
/** The new build as its image serves it: its own files and, carried, the old build's hashed ones. */
let newImageRoot: string;
let newOwnFiles: Set<string>;
let work: string;

test.beforeAll(async () => {
  // The new build is made first, as the team's CI would, so the rollout itself is instant.
  test.setTimeout(300_000);
  const newBuild = secondBuildOf('army');
  newOwnFiles = new Set(contentHashedFiles(newBuild));
  work = mkdtempSync(path.join(os.tmpdir(), 'army-rollout-'));
  newImageRoot = path.join(work, 'html');
  cpSync(newBuild, newImageRoot, { recursive: true });
  // What the new image does at its build: carry the image it replaces' own hashed files.
  execFileSync('sh', [BUILD_FILES, 'record', OLD_BUILD, path.join(work, 'old-build-files.txt')]);
  execFileSync('sh', [BUILD_FILES, 'carry', OLD_BUILD, path.join(work, 'old-build-files.txt'), path.join(work, 'carried')]);
  cpSync(path.join(work, 'carried'), newImageRoot, { recursive: true, force: false });
  running = await serveAll({ env: { ...process.env, ...portsEnv(ports), MIXPANEL_TOKEN: '' } });
});

test.afterAll(async () => {
  await running?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The SHA-256 of every file the shell's page is made of: its HTML, scripts and styles. */
async function shellBundle(request: APIRequestContext): Promise<Record<string, string>> {
  const html = await (await request.get(`${SHELL}/index.html`)).text();
  const files = ['/index.html', ...[...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map((match) => match[1] as string)];
  const hashes: Record<string, string> = {};
  for (const file of files)
    hashes[file] = createHash('sha256')
      .update(await (await request.get(`${SHELL}${file}`)).body())
      .digest('hex');
  return hashes;
}

const buildInfo = async (request: APIRequestContext, origin: string) =>
  (await (await request.get(`${origin}/build-info.json`)).json()) as { buildNumber: string };

/** A qa deployment of the shell, so the build badge shows (its own build-info.json only). */
async function onQa(context: BrowserContext) {
  await context.route(
    (url) => url.origin === SHELL && url.pathname === '/build-info.json',
    (route) => route.fulfill({ json: { buildNumber: 'e2e-shell', branchName: 'qa' } }),
  );
}

/** Uncaught errors only: mid-rollout the browser rightly logs the 404s and refusals it retries. */
function uncaught(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/** A visitor with nothing cached, as a first visit mid-rollout is: a phone, like the project's. */
async function freshVisitor(browser: Browser) {
  const { defaultBrowserType: _chromium, ...phone } = devices['iPhone 13'];
  const context = await browser.newContext({ ...phone, baseURL: SHELL });
  await pinLowestTier(context);
  await onQa(context);
  return context;
}

const failed = (answers: Answer[]) => answers.filter((answer) => answer.status >= 400);

test("mid-rollout, both builds answer the Army's origin: a visitor sent to the other build's servers still plays", async ({ browser }) => {
  test.setTimeout(300_000);
  const pins = { old: buildPinOf(OLD_BUILD), new: buildPinOf(newImageRoot) };
  expect(pins.old && pins.new && pins.old !== pins.new, 'both builds are pinned, and differ').toBeTruthy();
  await running.stop('army');
  const shellOrigins = [SHELL, SHELL.replace('localhost', '127.0.0.1')];
  const servers = {
    old: await startStaticAppServer({ root: OLD_BUILD, port: 0, allowOrigins: shellOrigins, remoteOrigins: [] }),
    new: await startStaticAppServer({ root: newImageRoot, port: 0, allowOrigins: shellOrigins, remoteOrigins: [] }),
  };
  const origin = await startRolloutOrigin({ port: ports.army, builds: { old: servers.old.url, new: servers.new.url } });
  // The registry pins both builds while both answer.
  running.pin('army', `${pins.old} ${pins.new}`);
  try {
    // 1. The page reads the new build's manifest, and every file's first request reaches an old
    // server: the new entry is refused there (its pin) and the new chunks are not there (404).
    // Each is asked again, and the retry reaches a new server.
    origin.schedule((file, nth) => (file === '/mf-manifest.json' ? 'new' : nth === 0 ? 'old' : 'new'));
    const early = await freshVisitor(browser);
    const first = await early.newPage();
    const firstErrors = uncaught(first);
    await openChapter(first, '/army/flood');
    await findTheTrades(first);
    const refusedOrMissing = failed(origin.answers).map((answer) => answer.path);
    expect(refusedOrMissing.length, 'the new build has chunks the old servers lack').toBeGreaterThan(0);
    for (const file of refusedOrMissing) {
      expect(
        origin.answers.some((answer) => answer.path === file && answer.build === 'new' && answer.status === 200),
        `${file} was retried and found`,
      ).toBe(true);
    }
    expect(origin.answers.filter((answer) => answer.path === '/remoteEntry.js').map((answer) => answer.build)).toContain('new');
    expect(firstErrors).toEqual([]);
    await early.close();

    // 2. The page reads the old build's manifest (and its entry and build-info.json, the build's
    // own files, never carried), and every other file comes from a new server, which carries
    // the old build's: nothing is missing.
    const oldOwn = new Set(['/mf-manifest.json', '/remoteEntry.js', '/build-info.json']);
    origin.schedule((file) => (oldOwn.has(file) ? 'old' : 'new'));
    const late = await freshVisitor(browser);
    const second = await late.newPage();
    const secondErrors = uncaught(second);
    await openChapter(second, '/army/fire');
    const oldNumber = JSON.parse(readFileSync(path.join(OLD_BUILD, 'build-info.json'), 'utf8')).buildNumber as string;
    await expect(second.getByRole('button', { name: /^Copy build info/ })).toContainText(`Army ${oldNumber}`);
    expect(failed(origin.answers)).toEqual([]);
    const carried = origin.answers.filter(
      (answer) => answer.build === 'new' && CONTENT_HASHED.test(answer.path) && !newOwnFiles.has(answer.path.slice(1)),
    );
    expect(carried.length, 'the new servers answered with files only the old build has').toBeGreaterThan(0);
    expect(secondErrors).toEqual([]);
    await late.close();
  } finally {
    await origin.close();
    await Promise.all([servers.old.close(), servers.new.close()]);
  }
});

test('the rollout over, a newcomer gets the new build; the shell and the other remotes never moved', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  await onQa(context);
  const shellBefore = await shellBundle(request);
  const othersBefore = { navy: await buildInfo(request, ORIGINS.navy), air: await buildInfo(request, ORIGINS.air) };

  // Only the new build answers now, and the registry pins it alone.
  await running.redeploy('army', newImageRoot);
  expect((await buildInfo(request, ORIGINS.army)).buildNumber).toBe(SECOND_BUILD);

  const errors = uncaught(page);
  await openChapter(page, '/army/flood');
  await expect(page.getByRole('button', { name: /^Copy build info/ })).toContainText(`Army ${SECOND_BUILD}`);
  await page.goto('/navy/distress');
  await expect(page.locator('section.kit-stage[data-section="navy"] h1')).toHaveText('Distress signal', { timeout: 40_000 });
  expect(errors).toEqual([]);

  expect({ navy: await buildInfo(request, ORIGINS.navy), air: await buildInfo(request, ORIGINS.air) }).toEqual(othersBefore);
  expect(await shellBundle(request)).toEqual(shellBefore);
});
