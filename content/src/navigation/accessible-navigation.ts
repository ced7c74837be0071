import type { Locale } from '../locale';
import type { NavigationMenu } from './navigation-entry';
import { branchMenuEntries } from './branch-menu-entries';
import { NAVIGATION_FOOTER } from './navigation-footer';

/**
 * The accessible mode's menu (docs/product-rules.md §2 "Navigation menu"), per locale: Mission Select, How it
 * works, the branches with their numbered missions (the list of branches, play order), then the recruiting
 * site and the privacy notice. Titles are the same words as the pages' copy (a test keeps
 * them in step); paths use each language's slugs.
 */
export const ACCESSIBLE_NAVIGATION: Record<Locale, NavigationMenu> = {
  en: {
    entries: [
      { slug: 'select', title: 'Mission select', url: '/accessible' },
      { slug: 'howto', title: 'How it works', url: '/accessible/howto' },
      ...branchMenuEntries('en', 'accessible'),
    ],
    ...NAVIGATION_FOOTER.en,
  },
  fr: {
    entries: [
      { slug: 'select', title: 'Choix de mission', url: '/fr/accessible' },
      { slug: 'howto', title: 'Comment ça fonctionne', url: '/fr/accessible/howto' },
      ...branchMenuEntries('fr', 'accessible'),
    ],
    ...NAVIGATION_FOOTER.fr,
  },
};
