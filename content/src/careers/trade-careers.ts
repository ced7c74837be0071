import { BRANCH_LIST } from '../branches/branch-list.mjs';
import type { Section } from '../sections';

/**
 * Who owns an occupation: the one branch whose `ownTrades` in the list of branches names it,
 * or `tri-service` when the Forces list it under several (forces.ca shows the branches above
 * each career's title).
 */
export type TradeOwner = Section | 'tri-service';

export interface TradeCareer {
  /** The occupation's careers page on forces.ca in English (`https://forces.ca/en/career/<slug>/`). */
  en: string;
  /** The same page in French (`https://forces.ca/fr/carriere/<slug>/`). */
  fr: string;
  /** The branch that owns the occupation (the list's `ownTrades`), so a partner's card can be labelled with it. */
  branch: TradeOwner;
  /** Why the link is not the trade's own page, when it is not (docs/fact-sources/README.md). */
  note?: string;
}

const OWNERS: ReadonlyMap<string, Section> = new Map(BRANCH_LIST.flatMap((branch) => branch.ownTrades.map((trade) => [trade, branch.name] as const)));

type CareerPage = Omit<TradeCareer, 'branch'>;

const page = (en: string, fr: string, note?: string): CareerPage => ({
  en: `https://forces.ca/en/career/${en}/`,
  fr: `https://forces.ca/fr/carriere/${fr}/`,
  ...(note ? { note } : {}),
});

/**
 * Every trade card of every branch (the keys of `<branch>:trades`) and its careers page in both
 * languages. A key serves every branch whose copy uses it (medicalTechnician, logisticsOfficer).
 * docs/fact-sources/README.md says which slugs were seen on stored forces.ca pages and which
 * follow the site's pattern.
 */
const CAREER_PAGES = {
  // In the list's order of branches and chapters.
  firefighter: page('firefighter', 'pompier'),
  armourSoldier: page('armour-soldier', 'arme-blindee'),
  medicalTechnician: page('medical-technician', 'technicien-medical'),
  combatEngineer: page('combat-engineer', 'sapeur-combat'),
  vehicleTechnician: page('vehicle-technician', 'technicien-de-vehicule'),
  logisticsOfficer: page('logistics-officer', 'officier-logistique'),
  heavyEquipmentOperator: page('combat-engineer', 'sapeur-combat', 'Heavy equipment is a combat engineer qualification, not a trade of its own.'),
  geomaticsTechnician: page('geomatics-technician', 'technicien-geomatique'),
  infantrySoldier: page('infanteer', 'fantassin'),

  navalCommunicator: page('naval-communicator', 'communicateur-naval'),
  navalCombatInformationOperator: page('naval-combat-information-operator', 'operateur-information-combat-marine'),
  bridgeWatchkeeper: page('naval-warfare-officer', 'officier-guerre-navale', 'The bridge watchkeeper is a Naval warfare officer.'),
  boatswain: page('boatswain', 'manoeuvrier'),
  marineTechnician: page('marine-technician', 'technicien-marine'),
  clearanceDiver: page('clearance-diver', 'plongeur-demineur'),

  aerospaceControlOfficer: page('aerospace-control-officer', 'officier-controle-aerospatial'),
  meteorologicalTechnician: page('meteorological-technician', 'technicien-meteorologie'),
  pilot: page('pilot', 'pilote'),
  loadmaster: page('traffic-technician', 'technicien-mouvements', 'Loadmasters are traffic technicians qualified as aircrew.'),
  avionicsTechnician: page('avionics-systems-technician', 'technicien-systeme-avionique'),
  aviationTechnician: page('aviation-systems-technician', 'technicien-systemes-aeronautiques'),
  supplyTechnician: page('supply-technician', 'technicien-approvisionnement'),
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
