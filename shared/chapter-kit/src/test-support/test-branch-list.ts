/**
 * The kit's test branch in the list of branches: Ridge, a made-up mountain rescue branch that
 * no remote, shell or content file knows. The kit's tests that play a branch add it to the list
 * at run time, so they read its chapters, trades and copy, never a real branch's, and the
 * Army's copy or chapters can change without a kit test breaking (docs/decisions.md "The kit's
 * test branch"):
 *
 *   jest.mock('@mission/content/branch-list', () => jest.requireActual('../test-support/test-branch-list').listWithTestBranch());
 *   jest.mock('@mission/content/all-copy', () => jest.requireActual('../test-support/test-branch-copy').copyWithTestBranch());
 *
 * (Mocking the list's module mocks it for every content module that reads it, `sections.ts`
 * and the rest: each derives from the list.) It stands first, so its debrief leads to a next
 * branch (the Army) until every branch is done.
 */
export const TEST_BRANCH_ENTRY = {
  name: 'ridge',
  title: { en: 'Ridge Rescue', fr: 'Secours en crête' },
  port: 8099,
  light: { key: '#ffd9a0', fill: '#4f6f9a', rim: '#fff0cc', keyFrom: [20, 25] },
  colours: { accent: '#b0603a', ink: '#f0b896', deep: '#4a2414' },
  emblem: 'star',
  careers: { en: 'https://ridge.example.ca/en/careers/', fr: 'https://ridge.example.ca/fr/carrieres/' },
  // Made-up occupations are the branch's own; the others are real trade ids, whose careers pages the content holds.
  ownTrades: ['ropeLead', 'campCook'],
  soundSets: ['ridge-summit', 'ridge-river', 'ridge-camp'],
  heroChapter: 'summit',
  chapters: [
    {
      name: 'summit',
      title: { en: 'Summit', fr: 'Sommet' },
      slug: { en: 'summit', fr: 'sommet' },
      trades: ['ropeLead', 'pilot', 'medicalTechnician'],
      taskItems: ['anchor1', 'anchor2', 'anchor3'],
    },
    {
      name: 'river',
      title: { en: 'River', fr: 'Rivière' },
      slug: { en: 'river', fr: 'riviere' },
      trades: ['combatEngineer', 'vehicleTechnician', 'logisticsOfficer'],
      taskItems: ['buoy1', 'buoy2', 'buoy3', 'buoy4'],
    },
    {
      name: 'camp',
      title: { en: 'Camp', fr: 'Campement' },
      slug: { en: 'camp', fr: 'campement' },
      trades: ['campCook', 'geomaticsTechnician', 'infantrySoldier'],
      taskItems: ['tent', 'stove', 'radio'],
    },
  ],
} as const;

/** The list's module as the kit's tests see it: the real list with the test branch first, and what the module derives from it. */
export function listWithTestBranch() {
  const actual = jest.requireActual('@mission/content/branch-list');
  const BRANCH_LIST = [TEST_BRANCH_ENTRY, ...actual.BRANCH_LIST];
  return {
    ...actual,
    BRANCH_LIST,
    BRANCH_NAMES: BRANCH_LIST.map((branch) => branch.name),
    DEFAULT_APP_PORTS: Object.freeze({ ...actual.DEFAULT_APP_PORTS, [TEST_BRANCH_ENTRY.name]: TEST_BRANCH_ENTRY.port }),
  };
}
