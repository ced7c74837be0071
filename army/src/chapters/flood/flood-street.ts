import { BoxGeometry, BufferGeometry, CylinderGeometry, Matrix4, type ColorRepresentation } from 'three';
import { mergeFlat, seededRandom, wobble, type FlatPart } from '@mission/chapter-kit/scene';

/*
 * The river-town street behind the levee (docs/game-design.md, the Army's Flood): one- and
 * two-storey frame houses with pitched roofs and eaves, painted siding in muted prairie tints,
 * porches and steps, window frames lit warm, a garage, power poles with their lines, a few
 * doorways sandbagged. All of it is baked into two merged geometries (the buildings and the
 * lit windows): two draw calls, whatever the number of houses.
 */

export type HouseKind = 'bungalow' | 'twoStorey' | 'garage';

export interface HouseSpot {
  kind: HouseKind;
  /** Where the middle of its front wall's foot stands. */
  position: readonly [number, number, number];
  /** Radians; at 0 the front faces -z (the levee, from the row behind the player). */
  rotationY: number;
  siding: ColorRepresentation;
  /** A low wall of sandbags across the front door. */
  sandbagged?: boolean;
}

/** Muted siding: grey-green, faded blue, clay, butter, sage, mauve-grey, white. */
export const SIDING = ['#9aa592', '#8b9ba6', '#a98474', '#c6b98a', '#8f9a7c', '#a0919a', '#c4c1b6'] as const;
const ROOF = ['#3c3a38', '#4a3f3a', '#3a4144', '#51473e'] as const;
const TRIM = '#e4e0d4';
const DOOR = '#4a3328';
const BAG = '#b3a176';

/** Walls' height a storey, and the houses' size by kind: width along the street, depth back from it. */
const STOREY = 2.8;
const SIZE: Record<HouseKind, { width: number; depth: number; storeys: number; roof: number }> = {
  bungalow: { width: 8, depth: 7, storeys: 1, roof: 2.2 },
  twoStorey: { width: 6.5, depth: 7, storeys: 2, roof: 2.6 },
  garage: { width: 4, depth: 6, storeys: 0.85, roof: 1.3 },
};

/** A gable roof: a box whose top edge is pulled to a ridge running along its width (x). */
export function gableGeometry(width: number, height: number, depth: number): BufferGeometry {
  const box = new BoxGeometry(width, height, depth);
  const position = box.getAttribute('position');
  for (let v = 0; v < position.count; v += 1) {
    if (position.getY(v) > 0) position.setZ(v, 0);
  }
  return box;
}

