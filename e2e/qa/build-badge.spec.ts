import { expect, test, type Page } from '@playwright/test';
import { E2E_PORTS } from '../support/test-ports';

/**
 * The QA build badge (docs/product-rules.md §2, docs/decisions.md §7) and QA's candidate builds, against
 * the production build served as `npm start` serves it. The shell's deployment branch comes
 * from its own build-info.json, rewritten here (and only the shell's: remotes keep theirs).
 */
const SHELL_ORIGIN = `http://localhost:${E2E_PORTS.node.shell}`;
const ARMY_ORIGIN = `http://localhost:${E2E_PORTS.node.army}`;
/** The same army server under another spelling: another origin, which the registry may allow. */
const CANDIDATE_ORIGIN = `http://127.0.0.1:${E2E_PORTS.node.army}`;
const CANDIDATE_MANIFEST = `${CANDIDATE_ORIGIN}/mf-manifest.json`;
const EVIL_MANIFEST = 'https://evil.example/mf-manifest.json';
const OVERRIDE_KEY = 'mission.remote-override.v1';

const copyButton = (page: Page, name: RegExp = /^Copy build info/) => page.getByRole('button', { name });

/** The shell's build-info.json says `branchName`; every other origin's is left alone. */
async function shellOnBranch(page: Page, branchName: string): Promise<void> {
  await page.route(
    (url) => url.origin === SHELL_ORIGIN && url.pathname === '/build-info.json',
    (route) => route.fulfill({ json: { buildNumber: 'e2e-1042', branchName } }),
  );
}

/** The registry as served, plus `allowedOrigins`, as CANDIDATE_ORIGINS would write it. */
async function registryAllowing(page: Page, allowedOrigins: string[]): Promise<void> {
  await page.route(
    (url) => url.origin === SHELL_ORIGIN && url.pathname === '/remotes.json',
    async (route) => {
      const response = await route.fetch();
      const registry = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...registry, allowedOrigins } });
    },
  );
}

/** Every request to evil.example is recorded and refused (the CSP would block it anyway). */
async function watchEvil(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(
    (url) => url.hostname === 'evil.example',
    (route) => {
      requests.push(route.request().url());
      return route.abort();
    },
  );
  return requests;
}

/** Clipboard writes land in window.__copiedText (no clipboard permission in headless runs). */
async function stubClipboard(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const clipboard = {
      writeText: async (text: string) => {
        (window as unknown as { __copiedText?: string }).__copiedText = text;
      },
    };
    Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, get: () => clipboard });
  });
}

/**
 * Taps the badge. A chapter's briefing video plays over everything, the badge included (the
 * chapter's controls win), so it is skipped first when it plays.
 */
async function tapBadge(page: Page, badge: ReturnType<typeof copyButton>, skipName: string): Promise<void> {
  const skip = page.getByRole('button', { name: skipName, exact: true });
  const interstitial = page.getByTestId('interstitial');
  // The video may start a moment after the page: skip it whenever it shows, until it is gone.
  await expect(async () => {
    if (await skip.isVisible()) await skip.click();
    await expect(interstitial).toHaveCount(0, { timeout: 1_000 });
    await expect(badge).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await badge.click();
}

/** The next alert's text; the alert is accepted at once (an open alert stalls the page). */
function nextAlert(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
}

async function armyBuildInfo(page: Page): Promise<{ buildNumber: string; branchName: string }> {
  const response = await page.request.get(`${ARMY_ORIGIN}/build-info.json`);
  return (await response.json()) as { buildNumber: string; branchName: string };
}

test.describe('build badge', () => {
  test('on a qa build: the shell and the loaded army, copied with an alert', async ({ page }) => {
    await shellOnBranch(page, 'qa');
    await stubClipboard(page);
    const army = await armyBuildInfo(page);

    await page.goto('/army/fire');
    const badge = copyButton(page);
    await expect(badge).toContainText('Shell e2e-1042 · qa');
    await expect(badge).toContainText(`Army ${army.buildNumber} · ${army.branchName}`);
    // Small, at the bottom right, inside the viewport.
    const box = await badge.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport).toBeTruthy();
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport!.width);
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewport!.height);
    expect(box!.x).toBeGreaterThan(viewport!.width / 3);
    expect(box!.y).toBeGreaterThan(viewport!.height / 2);

    const alert = nextAlert(page);
    await tapBadge(page, badge, 'Skip');
    expect(await alert).toBe('Build info copied to clipboard!');
    expect(await page.evaluate(() => (window as unknown as { __copiedText?: string }).__copiedText)).toBe(
      `shell e2e-1042 (qa)\narmy ${army.buildNumber} (${army.branchName})`,
    );
  });

  test('in French on a develop build', async ({ page }) => {
    await shellOnBranch(page, 'develop');
    await stubClipboard(page);
    await page.goto('/fr/army/flood');
    const badge = copyButton(page, /^Copier les informations de version/);
    await expect(badge).toContainText('Hôte e2e-1042 · develop');
    await expect(badge).toContainText('Armée');
    const alert = nextAlert(page);
    await tapBadge(page, badge, 'Passer');
    expect(await alert).toBe('Informations de version copiées dans le presse-papiers\u202f!');
  });

  test('absent on main, and no remote build info is fetched', async ({ page }) => {
    await shellOnBranch(page, 'main');
    const buildInfoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/build-info.json')) buildInfoRequests.push(request.url());
    });
    const armyEntry = page.waitForResponse(`${ARMY_ORIGIN}/remoteEntry.js`);
    await page.goto('/army/fire');
    await armyEntry;
    await expect(page.locator('main, #root').first()).toBeVisible();
    await expect(page.getByTestId('build-badge')).toHaveCount(0);
    await expect(copyButton(page)).toHaveCount(0);
    expect(buildInfoRequests).toEqual([`${SHELL_ORIGIN}/build-info.json`]);
  });
});

