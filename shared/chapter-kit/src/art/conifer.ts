import { ConeGeometry, CylinderGeometry, Matrix4, type BufferGeometry } from 'three';
import { mergeFlat, wobble } from './low-poly-geometry';

/** One low-poly conifer (trunk and three tiers), 1 unit wide at the base and about 6 tall; scaled per instance. */
export function coniferGeometry(): BufferGeometry {
  const tiers = [
    { radius: 1.5, height: 2.6, y: 2.4, color: '#2f4a2a' },
    { radius: 1.15, height: 2.2, y: 3.8, color: '#36552f' },
    { radius: 0.75, height: 1.8, y: 5.0, color: '#3e6135' },
  ];
  return mergeFlat([
    { geometry: new CylinderGeometry(0.16, 0.24, 1.6, 5), color: '#4a3424', matrix: new Matrix4().makeTranslation(0, 0.8, 0) },
    ...tiers.map((tier, index) => ({
      geometry: wobble(new ConeGeometry(tier.radius, tier.height, 7, 1), 0.18, index + 3),
      color: tier.color,
      matrix: new Matrix4().makeTranslation(0, tier.y, 0),
    })),
  ]);
}
