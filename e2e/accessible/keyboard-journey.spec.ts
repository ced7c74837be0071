import { expect, test, type Page } from '@playwright/test';
import { focusedName, settle, tabTo } from './accessible-pages';

/** One mission done with Tab, Enter and Space only: find it, press every target, go back. */
async function completeMission(page: Page, mission: string, heading: string, targets: string[]) {
  await tabTo(page, mission);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // A navigation pressed while the page still fades in is ignored (docs/product-rules.md §5): let it finish.
  await settle(page);
  for (const [index, target] of targets.entries()) {
    await tabTo(page, target);
    // Both keys a button answers to.
    await page.keyboard.press(index % 2 === 0 ? 'Enter' : 'Space');
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Mission complete' })).toBeFocused();
  await tabTo(page, 'Back to mission select');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mission select');
  await settle(page);
}

test('a keyboard alone completes one mission of each branch, and the percent follows in both modes', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/accessible');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mission select');
  for (const section of ['army', 'navy', 'air']) await expect(page.getByTestId(`percent-${section}`)).toHaveText('0% complete');

  await completeMission(page, 'Forest', 'Forest', ['Put out hot spot 1 of 3', 'Put out hot spot 2 of 3', 'Put out hot spot 3 of 3']);
  await expect(page.getByTestId('percent-army')).toHaveText('30% complete');

  await completeMission(page, 'Rapid response', 'Rapid response', [
    'Confirm the deck is clear and loose gear is secured',
    'Take off the last two lashings',
    'Give the pilot the launch signal',
  ]);
  await expect(page.getByTestId('percent-navy')).toHaveText('30% complete');

  await completeMission(page, 'Care package received', 'Care package received', [
    'Hand out the water',
    'Hand out the food',
    'Hand out the blankets',
  ]);
  await expect(page.getByTestId('percent-air')).toHaveText('30% complete');
  await expect(page.getByTestId('percent-army')).toHaveText('30% complete');

  // The plain menu, opened from the keyboard on a mission page, shows the same percent.
  await tabTo(page, 'Airborne (airdrop)');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Airborne (airdrop)');
  await settle(page);
  await tabTo(page, 'Menu');
  await page.keyboard.press('Space');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(await focusedName(page)).toBe('Close the menu');
  await expect(page.getByTestId('menu-percent-army')).toHaveText('30% complete');
  await expect(page.getByTestId('menu-percent-air')).toHaveText('30% complete');

  // The immersive Mission Select counts the same progress.
  await page.goto('/select');
  await expect(page.getByTestId('percent-army')).toHaveText('30% complete');
  await expect(page.getByTestId('percent-navy')).toHaveText('30% complete');
  await expect(page.getByTestId('percent-air')).toHaveText('30% complete');
});
