import type { ChapterSlug, Section } from './sections';
import type { Locale } from './locale';

/**
 * The one table of accessible mission slugs (docs/product-rules.md §2): each English slug, its French twin
 * and the immersive chapter it tells, with that chapter's trades and task targets (their
 * copy: `<section>:trades.<id>` and `accessible:missions.<section>.<chapter>`).
 */
export const ACCESSIBLE_MISSIONS = [
  {
    section: 'army',
    chapter: 'flood',
    en: 'flood',
    fr: 'inondation',
    trades: ['combatEngineer', 'vehicleTechnician', 'logisticsOfficer'],
    taskItems: ['gap1', 'gap2', 'gap3', 'gap4'],
  },
  {
    section: 'army',
    chapter: 'mudslide',
    en: 'mudslide',
    fr: 'coulee-de-boue',
    trades: ['heavyEquipmentOperator', 'geomaticsTechnician', 'infantrySoldier'],
    taskItems: ['boulder', 'logs', 'car'],
  },
  {
    section: 'army',
    chapter: 'fire',
    en: 'fire',
    fr: 'incendie',
    trades: ['firefighter', 'armourSoldier', 'medicalTechnician'],
    taskItems: ['fire1', 'fire2', 'fire3'],
  },
  {
    section: 'navy',
    chapter: 'distress',
    en: 'distress-signal',
    fr: 'signal-de-detresse',
    trades: ['navalCommunicator', 'navalCombatInformationOperator', 'bridgeWatchkeeper'],
    taskItems: ['bearing1', 'bearing2', 'bearing3'],
  },
  {
    section: 'navy',
    chapter: 'response',
    en: 'rapid-response',
    fr: 'intervention-rapide',
    trades: ['boatswain', 'marineTechnician', 'medicalTechnician'],
    taskItems: ['clearDeck', 'lashings', 'signal'],
  },
  {
    section: 'navy',
    chapter: 'overboard',
    en: 'overboard',
    fr: 'repechage',
    trades: ['clearanceDiver', 'medicalTechnician', 'boatswain'],
    taskItems: ['throw1', 'throw2', 'throw3'],
  },
  {
    section: 'air',
    chapter: 'stratosphere',
    en: 'stratosphere',
    fr: 'stratosphere',
    trades: ['aerospaceControlOfficer', 'meteorologicalTechnician', 'pilot'],
    taskItems: ['band1', 'band2', 'band3'],
  },
  {
    section: 'air',
    chapter: 'airdrop',
    en: 'airdrop',
    fr: 'largage',
    trades: ['loadmaster', 'avionicsTechnician', 'aviationTechnician'],
    taskItems: ['package1', 'package2', 'package3'],
  },
  {
    section: 'air',
    chapter: 'received',
    en: 'package-received',
    fr: 'colis-recu',
    trades: ['logisticsOfficer', 'supplyTechnician', 'pilot'],
    taskItems: ['water', 'food', 'blankets'],
  },
] as const satisfies readonly {
  section: Section;
  chapter: ChapterSlug;
  en: string;
  fr: string;
  /** The three trades met in Level 1 (Recon): keys of `<section>:trades.<id>` (title, summary, body). */
  trades: readonly [string, string, string];
  /** The Level 2 task's targets (docs/product-rules.md §3 counters: 3 fires, 4 sandbags, 3 debris; 3 for the others). */
  taskItems: readonly string[];
}[];

export type AccessibleMission = (typeof ACCESSIBLE_MISSIONS)[number];

export function findAccessibleMission(locale: Locale, slug: string): AccessibleMission | undefined {
  return ACCESSIBLE_MISSIONS.find((mission) => mission[locale] === slug);
}

/** The same mission's slug in the other language, or undefined for an unknown slug. */
export function translateAccessibleSlug(from: Locale, to: Locale, slug: string): string | undefined {
  return findAccessibleMission(from, slug)?.[to];
}

/** The mission that tells a chapter (every chapter has exactly one). */
export function accessibleMissionOf(section: Section, chapter: string): AccessibleMission | undefined {
  return ACCESSIBLE_MISSIONS.find((mission) => mission.section === section && mission.chapter === chapter);
}
