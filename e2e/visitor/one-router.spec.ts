import { expect, test } from '../support/quality-pin';
import { sharedUsage } from '../support/federation';

const ROUTING = '@mission/shared/routing';

test.describe('one router on the page', () => {
  test("a remote's routes and links move the shell's router, and every app uses the one routing module", async ({ page }) => {
    await page.goto('/army');
    // The branch's index is the remote's <Navigate>, resolved inside the shell's /army/* route.
    await expect(page).toHaveURL(/\/army\/fire$/);
    await expect(page.locator('section.kit-stage[data-section="army"]')).toBeAttached();

    await page.goto('/army/end');
    await expect(page.locator('article[data-section="army"]')).toBeVisible();
    // A full page load would drop this mark: the remote's link must move the shell's router instead.
    await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
    await page.getByRole('link', { name: 'Back to mission select' }).click();
    await expect(page).toHaveURL(/\/select$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your branch');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    const { names, copies } = await sharedUsage(page, ROUTING);
    // One loaded copy, the shell's own module, handed to the army remote (the shell runs it
    // directly: it starts the federation runtime itself, docs/decisions.md).
    expect(copies).toEqual([{ copy: '1.0.0 from shell', usedBy: ['army'] }]);
    // React Router itself is never shared: only through the routing module, tree-shaken once.
    expect(names.filter((name) => /react-router/.test(name))).toEqual([]);
    expect(names).toContain(ROUTING);

    // react-i18next the same way: the remote's words come through the shell's one copy.
    expect((await sharedUsage(page, '@mission/shared/translation')).copies).toEqual([{ copy: '1.0.0 from shell', usedBy: ['army'] }]);
    expect(names.filter((name) => /react-i18next/.test(name))).toEqual([]);
  });

  test('control: on / no remote has asked for anything, so the army above is the remote’s own use', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step into a mission');
    // The first screens do not even start the federation runtime: nothing is shared yet.
    expect(await sharedUsage(page, ROUTING)).toEqual({ names: [], copies: [] });
  });
});
