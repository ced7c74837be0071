// Response's deck crew and their gear: the boatswain, the crash-rescue marine technician, the medical technician.
import { BoxGeometry, CylinderGeometry } from 'three';
import { crewAtHotspots, mergeFlat, propPlacer, type FlatPart } from '@mission/chapter-kit/scene';
import { RESPONSE_HOTSPOTS } from './response-layout';

/**
 * Navy deck crew (kit figures): the boatswain in a yellow flight-deck vest giving the launch
 * signal, the marine technician of the crash-rescue team in a silver fire suit and red
 * helmet, the medical technician standing by with the medical kit.
 */
export const CREW = crewAtHotspots(RESPONSE_HOTSPOTS, {
  boatswain: { outfit: 'flight-deck-crew', pose: 'signalling', work: 'marshal', accent: '#d9c23a', turn: -120 },
  marineTechnician: { outfit: 'crash-rescue', pose: 'bracing', work: 'hose', turn: 120 },
  medicalTechnician: { outfit: 'shipboard-medic', pose: 'carrying', turn: 200 },
});

/** The deck crew's gear. */
export function crewGearGeometry() {
  const parts: FlatPart[] = [];
  // The crash-rescue team's hose reel and extinguisher, the boatswain's coil of line, the medical kit.
  const fireTeam = propPlacer(RESPONSE_HOTSPOTS.marineTechnician, 1.3);
  parts.push({ geometry: new CylinderGeometry(0.55, 0.55, 0.3, 12).rotateX(Math.PI / 2), color: '#b8322a', matrix: fireTeam(0, 0.7, 0) });
  parts.push({ geometry: new BoxGeometry(0.2, 1.25, 0.6), color: '#5b636d', matrix: fireTeam(0, 0.62, 0) });
  parts.push({ geometry: new CylinderGeometry(0.18, 0.18, 0.8, 8), color: '#c8372d', matrix: fireTeam(0.8, 0.4, 0.3) });
  const coil = propPlacer(RESPONSE_HOTSPOTS.boatswain, 1.35);
  parts.push({ geometry: new CylinderGeometry(0.5, 0.5, 0.25, 10), color: '#c9b48a', matrix: coil(0, 0.12, 0) });
  const kit = propPlacer(RESPONSE_HOTSPOTS.medicalTechnician, 1.08);
  parts.push({ geometry: new BoxGeometry(0.55, 0.35, 0.3), color: '#2f7d4a', matrix: kit(0.45, 0.18, 0) });
  return mergeFlat(parts);
}
