import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/quality-pin';
import { E2E_PORTS } from '../support/test-ports';
import { containerEngine, runEngine } from '../../scripts/images/container-engine.mjs';
import { APPS, imageName } from '../../scripts/images/images.mjs';
import { contentHashedFiles } from '../support/content-hashed-files';
import { SECOND_BUILD } from '../support/second-build';
import { buildNextImage } from './next-image';
import {
  appEnv,
  containerName,
  inspectContainer,
  loopbackOrigin,
  removeContainers,
  runArgs,
  startApp,
  untilServing,
} from './containers.mjs';

/**
 * The four images as deployed (e2e/deploy/run-containers.mjs, this project's servers): the
 * shell's registry sends a visitor to each remote's own container (where the every-branch
 * journey, run in this project, plays all nine chapters); a container given a setting it cannot
 * serve with refuses to start, naming it, while the four keep serving; the Army's container is
 * replaced by a new build while the shell's runs on, untouched (docs/decisions.md §8), and a
 * page left open on the old build goes on loading its chunks from the new container, which
 * carries them (docs/decisions.md, "Version skew").
 */
const ports = E2E_PORTS.nginx;
const engine = containerEngine(process.env);
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

test.describe.configure({ mode: 'serial' });

// Every chapter of every branch is played through these containers by
// visitor/every-branch-journey.spec.ts, which this project runs (e2e/playwright.config.ts).
test('the shell container’s registry sends the visitor to each remote’s own container', async ({ request }) => {
  const registry = (await (await request.get('/remotes.json')).json()) as { remotes: { name: string; manifestUrl: string }[] };
  const manifests = Object.fromEntries(registry.remotes.map((remote) => [remote.name, remote.manifestUrl]));
  for (const section of ['army', 'navy', 'air'] as const) {
    expect(manifests[section], section).toBe(`${loopbackOrigin(ports[section])}/mf-manifest.json`);
    expect((await request.get(manifests[section]!)).status(), `${section}'s manifest from its container`).toBe(200);
  }
});

/** Runs an image in the foreground with these settings; its exit code and what it said. */
function tryToStart(app: 'shell' | 'army' | 'navy' | 'air', env: Record<string, string>) {
  const result = runEngine(
    engine,
    runArgs(engine, { name: `mission-e2e-refused-${app}-${ports.shell}`, image: imageName(app), env, detach: false }),
    { allowFailure: true },
  );
  return { status: result.status, said: `${result.stdout}${result.stderr}` };
}

test('a container given a setting it cannot serve with refuses to start, naming it; the four keep serving', async ({ request }) => {
  test.setTimeout(120_000);
  const spare = ports.air + 10;
  const shellEnv = appEnv('shell', { ...ports, shell: spare });
  const refusals: [string, ReturnType<typeof tryToStart>, string][] = [
    ['the shell without NAVY_URL', tryToStart('shell', { ...shellEnv, NAVY_URL: '' }), 'NAVY_URL is not set'],
    [
      'the shell with a malformed pin',
      tryToStart('shell', { ...shellEnv, ARMY_INTEGRITY: 'sha384-not-a-pin' }),
      'ARMY_INTEGRITY="sha384-not-a-pin" is not sha384- and 64 base64 characters',
    ],
    [
      'the shell with a registry URL that is not an origin',
      tryToStart('shell', { ...shellEnv, AIR_URL: 'ftp://air.example' }),
      'AIR_URL="ftp://air.example" is not an http:// or https:// origin',
    ],
    ['a remote without SHELL_ORIGIN', tryToStart('army', { PORT: String(spare), LISTEN_ADDRESS: '127.0.0.1' }), 'SHELL_ORIGIN is not set'],
    // The Army's port is the Army container's: a second Navy there must not start.
    [
      'a remote on a port in use',
      tryToStart('navy', { ...appEnv('navy', ports), PORT: String(ports.army) }),
      `port ${ports.army} is in use`,
    ],
  ];
  for (const [what, { status, said }, message] of refusals) {
    expect({ what, status, said }).toEqual({ what, status: 1, said: expect.stringContaining(message) });
  }
  for (const app of ['shell', 'army', 'navy', 'air'] as const) {
    expect(inspectContainer(engine, containerName(app, ports)), `${app}'s container still runs`).toBeDefined();
    expect((await request.get(`${loopbackOrigin(ports[app])}/build-info.json`)).status(), app).toBe(200);
  }
});

