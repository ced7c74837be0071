import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext } from '@playwright/test';
import { BRANCH_NAMES } from '@mission/content/branch-list';
import { withBuildPins } from '@mission/tooling/deploy/build-pins.mjs';
import { IMAGE_REGISTRY, kubernetesObjects, originOf, registryKey } from '@mission/tooling/deploy/kubernetes/manifests.mjs';
import { expect, pinLowestTier, test } from '../support/quality-pin';
import { playChapters } from '../support/branch-journey';
import { E2E_PORTS } from '../support/test-ports';
import { containerEngine, runEngine } from '../../scripts/images/container-engine.mjs';
import { loopbackOrigin, untilServing } from './containers.mjs';
import { kubePlay } from './kube-play.mjs';
import { buildNextImage } from './next-image';
import { contentHashedFiles } from '../support/content-hashed-files';
import { SECOND_BUILD } from '../support/second-build';
import { imageName } from '../../scripts/images/images.mjs';

/**
 * The Kubernetes manifests (deploy/kubernetes/, generated from the list of branches) run for
 * real with `podman kube play`: every Deployment's replicas as pods on podman's network, each
 * app's registry and settings from its ConfigMap, on a read-only root file system, as a user
 * that is not root. What a cluster adds, loopback stands in for: each Service is a
 * round-robin proxy on a loopback port over its app's ready pods (kube-play.mjs), and the
 * public hosts are those ports (the only changes made to the committed files, with the
 * images' local names, the pins the pipeline would set from the builds, no containerPort,
 * which podman would bind on the host, and an emptyDir per app, which podman shares between
 * pods). A visitor plays a chapter through them.
 */
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ports = E2E_PORTS.kubernetes;
const APPS = ['shell', ...BRANCH_NAMES] as const;
const engine = containerEngine(process.env);

test.describe.configure({ mode: 'serial' });
// The shell's Service: where the visitor's phone opens the experience.
test.use({ baseURL: loopbackOrigin(ports.shell) });

let played: Awaited<ReturnType<typeof kubePlay>> | undefined;
let folder: string;
/** The manifests as played here (manifestsForLoopback). */
let manifests: string;
/** The Army's next image, which the rollout's pods run until the end (removing it would remove them). */
let nextArmy: ReturnType<typeof buildNextImage> | undefined;
let context: BrowserContext;

/** The committed files, as the cluster's release pipeline would fill them for this machine. */
function manifestsForLoopback(): string {
  const pins = withBuildPins({}, REPO_ROOT) as Record<string, string>;
  let text = APPS.map((app) => readFileSync(path.join(REPO_ROOT, 'deploy/kubernetes', `${app}.yaml`), 'utf8')).join('\n');
  for (const app of APPS) {
    text = text.replaceAll(`"${originOf(app)}"`, `"${loopbackOrigin(ports[app])}"`);
    text = text.replaceAll(`"${IMAGE_REGISTRY}/mission-${app}:latest"`, `"localhost/mission-${app}:latest"`);
  }
  for (const branch of BRANCH_NAMES) {
    const key = registryKey(branch, 'INTEGRITY');
    expect(pins[key], `the build's pin for ${branch}`).toMatch(/^sha384-/);
    text = text.replace(`  ${key}: ""`, `  ${key}: "${pins[key]}"`);
  }
  // podman 4.3 binds a containerPort on the host too, where every replica's would collide: the
  // pods are reached at their own addresses, as a cluster reaches them.
  text = text.replace(/^ {8}ports:\n {8}- name: http\n {10}containerPort: 8080\n/gm, '');
  expect(text.match(/containerPort/g)).toBeNull();
  // podman 4.3 makes an emptyDir one named volume, shared by every pod that names it: one per
  // app here (its replicas write the same files there), not one for all four.
  for (const app of APPS) {
    const start = text.indexOf(`  name: mission-${app}\n`);
    const end = text.indexOf('\n---', start);
    const document = text.slice(start, end === -1 ? undefined : end).replaceAll('name: runtime', `name: runtime-${app}`);
    text = text.slice(0, start) + document + (end === -1 ? '' : text.slice(end));
  }
  expect(text.match(/name: runtime-/g)).toHaveLength(APPS.length * 2);
  return text;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  folder = mkdtempSync(path.join(os.tmpdir(), 'mission-kube-'));
  const file = path.join(folder, 'mission.yaml');
  manifests = manifestsForLoopback();
  writeFileSync(file, manifests);
  played = await kubePlay(engine, file, { ports, folder });
  await Promise.all(APPS.map((app) => untilServing(`${loopbackOrigin(ports[app])}/build-info.json`, 60_000)));
  context = await browser.newContext();
  await pinLowestTier(context);
});

