// @ts-check
import { checkedBranchList } from './branch-list-rules.mjs';

/**
 * The one list of branches (docs/build-a-branch.md "The list"): plain data, so the build's
 * scripts and configs (node, no TypeScript) and the apps (TypeScript, literal types) read
 * the same declaration. Everything that names a branch outside its own folder derives from
 * it: the shell's routes and gates, the copy namespaces, the empty progress, the remote
 * registry, the dev and serve ports, the lint, jest and tsconfig lists. Play order is list
 * order. `npm run new-branch -- NAME` appends one.
 *
 * Per branch: `name` (the route, the copy namespace, the workspace folder, the remote's
 * federation name), `title` (as the menus name it, per language), `port` (its local dev and
 * serve port), `light` (the default light rig of its chapters), `colours` (its colour on
 * the page: `accent` for its borders and bars, `ink` for text in its colour on the dark page,
 * `deep` for the centre of its insignia; checked for contrast), `emblem` (what its insignia
 * carries behind the maple leaf: one of EMBLEMS in branch-list-rules.mjs), `careers` (where
 * its debrief sends a visitor, per language), `ownTrades` (the occupations the Forces list
 * under this branch alone, as forces.ca shows the branches above each career's title: a trade
 * no branch owns is tri-service, and a card met in another branch's chapter names its owner),
 * `soundSets` (the sound sets its chapters load, docs/product-rules.md §9), `heroChapter` (the
 * chapter whose opening frame stands for it on the home page, docs/prerendered-pages.md "Scene
 * images") and its `chapters` in play order: `name` (the
 * route), `title` and `slug` (the accessible version's) per language, the three `trades` met in
 * Level 1 (keys of `<branch>:trades.<id>`) and the Level 2 task's `taskItems` (one per target).
 */
export const SHELL_PORT = 8080;