test("the Army's container is replaced by a new build while the shell's runs on, untouched, and a page open on the old build loses nothing", async ({
  page,
  request,
}) => {
  // Four containers of its own, on the isolated ports, registry unpinned as docker-compose.yml's
  // default: a pinned shell would (rightly) refuse a new Army build until it is re-pinned.
  test.setTimeout(600_000);
  const own = E2E_PORTS.isolated;
  const shell = loopbackOrigin(own.shell);
  const army = loopbackOrigin(own.army);
  const names = APPS.map((app) => containerName(app, own));
  let next: ReturnType<typeof buildNextImage> | undefined;
  removeContainers(engine, names);
  try {
    for (const app of ['army', 'navy', 'air', 'shell'] as const) startApp(engine, app, own);
    await Promise.all(APPS.map((app) => untilServing(`${loopbackOrigin(own[app])}/build-info.json`, 30_000)));
    const shellBefore = inspectContainer(engine, containerName('shell', own));
    const armyBefore = inspectContainer(engine, containerName('army', own));
    const registryBefore = await (await request.get(`${shell}/remotes.json`)).text();
    const buildBefore = (await (await request.get(`${army}/build-info.json`)).json()) as { buildNumber: string };
    expect(buildBefore.buildNumber).not.toBe(SECOND_BUILD);
    // A visitor is in the Army's first chapter, on the old build, when the new one goes out.
    await page.goto(`${shell}/army/fire`);
    await expect(page.locator('section.kit-stage[data-section="army"] h1')).toHaveText('Forest', { timeout: 30_000 });

    // The Army team's pipeline, from its own checkout: a new build, then its image.
    const started = Date.now();
    // (The same second build the rolling-update test serves: made once per checkout build.) The
    // image it replaces hands over its build's hashed files, as `npm run images` does.
    next = buildNextImage(engine, 'army', { tag: `${imageName('army')}:redeploy-${own.shell}` });
    const built = Date.now();

    // The swap: the old container out, the new one in, on the same port.
    runEngine(engine, ['rm', '--force', '--time', '2', containerName('army', own)]);
    expect((await request.get(`${shell}/build-info.json`)).status(), 'the shell serves while the Army is away').toBe(200);
    startApp(engine, 'army', own, { image: next.tag });
    await untilServing(`${army}/build-info.json`, 30_000);
    console.log(
      `[containers] army redeployed: built and packaged in ${((built - started) / 1000).toFixed(1)} s, swapped in ${((Date.now() - built) / 1000).toFixed(1)} s`,
    );

    const armyAfter = inspectContainer(engine, containerName('army', own));
    expect(armyAfter?.id).not.toBe(armyBefore?.id);
    expect(armyAfter?.image).not.toBe(armyBefore?.image);
    expect(((await (await request.get(`${army}/build-info.json`)).json()) as { buildNumber: string }).buildNumber).toBe(SECOND_BUILD);
    // The shell's container is the same one, started when it was, with the same registry.
    expect(inspectContainer(engine, containerName('shell', own))).toEqual(shellBefore);
    expect(await (await request.get(`${shell}/remotes.json`)).text()).toBe(registryBefore);

    // The old build's own files (the image the visitor's page came from) are all still served,
    // including those the new build no longer has.
    const newFiles = new Set(contentHashedFiles(next.dist));
    const oldFiles = contentHashedFiles(path.join(REPO_ROOT, 'army/dist'));
    const oldOnly = oldFiles.filter((file) => !newFiles.has(file));
    expect(oldOnly.length, 'the new build renamed some files').toBeGreaterThan(0);
    for (const file of oldOnly) expect((await request.get(`${army}/${file}`)).status(), file).toBe(200);

    // The page still open on the old build goes to the next chapter: its old runtime asks the new
    // container for the old build's chunks, and gets every one.
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(army) && response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
    });
    await page.evaluate(() => {
      window.history.pushState({}, '', '/army/flood');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('section.kit-stage[data-section="army"] h1')).toHaveText('Flood', { timeout: 30_000 });
    expect(missing).toEqual([]);

    // A new visit gets the new Army build through the unchanged shell.
    const newManifest = page.waitForResponse((response) => response.url() === `${army}/mf-manifest.json` && response.ok());
    await page.goto(`${shell}/army/fire`);
    await newManifest;
    await expect(page.locator('section.kit-stage[data-section="army"] h1')).toHaveText('Forest', { timeout: 30_000 });
  } finally {
    removeContainers(engine, names);
    next?.remove();
  }
});
