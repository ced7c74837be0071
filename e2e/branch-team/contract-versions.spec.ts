import { serveAll } from '@mission/tooling/deploy/serve-all.mjs';
import { expect, test } from '../support/quality-pin';
import { findTheTrades, openChapter } from '../support/chapter-play';
import { CONTRACT, CONTRACT_MAJOR as major, CONTRACT_MINOR as minor, secondBuildOf } from '../support/second-build';
import { E2E_PORTS, portsEnv } from '../support/test-ports';

/**
 * The shell and a remote from another release (docs/decisions.md, "Version skew";
 * shared/page/src/bus/bus-contract.ts): an Army built against the bus contract one minor release
 * older than the shell's plays a chapter (one release newer is the rolling update's new build,
 * rolling-update.spec.ts, which plays); one built against another major is refused before it
 * mounts, as an unavailable branch. Each is a real build of the Army that says
 * so (e2e/support/second-build.ts), served in the Army's place and pinned, as a team's deploy
 * would be. These tests own their servers (the isolated ports).
 */
const ports = E2E_PORTS.isolated;
const SHELL = `http://localhost:${ports.shell}`;
const HOST = CONTRACT;

test.use({ baseURL: SHELL });
test.describe.configure({ mode: 'serial' });

let running: Awaited<ReturnType<typeof serveAll>>;
test.beforeAll(async () => {
  running = await serveAll({ env: { ...process.env, ...portsEnv(ports), MIXPANEL_TOKEN: '' } });
});
test.afterAll(async () => {
  await running?.close();
});

const older = `${major}.${Math.max(0, minor - 1)}.0`;

test(`an Army one release older (contract ${older}, the shell's ${HOST}) plays a chapter`, async ({ page }) => {
  test.setTimeout(300_000);
  await running.redeploy('army', secondBuildOf('army', { contract: older }));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await openChapter(page, '/army/flood');
  await findTheTrades(page);
  expect(errors).toEqual([]);
});

test(`an Army built against another major (${major + 1}.0.0) is refused as unavailable, in both languages, and the Navy still plays`, async ({
  page,
}) => {
  test.setTimeout(300_000);
  await running.redeploy('army', secondBuildOf('army', { contract: `${major + 1}.0.0` }));
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('contract')) refusals.push(message.text());
  });
  await page.goto('/army/flood');
  const unavailable = page.getByTestId('branch-unavailable');
  await expect(unavailable).toBeVisible({ timeout: 40_000 });
  await expect(unavailable.getByRole('heading', { level: 1 })).toHaveText('The Army missions can’t load right now');
  expect(refusals.join('\n')).toContain(`${major + 1}.0.0`);
  await page.goto('/fr/army/flood');
  await expect(page.getByTestId('branch-unavailable').getByRole('button', { name: 'Réessayer' })).toBeVisible({ timeout: 40_000 });
  await openChapter(page, '/navy/distress');
});
