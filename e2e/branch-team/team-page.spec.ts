import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/quality-pin';
import { doTheTask, findTheTrades, openChapter } from '../support/chapter-play';
import { E2E_PORTS } from '../support/test-ports';

/**
 * A branch team runs its remote alone (docs/deploy-a-remote.md): the remote's own page, with no
 * shell, plays its chapters and debrief in both languages, on the remote's own origin, as
 * built (served as `npm start` serves it) and from its webpack dev server.
 */

const own = (section: 'army' | 'navy' | 'air') => `http://localhost:${E2E_PORTS.node[section]}`;

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** In-app navigation (no reload), as a link does: the page's memory of the visit is kept. */
async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test.describe("a branch team's own page", () => {
  test('the Army plays Forest to its end and shows its debrief with the percent, then reads in French', async ({ page }) => {
    test.setTimeout(240_000);
    const errors = collectErrors(page);
    await openChapter(page, `${own('army')}/army/fire`);
    await expect(page.locator('[data-harness="army"]')).toBeAttached();
    await findTheTrades(page);
    await doTheTask(page, 'Hot spots', 3);
    await expect(page.getByRole('link', { name: 'Next: Flood' })).toHaveAttribute('href', '/army/flood');

    await goInApp(page, '/army/end');
    const debrief = page.getByTestId('army-debrief');
    await expect(debrief.getByTestId('debrief-percent')).toHaveText('Army missions: 30% complete');
    await expect(debrief.locator('[data-met="true"]')).toHaveCount(3);

    await page.goto(`${own('army')}/fr/army/end`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compte rendu de mission');
    await expect(page.getByTestId('debrief-percent')).toHaveText('Progression de l’Armée\u00a0: 0\u00a0%');
    expect(errors).toEqual([]);
  });

  for (const { section, chapter, title, frenchDebrief } of [
    { section: 'navy', chapter: 'distress', title: 'Distress signal', frenchDebrief: 'Compte rendu de mission' },
    { section: 'air', chapter: 'stratosphere', title: 'Stratosphere', frenchDebrief: 'Compte rendu de mission' },
  ] as const) {
    test(`the ${section} page shows its chapters and debrief in both languages`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(`${own(section)}/${section}`);
      await expect(page).toHaveURL(new RegExp(`/${section}/${chapter}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await page.goto(`${own(section)}/fr/${section}/end`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(frenchDebrief);
      expect(errors).toEqual([]);
    });
  }

  test('the dev server serves the page on localhost, with hot reload connected', async ({ page }) => {
    test.setTimeout(180_000);
    const port = E2E_PORTS.isolated.navy;
    const server: ChildProcess = spawn('npx', ['webpack', 'serve', '--mode', 'development', '--port', String(port)], {
      cwd: fileURLToPath(new URL('../../navy', import.meta.url)),
      stdio: 'ignore',
      detached: true,
    });
    // A server that exits (its port taken by another process) must fail here, not be mistaken
    // for the one that answers on that port.
    let exited: number | null = null;
    server.on('exit', (code) => {
      exited = code ?? -1;
    });
    try {
      const errors = collectErrors(page);
      await expect
        .poll(
          async () =>
            exited !== null ? `exited with ${exited}` : ((await fetch(`http://127.0.0.1:${port}/navy`).catch(() => null))?.status ?? 0),
          {
            timeout: 150_000,
            intervals: [1_000],
          },
        )
        .toBe(200);
      const connected = page.waitForEvent('console', {
        predicate: (message) => message.text().includes('[HMR] Waiting for update signal'),
        timeout: 30_000,
      });
      await page.goto(`http://localhost:${port}/navy/response`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rapid response');
      await connected;
      await page.waitForTimeout(1_000);
      expect(errors.filter((text) => text.includes('Invalid Host/Origin header'))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      if (server.pid && exited === null) process.kill(-server.pid, 'SIGTERM');
    }
  });
});
