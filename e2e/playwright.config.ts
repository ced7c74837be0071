import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromiumPath } from './support/chromium-path';
import { E2E_PORTS, portsEnv } from './support/test-ports';

const launchOptions = { executablePath: resolveChromiumPath(), args: CHROMIUM_ARGS };
const phone = { ...devices['iPhone 13'], defaultBrowserType: 'chromium' as const, launchOptions };
/** The suite never sends analytics to a real provider: its servers get no token (qa/analytics.spec.ts runs its own). */
const ANALYTICS_OFF = { MIXPANEL_TOKEN: '' };

/** Journeys run against the production build (`npm run build` first), served as deployed. */
export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  // list for the console; html keeps the screenshots the journeys attach (e2e/playwright-report).
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: { trace: 'retain-on-failure' },
  projects: [
    {
      name: 'mobile',
      // The every-branch journey runs once, through the containers (below).
      testIgnore: ['deploy/**', 'engines/**', 'visitor/every-branch-journey.spec.ts'],
      // Network stubs (page.route) see no request a service worker answers: only the offline
      // journeys (e2e/offline) let the shell's worker run.
      use: { ...phone, baseURL: `http://localhost:${E2E_PORTS.node.shell}`, serviceWorkers: 'block' },
    },
    {
      // The four images, built and run as deployed (e2e/deploy/run-containers.mjs): the
      // production headers, bad settings and a remote's redeploy, and the every-branch
      // journey (all nine chapters, each remote from its own container), played here rather
      // than on the node server too, so CI plays it once.
      name: 'containers',
      testMatch: ['deploy/**/*.spec.ts', 'visitor/every-branch-journey.spec.ts'],
      use: { ...phone, baseURL: `http://localhost:${E2E_PORTS.nginx.shell}`, serviceWorkers: 'block' },
    },
    {
      // The smoke journey in WebKit and Gecko (docs/tests.md "Three engines"): the tests launch
      // those engines themselves through their WebDriver drivers; no Chromium is opened.
      name: 'engines',
      testMatch: ['engines/**/*.spec.ts'],
      use: { baseURL: `http://localhost:${E2E_PORTS.node.shell}` },
    },
  ],
  webServer: [
    {
      command: 'node scripts/serve.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${E2E_PORTS.node.shell}/build-info.json`,
      env: { ...portsEnv(E2E_PORTS.node), ...ANALYTICS_OFF },
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command: 'node e2e/deploy/run-containers.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${E2E_PORTS.nginx.shell}/build-info.json`,
      env: { ...portsEnv(E2E_PORTS.nginx), ...ANALYTICS_OFF },
      reuseExistingServer: false,
      // The images are built first: on a fresh machine that includes making the Debian base.
      timeout: 600_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
  ],
});
