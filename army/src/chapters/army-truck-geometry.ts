// The Army's truck, shared by the Flood's street and the Mudslide's convoy.
import { BoxGeometry, CylinderGeometry } from 'three';
import { mergeFlat, propPlacer, type FlatPart } from '@mission/chapter-kit/scene';

/**
 * A Medium Support Vehicle System truck, the Army's green workhorse: a flat-nosed cab over
 * the front axle, a canvas-covered cargo box on ribs, three axles of big tyres. Along z, its
 * cab towards +z; its wheels on the ground at `at` pushed 1.15 times further from the player
 * (a trade's hotspot), or at the origin.
 */
export function truckGeometry(at: readonly [number, number, number] = [0, 0, 0]) {
  const place = propPlacer(at, 1.15);
  const wheel = () => new CylinderGeometry(0.58, 0.58, 0.42, 10).rotateZ(Math.PI / 2);
  const green = '#4a553a';
  const parts: FlatPart[] = [
    // Chassis and bumper.
    { geometry: new BoxGeometry(2.2, 0.35, 8.2), color: '#2a2d24', matrix: place(0, 1.0, 0) },
    { geometry: new BoxGeometry(2.5, 0.3, 0.25), color: '#2a2d24', matrix: place(0, 0.95, 4.15) },
    // Cab: flat nose with its grille, windscreen, roof.
    { geometry: new BoxGeometry(2.5, 1.5, 2.1), color: green, matrix: place(0, 1.95, 2.95) },
    { geometry: new BoxGeometry(2.3, 0.5, 0.06), color: '#222621', matrix: place(0, 1.55, 4.02) },
    { geometry: new BoxGeometry(2.2, 0.65, 0.06), color: '#8ea3ab', matrix: place(0, 2.35, 4.02) },
    { geometry: new BoxGeometry(0.06, 0.5, 1.1), color: '#8ea3ab', matrix: place(1.26, 2.35, 3.1) },
    { geometry: new BoxGeometry(0.06, 0.5, 1.1), color: '#8ea3ab', matrix: place(-1.26, 2.35, 3.1) },
    { geometry: new BoxGeometry(0.35, 0.12, 0.12), color: '#222621', matrix: place(1.4, 2.5, 3.9) },
    { geometry: new BoxGeometry(0.35, 0.12, 0.12), color: '#222621', matrix: place(-1.4, 2.5, 3.9) },
    // Cargo box: sides, canvas cover on its ribs, tailgate.
    { geometry: new BoxGeometry(2.5, 0.7, 5.4), color: green, matrix: place(0, 1.55, -1.1) },
    { geometry: new BoxGeometry(2.45, 1.3, 5.3), color: '#5a6045', matrix: place(0, 2.55, -1.1) },
    {
      geometry: new CylinderGeometry(1.22, 1.22, 5.3, 8, 1, false, -Math.PI / 2, Math.PI).rotateX(Math.PI / 2).scale(1, 0.35, 1),
      color: '#5a6045',
      matrix: place(0, 3.2, -1.1),
    },
  ];
  for (const z of [-2.6, -0.9, 0.8])
    parts.push({ geometry: new BoxGeometry(2.55, 0.08, 0.12), color: '#3f4532', matrix: place(0, 3.2, z) });
  for (const z of [2.9, -1.3, -2.7]) {
    for (const side of [-1, 1]) parts.push({ geometry: wheel(), color: '#1c1c1c', matrix: place(side * 1.1, 0.58, z) });
  }
  return mergeFlat(parts);
}