test.describe('candidate builds from the badge (debug mode)', () => {
  test('an allowed origin: army loads from the candidate, shown on the badge, until cleared', async ({ page }) => {
    await shellOnBranch(page, 'qa');
    await registryAllowing(page, [CANDIDATE_ORIGIN]);
    const army = await armyBuildInfo(page);

    await page.goto('/army/fire?debug');
    await expect(copyButton(page)).toContainText(`Army ${army.buildNumber}`);
    await page.getByText('Load a candidate build').click();
    await page.getByLabel('Remote').selectOption('army');
    await page.getByLabel('Candidate manifest URL').fill(CANDIDATE_MANIFEST);

    const candidateManifest = page.waitForRequest(CANDIDATE_MANIFEST);
    const candidateBuildInfo = page.waitForResponse(`${CANDIDATE_ORIGIN}/build-info.json`);
    await page.getByRole('button', { name: 'Load candidate' }).click();
    await candidateManifest;
    expect((await candidateBuildInfo).ok()).toBe(true);

    const badge = copyButton(page);
    await expect(badge).toContainText(`Army candidate: ${CANDIDATE_MANIFEST}`);
    await expect(badge).toContainText(`Army ${army.buildNumber} · ${army.branchName}`);
    expect(JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), OVERRIDE_KEY)) ?? 'null')).toEqual({
      version: 1,
      data: { section: 'army', manifestUrl: CANDIDATE_MANIFEST },
    });

    // Back to the registry's army.
    const listedManifest = page.waitForRequest(`${ARMY_ORIGIN}/mf-manifest.json`);
    await page.getByRole('button', { name: 'Back to the registry’s builds' }).click();
    await listedManifest;
    await expect(copyButton(page)).toContainText(`Army ${army.buildNumber}`);
    await expect(copyButton(page)).not.toContainText('candidate');
  });

  test('an origin the registry does not allow is refused in the form, and nothing is kept', async ({ page }) => {
    await shellOnBranch(page, 'qa');
    const evil = await watchEvil(page);
    await page.goto('/army/fire?debug');
    await expect(copyButton(page)).toContainText('Army');
    await page.getByText('Load a candidate build').click();
    await page.getByLabel('Candidate manifest URL').fill(EVIL_MANIFEST);
    await page.getByRole('button', { name: 'Load candidate' }).click();
    await expect(page.getByRole('alert')).toHaveText('This origin is not allowed for this remote by the registry.');
    // 127.0.0.1 is not allowed either without the registry's allowedOrigins.
    await page.getByLabel('Candidate manifest URL').fill(CANDIDATE_MANIFEST);
    await page.getByRole('button', { name: 'Load candidate' }).click();
    await expect(page.getByRole('alert')).toHaveText('This origin is not allowed for this remote by the registry.');
    expect(await page.evaluate((key) => sessionStorage.getItem(key), OVERRIDE_KEY)).toBeNull();
    expect(evil).toEqual([]);
  });

  test('a crafted link cannot choose where army comes from', async ({ page }) => {
    await shellOnBranch(page, 'qa');
    const evil = await watchEvil(page);
    const listedManifest = page.waitForRequest(`${ARMY_ORIGIN}/mf-manifest.json`);
    await page.goto(`/army/fire?debug&remote-override=${encodeURIComponent(`army@${EVIL_MANIFEST}`)}`);
    await listedManifest;
    await expect(copyButton(page)).toContainText('Army');
    await expect(copyButton(page)).not.toContainText('candidate');
    expect(evil).toEqual([]);
  });

  test('a planted sessionStorage override to another origin: the registry army loads, with one warning', async ({ page }) => {
    await shellOnBranch(page, 'qa');
    const evil = await watchEvil(page);
    await page.addInitScript(
      ({ key, manifestUrl }) => {
        sessionStorage.setItem('mission.debug.v1', JSON.stringify({ version: 1, data: true }));
        sessionStorage.setItem(key, JSON.stringify({ version: 1, data: { section: 'army', manifestUrl } }));
      },
      { key: OVERRIDE_KEY, manifestUrl: EVIL_MANIFEST },
    );
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });

    const listedManifest = page.waitForRequest(`${ARMY_ORIGIN}/mf-manifest.json`);
    await page.goto('/army/fire');
    await listedManifest;
    await expect(copyButton(page)).toContainText('Army');
    await expect(copyButton(page)).not.toContainText('candidate');
    expect(warnings.filter((text) => text.includes('Refused the stored remote override for "army"'))).toHaveLength(1);
    expect(evil).toEqual([]);
    // Cleared, so it warns once rather than on every visit.
    expect(JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), OVERRIDE_KEY)) ?? 'null')).toEqual({
      version: 1,
      data: null,
    });
  });
});
