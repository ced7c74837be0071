import type { ComponentType } from 'react';
import { TradePictogram as Pictogram } from '@mission/chapter-kit';

const FireHelmet = () => (
  <Pictogram>
    <path d="M12 40c0-13 9-22 20-22s20 9 20 22" />
    <path d="M6 44h52l-4-4H10z" />
    <path d="M27 24h10v12H27z" />
    <path d="M32 18v-5" />
  </Pictogram>
);

/** A tank in profile: tracks, hull, turret and gun. */
const Tank = () => (
  <Pictogram>
    <path d="M10 44h44a4 4 0 0 1 0 8H10a4 4 0 0 1 0-8z" />
    <path d="M14 48h2M24 48h2M34 48h2M44 48h2" />
    <path d="M8 44l4-8h40l4 8" />
    <path d="M22 36v-8h18l4 8" />
    <path d="M40 30h18" />
  </Pictogram>
);

const MedicalCross = () => (
  <Pictogram>
    <circle cx="32" cy="32" r="22" />
    <path d="M27 18h10v9h9v10h-9v9H27v-9h-9V27h9z" />
  </Pictogram>
);

const Bridge = () => (
  <Pictogram>
    <path d="M6 26h52M6 26v22M58 26v22" />
    <path d="M14 48c0-10 8-17 18-17s18 7 18 17" />
    <path d="M20 26v8M32 26v5M44 26v8" />
    <path d="M4 52h56" />
  </Pictogram>
);

const Wrench = () => (
  <Pictogram>
    <circle cx="22" cy="44" r="10" />
    <circle cx="22" cy="44" r="3" />
    <path d="M34 30l16-16" />
    <path d="M46 10a8 8 0 0 0 8 12l-6 0-2-2z" />
    <path d="M30 34l4-4" />
  </Pictogram>
);

const Crates = () => (
  <Pictogram>
    <path d="M8 34h20v20H8zM30 34h20v20H30zM19 14h20v20H19z" />
    <path d="M8 44h20M30 44h20M19 24h20" />
    <path d="M52 18h8m-4-4 4 4-4 4" />
  </Pictogram>
);

const Excavator = () => (
  <Pictogram>
    <path d="M6 50h30a4 4 0 0 0 0-8H6a4 4 0 0 0 0 8z" />
    <path d="M10 42v-9h18v9M14 33v-7h10v7" />
    <path d="M28 36l14-16 10 8" />
    <path d="M52 28l4 10-10 2z" />
  </Pictogram>
);

const Theodolite = () => (
  <Pictogram>
    <path d="M32 30 18 56M32 30l14 26M32 30v26" />
    <path d="M24 26h16v-8H24z" />
    <path d="M40 22h8M28 18v-6h8v6" />
    <circle cx="32" cy="22" r="2" />
  </Pictogram>
);

const CombatHelmet = () => (
  <Pictogram>
    <path d="M10 40c0-14 10-24 22-24s22 10 22 24" />
    <path d="M6 40h52" />
    <path d="M18 40v6h28v-6" />
    <path d="M26 30l6-5 6 5" />
  </Pictogram>
);

/** Line pictograms of the Army's nine trades, drawn for the trade cards and the debrief. */
export const ARMY_TRADE_ICONS = {
  firefighter: FireHelmet,
  armourSoldier: Tank,
  medicalTechnician: MedicalCross,
  combatEngineer: Bridge,
  vehicleTechnician: Wrench,
  logisticsOfficer: Crates,
  heavyEquipmentOperator: Excavator,
  geomaticsTechnician: Theodolite,
  infantrySoldier: CombatHelmet,
} as const satisfies Record<string, ComponentType>;

export type ArmyTrade = keyof typeof ARMY_TRADE_ICONS;
