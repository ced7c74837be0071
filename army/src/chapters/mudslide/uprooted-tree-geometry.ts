// An uprooted conifer lying in the slide: its root plate torn out standing on end, the bare trunk, the broken crown.
import { ConeGeometry, CylinderGeometry, Matrix4, type BufferGeometry } from 'three';
import { mergeFlat, wobble, type FlatPart } from '@mission/chapter-kit/scene';
import { UPROOTED } from './mudslide-look';

/** A part laid along +x (the tree's length), its middle at (x, y, z), then turned `yaw` about y and `roll` about x. */
function along(x: number, y: number, z: number, yaw = 0, tilt = 0): Matrix4 {
  return new Matrix4()
    .makeTranslation(x, y, z)
    .multiply(new Matrix4().makeRotationY(yaw))
    .multiply(new Matrix4().makeRotationZ(-Math.PI / 2 + tilt));
}

/**
 * About 7 m from the root plate to the crown's broken top, trunk foot at the origin, crown
 * towards +x. What names it at a glance, even small and far: the root plate, a ragged disc of
 * soil and roots stood on end at the trunk's foot, wider than the trunk is tall; then the bare
 * trunk; then the crown, two tiers lying on their side and the top snapped and bent away.
 * A few hundred triangles. `place` sets it in the world (its slope included).
 */
function uprootedTreeParts(place: Matrix4): FlatPart[] {
  const roots = Array.from({ length: 6 }, (_, index) => {
    const angle = (index / 6) * Math.PI * 2 + 0.4;
    return {
      geometry: new CylinderGeometry(0.03, 0.07, 0.9, 4),
      color: UPROOTED.roots,
      // Roots stick out of the plate's torn face and round its rim, away from the trunk.
      matrix: new Matrix4()
        .makeTranslation(-0.35, 0.95 + Math.sin(angle) * 0.75, Math.cos(angle) * 0.75)
        .multiply(new Matrix4().makeRotationX(angle))
        .multiply(new Matrix4().makeRotationZ(0.9)),
    };
  });
  const parts: FlatPart[] = [
    // The root plate: soil and roots torn out with the tree, stood on end, its face to -x.
    {
      geometry: wobble(new CylinderGeometry(1.05, 1.2, 0.4, 9, 1), 0.3, 7),
      color: (x) => (x < -0.1 ? UPROOTED.soil : UPROOTED.roots),
      matrix: along(-0.1, 0.95, 0),
    },
    ...roots,
    // The trunk, bare where the crown has been stripped off it, sloping down to the crown.
    { geometry: new CylinderGeometry(0.13, 0.24, 5.2, 6), color: UPROOTED.bark, matrix: along(2.5, 0.62, 0, 0, -0.09) },
    // Two stubs of branches snapped off the bare trunk.
    { geometry: new CylinderGeometry(0.03, 0.06, 0.9, 4), color: UPROOTED.bark, matrix: along(1.6, 1.05, 0.25, -0.5, 1.1) },
    { geometry: new CylinderGeometry(0.03, 0.06, 0.7, 4), color: UPROOTED.bark, matrix: along(2.4, 0.9, -0.3, 0.6, 1.2) },
    // The crown on its side: two tiers of needles, muddied, the lower one crushed flat against the ground.
    {
      geometry: wobble(new ConeGeometry(1.0, 2.0, 7, 1), 0.25, 3).scale(1, 1, 0.75),
      color: UPROOTED.needles,
      matrix: along(3.9, 0.75, 0),
    },
    { geometry: wobble(new ConeGeometry(0.75, 1.6, 7, 1), 0.2, 4), color: UPROOTED.needlesLit, matrix: along(5.0, 0.7, 0.05) },
    // The top, snapped and bent away from the trunk's line.
    { geometry: wobble(new ConeGeometry(0.45, 1.3, 6, 1), 0.15, 5), color: UPROOTED.needles, matrix: along(6.1, 0.55, 0.55, -0.7, 0.2) },
  ];
  return parts.map((part) => ({ ...part, matrix: place.clone().multiply(part.matrix ?? new Matrix4()) }));
}

/** How far the tree reaches from its root plate to its broken top, at scale 1 (m). */
export const UPROOTED_LENGTH = 6.6;

/** Where one uprooted tree lies: its trunk's foot, its size, which way its crown points (about y) and how it slopes down (about its own z). */
export interface UprootedPlacement {
  position: readonly [number, number, number];
  scale: number;
  rotationY: number;
  pitch: number;
}

/**
 * The slide's uprooted trees in one geometry (one draw call, as instancing would be), each
 * tilted to lie along the slope it rests on, which instancing's turn about y alone cannot.
 */
export function uprootedTreesGeometry(placements: readonly UprootedPlacement[]): BufferGeometry {
  return mergeFlat(
    placements.flatMap(({ position: [x, y, z], scale, rotationY, pitch }) =>
      uprootedTreeParts(
        new Matrix4()
          .makeTranslation(x, y, z)
          .multiply(new Matrix4().makeRotationY(rotationY))
          .multiply(new Matrix4().makeRotationZ(pitch))
          .multiply(new Matrix4().makeScale(scale, scale, scale)),
      ),
    ),
  );
}
