// What hangs in the hold's arch and along its walls, so the quilted ribs over the loadmaster are not one dead plane.
import { BoxGeometry, CylinderGeometry, Matrix4 } from 'three';
import { mergeFlat, type FlatPart } from '@mission/chapter-kit/scene';
import { HOLD } from './airdrop-layout';

const at = (x: number, y: number, z: number) => new Matrix4().makeTranslation(x, y, z);

/** From the ramp's hinge to the forward bulkhead, where the fittings run. */
const FROM_Z = HOLD.rampHinge + 0.4;
const TO_Z = HOLD.forward - 0.3;

/**
 * The hold's fittings: the two yellow anchor-line cables along the ceiling (paratroopers'
 * static lines hook to them), bundles of pale conduits and a hydraulic line along the upper
 * walls, red-and-white stowed litters and green oxygen bottles on the left wall, yellow
 * placards and emergency lights on the frames.
 */
export function holdFittingsGeometry() {
  const parts: FlatPart[] = [];
  const length = TO_Z - FROM_Z;
  const middle = (TO_Z + FROM_Z) / 2;
  const along = (radius: number) => new CylinderGeometry(radius, radius, length, 6).rotateX(Math.PI / 2);
  for (const x of [-0.42, 0.42]) {
    parts.push({ geometry: along(0.035), color: '#e2b424', matrix: at(x, 2.62, middle) });
    // Its hangers to the frames, every two metres.
    for (let z = FROM_Z + 0.5; z < TO_Z; z += 2)
      parts.push({ geometry: new BoxGeometry(0.04, 0.2, 0.04), color: '#8a9094', matrix: at(x, 2.74, z) });
  }
  for (const side of [-1, 1]) {
    // Conduits: three pale runs and a dark hydraulic line under them, high on the wall.
    for (const [index, colour] of ['#c9ccc4', '#b9bcb4', '#d8d2bd', '#2b2f33'].entries()) {
      parts.push({
        geometry: along(index === 3 ? 0.03 : 0.045),
        color: colour,
        matrix: at(side * (HOLD.halfWidth - 0.02), 2.05 - index * 0.1, middle),
      });
    }
    // Emergency lights and yellow placards on every other frame.
    for (let z = FROM_Z + 0.8; z < TO_Z; z += 2) {
      parts.push({ geometry: new BoxGeometry(0.06, 0.12, 0.3), color: '#f2efe6', matrix: at(side * (HOLD.halfWidth - 0.06), 1.55, z) });
      parts.push({ geometry: new BoxGeometry(0.04, 0.22, 0.2), color: '#e2b424', matrix: at(side * (HOLD.halfWidth - 0.04), 1.2, z + 1) });
    }
  }
  // On the left wall, forward of the release panel: two litters stowed upright, red with white straps, and oxygen bottles.
  for (const z of [-1.2, -0.75]) {
    parts.push({ geometry: new BoxGeometry(0.08, 1.9, 0.5), color: '#b8402f', matrix: at(-HOLD.halfWidth + 0.12, 1.45, z) });
    for (const y of [0.9, 1.9])
      parts.push({ geometry: new BoxGeometry(0.1, 0.06, 0.52), color: '#f2efe6', matrix: at(-HOLD.halfWidth + 0.12, y, z) });
  }
  for (const z of [-0.2, 0.1, 0.4]) {
    parts.push({ geometry: new CylinderGeometry(0.1, 0.1, 0.8, 8), color: '#3f7a4a', matrix: at(-HOLD.halfWidth + 0.22, 1.55, z) });
    parts.push({ geometry: new CylinderGeometry(0.05, 0.05, 0.1, 6), color: '#c9ccc4', matrix: at(-HOLD.halfWidth + 0.22, 2.0, z) });
  }
  return mergeFlat(parts);
}
