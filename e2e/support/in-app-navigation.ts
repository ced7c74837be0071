import type { Page } from '@playwright/test';

/**
 * Moves inside the app as the browser's back and forward buttons do: the router follows the
 * history (a popstate is never dropped by the page fade, unlike a click during it).
 */
export async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
