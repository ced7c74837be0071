/** @jest-environment node */
import { BRANCH_LIST } from '../branches/branch-list.mjs';
import { branchMenuEntries } from './branch-menu-entries';

describe('the branches in a menu', () => {
  it('are every branch of the list, in play order, titled in the locale', () => {
    expect(branchMenuEntries('fr', 'immersive').map((entry) => [entry.section, entry.title])).toEqual(
      BRANCH_LIST.map((branch) => [branch.name, branch.title.fr]),
    );
  });

  it('lead to the immersive chapter, under /fr in French', () => {
    const army = branchMenuEntries('fr', 'immersive').find((entry) => entry.section === 'army');
    expect(army?.chapters?.[0]).toEqual({ slug: 'fire', title: 'Forêt', url: '/fr/army/fire' });
    expect(branchMenuEntries('en', 'immersive')[0]?.chapters?.[0]?.url).toBe('/army/fire');
  });

  it('lead to the accessible mission by its slug in that language', () => {
    const navy = (locale: 'en' | 'fr') => branchMenuEntries(locale, 'accessible').find((entry) => entry.section === 'navy');
    expect(navy('en')?.chapters?.[0]?.url).toBe('/accessible/distress-signal');
    expect(navy('fr')?.chapters?.[0]?.url).toBe('/fr/accessible/signal-de-detresse');
  });
});
