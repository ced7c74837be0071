import type { ComponentType } from 'react';
import { TradePictogram as Pictogram } from '@mission/chapter-kit';

const RadioMast = () => (
  <Pictogram>
    <path d="M32 22v34M24 56h16" />
    <path d="M32 22l-8 34M32 22l8 34" />
    <circle cx="32" cy="18" r="3" />
    <path d="M22 10a14 14 0 0 0 0 16M42 10a14 14 0 0 1 0 16" />
    <path d="M16 6a22 22 0 0 0 0 24M48 6a22 22 0 0 1 0 24" />
  </Pictogram>
);

/** A radar screen: range rings, the sweep and one contact. */
const RadarScope = () => (
  <Pictogram>
    <circle cx="32" cy="32" r="24" />
    <circle cx="32" cy="32" r="15" />
    <circle cx="32" cy="32" r="6" />
    <path d="M32 32 49 15" />
    <circle cx="42" cy="42" r="2.5" />
  </Pictogram>
);

const ShipsWheel = () => (
  <Pictogram>
    <circle cx="32" cy="32" r="16" />
    <circle cx="32" cy="32" r="5" />
    <path d="M32 8v48M8 32h48M15 15l34 34M49 15 15 49" />
  </Pictogram>
);

const Anchor = () => (
  <Pictogram>
    <circle cx="32" cy="11" r="4" />
    <path d="M32 15v40M22 22h20" />
    <path d="M10 38c2 10 11 17 22 17s20-7 22-17" />
    <path d="M6 42l4-6 6 4M58 42l-4-6-6 4" />
  </Pictogram>
);

const EngineGauge = () => (
  <Pictogram>
    <path d="M10 44a22 22 0 1 1 44 0" />
    <path d="M32 44 44 26" />
    <circle cx="32" cy="44" r="3" />
    <path d="M14 34l4 2M20 24l3 3M32 20v4M44 24l-3 3M50 34l-4 2" />
    <path d="M8 52h48" />
  </Pictogram>
);

const DiveMask = () => (
  <Pictogram>
    <path d="M10 26c0-5 4-8 9-8h26c5 0 9 3 9 8v6c0 6-5 10-10 10-4 0-7-3-9-6h-6c-2 3-5 6-9 6-5 0-10-4-10-10z" />
    <path d="M32 20v12" />
    <path d="M54 30h4v-20" />
    <path d="M20 52c4-3 8-3 12 0s8 3 12 0" />
  </Pictogram>
);

const Stethoscope = () => (
  <Pictogram>
    <path d="M18 8v14a10 10 0 0 0 20 0V8" />
    <path d="M14 8h8M34 8h8" />
    <path d="M28 32v10a10 10 0 0 0 20 0v-6" />
    <circle cx="48" cy="32" r="4" />
  </Pictogram>
);

/** Line pictograms of the Navy's seven trades (the boatswain and the medical technician serve in two chapters). */
export const NAVY_TRADE_ICONS = {
  navalCommunicator: RadioMast,
  navalCombatInformationOperator: RadarScope,
  bridgeWatchkeeper: ShipsWheel,
  boatswain: Anchor,
  marineTechnician: EngineGauge,
  clearanceDiver: DiveMask,
  medicalTechnician: Stethoscope,
} as const satisfies Record<string, ComponentType>;
