import type { Locale } from '../locale';
import type { NavigationMenu } from './navigation-entry';

/**
 * The recruiting site, the privacy notice, the terms and conditions and the copyright: the same
 * in both menu modes. The terms are the organisation's public site's, in the visitor's language
 * (docs/product-rules.md §7); like the privacy notice they open in the same tab.
 */
export const NAVIGATION_FOOTER: Record<Locale, Pick<NavigationMenu, 'footerLinks' | 'copyright'>> = {
  en: {
    footerLinks: [
      { slug: 'recruiting', title: 'Careers in the Canadian Armed Forces', url: 'https://forces.ca/en/careers/' },
      { slug: 'privacy', title: 'Privacy', url: 'https://www.canada.ca/en/transparency/privacy.html' },
      { slug: 'terms', title: 'Terms and conditions', url: 'https://www.canada.ca/en/transparency/terms.html' },
    ],
    copyright: '© His Majesty the King in Right of Canada, as represented by the Minister of National Defence, 2025',
  },
  fr: {
    footerLinks: [
      { slug: 'recruiting', title: 'Carrières dans les Forces armées canadiennes', url: 'https://forces.ca/fr/carrieres/' },
      { slug: 'privacy', title: 'Confidentialité', url: 'https://www.canada.ca/fr/transparence/confidentialite.html' },
      { slug: 'terms', title: 'Conditions d’utilisation', url: 'https://www.canada.ca/fr/transparence/avis.html' },
    ],
    copyright: '© Sa Majesté le Roi du chef du Canada, représenté par le ministre de la Défense nationale, 2025',
  },
};
