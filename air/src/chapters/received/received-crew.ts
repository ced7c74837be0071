// Received's people: the trades, and the residents waiting for their supplies (their parkas, where each supply waits and is held).
import { crewAtHotspots } from '@mission/chapter-kit/scene';
import { CRATE_AT, RECEIVED_HOTSPOTS, type Supply } from './received-layout';
import { groundHeight } from './received-ground';
import { AIR_FORCE_PARKA } from './received-look';

/** The trades (kit figures): the supply technician carrying a box from the sled and the logistics officer pointing out the list, in Air Force green parkas; the pilot in a flight suit by the Twin Otter. */
export const CREW = crewAtHotspots(RECEIVED_HOTSPOTS, {
  supplyTechnician: {
    outfit: 'arctic-parka',
    accent: AIR_FORCE_PARKA,
    pose: 'carrying',
    work: 'idle',
    turn: 160,
    ground: groundHeight(RECEIVED_HOTSPOTS.supplyTechnician[0], RECEIVED_HOTSPOTS.supplyTechnician[2]),
  },
  logisticsOfficer: {
    outfit: 'arctic-parka',
    accent: AIR_FORCE_PARKA,
    pose: 'reading',
    work: 'tablet',
    turn: 140,
    ground: groundHeight(RECEIVED_HOTSPOTS.logisticsOfficer[0], RECEIVED_HOTSPOTS.logisticsOfficer[2]),
  },
  pilot: {
    outfit: 'aircrew-flight-suit',
    pose: 'pointing',
    work: 'directing',
    turn: 160,
    ground: groundHeight(RECEIVED_HOTSPOTS.pilot[0], RECEIVED_HOTSPOTS.pilot[2]),
  },
});

/** The residents waiting round the package, each in a bright parka (kit figures). */
export const RESIDENT_LOOKS: Record<Supply, { colour: string; skin: number }> = {
  water: { colour: '#b8342c', skin: 1 },
  food: { colour: '#2f7f86', skin: 3 },
  blankets: { colour: '#d9a13a', skin: 5 },
};

/** Where each supply waits in the opened package (a slot along it). */
export const SLOTS: Record<Supply, readonly [number, number, number]> = {
  water: [CRATE_AT[0] - 0.4, 0.55, CRATE_AT[2]],
  food: [CRATE_AT[0], 0.55, CRATE_AT[2]],
  blankets: [CRATE_AT[0] + 0.4, 0.55, CRATE_AT[2]],
};
