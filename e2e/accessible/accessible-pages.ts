import { expect, type Page } from '@playwright/test';
import { settle } from '../support/settle';
import { waitForHydration } from '../support/hydrated';

export { settle };

export interface AccessiblePage {
  path: string;
  /** The page's one h1. */
  heading: string;
  lang: 'en-CA' | 'fr-CA';
}

/** docs/product-rules.md §2's accessible slugs (written out here: the suite checks the app against the product rules, not against itself). */
const MISSIONS = [
  { chapter: 'flood', en: 'flood', fr: 'inondation' },
  { chapter: 'mudslide', en: 'mudslide', fr: 'coulee-de-boue' },
  { chapter: 'fire', en: 'fire', fr: 'incendie' },
  { chapter: 'distress', en: 'distress-signal', fr: 'signal-de-detresse' },
  { chapter: 'response', en: 'rapid-response', fr: 'intervention-rapide' },
  { chapter: 'overboard', en: 'overboard', fr: 'repechage' },
  { chapter: 'stratosphere', en: 'stratosphere', fr: 'stratosphere' },
  { chapter: 'airdrop', en: 'airdrop', fr: 'largage' },
  { chapter: 'received', en: 'package-received', fr: 'colis-recu' },
] as const;

const EN_TITLES: Record<string, string> = {
  fire: 'Forest',
  flood: 'Flood',
  mudslide: 'Mudslide',
  distress: 'Distress signal',
  response: 'Rapid response',
  overboard: 'Overboard',
  stratosphere: 'Stratosphere',
  airdrop: 'Airborne (airdrop)',
  received: 'Care package received',
};
const FR_TITLES: Record<string, string> = {
  fire: 'Forêt',
  flood: 'Inondation',
  mudslide: 'Coulée de boue',
  distress: 'Signal de détresse',
  response: 'Intervention rapide',
  overboard: 'Repêchage',
  stratosphere: 'Stratosphère',
  airdrop: 'Aéroporté (largage)',
  received: 'Colis reçu',
};

/** Every accessible route in both languages: Mission Select, How it works, nine missions, an unknown id. */
export const ACCESSIBLE_PAGES: readonly AccessiblePage[] = [
  { path: '/accessible', heading: 'Mission select', lang: 'en-CA' },
  { path: '/accessible/howto', heading: 'How it works', lang: 'en-CA' },
  ...MISSIONS.map((mission) => ({ path: `/accessible/${mission.en}`, heading: EN_TITLES[mission.chapter]!, lang: 'en-CA' as const })),
  { path: '/accessible/no-such-mission', heading: 'This page doesn’t exist', lang: 'en-CA' },
  { path: '/fr/accessible', heading: 'Choix de mission', lang: 'fr-CA' },
  { path: '/fr/accessible/howto', heading: 'Comment ça fonctionne', lang: 'fr-CA' },
  ...MISSIONS.map((mission) => ({ path: `/fr/accessible/${mission.fr}`, heading: FR_TITLES[mission.chapter]!, lang: 'fr-CA' as const })),
  { path: '/fr/accessible/mission-inconnue', heading: 'Cette page n’existe pas', lang: 'fr-CA' },
];

/**
 * Opens a page and waits until it is shown, the app has taken over its HTML (so a link is
 * followed in the app, not by the browser) and its fade-in is over.
 */
export async function openAccessiblePage(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(heading);
  await waitForHydration(title);
  await settle(page);
}

/** The accessible name (or text) of the focused element. */
export async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '';
    return (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  });
}

/** Presses Tab (and only Tab) until the element named `name` has focus. */
export async function tabTo(page: Page, name: string, limit = 80): Promise<void> {
  const seen: string[] = [];
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const current = await focusedName(page);
    if (current === name) return;
    seen.push(current);
  }
  throw new Error(`Tab never reached "${name}"; it went through: ${seen.join(' | ')}`);
}
