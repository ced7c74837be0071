import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loadedSharedCopies } from '../support/federation';
import { E2E_PORTS } from '../support/test-ports';
import { ACCESSIBLE_PAGES, openAccessiblePage } from './accessible-pages';

const REMOTE_PORTS = [E2E_PORTS.node.army, E2E_PORTS.node.navy, E2E_PORTS.node.air].map(String);
/** The provider's client, its session recorder and the recording library under it. */
const RECORDER = /mixpanel|rrweb|recorder/i;

/** The shell's chunks of three.js and react-three-fiber, from its own Module Federation manifest. */
async function threeChunks(request: APIRequestContext): Promise<string[]> {
  const manifest = (await (await request.get('/mf-manifest.json')).json()) as {
    shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  };
  const chunks = manifest.shared
    .filter((entry) => entry.name === 'three' || entry.name === '@react-three/fiber')
    .flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async]);
  expect(chunks.length).toBeGreaterThan(0);
  return chunks;
}

function recordRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  return requested;
}

function heavy(requested: string[], three: string[]) {
  return {
    // A remote's origin, or a remote entry or manifest from anywhere but the shell itself.
    remotes: requested.filter((url) => {
      const { port, pathname } = new URL(url);
      return REMOTE_PORTS.includes(port) || (/remoteEntry|\/mf-manifest\.json$/.test(pathname) && port !== String(E2E_PORTS.node.shell));
    }),
    three: requested.filter((url) => three.some((chunk) => new URL(url).pathname.endsWith(`/${chunk}`))),
    recorder: requested.filter((url) => RECORDER.test(url)),
  };
}

test.describe('weight: the accessible pages load no three.js, no r3f, no remote and no session recorder', () => {
  test('on every accessible route in both languages, and through a whole mission', async ({ page, request }) => {
    test.setTimeout(120_000);
    const three = await threeChunks(request);
    const requested = recordRequests(page);
    for (const { path, heading } of ACCESSIBLE_PAGES) await openAccessiblePage(page, path, heading);
    await openAccessiblePage(page, '/accessible/airdrop', 'Airborne');
    for (const n of [1, 2, 3]) await page.getByRole('button', { name: `Release package ${n} of 3` }).click();
    await expect(page.getByTestId('mission-complete')).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: '1. Forest' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forest');

    expect(requested.length).toBeGreaterThan(0);
    expect(heavy(requested, three)).toEqual({ remotes: [], three: [], recorder: [] });
    const copies = await loadedSharedCopies(page);
    expect(copies.three ?? 0).toBe(0);
    expect(copies['@react-three/fiber'] ?? 0).toBe(0);
  });

  test('control: an immersive chapter does load its remote, so the check above can fail', async ({ page, request }) => {
    const three = await threeChunks(request);
    const requested = recordRequests(page);
    const remoteAsked = page.waitForRequest((asked) => new URL(asked.url()).port === String(E2E_PORTS.node.army), { timeout: 30_000 });
    await page.goto('/army/fire');
    await remoteAsked;
    expect(heavy(requested, three).remotes.length).toBeGreaterThan(0);
  });
});