/** A house's parts in its own frame (front wall's foot at the origin, facing -z). */
function houseParts(spot: HouseSpot, roofColour: string): FlatPart[] {
  const { width, depth, storeys, roof } = SIZE[spot.kind];
  const wall = storeys * STOREY;
  const at = (x: number, y: number, z: number) => new Matrix4().makeTranslation(x, y, z);
  const parts: FlatPart[] = [
    // A low concrete foundation, then the sided walls, then the roof with its eaves over them.
    { geometry: new BoxGeometry(width + 0.1, 0.5, depth + 0.1), color: '#6f6d66', matrix: at(0, 0.25, depth / 2) },
    { geometry: new BoxGeometry(width, wall, depth), color: spot.siding, matrix: at(0, 0.5 + wall / 2, depth / 2) },
    { geometry: gableGeometry(width + 0.9, roof, depth + 1.1), color: roofColour, matrix: at(0, 0.5 + wall + roof / 2, depth / 2) },
    // Fascia under the eaves, front and back: the roof's edge reads against the wall.
    { geometry: new BoxGeometry(width + 0.9, 0.22, 0.12), color: TRIM, matrix: at(0, 0.5 + wall, -0.55) },
    { geometry: new BoxGeometry(width + 0.9, 0.22, 0.12), color: TRIM, matrix: at(0, 0.5 + wall, depth + 0.55) },
    // Corner boards.
    { geometry: new BoxGeometry(0.16, wall, 0.16), color: TRIM, matrix: at(-width / 2, 0.5 + wall / 2, -0.02) },
    { geometry: new BoxGeometry(0.16, wall, 0.16), color: TRIM, matrix: at(width / 2, 0.5 + wall / 2, -0.02) },
  ];
  if (spot.kind === 'garage') {
    // A wide panelled door and a small side window.
    parts.push({ geometry: new BoxGeometry(2.8, 2, 0.08), color: '#d2cdbf', matrix: at(0, 1.5, -0.05) });
    for (let panel = 1; panel < 4; panel += 1)
      parts.push({ geometry: new BoxGeometry(2.8, 0.05, 0.1), color: '#a9a496', matrix: at(0, 0.5 + panel * 0.5, -0.08) });
    return parts;
  }
  const doorX = spot.kind === 'bungalow' ? -width / 2 + 2.2 : 1.4;
  // Door in its frame, a porch deck with two steps and posts holding its little roof.
  parts.push(
    { geometry: new BoxGeometry(1.25, 2.25, 0.1), color: TRIM, matrix: at(doorX, 1.6, -0.04) },
    { geometry: new BoxGeometry(0.95, 2.05, 0.12), color: DOOR, matrix: at(doorX, 1.52, -0.06) },
    { geometry: new BoxGeometry(2.6, 0.2, 1.8), color: '#8a7a66', matrix: at(doorX, 0.45, -0.9) },
    { geometry: new BoxGeometry(1.4, 0.2, 0.4), color: '#7d6f5c', matrix: at(doorX, 0.25, -2) },
    { geometry: new BoxGeometry(1.4, 0.12, 0.4), color: '#7d6f5c', matrix: at(doorX, 0.06, -2.35) },
    { geometry: gableGeometry(3, 0.7, 2.2), color: roofColour, matrix: at(doorX, 3.05, -0.95) },
  );
  for (const side of [-1, 1])
    parts.push({ geometry: new BoxGeometry(0.14, 2.3, 0.14), color: TRIM, matrix: at(doorX + side * 1.15, 1.7, -1.7) });
  if (spot.sandbagged) {
    const random = seededRandom(Math.round(spot.position[0] * 10));
    for (let row = 0; row < 3; row += 1) {
      for (let column = -1; column <= 1; column += 1) {
        parts.push({
          geometry: wobble(new BoxGeometry(0.85, 0.28, 0.48, 2, 1, 1), 0.07, row * 3 + column + 2),
          color: row % 2 ? BAG : '#a39268',
          matrix: new Matrix4()
            .makeRotationY((random() - 0.5) * 0.2)
            .setPosition(doorX + column * 0.82 + (row % 2) * 0.3, 0.14 + row * 0.27, -2.8),
        });
      }
    }
  }
  // Window frames: each window's trim and sill on every storey's front and on the sides.
  for (const window of windowSpots(spot)) {
    parts.push(
      { geometry: new BoxGeometry(1.3, 1.5, 0.08), color: TRIM, matrix: window.clone().multiply(at(0, 0, -0.03)) },
      { geometry: new BoxGeometry(1.45, 0.1, 0.22), color: TRIM, matrix: window.clone().multiply(at(0, -0.78, -0.1)) },
    );
  }
  return parts;
}

/** Each window's centre and facing in the house's own frame (its front to -z). */
function windowSpots(spot: HouseSpot): Matrix4[] {
  if (spot.kind === 'garage') return [];
  const { width, depth, storeys } = SIZE[spot.kind];
  const spots: Matrix4[] = [];
  const front = spot.kind === 'bungalow' ? [0.6, 2.6] : [-1.5];
  for (let storey = 0; storey < storeys; storey += 1) {
    const y = 0.5 + storey * STOREY + 1.55;
    const xs = storey === 0 ? front : [-1.5, 1.4];
    for (const x of xs) spots.push(new Matrix4().makeTranslation(x, y, -0.01));
    for (const side of [-1, 1])
      spots.push(new Matrix4().makeRotationY(side * (Math.PI / 2)).setPosition(side * (width / 2 + 0.01), y, depth / 2));
  }
  return spots;
}

