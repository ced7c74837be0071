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
 * federation name), `port` (its local dev and serve port), `light` (its colours: the default
 * light rig of its chapters), `careers` (where its debrief sends a visitor, per language) and
 * its `chapters` in play order: `name` (the route), `slug` (the accessible version's slug per
 * language) and `targets` (the number of Level 2 task targets).
 */
export const SHELL_PORT = 8080;

export const BRANCH_LIST = checkedBranchList(
  /** @type {const} */ ([
    {
      name: 'army',
      port: 8081,
      light: { key: '#ffb070', fill: '#5a7bb0', rim: '#ffd9a8', keyFrom: [-35, 12] },
      careers: { en: 'https://forces.ca/en/careers/', fr: 'https://forces.ca/fr/carrieres/' },
      chapters: [
        { name: 'fire', slug: { en: 'fire', fr: 'incendie' }, targets: 3 },
        { name: 'flood', slug: { en: 'flood', fr: 'inondation' }, targets: 4 },
        { name: 'mudslide', slug: { en: 'mudslide', fr: 'coulee-de-boue' }, targets: 3 },
      ],
    },
    {
      name: 'navy',
      port: 8082,
      light: { key: '#c8d6f0', fill: '#3f5f96', rim: '#a0c8ff', keyFrom: [30, 15] },
      careers: { en: 'https://forces.ca/en/careers/', fr: 'https://forces.ca/fr/carrieres/' },
      chapters: [
        { name: 'distress', slug: { en: 'distress-signal', fr: 'signal-de-detresse' }, targets: 3 },
        { name: 'response', slug: { en: 'rapid-response', fr: 'intervention-rapide' }, targets: 3 },
        { name: 'overboard', slug: { en: 'overboard', fr: 'repechage' }, targets: 3 },
      ],
    },
    {
      name: 'air',
      port: 8083,
      light: { key: '#ffd2a0', fill: '#6a80c8', rim: '#b8d8ff', keyFrom: [-20, 20] },
      careers: { en: 'https://forces.ca/en/careers/', fr: 'https://forces.ca/fr/carrieres/' },
      chapters: [
        { name: 'stratosphere', slug: { en: 'stratosphere', fr: 'stratosphere' }, targets: 3 },
        { name: 'airdrop', slug: { en: 'airdrop', fr: 'largage' }, targets: 3 },
        { name: 'received', slug: { en: 'package-received', fr: 'colis-recu' }, targets: 3 },
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
