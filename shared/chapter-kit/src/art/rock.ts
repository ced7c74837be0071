import { DodecahedronGeometry, type BufferGeometry, type ColorRepresentation } from 'three';
import { mergeFlat, wobble } from './low-poly-geometry';

/** A lumpy low-poly rock about 1 unit across, resting on the ground; shades vary by face height. */
export function rockGeometry(base: ColorRepresentation = '#6d6a63', top: ColorRepresentation = '#8a867c', seed = 7): BufferGeometry {
  const geometry = wobble(new DodecahedronGeometry(0.6, 0), 0.35, seed);
  geometry.scale(1, 0.7, 1);
  geometry.translate(0, 0.25, 0);
  return mergeFlat([{ geometry, color: (_x, y) => (y > 0.3 ? top : base) }]);
}
