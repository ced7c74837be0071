import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromiumPath } from './support/chromium-path';
import { E2E_PORTS, portsEnv } from './support/test-ports';

/**
 * `npm run shots` (scripts/shots.mjs): screenshots for review (docs: shared design, "How a scene
 * is judged"), taken by the journeys' own hidden player on the production build, on the same
 * phone and browser as the e2e suite. Not part of `npm test`: its files end in `.shots.ts`,
 * which the suite's config never matches. PNGs go to `shots/<lang>/` at the repository root.
 */
const launchOptions = { executablePath: resolveChromiumPath(), args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: './shots',
  testMatch: ['**/*.shots.ts'],
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  // A chapter played to its end in SwiftShader at the medium tier, on a shared machine.
  timeout: 480_000,
  reporter: [['list']],
  outputDir: '../test-results/shots',
  use: { ...devices['iPhone 13'], defaultBrowserType: 'chromium', launchOptions, baseURL: `http://localhost:${E2E_PORTS.shots.shell}` },
  webServer: {
    command: 'node scripts/serve.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${E2E_PORTS.shots.shell}/build-info.json`,
    env: { ...portsEnv(E2E_PORTS.shots), MIXPANEL_TOKEN: '' },
    reuseExistingServer: false,
    timeout: 30_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
