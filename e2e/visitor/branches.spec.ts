import { expect, test } from '../support/quality-pin';
import { loadedSharedCopies, shellBus } from '../support/federation';

// Each branch plays its real chapters on the chapter kit.
const CHAPTERS = [
  { path: '/army/fire', section: 'army', chapter: 'fire', title: 'Forest', root: 'section.kit-stage[data-section="army"]' },
  {
    path: '/navy/distress',
    section: 'navy',
    chapter: 'distress',
    title: 'Distress signal',
    root: 'section.kit-stage[data-section="navy"]',
  },
  {
    path: '/air/stratosphere',
    section: 'air',
    chapter: 'stratosphere',
    title: 'Stratosphere',
    root: 'section.kit-stage[data-section="air"]',
  },
] as const;

test.describe('each branch mounts its remote', () => {
  for (const { path, section, chapter, title, root } of CHAPTERS) {
    test(`${path} mounts the ${section} remote and its event reaches the shell`, async ({ page }) => {
      const consoleLines: string[] = [];
      page.on('console', (message) => consoleLines.push(message.text()));
      await page.goto(path);

      const stage = page.locator(root);
      await expect(stage).toBeAttached();
      await expect(stage.getByRole('heading', { level: 1 })).toHaveText(title);

      // The remote's event arrived on the shell's bus, and both hold the same bus instance.
      await expect
        .poll(async () =>
          (await shellBus(page)).events.some((e) => e.type === 'chapter.entered' && e.section === section && e.chapter === chapter),
        )
        .toBe(true);
      const { busId } = await shellBus(page);
      await expect(stage).toHaveAttribute('data-bus-id', busId);

      // One React and one three.js on the page.
      await expect.poll(() => page.evaluate(() => (window as unknown as { __THREE__?: string }).__THREE__)).toBeTruthy();
      const copies = await loadedSharedCopies(page);
      expect(copies.react).toBe(1);
      expect(copies['react-dom']).toBe(1);
      expect(copies.three).toBe(1);
      expect(consoleLines.filter((line) => /Multiple instances of Three\.js|Invalid hook call/.test(line))).toEqual([]);
    });
  }

  test('the French route mounts the same remote in French', async ({ page }) => {
    await page.goto('/fr/army/flood');
    await expect(page.locator('section.kit-stage').getByRole('heading', { level: 1 })).toHaveText('Inondation');
    await page.goto('/fr/navy/response');
    await expect(page.locator('section.kit-stage[data-section="navy"]').getByRole('heading', { level: 1 })).toHaveText(
      'Intervention rapide',
    );
  });

  test('switching branches keeps one bus and one React', async ({ page }) => {
    await page.goto('/army/end');
    await expect(page.locator('article[data-section="army"]')).toBeVisible();
    await page.getByRole('link', { name: 'Back to mission select' }).click();
    await page.getByRole('link', { name: 'Overboard' }).click();
    await expect(page.locator('section.kit-stage[data-section="navy"]')).toBeAttached();
    const { busId, events } = await shellBus(page);
    await expect(page.locator('section.kit-stage[data-section="navy"]')).toHaveAttribute('data-bus-id', busId);
    expect(events.filter((e) => e.type === 'remote.mounted').map((e) => e.section)).toEqual(['army', 'navy']);
    expect((await loadedSharedCopies(page)).react).toBe(1);
  });

  test('an unknown chapter of a branch goes to the not-found page', async ({ page }) => {
    await page.goto('/army/no-such-chapter');
    await expect(page.getByText('This page doesn’t exist')).toBeVisible();
  });
});