test.afterAll(async () => {
  await context?.close();
  await played?.down();
  nextArmy?.remove();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test('each Deployment runs its replicas as pods: not root, read-only root file system, ready on /healthz', async ({ request }) => {
  const objects = kubernetesObjects() as unknown as Record<string, { kind: string; spec: { replicas: number } }[]>;
  for (const app of APPS) {
    const { pods } = played!.apps[app]!;
    const replicas = objects[`${app}.yaml`]!.find((object) => object.kind === 'Deployment')!.spec.replicas;
    expect(pods.length, `${app}'s pods`).toBe(replicas);
    for (const pod of pods) {
      expect(pod.user, `${pod.name} runs as`).toBe('33');
      expect(pod.rootWritable, `${pod.name} can write its root file system`).toBe(false);
      expect((await request.get(`http://${pod.address}:8080/healthz`)).status(), `${pod.name} /healthz`).toBe(200);
    }
  }
});

test("the shell's registry comes from its ConfigMap: each branch's Service, pinned to the build it serves", async ({ request }) => {
  const pins = withBuildPins({}, REPO_ROOT) as Record<string, string>;
  const registry = (await (await request.get(`${loopbackOrigin(ports.shell)}/remotes.json`)).json()) as {
    remotes: { name: string; manifestUrl: string; integrity?: string }[];
  };
  expect(registry.remotes).toEqual(
    BRANCH_NAMES.map((branch) => ({
      name: branch,
      manifestUrl: `${loopbackOrigin(ports[branch])}/mf-manifest.json`,
      integrity: pins[registryKey(branch, 'INTEGRITY')],
    })),
  );
});

test('a visitor plays the Army’s Forest through the Services, each request answered by a replica', async () => {
  test.setTimeout(600_000);
  const page = await context.newPage();
  const before = Object.fromEntries(APPS.map((app) => [app, played!.apps[app]!.connectionsByPod()]));
  await playChapters(page, test.info(), 'army', [
    { path: '/army/fire', chapter: 'fire', label: 'Hot spots', target: 3, percent: 30, next: 'Next: Flood' },
  ]);
  // The shell's and the Army's Services spread the visit over both of their replicas.
  for (const app of ['shell', 'army'] as const) {
    const after = played!.apps[app]!.connectionsByPod();
    const served = Object.keys(after).filter((pod) => (after[pod] ?? 0) > (before[app]![pod] ?? 0));
    expect(served.length, `${app}'s replicas that answered`).toBeGreaterThanOrEqual(2);
  }
  await page.close();
});

/** Visitors loading files (in turn) through a Service, each request on a new connection, each from its own address. */
function loadThrough(urls: string | string[], visitors: number) {
  const list = typeof urls === 'string' ? [urls] : urls;
  let next = 0;
  const outcomes: { at: number; done: number; ok: boolean; url: string; status: number }[] = [];
  let running = true;
  // Each its own address, as the cluster's ingress forwards it (X-Forwarded-For, trusted from
  // the private hop): the per-address limit (abuse-limits.conf) sees many visitors, not one flood.
  const visitor = async (_: unknown, index: number) => {
    while (running) {
      const at = Date.now();
      const url = list[next++ % list.length]!;
      try {
        const response = await fetch(url, {
          headers: { connection: 'close', 'x-forwarded-for': `198.18.0.${index + 1}` },
          signal: AbortSignal.timeout(5_000),
        });
        await response.arrayBuffer();
        outcomes.push({ at, done: Date.now(), ok: response.ok, url, status: response.status });
      } catch {
        outcomes.push({ at, done: Date.now(), ok: false, url, status: 0 });
      }
    }
  };
  const load = Array.from({ length: visitors }, visitor);
  return {
    outcomes,
    stop: async () => {
      running = false;
      await Promise.all(load);
      return outcomes;
    },
  };
}

/**
 * A request that has begun to arrive (its first header lines) and ends after `restAfterMs`, on
 * a new connection straight to one pod: what the pod answered (the status line, or '' when it
 * closed the connection first).
 */
function requestInFlight(address: string, restAfterMs: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(8080, address);
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(text.split('\r\n')[0] ?? ''));
    socket.write('GET /remoteEntry.js HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: 198.18.1.1\r\n');
    setTimeout(() => socket.write('Connection: close\r\n\r\n'), restAfterMs);
  });
}

