import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test, type TestInfo } from '@playwright/test';
import { formatElapsed } from '../../scripts/test-all/stages.mjs';
import type { EngineName, EngineSession } from './engine-session';
import { startGecko } from './gecko-session';
import { iphonePath } from './iphone-path';
import { smokeJourney, type Step } from './smoke-journey';
import { startVirtualDisplay, type VirtualDisplay } from './virtual-display';
import { startWebKit } from './webkit-session';

/**
 * The smoke journey in the two engines besides Chromium (docs/tests.md "Three engines"):
 * WebKit (WebKitGTK's MiniBrowser through WebKitWebDriver) and Gecko (Firefox ESR over
 * WebDriver BiDi), each in a window on a virtual display, against the same production build
 * the mobile project is served. A step that fails names the engine and the step, with the
 * screenshot it took then.
 */
const ENGINES: ReadonlyArray<{ engine: EngineName; start: (display: string) => Promise<EngineSession> }> = [
  { engine: 'WebKit', start: startWebKit },
  { engine: 'Gecko', start: startGecko },
];

let display: VirtualDisplay;

test.beforeAll(async () => {
  display = await startVirtualDisplay();
});

test.afterAll(async () => {
  await display?.close();
});

/** Each step of a journey as a test step, its time printed and its picture kept; a failure names the engine, the step and the picture. */
function stepsOf(session: EngineSession, testInfo: TestInfo): Step {
  const shots = testInfo.outputPath('steps');
  mkdirSync(shots, { recursive: true });
  const { engine } = session;
  return async (name, body) => {
    await test.step(`${engine}: ${name}`, async () => {
      const began = Date.now();
      const file = path.join(shots, `${engine}-${name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}.png`);
      const picture = async () => {
        const png = await session.screenshot();
        writeFileSync(file, png);
        await testInfo.attach(`${engine}: ${name}`, { body: png, contentType: 'image/png' });
      };
      try {
        await body();
      } catch (error) {
        const saved = await picture().then(
          () => file,
          (shotError: Error) => `none (${shotError.message})`,
        );
        throw new Error(`${engine}, step "${name}" failed: ${(error as Error).message}\nscreenshot: ${saved}`, { cause: error });
      }
      await picture();
      console.log(`[engines] ${engine}: ${name}: ${formatElapsed(Date.now() - began)}`);
    });
  };
}

/** A session of the engine for one test, closed after it, its time printed. */
async function withEngine(
  start: (display: string) => Promise<EngineSession>,
  what: string,
  play: (session: EngineSession) => Promise<void>,
) {
  const began = Date.now();
  const session = await start(display.display);
  console.log(`[engines] ${session.engine}: a ${session.viewport.width}×${session.viewport.height} window`);
  try {
    await play(session);
  } finally {
    await session.close();
  }
  console.log(`[engines] ${session.engine}: ${what} in ${formatElapsed(Date.now() - began)}`);
}

for (const { engine, start } of ENGINES) {
  test(`${engine}: the first visit, a chapter of each branch, a debrief, the accessible version, the French home`, async ({
    baseURL,
  }, testInfo) => {
    // Both engines draw with the CPU on a shared two-core machine: minutes, on purpose.
    test.setTimeout(480_000);
    await withEngine(start, 'the smoke journey', async (session) => {
      const notes = await smokeJourney(session, baseURL as string, stepsOf(session, testInfo));
      for (const note of notes) console.log(`[engines] ${engine}: ${note}`);
    });
  });
}

test('WebKit: the iPhone’s own path: sensor permission, muted autoplay, a touch drag, safe areas, video ranges', async ({
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000);
  await withEngine(startWebKit, 'the iPhone’s path', (session) => iphonePath(session, baseURL as string, stepsOf(session, testInfo)));
});
