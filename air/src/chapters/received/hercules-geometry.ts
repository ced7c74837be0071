// The CC-130J Hercules's silhouette, flying home along the horizon.
import { BoxGeometry, ConeGeometry, CylinderGeometry, Matrix4 } from 'three';
import { mergeFlat, type FlatPart } from '@mission/chapter-kit/scene';

/**
 * The CC-130J Hercules that dropped the package, heading home along the horizon: a dark
 * silhouette against the dusk (high wing, four engines, the tall fin), drawn unfogged since it
 * flies far beyond the village's haze. Real size, about 30 m long and 40 m across.
 */
export function herculesGeometry() {
  const at = (x: number, y: number, z: number) => new Matrix4().makeTranslation(x, y, z);
  const parts: FlatPart[] = [
    { geometry: new CylinderGeometry(2.1, 2.1, 26, 8).rotateZ(Math.PI / 2), color: '#2b3040' },
    { geometry: new ConeGeometry(2.1, 4, 8).rotateZ(-Math.PI / 2), color: '#2b3040', matrix: at(15, 0, 0) },
    { geometry: new ConeGeometry(2.1, 6, 8).rotateZ(Math.PI / 2), color: '#2b3040', matrix: at(-16, 0.6, 0) },
    { geometry: new BoxGeometry(4.2, 0.5, 40), color: '#252a38', matrix: at(2, 2.1, 0) },
    { geometry: new BoxGeometry(4, 7, 0.5), color: '#252a38', matrix: at(-16, 4.2, 0) },
    { geometry: new BoxGeometry(3.4, 0.4, 13), color: '#252a38', matrix: at(-16.5, 1.4, 0) },
  ];
  for (const z of [-14, -7, 7, 14])
    parts.push({ geometry: new CylinderGeometry(0.8, 0.8, 4.5, 6).rotateZ(Math.PI / 2), color: '#2b3040', matrix: at(4.5, 1.5, z) });
  return mergeFlat(parts);
}