/** The engine, without blocking the test's own sockets meanwhile. */
function engineAsync(args: string[]): Promise<number | null> {
  return new Promise((resolve) => spawn(engine.command, [...engine.globalArgs, ...args], { stdio: 'ignore' }).on('close', resolve));
}

/**
 * The Army's next release as the Deployment's own strategy rolls it out (maxSurge 1,
 * maxUnavailable 0): one new pod of the new image at a time, into the Service once ready and
 * after minReadySeconds, then one old pod out of it and stopped gracefully. The YAML of each new
 * pod is the Army's played Deployment with the new image, one replica and a name of its own
 * (podman 4.3 plays a Deployment once; a cluster would change the one Deployment's image).
 */
function nextArmyPod(step: number, image: string): string {
  const documents = manifests.split(/^---$/m);
  const settings = documents.find((document) => /^ {2}name: mission-army-settings$/m.test(document));
  const deployment = documents.find((document) => /^kind: Deployment$/m.test(document) && /^ {2}name: mission-army$/m.test(document));
  expect(settings && deployment, "the Army's ConfigMap and Deployment in the manifests").toBeTruthy();
  const next = deployment!
    .replace(/^ {2}name: mission-army$/m, `  name: mission-army-next-${step}`)
    .replace(/^ {2}replicas: \d+$/m, '  replicas: 1')
    .replace('image: "localhost/mission-army:latest"', `image: "localhost/${image}"`)
    .replaceAll('name: runtime-army', `name: runtime-army-next-${step}`);
  expect(next).toContain(`image: "localhost/${image}"`);
  const file = path.join(folder, `army-next-${step}.yaml`);
  writeFileSync(file, [settings, next].join('---'));
  return file;
}

test('a rolling update of the Army under load: each replica replaced in turn, not one request fails, and a page open on the old build plays on', async () => {
  test.setTimeout(600_000);
  const army = played!.apps.army!;
  const origin = loopbackOrigin(ports.army);
  const old = army.live();
  const deployment = kubernetesObjects()['army.yaml']!.find((object) => object.kind === 'Deployment') as unknown as {
    spec: { minReadySeconds: number; strategy: { rollingUpdate: { maxSurge: number; maxUnavailable: number } } };
  };
  expect(deployment.spec.strategy.rollingUpdate).toEqual({ maxSurge: 1, maxUnavailable: 0 });
  // The team's pipeline made the image before the rollout (e2e/deploy/next-image.ts).
  const next = buildNextImage(engine, 'army', { tag: `${imageName('army')}:rollout-${ports.army}` });
  nextArmy = next;
  // A visitor is in the Forest on the old build when the rollout begins.
  const page = await context.newPage();
  const armyErrors: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400) armyErrors.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/army/fire');
  await expect(page.locator('section.kit-stage[data-section="army"] h1')).toHaveText('Forest', { timeout: 60_000 });

  // Phones meanwhile: new visits' entry points, and pages open on the old build asking for its files.
  const oldFiles = contentHashedFiles(path.join(REPO_ROOT, 'army/dist'));
  const newFiles = new Set(contentHashedFiles(next.dist));
  const oldOnly = oldFiles.filter((file) => !newFiles.has(file) && file.endsWith('.js'));
  expect(oldOnly.length, 'the new build renamed some scripts').toBeGreaterThan(0);
  const urls = ['mf-manifest.json', 'remoteEntry.js', ...oldOnly.slice(0, 6)].map((file) => `${origin}/${file}`);
  const load = loadThrough(urls, 16);
  const began = Date.now();
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  for (const [step, pod] of old.entries()) {
    const [fresh] = await played!.playAlongside(nextArmyPod(step, next.tag));
    army.join(fresh!);
    await new Promise((resolve) => setTimeout(resolve, deployment.spec.minReadySeconds * 1_000));
    // The old pod leaves the endpoints during its preStop, then stops as nginx stops gracefully.
    army.leave(pod.name);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await engineAsync(['stop', '--time', '25', pod.container])).toBe(0);
  }
  const took = Date.now() - began;
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const outcomes = await load.stop();
  const failed = outcomes.filter((outcome) => !outcome.ok);
  console.log(
    `[kubernetes] army rolled out under load in ${(took / 1000).toFixed(1)} s: ${outcomes.length} requests ` +
      `(${Math.round(outcomes.length / ((took + 3_000) / 1000))} a second), ${failed.length} failed`,
  );
  expect(failed.map((outcome) => `${outcome.status} ${outcome.url}`)).toEqual([]);
  expect(outcomes.length).toBeGreaterThan(200);

  // Every replica now serves the new build; the old ones are gone.
  expect(army.live().map((pod) => pod.name)).toEqual(['mission-army-next-0-pod-0', 'mission-army-next-1-pod-0']);
  for (let request = 0; request < 4; request += 1) {
    const info = (await (await fetch(`${origin}/build-info.json`, { headers: { connection: 'close' } })).json()) as {
      buildNumber: string;
    };
    expect(info.buildNumber).toBe(SECOND_BUILD);
  }
  for (const pod of army.live()) {
    expect(pod.user, `${pod.name} runs as`).toBe('33');
    expect(pod.rootWritable, `${pod.name} can write its root file system`).toBe(false);
  }

  // The page open on the old build goes on to the next chapter: its old runtime's chunks come
  // from the new pods, which carry them; no response mixes in the new build's.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/army/flood');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('section.kit-stage[data-section="army"] h1')).toHaveText('Flood', { timeout: 60_000 });
  expect(armyErrors).toEqual([]);
  await page.close();
});

