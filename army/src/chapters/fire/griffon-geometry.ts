import { BoxGeometry, CylinderGeometry, Matrix4, SphereGeometry, type BufferGeometry } from 'three';
import { mergeFlat, type FlatPart } from '@mission/chapter-kit/scene';

/**
 * The CH-146 Griffon (a military Bell 412) as its outline reads from the ground: a rounded
 * nose with a big windscreen, a boxy cabin with sliding-door windows, the engine hump and
 * mast on top, a long slim tail boom with its fin and tail rotor, two skids. Nose along +x,
 * skids at y 0; about 17 m from nose to tail rotor, as the real one (docs/fact-sources/army.md).
 */
export const GRIFFON = {
  /** Where the main rotor's hub is (m, in the helicopter's frame). */
  hub: [0.1, 3.55, 0] as const,
  rotorRadius: 7,
} as const;

const OLIVE = '#46513a';
const OLIVE_DARK = '#363f2d';
const BELLY = '#2c3226';
const GLASS = '#1d262e';
const SKID = '#202020';
/** The high-visibility band round the boom, as the Griffons flying fire support wear it. */
const BAND = '#e9b42a';

function at(x: number, y: number, z: number): Matrix4 {
  return new Matrix4().makeTranslation(x, y, z);
}

export function griffonGeometry(): BufferGeometry {
  const parts: FlatPart[] = [
    // Cabin: a box a little taller at the back, belly darker.
    { geometry: new BoxGeometry(4.4, 2, 2.4), color: (_x, y) => (y < 0.75 ? BELLY : OLIVE), matrix: at(-0.1, 1.5, 0) },
    // The rounded nose with its windscreen across the upper half.
    {
      geometry: new SphereGeometry(1.2, 10, 7).scale(1.65, 0.85, 1),
      color: (x, y) => (y > 1.45 && x > 2.3 ? GLASS : y < 0.95 ? BELLY : OLIVE),
      matrix: at(2.15, 1.35, 0),
    },
    // Cabin and door windows, a band along both sides.
    { geometry: new BoxGeometry(2.6, 0.7, 2.44), color: GLASS, matrix: at(0.4, 1.95, 0) },
    // Engine and gearbox hump, exhausts, the mast.
    { geometry: new BoxGeometry(3.1, 0.85, 1.5), color: OLIVE_DARK, matrix: at(-0.6, 2.9, 0) },
    { geometry: new CylinderGeometry(0.22, 0.26, 0.6, 6).rotateZ(Math.PI / 2), color: '#1b1b1b', matrix: at(-2.25, 3, 0.45) },
    { geometry: new CylinderGeometry(0.22, 0.26, 0.6, 6).rotateZ(Math.PI / 2), color: '#1b1b1b', matrix: at(-2.25, 3, -0.45) },
    { geometry: new CylinderGeometry(0.14, 0.2, 0.5, 6), color: '#2a2a2a', matrix: at(GRIFFON.hub[0], 3.3, 0) },
    // Tail boom, tapering from the cabin's back to the fin.
    { geometry: new CylinderGeometry(0.5, 0.22, 6.8, 8).rotateZ(Math.PI / 2), color: OLIVE, matrix: at(-5.6, 2.05, 0) },
    { geometry: new CylinderGeometry(0.4, 0.37, 0.6, 8).rotateZ(Math.PI / 2), color: BAND, matrix: at(-4.6, 2.05, 0) },
    // Horizontal stabiliser, the fin raked back, the tail skid.
    { geometry: new BoxGeometry(0.7, 0.08, 2.8), color: OLIVE_DARK, matrix: at(-6.6, 2.05, 0) },
    {
      geometry: new BoxGeometry(1.3, 2.1, 0.14).translate(0, 1, 0).applyMatrix4(new Matrix4().makeShear(0, 0, -0.55, 0, 0, 0)),
      color: OLIVE,
      matrix: at(-8.8, 2.1, 0),
    },
    { geometry: new CylinderGeometry(0.04, 0.04, 0.9, 4).rotateZ(-0.6), color: SKID, matrix: at(-8.9, 1.6, 0) },
    // Tail rotor on the left of the fin: two blades crossed.
    { geometry: new BoxGeometry(0.16, 2.6, 0.04), color: '#1a1a1a', matrix: at(-9.35, 3, 0.2) },
    { geometry: new BoxGeometry(2.6, 0.16, 0.04), color: '#1a1a1a', matrix: at(-9.35, 3, 0.2) },
  ];
  // Skids: two long tubes with upturned toes, on two cross tubes each.
  for (const side of [-1, 1]) {
    parts.push({ geometry: new CylinderGeometry(0.07, 0.07, 4.6, 5).rotateZ(Math.PI / 2), color: SKID, matrix: at(0.1, 0, side * 1.25) });
    parts.push({ geometry: new CylinderGeometry(0.07, 0.07, 0.6, 5).rotateZ(-0.9), color: SKID, matrix: at(2.55, 0.18, side * 1.25) });
    for (const x of [-1.2, 1.3]) {
      parts.push({ geometry: new CylinderGeometry(0.06, 0.06, 0.95, 5).rotateX(side * 0.55), color: SKID, matrix: at(x, 0.4, side * 1.0) });
    }
  }
  return mergeFlat(parts);
}

/** The main rotor: four blades as two long bars (a Bell 412's turning four read as a blur of two). */
export function griffonRotorGeometry(): BufferGeometry {
  const length = GRIFFON.rotorRadius * 2;
  return mergeFlat([
    { geometry: new BoxGeometry(length, 0.06, 0.38), color: '#161616' },
    { geometry: new BoxGeometry(0.38, 0.06, length), color: '#161616' },
  ]);
}