/** The houses' walls, roofs, porches and bags, every house baked in its place and colours. */
export function houseRowGeometry(spots: readonly HouseSpot[]): BufferGeometry {
  const parts = spots.flatMap((spot, index) => {
    const place = new Matrix4().makeRotationY(spot.rotationY).setPosition(...spot.position);
    return houseParts(spot, ROOF[index % ROOF.length]!).map((part) => ({
      ...part,
      matrix: place.clone().multiply(part.matrix ?? new Matrix4()),
    }));
  });
  return mergeFlat(parts);
}

/** The houses' window panes, lit warm from inside (drawn unlit). */
export function houseWindowGeometry(spots: readonly HouseSpot[]): BufferGeometry {
  const parts = spots.flatMap((spot, index) => {
    const place = new Matrix4().makeRotationY(spot.rotationY).setPosition(...spot.position);
    return windowSpots(spot).map((window, pane) => ({
      geometry: new BoxGeometry(1.05, 1.25, 0.04),
      // Most rooms lit warm, a few dark: someone has already left.
      color: (index + pane) % 5 === 3 ? '#2a2f33' : (index + pane) % 3 === 0 ? '#ffc977' : '#ffb45e',
      matrix: place
        .clone()
        .multiply(window)
        .multiply(new Matrix4().makeTranslation(0, 0, -0.08)),
    }));
  });
  return mergeFlat(parts);
}

/** Wooden power poles with a crossarm each, and three sagging lines from pole to pole. */
export function powerLineGeometry(poles: readonly (readonly [number, number])[], height = 8): BufferGeometry {
  const parts: FlatPart[] = [];
  poles.forEach(([x, z]) => {
    parts.push(
      { geometry: new CylinderGeometry(0.13, 0.17, height, 6), color: '#4a3b2c', matrix: new Matrix4().makeTranslation(x, height / 2, z) },
      { geometry: new BoxGeometry(0.14, 0.14, 2.2), color: '#4a3b2c', matrix: new Matrix4().makeTranslation(x, height - 0.5, z) },
      {
        geometry: new CylinderGeometry(0.25, 0.25, 0.6, 6),
        color: '#5a5d5c',
        matrix: new Matrix4().makeTranslation(x + 0.3, height - 1.3, z),
      },
    );
  });
  for (let i = 1; i < poles.length; i += 1) {
    const [ax, az] = poles[i - 1]!;
    const [bx, bz] = poles[i]!;
    for (const offset of [-0.9, 0, 0.9]) {
      // Each span as two straight halves dipping to a sag in the middle.
      const mid: [number, number, number] = [(ax + bx) / 2, height - 0.95, (az + bz) / 2 + offset];
      for (const [sx, sz] of [
        [ax, az],
        [bx, bz],
      ] as const) {
        const start: [number, number, number] = [sx, height - 0.45, sz + offset];
        const dx = mid[0] - start[0];
        const dy = mid[1] - start[1];
        const dz = mid[2] - start[2];
        const length = Math.hypot(dx, dy, dz);
        const wire = new BoxGeometry(0.04, 0.04, length);
        const yaw = Math.atan2(dx, dz);
        const pitch = -Math.atan2(dy, Math.hypot(dx, dz));
        parts.push({
          geometry: wire,
          color: '#1c1d1e',
          matrix: new Matrix4()
            .makeTranslation(start[0] + dx / 2, start[1] + dy / 2, start[2] + dz / 2)
            .multiply(new Matrix4().makeRotationY(yaw))
            .multiply(new Matrix4().makeRotationX(pitch)),
        });
      }
    }
  }
  return mergeFlat(parts);
}
