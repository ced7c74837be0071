// The ship's rescue boat: a rigid-hull inflatable, orange tubes round a grey hull, a console amidships and an arch aft.
import { BoxGeometry, CylinderGeometry, Euler, Matrix4, SphereGeometry } from 'three';
import { mergeFlat, type FlatPart } from '@mission/chapter-kit/scene';

/** The boat's half length along its tubes and how far out each tube lies (metres, boat frame: bow to +x, the near side +z). */
export const BOAT_HALF_LENGTH = 3;
export const TUBE_OUT = 1;
const TUBE_R = 0.32;
const TUBE = '#e0602c';
const HULL = '#4b535b';
const DECK = '#2c3238';

function placed(x: number, y: number, z: number, turn: Euler = new Euler()): Matrix4 {
  return new Matrix4().makeRotationFromEuler(turn).setPosition(x, y, z);
}

/** The boat in its own frame, its deck at y 0.3, the waterline at 0. */
export function rescueBoatGeometry() {
  const along = new Euler(0, 0, Math.PI / 2);
  const parts: FlatPart[] = [];
  for (const side of [1, -1]) {
    parts.push({
      geometry: new CylinderGeometry(TUBE_R, TUBE_R, 2 * BOAT_HALF_LENGTH, 9),
      color: TUBE,
      matrix: placed(0, 0.45, side * TUBE_OUT, along),
    });
    // The tubes close at the bow, angled in to meet.
    const bow = new Euler(0, side * (Math.PI / 4), Math.PI / 2);
    parts.push({
      geometry: new CylinderGeometry(TUBE_R, TUBE_R * 0.8, 1.45, 9),
      color: TUBE,
      matrix: placed(BOAT_HALF_LENGTH + 0.48, 0.45, side * 0.5, bow),
    });
    parts.push({ geometry: new SphereGeometry(TUBE_R, 8, 5), color: TUBE, matrix: placed(-BOAT_HALF_LENGTH, 0.45, side * TUBE_OUT) });
  }
  parts.push({ geometry: new BoxGeometry(2 * BOAT_HALF_LENGTH + 0.4, 0.45, 1.7), color: HULL, matrix: placed(0.2, 0.1, 0) });
  parts.push({ geometry: new BoxGeometry(2 * BOAT_HALF_LENGTH, 0.05, 1.5), color: DECK, matrix: placed(0, 0.32, 0) });
  // The steering console and its screen, the outboard aft, the arch with its light and radar.
  parts.push({ geometry: new BoxGeometry(0.7, 0.85, 0.75), color: '#c9ccce', matrix: placed(0.6, 0.75, -0.15) });
  parts.push({ geometry: new BoxGeometry(0.08, 0.35, 0.7), color: '#1b2530', matrix: placed(0.98, 1.3, -0.15, new Euler(0, 0, 0.35)) });
  parts.push({ geometry: new BoxGeometry(0.6, 1.1, 0.5), color: '#1d2023', matrix: placed(-BOAT_HALF_LENGTH - 0.35, 0.55, 0) });
  for (const side of [1, -1])
    parts.push({ geometry: new BoxGeometry(0.08, 1.6, 0.08), color: '#b9bdc0', matrix: placed(-2.2, 1.1, side * 0.7) });
  parts.push({ geometry: new BoxGeometry(0.1, 0.08, 1.5), color: '#b9bdc0', matrix: placed(-2.2, 1.9, 0) });
  parts.push({ geometry: new BoxGeometry(0.5, 0.12, 0.25), color: '#e9ecee', matrix: placed(-2.2, 2.0, 0) });
  return mergeFlat(parts);
}
