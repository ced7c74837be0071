import { type Page, type Route } from '@playwright/test';
import { expect, test } from '../support/quality-pin';
import { E2E_PORTS } from '../support/test-ports';

/**
 * A remote down, slow, failing mid-chapter and serving a broken entry: only its branch is
 * affected, the visitor always sees progress or a message with a way to try again, and trying
 * again recovers once the remote is back. Each case prints how long the visitor waited for the
 * message and for the recovery. Every remote is taken down; the other faults, which the shell
 * meets with the same code whichever remote it is, are played on the first (the slow one alone
 * waits out three 8 s tries).
 */
const BRANCHES = [
  { section: 'army', port: E2E_PORTS.node.army, path: '/army/fire', name: 'Army' },
  { section: 'navy', port: E2E_PORTS.node.navy, path: '/navy/distress', name: 'Navy' },
  { section: 'air', port: E2E_PORTS.node.air, path: '/air/airdrop', name: 'Air Force' },
] as const;

/** Longer than the runtime's 8 s per try, as a remote behind a stalled proxy answers. */
const SLOW_MS = 12_000;

type Fault = 'down' | 'slow' | 'a chunk 500s' | 'a broken entry';

/** The remote's scripts that its exposed app needs first (from its manifest): kept, so the fault hits the scene. */
async function exposeScripts(page: Page, origin: string): Promise<string[]> {
  const manifest = (await (await page.request.get(`${origin}/mf-manifest.json`)).json()) as {
    exposes: { assets: { js: { sync: string[] } } }[];
  };
  return manifest.exposes.flatMap((expose) => expose.assets.js.sync);
}

async function breakRemote(page: Page, origin: string, fault: Fault): Promise<() => Promise<void>> {
  const matcher = (url: URL) => url.origin === origin;
  let handler: (route: Route) => Promise<void>;
  if (fault === 'down') {
    handler = (route) => route.abort('connectionrefused');
  } else if (fault === 'slow') {
    handler = async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
      await route.continue().catch(() => undefined);
    };
  } else if (fault === 'a chunk 500s') {
    const kept = await exposeScripts(page, origin);
    handler = (route) => {
      const file = new URL(route.request().url()).pathname.slice(1);
      return /^\d+\.[0-9a-f]{10}\.js$/.test(file) && !kept.includes(file) ? route.fulfill({ status: 500, body: 'boom' }) : route.continue();
    };
  } else {
    handler = (route) =>
      new URL(route.request().url()).pathname === '/remoteEntry.js'
        ? route.fulfill({ status: 200, contentType: 'text/javascript', body: 'this is not a remote entry (' })
        : route.continue();
  }
  await page.route(matcher, handler);
  return () => page.unroute(matcher, handler);
}

const EVERY_FAULT = ['down', 'slow', 'a chunk 500s', 'a broken entry'] as const satisfies readonly Fault[];

for (const [index, branch] of BRANCHES.entries()) {
  test.describe(`the ${branch.name} remote at fault`, () => {
    for (const fault of index === 0 ? EVERY_FAULT : (['down'] as const)) {
      test(`${fault}: only its branch is affected, and trying again recovers`, async ({ page }) => {
        test.setTimeout(150_000);
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(String(error)));
        const origin = `http://localhost:${branch.port}`;
        const repair = await breakRemote(page, origin, fault);
        const started = Date.now();
        await page.goto(branch.path);

        const unavailable = page.getByTestId('branch-unavailable');
        const sceneProblem = page.getByRole('alertdialog', { name: 'The mission couldn’t load' });
        if (fault === 'slow') {
          // While it waits, the visitor sees that the branch is loading, never a blank page.
          await expect(page.getByText(`Loading the ${branch.name} missions…`)).toBeVisible();
        }
        const message = fault === 'a chunk 500s' ? sceneProblem : unavailable;
        await expect(message).toBeVisible({ timeout: 90_000 });
        const waited = Date.now() - started;

        // The rest of the experience is untouched.
        const elsewhere = await page.context().newPage();
        await elsewhere.goto('/select');
        await expect(elsewhere.getByRole('heading', { level: 1 })).toBeVisible();
        await elsewhere.close();

        await repair();
        const retried = Date.now();
        await message.getByRole('button', { name: 'Try again' }).click();
        await expect(page.locator(`section.kit-stage[data-section="${branch.section}"]`)).toBeAttached({ timeout: 60_000 });
        // The scene arrives this time: its loading bar goes, and no problem card comes back.
        await expect(page.getByRole('progressbar', { name: 'Loading the scene' })).toHaveCount(0, { timeout: 60_000 });
        await expect(sceneProblem).toHaveCount(0);
        console.log(
          `[resilience] ${branch.section} ${fault}: message after ${(waited / 1000).toFixed(1)} s; back ${((Date.now() - retried) / 1000).toFixed(1)} s after trying again`,
        );
        expect(errors).toEqual([]);
      });
    }
  });
}
