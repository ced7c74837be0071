import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
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
import { containerEngine } from '../../scripts/images/container-engine.mjs';
import { loopbackOrigin, untilServing } from './containers.mjs';
import { kubePlay, type PlayedApp } from './kube-play.mjs';

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

let played: { apps: Record<string, PlayedApp>; down: () => Promise<void> } | undefined;
let folder: string;
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
  writeFileSync(file, manifestsForLoopback());
  played = await kubePlay(engine, file, { ports, folder });
  await Promise.all(APPS.map((app) => untilServing(`${loopbackOrigin(ports[app])}/build-info.json`, 60_000)));
  context = await browser.newContext();
  await pinLowestTier(context);
});

test.afterAll(async () => {
  await context?.close();
  await played?.down();
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
