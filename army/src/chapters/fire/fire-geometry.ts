// The Forest's burnt wood (snags, fallen logs, the logs under each fire) and the mop-up line's pump and hoses.
import { BoxGeometry, CylinderGeometry, Matrix4, Quaternion, Vector3 } from 'three';
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

/** The mop-up line's portable pump, at the visitor's feet on the way to the front: the hoses run from it to each hot spot's soldier. */
export const PUMP_AT = polar3(-98, 4.2);

/** A portable fire pump in its carrying frame: a red engine block, a yellow frame, the outlet. */
export function pumpGeometry() {
  const [x, y, z] = PUMP_AT;
  const at = (dx: number, dy: number, dz: number) => new Matrix4().makeTranslation(x + dx, y + dy, z + dz);
  return mergeFlat([
    { geometry: new BoxGeometry(0.62, 0.36, 0.42), color: '#b8322a', matrix: at(0, 0.3, 0) },
    { geometry: new BoxGeometry(0.7, 0.05, 0.05), color: '#e0b02a', matrix: at(0, 0.52, 0.22) },
    { geometry: new BoxGeometry(0.7, 0.05, 0.05), color: '#e0b02a', matrix: at(0, 0.52, -0.22) },
    { geometry: new BoxGeometry(0.05, 0.5, 0.05), color: '#e0b02a', matrix: at(0.34, 0.25, 0.22) },
    { geometry: new BoxGeometry(0.05, 0.5, 0.05), color: '#e0b02a', matrix: at(-0.34, 0.25, -0.22) },
    { geometry: new CylinderGeometry(0.07, 0.07, 0.2, 6).rotateZ(Math.PI / 2), color: '#9a9a92', matrix: at(0.4, 0.22, 0) },
  ]);
}

/**
 * The hose lines from the pump to each mop-up soldier, lying on the ground in easy curves:
 * cream against the burnt ground, they lead the eye from the visitor's feet to the fires.
 */
export function hoseGeometry(ends: readonly (readonly [number, number, number])[]) {
  const up = new Vector3(0, 1, 0);
  const parts = ends.flatMap(([ex, , ez], hose) => {
    const [px, , pz] = PUMP_AT;
    const length = Math.hypot(ex - px, ez - pz);
    const [sx, sz] = [-(ez - pz) / length, (ex - px) / length];
    const points = Array.from({ length: 13 }, (_, index) => {
      const u = index / 12;
      const wiggle = Math.sin(u * Math.PI * (2 + hose)) * Math.sin(u * Math.PI) * 0.7;
      const x = px + (ex - px) * u + sx * wiggle;
      const z = pz + (ez - pz) * u + sz * wiggle;
      return new Vector3(x, groundHeight(x, z) + 0.05, z);
    });
    return points.slice(1).map((point, index) => {
      const from = points[index]!;
      const along = point.clone().sub(from);
      return {
        geometry: new CylinderGeometry(0.045, 0.045, along.length() + 0.04, 5),
        color: '#d6cba6',
        matrix: new Matrix4().compose(
          from.clone().add(point).multiplyScalar(0.5),
          new Quaternion().setFromUnitVectors(up, along.normalize()),
          new Vector3(1, 1, 1),
        ),
      };
    });
  });
  return mergeFlat(parts);
}
