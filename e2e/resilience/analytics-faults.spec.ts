import { expect, test } from '../support/quality-pin';
import { serveAll } from '@mission/tooling/deploy/serve-all.mjs';
import { ANALYTICS_ON, captureAnalytics, deployedFrom, hidePage, shortJourney } from '../support/analytics-capture';
import { E2E_PORTS, portsEnv } from '../support/test-ports';

/**
 * The analytics provider down, slow (12 s) or answering 500: the real
 * client, turned on as a qa deployment turns it on, sends to a host that fails. The visitor
 * sees no error and keeps their progress. Each case prints what the client tried.
 */
const ports = E2E_PORTS.resilience;
const shell = `http://localhost:${ports.shell}`;
let running: Awaited<ReturnType<typeof serveAll>>;

test.beforeAll(async () => {
  running = await serveAll({ env: { ...process.env, ...portsEnv(ports), ...ANALYTICS_ON }, only: [] });
});

test.afterAll(async () => {
  await running?.close();
});

const done = [true, true];
const SAVED = JSON.stringify({
  version: 1,
  data: {
    sectionProgress: { army: { fire: done }, navy: { distress: done }, air: {} },
    currentSection: null,
    currentChapter: null,
    currentLevel: null,
    userIdle: false,
    tasksCompleted: 6,
  },
});

for (const answer of ['down', 'slow', '500'] as const) {
  test(`provider ${answer}: no visible error, no page error, and the progress stays`, async ({ page }) => {
    test.setTimeout(90_000);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const sent = await captureAnalytics(page, shell, answer);
    await deployedFrom(page, shell, 'qa');
    await page.addInitScript((record) => {
      if (!localStorage.getItem('mission.progress.v1')) localStorage.setItem('mission.progress.v1', record);
    }, SAVED);

    const started = Date.now();
    await shortJourney(page, shell);
    await hidePage(page);
    await hidePage(page, false);
    // The client did try to send: the fault was met, not avoided.
    await expect.poll(() => sent.requests.length, { timeout: 20_000 }).toBeGreaterThan(0);
    const journeyMs = Date.now() - started;

    await expect(page.getByTestId('percent-army')).toHaveText('Progression\u00a0: 30\u00a0%');
    await expect(page.getByTestId('percent-navy')).toHaveText('Progression\u00a0: 30\u00a0%');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('percent-army')).toHaveText('Progression\u00a0: 30\u00a0%');
    expect(pageErrors).toEqual([]);
    // The slow provider's answers still in flight end with the test, not in the next one.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    console.log(
      `[resilience] analytics provider ${answer}: ${sent.requests.length} request(s) tried, journey ${(journeyMs / 1000).toFixed(1)} s, 0 visible errors, progress kept`,
    );
  });
}