export const BRANCH_LIST = checkedBranchList(
  /** @type {const} */ ([
    {
      name: 'army',
      title: { en: 'Army', fr: 'Armée' },
      port: 8081,
      light: { key: '#ffb070', fill: '#5a7bb0', rim: '#ffd9a8', keyFrom: [-35, 12] },
      colours: { accent: '#7a8f4e', ink: '#c3d69b', deep: '#394621' },
      emblem: 'crossed-swords',
      careers: { en: 'https://forces.ca/en/careers/', fr: 'https://forces.ca/fr/carrieres/' },
      ownTrades: [
        'armourSoldier',
        'combatEngineer',
        'vehicleTechnician',
        'heavyEquipmentOperator',
        'geomaticsTechnician',
        'infantrySoldier',
      ],
      soundSets: ['army-fire', 'army-flood', 'army-mudslide'],
      heroChapter: 'fire',
      chapters: [
        {
          name: 'fire',
          title: { en: 'Forest', fr: 'Forêt' },
          slug: { en: 'fire', fr: 'incendie' },
          trades: ['firefighter', 'armourSoldier', 'medicalTechnician'],
          taskItems: ['fire1', 'fire2', 'fire3'],
        },
        {
          name: 'flood',
          title: { en: 'Flood', fr: 'Inondation' },
          slug: { en: 'flood', fr: 'inondation' },
          trades: ['combatEngineer', 'vehicleTechnician', 'logisticsOfficer'],
          taskItems: ['gap1', 'gap2', 'gap3', 'gap4'],
        },
        {
          name: 'mudslide',
          title: { en: 'Mudslide', fr: 'Coulée de boue' },
          slug: { en: 'mudslide', fr: 'coulee-de-boue' },
          trades: ['heavyEquipmentOperator', 'geomaticsTechnician', 'infantrySoldier'],
          taskItems: ['boulder', 'logs', 'car'],
        },
      ],
    },
    {
      name: 'navy',
      title: { en: 'Navy', fr: 'Marine' },
      port: 8082,
      light: { key: '#c8d6f0', fill: '#3f5f96', rim: '#a0c8ff', keyFrom: [30, 15] },
      colours: { accent: '#3d6e9e', ink: '#a9c9ea', deep: '#16304d' },
      emblem: 'anchor',
      careers: { en: 'https://forces.ca/en/careers/', fr: 'https://forces.ca/fr/carrieres/' },
      ownTrades: [
        'navalCommunicator',
        'navalCombatInformationOperator',
        'bridgeWatchkeeper',
        'boatswain',
        'marineTechnician',
        'clearanceDiver',
      ],
      soundSets: ['navy-bridge', 'navy-cormorant', 'navy-passenger'],
      heroChapter: 'response',
      chapters: [
        {
          name: 'distress',
          title: { en: 'Distress signal', fr: 'Signal de détresse' },
          slug: { en: 'distress-signal', fr: 'signal-de-detresse' },
          trades: ['navalCommunicator', 'navalCombatInformationOperator', 'bridgeWatchkeeper'],
          taskItems: ['bearing1', 'bearing2', 'bearing3'],
        },
        {
          name: 'response',
          title: { en: 'Rapid response', fr: 'Intervention rapide' },
          slug: { en: 'rapid-response', fr: 'intervention-rapide' },
          trades: ['boatswain', 'marineTechnician', 'medicalTechnician'],
          taskItems: ['clearDeck', 'lashings', 'signal'],
        },
        {
          name: 'overboard',
          title: { en: 'Overboard', fr: 'Repêchage' },
          slug: { en: 'overboard', fr: 'repechage' },
          trades: ['clearanceDiver', 'medicalTechnician', 'boatswain'],
          taskItems: ['throw1', 'throw2', 'throw3'],
        },
      ],
    },
    {
      name: 'air',
      title: { en: 'Air Force', fr: 'Aviation' },
      port: 8083,
      light: { key: '#ffd2a0', fill: '#6a80c8', rim: '#b8d8ff', keyFrom: [-20, 20] },
      colours: { accent: '#8fb3d9', ink: '#c4dbf2', deep: '#2f557d' },
      emblem: 'wings',
      careers: { en: 'https://forces.ca/en/careers/', fr: 'https://forces.ca/fr/carrieres/' },
      ownTrades: ['firefighter', 'aerospaceControlOfficer', 'pilot', 'avionicsTechnician', 'aviationTechnician'],
      soundSets: ['air-force-aurora', 'hercules', 'pack-drop'],
      heroChapter: 'stratosphere',
      chapters: [
        {
          name: 'stratosphere',
          title: { en: 'Stratosphere', fr: 'Stratosphère' },
          slug: { en: 'stratosphere', fr: 'stratosphere' },
          trades: ['aerospaceControlOfficer', 'meteorologicalTechnician', 'pilot'],
          taskItems: ['band1', 'band2', 'band3'],
        },
        {
          name: 'airdrop',
          title: { en: 'Airborne (airdrop)', fr: 'Aéroporté (largage)' },
          slug: { en: 'airdrop', fr: 'largage' },
          trades: ['loadmaster', 'avionicsTechnician', 'aviationTechnician'],
          taskItems: ['package1', 'package2', 'package3'],
        },
        {
          name: 'received',
          title: { en: 'Care package received', fr: 'Colis reçu' },
          slug: { en: 'package-received', fr: 'colis-recu' },
          trades: ['logisticsOfficer', 'supplyTechnician', 'pilot'],
          taskItems: ['water', 'food', 'blankets'],
        },
      ],
    },
  ]),
  SHELL_PORT,
);

/** The branches' names in play order. */
export const BRANCH_NAMES = BRANCH_LIST.map((branch) => branch.name);

/** Every app's local port by name: the shell's and each branch's. */
export const DEFAULT_APP_PORTS = Object.freeze(
  /** @type {Record<'shell' | (typeof BRANCH_LIST)[number]['name'], number>} */ (
    Object.fromEntries([['shell', SHELL_PORT], ...BRANCH_LIST.map((branch) => [branch.name, branch.port])])
  ),
);
