/** @jest-environment node */
import { LOCALES } from '../locale';
import { NAVIGATION_FOOTER } from './navigation-footer';

describe.each([...LOCALES])('the footer both menus share, in %s', (locale) => {
  const footer = NAVIGATION_FOOTER[locale];
  const link = (slug: string) => footer.footerLinks.find((entry) => entry.slug === slug);

  it('links to the recruiting site and the privacy notice in its own language, and shows the 2025 copyright', () => {
    expect(link('recruiting')?.url).toMatch(locale === 'en' ? /^https:\/\/forces\.ca\/en\// : /^https:\/\/forces\.ca\/fr\//);
    expect(link('privacy')?.url).toMatch(locale === 'en' ? /^https:\/\/www\.canada\.ca\/en\// : /^https:\/\/www\.canada\.ca\/fr\//);
    expect(footer.copyright).toContain('2025');
  });

  it('links to the organisation’s terms and conditions in its own language (docs/product-rules.md §7)', () => {
    expect(link('terms')?.url).toBe(
      locale === 'en' ? 'https://www.canada.ca/en/transparency/terms.html' : 'https://www.canada.ca/fr/transparence/avis.html',
    );
    expect(link('terms')?.title).toBe(locale === 'en' ? 'Terms and conditions' : 'Conditions d’utilisation');
  });
});
