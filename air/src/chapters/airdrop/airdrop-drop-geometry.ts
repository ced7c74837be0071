// What is dropped and where: the drop zone's ring on the ice, a package on its skid board, its open parachute.
import { BoxGeometry, PlaneGeometry, RingGeometry, SphereGeometry, Vector3 } from 'three';
import { mergeFlat, type FlatPart } from '@mission/chapter-kit/scene';
import { RING_RADIUS } from './airdrop-layout';
import { bar } from './airdrop-hold-geometry';

/**
 * The drop zone: an orange ring of panels with a cross in the middle, laid on the ice. Its
 * band is broad (the ring is seen from 100 m, at a slant that squeezes it into an ellipse).
 */
export function dropZoneGeometry() {
  const parts: FlatPart[] = [{ geometry: new RingGeometry(RING_RADIUS - 2.6, RING_RADIUS, 48).rotateX(-Math.PI / 2), color: '#ff5a1f' }];
  parts.push({ geometry: new PlaneGeometry(2.2, 11).rotateX(-Math.PI / 2), color: '#ff5a1f' });
  parts.push({ geometry: new PlaneGeometry(11, 2.2).rotateX(-Math.PI / 2), color: '#ff5a1f' });
  return mergeFlat(parts);
}

/** A package (a container delivery system bundle): a plywood skid board and its honeycomb, the load in its strapped cover, the parachute packed on top. */
export function packageGeometry() {
  return mergeFlat([
    { geometry: new BoxGeometry(0.8, 0.06, 1.0).translate(0, 0.03, 0), color: '#c49a5c' },
    { geometry: new BoxGeometry(0.74, 0.06, 0.94).translate(0, 0.09, 0), color: '#d8cba8' },
    { geometry: new BoxGeometry(0.7, 0.62, 0.9).translate(0, 0.43, 0), color: '#7c7a52' },
    { geometry: new BoxGeometry(0.72, 0.06, 0.92).translate(0, 0.3, 0), color: '#d4a22a' },
    { geometry: new BoxGeometry(0.06, 0.66, 0.92).translate(0, 0.43, 0), color: '#d4a22a' },
    { geometry: new BoxGeometry(0.72, 0.66, 0.06).translate(0, 0.43, 0), color: '#d4a22a' },
    { geometry: new BoxGeometry(0.5, 0.2, 0.62).translate(0, 0.84, 0), color: '#4f5a3a' },
    { geometry: new BoxGeometry(0.3, 0.05, 0.3).translate(0, 0.965, 0), color: '#e9e2cf' },
  ]);
}

/** An open parachute over the package: orange and white gores, four risers down to it. */
export function canopyGeometry() {
  const gores = 12;
  const canopy = new SphereGeometry(2.2, gores, 4, 0, Math.PI * 2, 0, Math.PI / 2.3).scale(1, 0.6, 1).translate(0, 3.6, 0);
  const parts: FlatPart[] = [
    {
      geometry: canopy,
      color: (x, _y, z) => (Math.floor(((Math.atan2(z, x) + Math.PI) / (Math.PI * 2)) * gores) % 2 ? '#f2efe6' : '#f26a1b'),
    },
  ];
  for (const [sx, sz] of [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ] as const) {
    parts.push({ ...bar(new Vector3(sx * 0.25, 0.85, sz * 0.3), new Vector3(sx * 1.4, 3.3, sz * 1.4), 0.02), color: '#e9e2cf' });
  }
  return mergeFlat(parts);
}
