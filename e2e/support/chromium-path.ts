import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The browser the e2e suite drives: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else
 * Playwright's own download. With none of them it stops with a sentence, never a silent skip.
 */
export function resolveChromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  const candidates = [env.CHROMIUM_PATH, '/usr/bin/chromium', safePlaywrightPath()].filter(
    (path): path is string => typeof path === 'string' && path !== '',
  );
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      'No Chromium found for the e2e tests. Install one with "apt-get install -y chromium" ' +
        '(or "npx playwright install chromium" where downloads work), or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  return found;
}

function safePlaywrightPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** Flags that keep Chromium quiet on a machine without internet (and working as root). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
