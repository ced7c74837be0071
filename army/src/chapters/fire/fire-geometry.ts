// The Forest's burnt wood (snags, fallen logs, the logs under each fire) and the mop-up line's pump and hoses.
import { BoxGeometry, CylinderGeometry, Matrix4, Quaternion, Vector3 } from 'three';
import { facingPlayer, mergeFlat, type PropPlacement } from '@mission/chapter-kit/scene';
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

const [PUMP_YAW, PUMP_DISTANCE] = [-98, 4.2];

/** The mop-up line's portable pump, at the visitor's feet on the way to the front: the hoses run from it to each hot spot's soldier. */
export const PUMP_AT = polar3(PUMP_YAW, PUMP_DISTANCE);

/**
 * A portable fire pump as the wildfire crews carry it, side-on to the visitor (facingPlayer:
 * its length along x, its front +z to the visitor): a tubular yellow cradle on skids, the red
 * engine in it with the black recoil starter at one end and the cooling fins on top, the
 * grey pump head at the other end with brass outlets at the back where the hoses leave, and
 * beside it a reel of cream hose. Each part is a few faces; together they name the thing at
 * phone size where one red box did not.
 */
export function pumpGeometry() {
  const base = facingPlayer(PUMP_YAW, PUMP_DISTANCE, PUMP_AT[1]);
  const at = (dx: number, dy: number, dz: number) => base.clone().multiply(new Matrix4().makeTranslation(dx, dy, dz));
  const tube = (length: number) => new CylinderGeometry(0.022, 0.022, length, 5);
  const FRAME = '#e0b02a';
  const ENGINE = '#c0302a';
  const BRASS = '#c9a049';
  const [halfX, halfZ, top] = [0.36, 0.22, 0.56];
  const corners = [-1, 1].flatMap((sx) => [-1, 1].map((sz) => [sx * halfX, sz * halfZ] as const));
  return mergeFlat([
    // The cradle: skids, four posts, the top rails and the carrying bars across the ends.
    ...[-1, 1].map((sz) => ({ geometry: tube(halfX * 2 + 0.12).rotateZ(Math.PI / 2), color: FRAME, matrix: at(0, 0.03, sz * halfZ) })),
    ...corners.map(([x, z]) => ({ geometry: tube(top), color: FRAME, matrix: at(x, top / 2, z) })),
    ...[-1, 1].map((sz) => ({ geometry: tube(halfX * 2).rotateZ(Math.PI / 2), color: FRAME, matrix: at(0, top, sz * halfZ) })),
    ...[-1, 1].map((sx) => ({ geometry: tube(halfZ * 2).rotateX(Math.PI / 2), color: FRAME, matrix: at(sx * halfX, top, 0) })),
    // The engine: its block, the fins over its cylinder, the black recoil starter and its handle.
    { geometry: new BoxGeometry(0.34, 0.28, 0.3), color: ENGINE, matrix: at(-0.08, 0.26, 0) },
    ...[0, 1, 2].map((fin) => ({
      geometry: new BoxGeometry(0.22, 0.025, 0.26),
      color: '#3a3a38',
      matrix: at(-0.08, 0.42 + fin * 0.04, 0),
    })),
    { geometry: new CylinderGeometry(0.12, 0.12, 0.06, 10).rotateZ(Math.PI / 2), color: '#1b1b1b', matrix: at(-0.28, 0.27, 0) },
    { geometry: new BoxGeometry(0.03, 0.03, 0.12), color: '#1b1b1b', matrix: at(-0.33, 0.3, 0) },
    // The fuel tank on top, red with a black cap.
    { geometry: new CylinderGeometry(0.07, 0.07, 0.3, 8).rotateZ(Math.PI / 2), color: ENGINE, matrix: at(-0.05, 0.58, 0.08) },
    { geometry: new CylinderGeometry(0.025, 0.025, 0.04, 6), color: '#1b1b1b', matrix: at(-0.05, 0.66, 0.08) },
    // The pump head, its suction inlet to the front, the two discharge outlets at the back.
    { geometry: new CylinderGeometry(0.14, 0.14, 0.14, 10).rotateZ(Math.PI / 2), color: '#8d918f', matrix: at(0.2, 0.24, 0) },
    { geometry: new CylinderGeometry(0.06, 0.06, 0.14, 8).rotateZ(Math.PI / 2), color: BRASS, matrix: at(0.33, 0.24, 0) },
    ...[-1, 1].map((side) => ({
      geometry: new CylinderGeometry(0.04, 0.04, 0.16, 8).rotateX(Math.PI / 2),
      color: BRASS,
      matrix: at(0.2 + side * 0.06, 0.3, -0.2),
    })),
    // The hose reel beside it, its axle along the visitor's view's width so the wound hose shows: a drum of cream hose
    // between two red flanges, on a small black stand.
    { geometry: new CylinderGeometry(0.17, 0.17, 0.26, 12).rotateZ(Math.PI / 2), color: '#d6cba6', matrix: at(-0.78, 0.26, 0) },
    ...[-1, 1].map((side) => ({
      geometry: new CylinderGeometry(0.23, 0.23, 0.03, 12).rotateZ(Math.PI / 2),
      color: ENGINE,
      matrix: at(-0.78 + side * 0.145, 0.26, 0),
    })),
    ...[-1, 1].map((side) => ({ geometry: tube(0.3).rotateX(side * 0.35), color: '#2b2b2b', matrix: at(-0.78, 0.12, side * 0.06) })),
    { geometry: tube(0.4).rotateZ(Math.PI / 2), color: '#2b2b2b', matrix: at(-0.78, 0.02, 0) },
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