test('a replica stopped as a rollout stops it (out of the Service, then SIGQUIT) under load: not one request fails', async () => {
  test.setTimeout(120_000);
  const navy = played!.apps.navy!;
  const [stopped, survivor] = navy.pods;
  const load = loadThrough(`${loopbackOrigin(ports.navy)}/remoteEntry.js`, 16);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  // The preStop wait: the pod leaves the endpoints while it still serves what it has.
  navy.leave(stopped!.name);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  // A phone whose request had begun to arrive at that pod when it is told to stop.
  const inFlight = requestInFlight(stopped!.address, 1_500);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const stoppedAt = Date.now();
  // podman stop sends the image's STOPSIGNAL (SIGQUIT): nginx finishes the requests in flight
  // (SIGTERM, nginx's fast stop, would close this one unanswered).
  expect(await engineAsync(['stop', '--time', '25', stopped!.container])).toBe(0);
  const stopTook = Date.now() - stoppedAt;
  expect(await inFlight, 'the request in flight at the stop').toBe('HTTP/1.1 200 OK');
  expect(stopTook, 'the stop waited for it').toBeGreaterThan(1_000);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const outcomes = await load.stop();
  const failed = outcomes.filter((outcome) => !outcome.ok).length;
  console.log(`[kubernetes] navy pod stopped under load in ${stopTook} ms: ${outcomes.length} requests, ${failed} failed`);
  expect(outcomes.length).toBeGreaterThan(100);
  expect(failed).toBe(0);
  expect((await fetch(`http://${survivor!.address}:8080/healthz`)).status).toBe(200);
});

test("a replica killed under load: the other serves on, and no request fails once the Service's readiness window has passed", async () => {
  test.setTimeout(120_000);
  const army = played!.apps.army!;
  const [killed, survivor] = army.live();
  const url = `${loopbackOrigin(ports.army)}/remoteEntry.js`;
  const READINESS_WINDOW_MS = 3_000; // the proxy probes every second, a probe gives up after 2 s
  const load = loadThrough(url, 16);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const killedAt = Date.now();
  runEngine(engine, ['kill', killed!.container]);
  await new Promise((resolve) => setTimeout(resolve, READINESS_WINDOW_MS + 4_000));
  const outcomes = await load.stop();
  // Done before the kill; started after the window; the rest (in flight on the killed pod when
  // SIGKILL came, or sent to it before the Service saw it unready) is the window's.
  const before = outcomes.filter((outcome) => outcome.done < killedAt);
  const within = outcomes.filter((outcome) => outcome.done >= killedAt && outcome.at < killedAt + READINESS_WINDOW_MS);
  const after = outcomes.filter((outcome) => outcome.at >= killedAt + READINESS_WINDOW_MS);
  const failed = (list: typeof outcomes) => list.filter((outcome) => !outcome.ok).length;
  console.log(
    `[kubernetes] army pod killed under load: before ${before.length} requests (${failed(before)} failed), ` +
      `within the readiness window ${within.length} (${failed(within)} failed), after ${after.length} (${failed(after)} failed)`,
  );
  expect(failed(before)).toBe(0);
  expect(after.length).toBeGreaterThan(50);
  expect(failed(after)).toBe(0);
  expect((await fetch(`http://${survivor!.address}:8080/healthz`)).status).toBe(200);
});
