import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loadedSharedCopies } from '../support/federation';
import { E2E_PORTS } from '../support/test-ports';
import { ACCESSIBLE_PAGES, openAccessiblePage } from './accessible-pages';

const REMOTE_PORTS = [E2E_PORTS.node.army, E2E_PORTS.node.navy, E2E_PORTS.node.air].map(String);
/** The provider's client, its session recorder and the recording library under it. */
const RECORDER = /mixpanel|rrweb|recorder/i;

/**
 * The requested scripts of the shell that hold three.js or react-three-fiber, read from their
 * source maps: the shell hands both to a remote that asks (shell/src/remotes/shell-shared-modules.ts).
 */
async function threeScripts(request: APIRequestContext, requested: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const url of requested.filter(
    (asked) => new URL(asked).port === String(E2E_PORTS.node.shell) && new URL(asked).pathname.endsWith('.js'),
  )) {
    const map = await request.get(`${url}.map`);
    if (!map.ok()) continue;
    const { sources } = (await map.json()) as { sources: string[] };
    if (sources.some((source) => /node_modules\/(three|@react-three\/fiber)\//.test(source))) found.push(url);
  }
  return found;
}

function recordRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  return requested;
}

async function heavy(request: APIRequestContext, requested: string[]) {
  return {
    // A remote's origin, or a remote entry or manifest from anywhere but the shell itself.
    remotes: requested.filter((url) => {
      const { port, pathname } = new URL(url);
      return REMOTE_PORTS.includes(port) || (/remoteEntry|\/mf-manifest\.json$/.test(pathname) && port !== String(E2E_PORTS.node.shell));
    }),
    three: await threeScripts(request, requested),
    recorder: requested.filter((url) => RECORDER.test(url)),
  };
}

test.describe('weight: the accessible pages load no three.js, no r3f, no remote and no session recorder', () => {
  test('on every accessible route in both languages, and through a whole mission', async ({ page, request }) => {
    test.setTimeout(120_000);
    const requested = recordRequests(page);
    for (const { path, heading } of ACCESSIBLE_PAGES) await openAccessiblePage(page, path, heading);
    await openAccessiblePage(page, '/accessible/airdrop', 'Airborne (airdrop)');
    for (const n of [1, 2, 3]) await page.getByRole('button', { name: `Release package ${n} of 3` }).click();
    await expect(page.getByTestId('mission-complete')).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: '1. Forest' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forest');

    expect(requested.length).toBeGreaterThan(0);
    expect(await heavy(request, requested)).toEqual({ remotes: [], three: [], recorder: [] });
    const copies = await loadedSharedCopies(page);
    expect(copies.three ?? 0).toBe(0);
    expect(copies['@react-three/fiber'] ?? 0).toBe(0);
  });

  test('control: an immersive chapter does load its remote and three.js, so the check above can fail', async ({ page, request }) => {
    test.setTimeout(90_000);
    const requested = recordRequests(page);
    await page.goto('/army/fire');
    await expect(page.locator('.kit-stage')).toBeAttached({ timeout: 60_000 });
    const { remotes, three } = await heavy(request, requested);
    expect(remotes.length).toBeGreaterThan(0);
    expect(three.length).toBeGreaterThan(0);
  });
});
