import type { Locale } from '../locale';
import type { NavigationMenu } from './navigation-entry';
import { NAVIGATION_FOOTER } from './navigation-footer';

/**
 * The immersive menu (docs/product-rules.md §2 "Navigation menu"), per locale: Mission Select, How it works,
 * the three branches with their chapters (play order, the immersive routes), the accessible
 * version, then the recruiting site and the privacy notice. Chapter titles are the branches'
 * own copy (a test keeps them in step).
 */
export const IMMERSIVE_NAVIGATION: Record<Locale, NavigationMenu> = {
  en: {
    entries: [
      { slug: 'select', title: 'Mission select', url: '/select' },
      { slug: 'howto', title: 'How it works', url: '/how-to' },
      {
        slug: 'army',
        title: 'Army',
        section: 'army',
        chapters: [
          { slug: 'fire', title: 'Forest', url: '/army/fire' },
          { slug: 'flood', title: 'Flood', url: '/army/flood' },
          { slug: 'mudslide', title: 'Mudslide', url: '/army/mudslide' },
        ],
      },
      {
        slug: 'navy',
        title: 'Navy',
        section: 'navy',
        chapters: [
          { slug: 'distress', title: 'Distress signal', url: '/navy/distress' },
          { slug: 'response', title: 'Rapid response', url: '/navy/response' },
          { slug: 'overboard', title: 'Overboard', url: '/navy/overboard' },
        ],
      },
      {
        slug: 'air',
        title: 'Air Force',
        section: 'air',
        chapters: [
          { slug: 'stratosphere', title: 'Stratosphere', url: '/air/stratosphere' },
          { slug: 'airdrop', title: 'Airborne', url: '/air/airdrop' },
          { slug: 'received', title: 'Care package received', url: '/air/received' },
        ],
      },
      { slug: 'accessible', title: 'Accessible version', url: '/accessible' },
    ],
    ...NAVIGATION_FOOTER.en,
  },
  fr: {
    entries: [
      { slug: 'select', title: 'Choix de mission', url: '/fr/select' },
      { slug: 'howto', title: 'Comment ça fonctionne', url: '/fr/how-to' },
      {
        slug: 'army',
        title: 'Armée',
        section: 'army',
        chapters: [
          { slug: 'fire', title: 'Forêt', url: '/fr/army/fire' },
          { slug: 'flood', title: 'Inondation', url: '/fr/army/flood' },
          { slug: 'mudslide', title: 'Coulée de boue', url: '/fr/army/mudslide' },
        ],
      },
      {
        slug: 'navy',
        title: 'Marine',
        section: 'navy',
        chapters: [
          { slug: 'distress', title: 'Signal de détresse', url: '/fr/navy/distress' },
          { slug: 'response', title: 'Intervention rapide', url: '/fr/navy/response' },
          { slug: 'overboard', title: 'Repêchage', url: '/fr/navy/overboard' },
        ],
      },
      {
        slug: 'air',
        title: 'Aviation',
        section: 'air',
        chapters: [
          { slug: 'stratosphere', title: 'Stratosphère', url: '/fr/air/stratosphere' },
          { slug: 'airdrop', title: 'Largage', url: '/fr/air/airdrop' },
          { slug: 'received', title: 'Colis reçu', url: '/fr/air/received' },
        ],
      },
      { slug: 'accessible', title: 'Version accessible', url: '/fr/accessible' },
    ],
    ...NAVIGATION_FOOTER.fr,
  },
};
