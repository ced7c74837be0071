// The package's hinged lid and the three supplies in it.
import { BoxGeometry, CylinderGeometry } from 'three';
import { mergeFlat } from '@mission/chapter-kit/scene';
import { type Supply } from './received-layout';

/** The package's lid, hinged along its back edge (the group's origin). */
export function lidGeometry() {
  return mergeFlat([
    { geometry: new BoxGeometry(1.36, 0.1, 1.06).translate(0, 0.05, 0.53), color: '#a4824f' },
    { geometry: new BoxGeometry(0.08, 0.12, 1.08).translate(0.35, 0.05, 0.53), color: '#2d2d2a' },
    { geometry: new BoxGeometry(0.08, 0.12, 1.08).translate(-0.35, 0.05, 0.53), color: '#2d2d2a' },
  ]);
}

/** The three supplies, each small enough to carry: folded blankets, a food box, a pack of water jugs. */
export function supplyGeometry(supply: Supply) {
  if (supply === 'blankets') {
    return mergeFlat([
      { geometry: new BoxGeometry(0.5, 0.12, 0.38).translate(0, 0.06, 0), color: '#4f6fa8' },
      { geometry: new BoxGeometry(0.5, 0.12, 0.38).translate(0, 0.18, 0), color: '#a8463a' },
      { geometry: new BoxGeometry(0.5, 0.12, 0.38).translate(0, 0.3, 0), color: '#d9cdb0' },
    ]);
  }
  if (supply === 'food') {
    return mergeFlat([
      { geometry: new BoxGeometry(0.46, 0.34, 0.36).translate(0, 0.17, 0), color: '#c9a36a' },
      { geometry: new BoxGeometry(0.47, 0.08, 0.37).translate(0, 0.22, 0), color: '#3f6f3a' },
    ]);
  }
  // Two blue jugs strapped together, with their white caps.
  return mergeFlat([
    { geometry: new CylinderGeometry(0.12, 0.13, 0.36, 8).translate(-0.13, 0.18, 0), color: '#3f7fc4' },
    { geometry: new CylinderGeometry(0.12, 0.13, 0.36, 8).translate(0.13, 0.18, 0), color: '#3f7fc4' },
    { geometry: new CylinderGeometry(0.04, 0.04, 0.06, 6).translate(-0.13, 0.39, 0), color: '#f4f4f0' },
    { geometry: new CylinderGeometry(0.04, 0.04, 0.06, 6).translate(0.13, 0.39, 0), color: '#f4f4f0' },
    { geometry: new BoxGeometry(0.52, 0.04, 0.27).translate(0, 0.22, 0), color: '#2d2d2a' },
  ]);
}
