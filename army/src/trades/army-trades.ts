import type { ArmyChapter } from '../chapters/army-chapters';

/** The nine trades of the Army chapters (CHAPTERS.md), in the order each chapter shows them. */
export const ARMY_TRADES_BY_CHAPTER = {
  fire: ['firefighter', 'helicopterPilot', 'medicalTechnician'],
  flood: ['combatEngineer', 'vehicleTechnician', 'logisticsOfficer'],
  mudslide: ['heavyEquipmentOperator', 'geomaticsTechnician', 'infantrySoldier'],
} as const satisfies Record<ArmyChapter, readonly string[]>;

export type ArmyTrade = (typeof ARMY_TRADES_BY_CHAPTER)[ArmyChapter][number];

export function tradeCopy(trade: ArmyTrade): { title: { key: string }; body: { key: string }; summary: { key: string } } {
  return {
    title: { key: `army:trades.${trade}.title` },
    body: { key: `army:trades.${trade}.body` },
    summary: { key: `army:trades.${trade}.summary` },
  };
}
