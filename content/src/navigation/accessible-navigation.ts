import type { Locale } from '../locale';
import type { NavigationMenu } from './navigation-entry';
import { NAVIGATION_FOOTER } from './navigation-footer';

/**
 * The accessible mode's menu (docs/product-rules.md §2 "Navigation menu"), per locale: Mission Select, How it
 * works, the three branches with their numbered missions (play order), then the recruiting
 * site and the privacy notice. Titles are the same words as the pages' copy (a test keeps
 * them in step); paths use each language's slugs.
 */
export const ACCESSIBLE_NAVIGATION: Record<Locale, NavigationMenu> = {
  en: {
    entries: [
      { slug: 'select', title: 'Mission select', url: '/accessible' },
      { slug: 'howto', title: 'How it works', url: '/accessible/howto' },
      {
        slug: 'army',
        title: 'Army',
        section: 'army',
        chapters: [
          { slug: 'fire', title: 'Forest', url: '/accessible/fire' },
          { slug: 'flood', title: 'Flood', url: '/accessible/flood' },
          { slug: 'mudslide', title: 'Mudslide', url: '/accessible/mudslide' },
        ],
      },
      {
        slug: 'navy',
        title: 'Navy',
        section: 'navy',
        chapters: [
          { slug: 'distress', title: 'Distress signal', url: '/accessible/distress-signal' },
          { slug: 'response', title: 'Rapid response', url: '/accessible/rapid-response' },
          { slug: 'overboard', title: 'Overboard', url: '/accessible/overboard' },
        ],
      },
      {
        slug: 'air',
        title: 'Air Force',
        section: 'air',
        chapters: [
          { slug: 'stratosphere', title: 'Stratosphere', url: '/accessible/stratosphere' },
          { slug: 'airdrop', title: 'Airborne', url: '/accessible/airdrop' },
          { slug: 'received', title: 'Care package received', url: '/accessible/package-received' },
        ],
      },
    ],
    ...NAVIGATION_FOOTER.en,
  },
  fr: {
    entries: [
      { slug: 'select', title: 'Choix de mission', url: '/fr/accessible' },
      { slug: 'howto', title: 'Comment ça fonctionne', url: '/fr/accessible/howto' },
      {
        slug: 'army',
        title: 'Armée',
        section: 'army',
        chapters: [
          { slug: 'fire', title: 'Forêt', url: '/fr/accessible/incendie' },
          { slug: 'flood', title: 'Inondation', url: '/fr/accessible/inondation' },
          { slug: 'mudslide', title: 'Coulée de boue', url: '/fr/accessible/coulee-de-boue' },
        ],
      },
      {
        slug: 'navy',
        title: 'Marine',
        section: 'navy',
        chapters: [
          { slug: 'distress', title: 'Signal de détresse', url: '/fr/accessible/signal-de-detresse' },
          { slug: 'response', title: 'Intervention rapide', url: '/fr/accessible/intervention-rapide' },
          { slug: 'overboard', title: 'Repêchage', url: '/fr/accessible/repechage' },
        ],
      },
      {
        slug: 'air',
        title: 'Aviation',
        section: 'air',
        chapters: [
          { slug: 'stratosphere', title: 'Stratosphère', url: '/fr/accessible/stratosphere' },
          { slug: 'airdrop', title: 'Largage', url: '/fr/accessible/largage' },
          { slug: 'received', title: 'Colis reçu', url: '/fr/accessible/colis-recu' },
        ],
      },
    ],
    ...NAVIGATION_FOOTER.fr,
  },
};
