import { BRANCH_LIST } from '../branches/branch-list.mjs';
import type { Section } from '../sections';

/**
 * Who owns an occupation: the one branch whose `ownTrades` in the list of branches names it,
 * or `tri-service` when the Forces list it under several (forces.ca shows the branches above
 * each career's title).
 */
export type TradeOwner = Section | 'tri-service';

export interface TradeCareer {
  /** The occupation's careers page in English, as docs/fact-sources/careers-links.md proves it. */
  en: string;
  /** The same page in French. */
  fr: string;
  /** The branch that owns the occupation (the list's `ownTrades`), so a partner's card can be labelled with it. */
  branch: TradeOwner;
  /** Why the link is not the trade's own forces.ca page, when it is not (docs/fact-sources/careers-links.md). */
  note?: string;
  /** Set when no one joins the trade off the street: selection is open to serving members only. */
  openTo?: 'serving-members';
}

const OWNERS: ReadonlyMap<string, Section> = new Map(
  BRANCH_LIST.flatMap((branch) => branch.ownTrades.map((trade) => [trade, branch.name] as const)),
);

type CareerPage = Omit<TradeCareer, 'branch'>;

const forcesEn = (slug: string): string => `https://forces.ca/en/career/${slug}/`;
const forcesFr = (slug: string): string => `https://forces.ca/fr/carriere/${slug}/`;

/** Where a link goes when no page proves the occupation's own address (docs/fact-sources/careers-links.md). */
export const CAREERS_LIST = { en: 'https://forces.ca/en/careers/', fr: 'https://forces.ca/fr/carrieres/' } as const;

const page = (en: string, fr: string, extra: Pick<CareerPage, 'note' | 'openTo'> = {}): CareerPage => ({ en, fr, ...extra });

/**
 * Every trade card of every branch (the keys of `<branch>:trades`) and its careers page in both
 * languages. A key serves every branch whose copy uses it (medicalTechnician, logisticsOfficer).
 * Each address is one docs/fact-sources/careers-links.md proves with the page's title;
 * careers-links-table.test.ts holds the two to each other.
 */
const CAREER_PAGES = {
  // In the list's order of branches and chapters.
  firefighter: page(forcesEn('firefighter'), forcesFr('pompier')),
  armourSoldier: page(forcesEn('armoured-soldier'), forcesFr('arme-blindee')),
  medicalTechnician: page(forcesEn('medical-technician'), forcesFr('technicien-medical')),
  combatEngineer: page(CAREERS_LIST.en, forcesFr('sapeur-combat'), { note: 'English page not proven: the careers list instead.' }),
  vehicleTechnician: page(forcesEn('vehicle-technician'), forcesFr('technicien-de-vehicule')),
  logisticsOfficer: page(forcesEn('logistics-officer'), forcesFr('officier-logistique')),
  heavyEquipmentOperator: page(CAREERS_LIST.en, forcesFr('sapeur-combat'), {
    note: 'Heavy equipment is a combat engineer qualification, not a trade of its own.',
  }),
  geomaticsTechnician: page(forcesEn('geomatics-technician'), forcesFr('technicien-geomatique')),
  infantrySoldier: page(forcesEn('infanteer'), forcesFr('fantassin')),

  navalCommunicator: page(forcesEn('naval-communicator'), CAREERS_LIST.fr, { note: 'French page not proven: the careers list instead.' }),
  navalCombatInformationOperator: page(forcesEn('naval-combat-information-operator'), CAREERS_LIST.fr, {
    note: 'French page not proven: the careers list instead.',
  }),
  bridgeWatchkeeper: page(forcesEn('naval-warfare-officer'), forcesFr('officier-guerre-navale'), {
    note: 'The bridge watchkeeper is a Naval warfare officer.',
  }),
  boatswain: page(forcesEn('boatswain'), forcesFr('manoeuvrier')),
  marineTechnician: page(forcesEn('marine-technician'), forcesFr('technicien-de-marine')),
  clearanceDiver: page(
    'https://www.canada.ca/en/navy/corporate/fleet-units/specialized-units/clearance-divers.html',
    'https://www.canada.ca/fr/marine/organisation/flotte-unites/unites-specialisees/plongeurs-demineurs.html',
    {
      note: 'Not a direct-entry occupation: selection is open to serving members, as the Clearance Divers page on canada.ca says.',
      openTo: 'serving-members',
    },
  ),

  aerospaceControlOfficer: page(forcesEn('aerospace-control-officer'), forcesFr('officier-controle-aerospatial')),
  meteorologicalTechnician: page(forcesEn('meteorological-technician'), forcesFr('technicien-meteorologie')),
  pilot: page(forcesEn('pilot'), forcesFr('pilote')),
  loadmaster: page(
    'https://www.canada.ca/en/department-national-defence/services/caf-jobs/career-options/fields-work/administration-support/traffic-technician.html',
    forcesFr('technicien-mouvements'),
    { note: 'Loadmasters are traffic technicians qualified as aircrew; English forces.ca page not proven: its canada.ca page instead.' },
  ),
  avionicsTechnician: page(forcesEn('avionics-systems-technician'), forcesFr('technicien-systeme-avionique')),
  aviationTechnician: page(
    forcesEn('aviation-systems-technician'),
    'https://www.canada.ca/fr/ministere-defense-nationale/services/emplois-fac/options-carriere/domaines-travail/techniciens/technicien-systemes-aeronautiques.html',
    { note: 'French forces.ca page not proven: its canada.ca page instead.' },
  ),
  supplyTechnician: page(CAREERS_LIST.en, CAREERS_LIST.fr, { note: 'Neither page proven: the careers list instead.' }),
} as const satisfies Record<string, CareerPage>;

export type CareerTradeKey = keyof typeof CAREER_PAGES;

/** Each trade's careers page and its owner, the one branch whose `ownTrades` name it or `tri-service`. */
export const TRADE_CAREERS = Object.fromEntries(
  Object.entries(CAREER_PAGES).map(([trade, careerPage]) => [trade, { ...careerPage, branch: OWNERS.get(trade) ?? 'tri-service' }]),
) as { readonly [K in CareerTradeKey]: TradeCareer };

export function tradeCareerOf(trade: string): TradeCareer | undefined {
  return Object.prototype.hasOwnProperty.call(TRADE_CAREERS, trade) ? TRADE_CAREERS[trade as CareerTradeKey] : undefined;
}

/**
 * The branch a trade card must name when it appears in another branch's chapter: the owner,
 * when one other branch owns it; undefined for the branch's own or a tri-service occupation.
 */
export function partnerBranchOf(section: Section, trade: string): Section | undefined {
  const owner = tradeCareerOf(trade)?.branch;
  return owner === undefined || owner === 'tri-service' || owner === section ? undefined : owner;
}
