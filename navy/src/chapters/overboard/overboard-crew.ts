// Overboard's crew: the boatswain and the medical technician on deck, the clearance diver in the water riding the swell.
import { crewAtHotspots } from '@mission/chapter-kit/scene';
import { DECK_HEIGHT, OVERBOARD_HOTSPOTS } from './overboard-layout';

/** The crew (kit figures): the boatswain on the open deck abreast the platform with a heaving line, the clearance diver in a drysuit in the water by the person, the medical technician kneeling by a stretcher on deck. */
const CREW = crewAtHotspots(OVERBOARD_HOTSPOTS, {
  // In the water, sunk to the chest as the person is, pointing them out (arms up, treading, they would read as a second person in trouble);
  // `ground` is under the swell's mean level: the scene lifts the diver with the drawn water (DIVER_SWELL).
  clearanceDiver: { outfit: 'diver-drysuit', pose: 'pointing', work: 'swim', turn: 170, ground: -DECK_HEIGHT - 1.05 },
  medicalTechnician: { outfit: 'shipboard-medic', pose: 'kneeling', work: 'treat', turn: 170 },
  boatswain: { outfit: 'naval-work-dress', pose: 'bracing', work: 'lashing', turn: -150 },
});

/** The diver rides the swell in a group of their own; the crew on deck stand still. */
export const DIVER_SWELL = CREW.filter((member) => member.id === 'clearanceDiver');

export const CREW_ON_DECK = CREW.filter((member) => member.id !== 'clearanceDiver');
