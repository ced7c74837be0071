// The Forest's burnt wood: snags, fallen logs and the logs under each fire.
import { CylinderGeometry, Matrix4 } from 'three';
import { mergeFlat, type PropPlacement } from '@mission/chapter-kit/scene';
import { polar3, FIRE_GROUND, groundHeight } from './fire-ground';

/** A snag: a black trunk, its top snapped, two stubs of branches. */
export function burntTrunkGeometry() {
  return mergeFlat([
    { geometry: new CylinderGeometry(0.12, 0.26, 7, 5).translate(0, 3.5, 0), color: (_x, y) => (y < 1.2 ? '#1b1512' : '#2a211c') },
    {
      geometry: new CylinderGeometry(0.04, 0.08, 1.6, 4).rotateZ(1.1),
      color: '#201915',
      matrix: new Matrix4().makeTranslation(0.5, 4.6, 0),
    },
    {
      geometry: new CylinderGeometry(0.04, 0.08, 1.2, 4).rotateX(-1.2),
      color: '#201915',
      matrix: new Matrix4().makeTranslation(0, 5.5, -0.4),
    },
  ]);
}

/** A burnt log on the ground, charred black with an ember-red underside. */
export function fallenLogGeometry() {
  return mergeFlat([
    {
      geometry: new CylinderGeometry(0.13, 0.18, 3.6, 6).rotateZ(Math.PI / 2),
      color: (_x, y) => (y < 0.06 ? '#4a1c10' : '#1e1713'),
      matrix: new Matrix4().makeTranslation(0, 0.14, 0),
    },
    {
      geometry: new CylinderGeometry(0.03, 0.06, 0.8, 4).rotateZ(0.7),
      color: '#1e1713',
      matrix: new Matrix4().makeTranslation(0.9, 0.4, 0.1),
    },
  ]);
}

/** Where logs lie on the burnt ground between the player and the fire line, off the sightlines to the people. */
export const FALLEN_LOGS: PropPlacement[] = [
  [-84, 9, 1.2],
  [-125, 10, 2.1],
  [-90, 15, 0.5],
  [-120, 16, 2.6],
].map(([yaw, distance, turn]) => {
  const [x, , z] = polar3(yaw!, distance!);
  return { position: [x, groundHeight(x, z) - 0.05, z] as const, rotationY: turn! };
});

export function logsGeometry() {
  const parts = FIRE_GROUND.flatMap(([x, , z], fire) =>
    Array.from({ length: 5 }, (_, index) => {
      const angle = (index / 5) * Math.PI * 2 + fire;
      return {
        geometry: new CylinderGeometry(0.12, 0.14, 1.6, 5).rotateZ(Math.PI / 2).rotateY(angle),
        color: index % 2 === 0 ? '#2b1d15' : '#3d2a1d',
        matrix: new Matrix4().makeTranslation(x + Math.cos(angle) * 0.3, 0.12, z + Math.sin(angle) * 0.3),
      };
    }),
  );
  return mergeFlat(parts);
}
