import type { Locale } from '../locale';
import type { NavigationMenu } from './navigation-entry';
import { branchMenuEntries } from './branch-menu-entries';
import { NAVIGATION_FOOTER } from './navigation-footer';

/**
 * The immersive menu (docs/product-rules.md §2 "Navigation menu"), per locale: Mission Select, How it works,
 * the branches with their chapters (the list of branches, play order, the immersive routes), the accessible
 * version, then the recruiting site and the privacy notice. Chapter titles are the branches'
 * own copy (a test keeps them in step).
 */
export const IMMERSIVE_NAVIGATION: Record<Locale, NavigationMenu> = {
  en: {
    entries: [
      { slug: 'select', title: 'Mission select', url: '/select' },
      { slug: 'howto', title: 'How it works', url: '/how-to' },
      ...branchMenuEntries('en', 'immersive'),
      { slug: 'accessible', title: 'Accessible version', url: '/accessible' },
    ],
    ...NAVIGATION_FOOTER.en,
  },
  fr: {
    entries: [
      { slug: 'select', title: 'Choix de mission', url: '/fr/select' },
      { slug: 'howto', title: 'Comment ça fonctionne', url: '/fr/how-to' },
      ...branchMenuEntries('fr', 'immersive'),
      { slug: 'accessible', title: 'Version accessible', url: '/fr/accessible' },
    ],
    ...NAVIGATION_FOOTER.fr,
  },
};
