// The Hercules's hold: its arch, floor and rollers, walls and frames, seats, the tail's sides over the ramp; its lamps; the release sight at the lip.
import { BoxGeometry, CylinderGeometry, ExtrudeGeometry, Matrix4, PlaneGeometry, Quaternion, Shape, Vector2, Vector3 } from 'three';
import type { GroundPoint } from '@mission/chapter-kit';
import { mergeFlat, propPlacer, type FlatPart } from '@mission/chapter-kit/scene';
import { AIRDROP_HOTSPOTS, HOLD, MARKER_AT } from './airdrop-layout';
import { HULL, HULL_DARK, FRAME, FLOOR, SEAT_RED } from './airdrop-look';

/** The hold's arch: a flat floor, lower side walls, and an arch over the top centred this high. */
const ARCH = { centreY: 1.0, radius: 1.85, from: -14, to: 194, panels: 9 } as const;

const AFT_END = HOLD.rampHinge - 1.2;

/** The raised upper cargo door under the tail: its centre, its length and its tilt (radians, aft edge down). */
export const UPPER_DOOR = { y: 2.55, z: HOLD.rampEnd + 1.7, length: 2.2, tilt: 0.25 } as const;

/** How high the upper door's aft edge hangs: the closed ramp's lip comes up against it. */
export const TAIL_UNDERSIDE_Y = UPPER_DOOR.y - Math.sin(UPPER_DOOR.tilt) * (UPPER_DOOR.length / 2);

/** The ramp's slope closed (radians above the floor's level), its lip up against the tail's underside. */
export const CLOSED_RAMP_SLOPE = 0.56;

/**
 * One side of the tail over the ramp, a plate in the hold's side (x = 0 here): from the hold's
 * walls aft to the lip's closed place, from just under the closed ramp's edge up to the arch.
 */
function tailSide() {
  const rise = Math.tan(CLOSED_RAMP_SLOPE);
  const under = (z: number) => (HOLD.rampHinge - z) * rise - 0.12;
  const aft = HOLD.rampEnd + 0.45;
  const outline = new Shape([
    new Vector2(AFT_END, 0.55),
    new Vector2(AFT_END, 2.45),
    new Vector2(aft, 2.45),
    new Vector2(aft, under(aft)),
    new Vector2(AFT_END, under(AFT_END)),
  ]);
  // Drawn in the (z, y) plane, then stood up in the hold's side.
  return new ExtrudeGeometry(outline, { depth: 0.08, bevelEnabled: false }).translate(0, 0, -0.04).rotateY(-Math.PI / 2);
}

/** The ramp's surface height at a point along the hold (0 on the floor, down to the lip). */
export function rampY(z: number): number {
  if (z >= HOLD.rampHinge) return 0;
  const k = Math.min(1, (HOLD.rampHinge - z) / (HOLD.rampHinge - HOLD.rampEnd));
  return -k * HOLD.rampDrop;
}

/** The rollers' spacing along the tracks, from a first one just inside the lip. */
export const ROLLER_STEP = 0.42;
export const FIRST_ROLLER_Z = HOLD.rampEnd + 0.3;

/** The first roller forward of the hinge: the hold's floor carries it and those after, the ramp those before. */
function firstFloorRoller(): number {
  return FIRST_ROLLER_Z + Math.ceil((HOLD.rampHinge - FIRST_ROLLER_Z) / ROLLER_STEP) * ROLLER_STEP;
}

/** Where the ramp's lip is, on the centreline. */
export const LIP: GroundPoint = [-0.2, -HOLD.rampDrop, HOLD.rampEnd - 0.1];

/** A thin bar between two points (a strap, a line, a rib). */
export function bar(from: Vector3, to: Vector3, thickness: number): { geometry: CylinderGeometry; matrix: Matrix4 } {
  const direction = to.clone().sub(from);
  const length = direction.length();
  const rotation = new Quaternion().setFromUnitVectors(new Vector3(0, 1, 0), direction.normalize());
  const middle = from.clone().add(to).multiplyScalar(0.5);
  return {
    geometry: new CylinderGeometry(thickness, thickness, length, 4),
    matrix: new Matrix4().compose(middle, rotation, new Vector3(1, 1, 1)),
  };
}

