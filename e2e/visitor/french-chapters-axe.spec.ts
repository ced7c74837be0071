import { expect, test } from '../support/quality-pin';
import { seriousViolations } from '../support/axe-serious';
import { BRANCH_CHAPTERS } from '../support/branch-chapters';
import { CAREERS_PAGES } from '../support/careers-pages';
import { bringIntoView, openChapter } from '../support/chapter-play';

/**
 * Every chapter in French, at its reveal and with a trade card open, holds no serious or
 * critical axe finding (docs/tests.md): the every-branch journey checks the same in English.
 * French runs longer, so a label that fits in English may not (contrast over the scene,
 * names cut, a card taller than the screen).
 */
for (const [branch, chapters] of Object.entries(BRANCH_CHAPTERS)) {
  test(`/fr/${branch}: each chapter at its reveal and with a card open`, async ({ page }) => {
    test.setTimeout(240_000);
    for (const chapter of chapters) {
      await openChapter(page, `/fr/${branch}/${chapter}`, 'Passer');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
      expect(await seriousViolations(page), `axe on /fr/${branch}/${chapter} at its reveal`).toEqual([]);
      const hotspot = page.locator('.kit-hotspot').first();
      await bringIntoView(hotspot);
      await hotspot.tap();
      const card = page.getByTestId('info-overlay');
      await expect(card).toBeVisible();
      // The trade's French careers page, proven in docs/fact-sources/careers-links.md.
      const careerLink = card.getByRole('link', { name: /^Voir cette carrière/ });
      expect(CAREERS_PAGES.fr.has((await careerLink.getAttribute('href')) ?? '')).toBe(true);
      expect(await seriousViolations(page), `axe on /fr/${branch}/${chapter} with a trade card open`).toEqual([]);
      await card.getByRole('button', { name: 'Continuer' }).tap();
      await expect(card).toBeHidden();
    }
  });
}
