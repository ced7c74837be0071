import type { ComponentType } from 'react';
import { TradePictogram as Pictogram } from '@mission/chapter-kit';

const ControlTower = () => (
  <Pictogram>
    <path d="M18 14h28l-4 12H22z" />
    <path d="M26 20h12" />
    <path d="M24 26l-2 30M40 26l2 30M18 56h28" />
    <path d="M24 40h16" />
    <path d="M32 14V8M28 8h8" />
  </Pictogram>
);

const WeatherCloud = () => (
  <Pictogram>
    <path d="M18 40h30a9 9 0 0 0 0-18 13 13 0 0 0-25-3 10 10 0 0 0-5 21z" />
    <path d="M8 50c6-4 12 4 18 0s12 4 18 0 12 4 14 2" />
    <path d="M12 58c6-4 12 4 18 0s12 4 18 0" />
  </Pictogram>
);

const PilotWings = () => (
  <Pictogram>
    <circle cx="32" cy="30" r="6" />
    <path d="M26 30H6c3 5 9 7 16 7M38 30h20c-3 5-9 7-16 7" />
    <path d="M10 24h14M40 24h14" />
    <path d="M28 44l4 8 4-8" />
  </Pictogram>
);

const ParachutePackage = () => (
  <Pictogram>
    <path d="M10 26a22 16 0 0 1 44 0" />
    <path d="M10 26c4-3 7-3 11 0 4-3 7-3 11 0 4-3 7-3 11 0 4-3 7-3 11 0" />
    <path d="M10 26l14 18M32 26v18M54 26 40 44" />
    <path d="M22 44h20v14H22z" />
    <path d="M32 44v14" />
  </Pictogram>
);

const CircuitBoard = () => (
  <Pictogram>
    <path d="M20 20h24v24H20z" />
    <path d="M26 20v-8M32 20v-8M38 20v-8M26 44v8M32 44v8M38 44v8" />
    <path d="M20 26h-8M20 32h-8M20 38h-8M44 26h8M44 32h8M44 38h8" />
    <circle cx="32" cy="32" r="5" />
  </Pictogram>
);

const WrenchGear = () => (
  <Pictogram>
    <circle cx="24" cy="24" r="8" />
    <path d="M24 8v6M24 34v6M8 24h6M34 24h6M13 13l4 4M31 31l4 4M13 35l4-4M31 17l4-4" />
    <path d="M38 38l14 14" />
    <path d="M46 36a8 8 0 0 1 10 10l-4-1-3 3 1 4a8 8 0 0 1-10-10z" />
  </Pictogram>
);

const Clipboard = () => (
  <Pictogram>
    <path d="M16 12h32v46H16z" />
    <path d="M25 8h14v8H25z" />
    <path d="M22 26l3 3 5-6M34 27h10" />
    <path d="M22 38l3 3 5-6M34 39h10" />
    <path d="M22 50h8M34 50h10" />
  </Pictogram>
);

const SupplyBoxes = () => (
  <Pictogram>
    <path d="M8 36h22v20H8zM34 36h22v20H34zM21 14h22v22H21z" />
    <path d="M19 36v8M45 36v8M32 14v8" />
  </Pictogram>
);

/** Line pictograms of the Air Force's eight trades (the pilot serves in two chapters). */
export const AIR_TRADE_ICONS = {
  aerospaceControlOfficer: ControlTower,
  meteorologicalTechnician: WeatherCloud,
  pilot: PilotWings,
  loadmaster: ParachutePackage,
  avionicsTechnician: CircuitBoard,
  aviationTechnician: WrenchGear,
  logisticsOfficer: Clipboard,
  supplyTechnician: SupplyBoxes,
} as const satisfies Record<string, ComponentType>;