/** The Hercules's hold: floor and rollers, arched walls and frames, the red troop seats, the tail over the ramp (the ramp is airdrop-ramp-geometry's). */
export function holdGeometry() {
  const parts: FlatPart[] = [];
  const length = HOLD.forward - AFT_END;
  const middleZ = (HOLD.forward + AFT_END) / 2;
  const at = (x: number, y: number, z: number) => new Matrix4().makeTranslation(x, y, z);
  parts.push({
    geometry: new BoxGeometry(HOLD.halfWidth * 2 + 0.3, 0.2, HOLD.forward - HOLD.rampHinge),
    color: FLOOR,
    matrix: at(0, -0.1, (HOLD.forward + HOLD.rampHinge) / 2),
  });
  // Two roller tracks down the hold (and on down the ramp, drawn with it).
  for (const x of [-0.55, 0.55]) {
    for (let z = firstFloorRoller(); z < HOLD.forward - 0.4; z += ROLLER_STEP) {
      parts.push({
        geometry: new CylinderGeometry(0.05, 0.05, 0.34, 6).rotateZ(Math.PI / 2),
        color: '#8d9296',
        matrix: at(x, rampY(z) + 0.05, z),
      });
    }
    parts.push({
      geometry: new BoxGeometry(0.06, 0.1, HOLD.forward - HOLD.rampHinge),
      color: '#2a2c2e',
      matrix: at(x - 0.2, 0.04, (HOLD.forward + HOLD.rampHinge) / 2),
    });
    parts.push({
      geometry: new BoxGeometry(0.06, 0.1, HOLD.forward - HOLD.rampHinge),
      color: '#2a2c2e',
      matrix: at(x + 0.2, 0.04, (HOLD.forward + HOLD.rampHinge) / 2),
    });
  }
  // The lower walls, then the arch in flat panels, with a frame every metre.
  for (const side of [-1, 1])
    parts.push({ geometry: new BoxGeometry(0.1, 0.6, length), color: HULL_DARK, matrix: at(side * (HOLD.halfWidth + 0.1), 0.3, middleZ) });
  const step = (ARCH.to - ARCH.from) / ARCH.panels;
  const chord = 2 * ARCH.radius * Math.sin(((step / 2) * Math.PI) / 180) + 0.04;
  for (let panel = 0; panel < ARCH.panels; panel += 1) {
    const angle = ((ARCH.from + step * (panel + 0.5)) * Math.PI) / 180;
    const x = Math.cos(angle) * ARCH.radius;
    const y = ARCH.centreY + Math.sin(angle) * ARCH.radius;
    const turn = new Matrix4().makeRotationZ(angle + Math.PI / 2);
    // The arch's top panels run on over the ramp as the underside of the tail.
    const overRamp = y > 2.2;
    const from = overRamp ? HOLD.rampEnd + 0.6 : AFT_END;
    parts.push({
      geometry: new BoxGeometry(chord, 0.08, HOLD.forward - from),
      color: panel % 2 ? HULL : '#676e61',
      matrix: at(x, y, (HOLD.forward + from) / 2).multiply(turn),
    });
    for (let z = AFT_END + 0.3; z < HOLD.forward; z += 1) {
      parts.push({
        geometry: new BoxGeometry(chord, 0.14, 0.1),
        color: FRAME,
        matrix: at(x * 0.96, ARCH.centreY + (y - ARCH.centreY) * 0.96, z).multiply(turn),
      });
    }
  }
  // The raised upper cargo door, tucked under the tail.
  parts.push({
    geometry: new BoxGeometry(2.6, 0.08, UPPER_DOOR.length),
    color: '#4a5054',
    matrix: at(0, UPPER_DOOR.y, UPPER_DOOR.z).multiply(new Matrix4().makeRotationX(-UPPER_DOOR.tilt)),
  });
  // Red troop seats down both sides: seat pans and webbing backs.
  for (const side of [-1, 1]) {
    // On the right they run aft almost to the ramp, round the technician kneeling at the rollers' locks.
    for (let z = side > 0 ? -2.1 : 1.2; z < HOLD.forward - 0.6; z += 0.55) {
      if (side > 0 && z > -0.45 && z < 1) continue;
      parts.push({ geometry: new BoxGeometry(0.42, 0.05, 0.48), color: SEAT_RED, matrix: at(side * (HOLD.halfWidth - 0.22), 0.45, z) });
      parts.push({
        geometry: new BoxGeometry(0.04, 0.55, 0.48),
        color: z % 1.1 < 0.55 ? SEAT_RED : '#8e2b24',
        matrix: at(side * (HOLD.halfWidth - 0.02), 0.85, z),
      });
    }
    parts.push({
      geometry: new BoxGeometry(0.04, 0.04, HOLD.forward - 1.2),
      color: '#c9c2b0',
      matrix: at(side * (HOLD.halfWidth - 0.42), 0.43, (HOLD.forward + 1.2) / 2),
    });
  }
  // The red cargo net stowed along the right wall above the seats: a diamond mesh of straps.
  for (let z = -2.2; z < 3.4; z += 0.5) {
    parts.push({
      ...bar(new Vector3(HOLD.halfWidth - 0.06, 1.15, z), new Vector3(HOLD.halfWidth - 0.06, 1.85, z + 0.5), 0.015),
      color: '#b8402f',
    });
    parts.push({
      ...bar(new Vector3(HOLD.halfWidth - 0.06, 1.85, z), new Vector3(HOLD.halfWidth - 0.06, 1.15, z + 0.5), 0.015),
      color: '#b8402f',
    });
  }
  // The tail's sides over the ramp, down to where the ramp's edge rests when it is closed (the ramp itself is drawn apart, it moves).
  for (const side of [-1, 1]) {
    parts.push({ geometry: tailSide(), color: HULL_DARK, matrix: at(side * (HOLD.halfWidth + 0.08), 0, 0) });
  }
  // The forward bulkhead with the crew door and the ladder up to the flight deck.
  parts.push({ geometry: new BoxGeometry(HOLD.halfWidth * 2 + 0.4, 3.2, 0.2), color: HULL_DARK, matrix: at(0, 1.4, HOLD.forward) });
  for (let rung = 0; rung < 5; rung += 1)
    parts.push({
      geometry: new BoxGeometry(0.9, 0.06, 0.28),
      color: '#8d9296',
      matrix: at(-0.95, 0.35 + rung * 0.4, HOLD.forward - 0.4 - rung * 0.22),
    });
  // The avionics panel on the bulkhead, the loadmaster's release panel by the ramp.
  parts.push({ geometry: new BoxGeometry(0.9, 0.7, 0.1), color: '#2c3034', matrix: at(0.4, 1.5, HOLD.forward - 0.12) });
  parts.push({ geometry: new BoxGeometry(0.12, 0.6, 0.5), color: '#2c3034', matrix: at(-HOLD.halfWidth + 0.05, 1.35, -2.2) });
  // The jump light's housing above the panel (its lamp glows red, green while a release would count).
  parts.push({ geometry: new BoxGeometry(0.1, 0.22, 0.3), color: '#1b1d1f', matrix: at(-HOLD.halfWidth + 0.08, 1.82, -2.2) });
  // Cargo straps hooked to the floor, and a toolbox for the technician.
  for (const z of [0.8, 4.4]) {
    parts.push({ ...bar(new Vector3(-1.2, 0.02, z), new Vector3(-0.55, 0.9, z + 0.2), 0.02), color: '#d4a22a' });
  }
  const tech = propPlacer(AIRDROP_HOTSPOTS.aviationTechnician, 1.1);
  parts.push({ geometry: new BoxGeometry(0.45, 0.25, 0.25), color: '#b3302a', matrix: tech(-0.1, 0.12, -0.5) });
  return mergeFlat(parts);
}

/** The hold's lamps: red night-lighting strips along the ceiling, the amber panel lights. */
export function lampsGeometry() {
  const parts: FlatPart[] = [];
  for (const x of [-0.6, 0.6])
    parts.push({
      geometry: new BoxGeometry(0.1, 0.04, HOLD.forward - AFT_END - 1),
      color: '#ff4a30',
      matrix: new Matrix4().makeTranslation(x, 2.78, (HOLD.forward + AFT_END) / 2),
    });
  parts.push({
    geometry: new PlaneGeometry(0.7, 0.45),
    color: '#ffb347',
    matrix: new Matrix4().makeTranslation(0.4, 1.5, HOLD.forward - 0.18).multiply(new Matrix4().makeRotationY(Math.PI)),
  });
  return mergeFlat(parts);
}

/** The release sight at the ramp's lip: a V whose point is the marker. */
export function sightGeometry() {
  const [x, y, z] = MARKER_AT;
  return mergeFlat([
    { ...bar(new Vector3(x, y, z), new Vector3(x - 0.3, y + 0.32, z), 0.025), color: '#ffffff' },
    { ...bar(new Vector3(x, y, z), new Vector3(x + 0.3, y + 0.32, z), 0.025), color: '#ffffff' },
  ]);
}
