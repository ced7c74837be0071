import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, test } from '../support/quality-pin';
import { scratchCopy } from '../../scripts/new-branch/scratch-copy.mjs';

/*
 * Adding a branch is a generated, tested path (docs/build-a-branch.md "The scaffold's test"):
 * in a throwaway copy of this checkout, `npm run new-branch -- coast` scaffolds a branch; the
 * copy type-checks, the shell and the new remote build, and the shell, served with the
 * registry the list of branches gives, loads the new branch in both languages. Only the shell
 * and the new remote are built, to keep the suite's time.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;
/** Away from every group of e2e/support/test-ports.ts and the benches' defaults; the scaffolded list has five apps. */
const SHELL_PORT = 8880 + OFFSET;
const COAST_PORT = SHELL_PORT + 4;
const shell = `http://localhost:${SHELL_PORT}`;

let copy: ReturnType<typeof scratchCopy> | undefined;
let running: { close: () => Promise<void> } | undefined;

const ENV = { ...process.env, FORCE_COLOR: '0' };

/** Runs a command in the copy; a failure fails the test with the command's own output. */
function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: ENV });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
}

/** The same, without waiting: the two builds run side by side. */
function runAside(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: ENV });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`))));
  });
}

test.beforeAll(async () => {
  test.setTimeout(15 * 60_000);
  copy = scratchCopy(ROOT);
  const dir = copy.dir;
  const started = Date.now();
  run('node', ['scripts/new-branch/new-branch.mjs', 'coast'], dir);
  run('node', ['node_modules/typescript-native/bin/tsc', '-b'], dir);
  // The shell's webpack build only: its prerendered pages and service worker have their own tests.
  await Promise.all([
    runAside('npm', ['run', 'build', '-w', 'coast'], dir),
    runAside('npx', ['webpack', '--mode', 'production'], path.join(dir, 'shell')),
  ]);
  console.log(`[new-branch] scaffold, typecheck and build: ${Math.round((Date.now() - started) / 1000)} s`);
  const { serveAll } = (await import(
    pathToFileURL(path.join(dir, 'shared/tooling/deploy/serve-all.mjs')).href
  )) as typeof import('@mission/tooling/deploy/serve-all.mjs');
  running = await serveAll({
    env: { ...process.env, SHELL_PORT: String(SHELL_PORT), COAST_PORT: String(COAST_PORT), MIXPANEL_TOKEN: '' },
    only: ['coast'],
  });
});

test.afterAll(async () => {
  await running?.close();
  copy?.remove();
});

test('a scaffolded branch loads in the shell from the registry, in English and French', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const registry = await (await page.request.get(`${shell}/remotes.json`)).json();
  expect(registry.remotes).toContainEqual(
    expect.objectContaining({ name: 'coast', manifestUrl: `http://localhost:${COAST_PORT}/mf-manifest.json` }),
  );

  await page.goto(`${shell}/coast/drill`);
  const stage = page.locator('section.kit-stage[data-section="coast"]');
  await expect(stage).toBeAttached({ timeout: 60_000 });
  await expect(stage.locator('h1')).toHaveText('Placeholder drill');
  await page.screenshot({ path: testInfo.outputPath('coast-drill.png') });
  await testInfo.attach('coast-drill', { path: testInfo.outputPath('coast-drill.png'), contentType: 'image/png' });

  await page.goto(`${shell}/fr/coast/drill`);
  await expect(stage.locator('h1')).toHaveText('Texte provisoire drill', { timeout: 60_000 });
});
