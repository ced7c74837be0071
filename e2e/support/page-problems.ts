import type { Page } from '@playwright/test';

/** The console warnings and uncaught errors of a page, kept as they come. */
export function collectProblems(page: Page) {
  const warnings: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { warnings, pageErrors };
}
