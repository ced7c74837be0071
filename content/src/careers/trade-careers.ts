import type { Section } from '../sections';

/**
 * Who owns an occupation: one branch, or `tri-service` when the Forces list it under several
 * (forces.ca shows the branches above each career's title).
 */
export type TradeOwner = Section | 'tri-service';

export interface TradeCareer {
  /** The occupation's careers page on forces.ca in English (`https://forces.ca/en/career/<slug>/`). */
  en: string;
  /** The same page in French (`https://forces.ca/fr/carriere/<slug>/`). */
  fr: string;
  /** The branch that owns the occupation, so a partner's card can be labelled with it. */
  branch: TradeOwner;
  /** Why the link is not the trade's own page, when it is not (docs/fact-sources/README.md). */
  note?: string;
}

const career = (en: string, fr: string, branch: TradeOwner, note?: string): TradeCareer => ({
  en: `https://forces.ca/en/career/${en}/`,
  fr: `https://forces.ca/fr/carriere/${fr}/`,
  branch,
  ...(note ? { note } : {}),
});

/**
 * Every trade card of every branch (the keys of `<branch>:trades`), with its careers page in
 * both languages and the branch that owns it. A key serves every branch whose copy uses it
 * (medicalTechnician, logisticsOfficer). docs/fact-sources/README.md says which slugs were
 * seen on stored forces.ca pages and which follow the site's pattern.
 */
export const TRADE_CAREERS = {
  // Army chapters.
  firefighter: career('firefighter', 'pompier', 'air'),
  armourSoldier: career('armour-soldier', 'arme-blindee', 'army'),
  medicalTechnician: career('medical-technician', 'technicien-medical', 'tri-service'),
  combatEngineer: career('combat-engineer', 'sapeur-combat', 'army'),
  vehicleTechnician: career('vehicle-technician', 'technicien-de-vehicule', 'army'),
  logisticsOfficer: career('logistics-officer', 'officier-logistique', 'tri-service'),
  heavyEquipmentOperator: career('combat-engineer', 'sapeur-combat', 'army', 'Heavy equipment is a combat engineer qualification, not a trade of its own.'),
  geomaticsTechnician: career('geomatics-technician', 'technicien-geomatique', 'army'),
  infantrySoldier: career('infanteer', 'fantassin', 'army'),

  // Navy chapters.
  navalCommunicator: career('naval-communicator', 'communicateur-naval', 'navy'),
  navalCombatInformationOperator: career('naval-combat-information-operator', 'operateur-information-combat-marine', 'navy'),
  bridgeWatchkeeper: career('naval-warfare-officer', 'officier-guerre-navale', 'navy', 'The bridge watchkeeper is a Naval warfare officer.'),
  boatswain: career('boatswain', 'manoeuvrier', 'navy'),
  marineTechnician: career('marine-technician', 'technicien-marine', 'navy'),
  clearanceDiver: career('clearance-diver', 'plongeur-demineur', 'navy'),

  // Air Force chapters.
  aerospaceControlOfficer: career('aerospace-control-officer', 'officier-controle-aerospatial', 'air'),
  meteorologicalTechnician: career('meteorological-technician', 'technicien-meteorologie', 'tri-service'),
  pilot: career('pilot', 'pilote', 'air'),
  loadmaster: career('traffic-technician', 'technicien-mouvements', 'tri-service', 'Loadmasters are traffic technicians qualified as aircrew.'),
  avionicsTechnician: career('avionics-systems-technician', 'technicien-systeme-avionique', 'air'),
  aviationTechnician: career('aviation-systems-technician', 'technicien-systemes-aeronautiques', 'air'),
  supplyTechnician: career('supply-technician', 'technicien-approvisionnement', 'tri-service'),
} as const satisfies Record<string, TradeCareer>;

export type CareerTradeKey = keyof typeof TRADE_CAREERS;

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
