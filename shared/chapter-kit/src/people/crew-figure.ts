import { BoxGeometry, CylinderGeometry, Matrix4, Quaternion, SphereGeometry, TorusGeometry, Vector3, type BufferGeometry } from 'three';
import { mergeFlat, type FlatPart } from '../art/low-poly-geometry';
import { OUTFITS, SKIN_TONES, type Outfit, type OutfitKey } from './crew-outfits';

/**
 * The kit's crew figure, made by code: about seven heads tall (HEAD 0.25 m, 1.75 m to the
 * crown), a head with eyes and brows, neck, torso, arms with hands, legs and boots, in one
 * flat-shaded, vertex-coloured geometry (one draw call; many of one look instance into one).
 * It stands on its feet at the origin and faces +z.
 */
export const HEAD = 0.25;
export const FIGURE_HEIGHT = 7 * HEAD;

type Direction = readonly [x: number, y: number, z: number];

interface Limb {
  upper: Direction;
  lower: Direction;
}

/**
 * A pose: where each limb points, in the figure's frame (+z its front, its right side at -x).
 * The left side's directions are the right side's mirrored unless given.
 */
export interface Pose {
  /** The hips' height above the feet (0.92 standing; lower kneeling or seated). */
  hips: number;
  rightArm: Limb;
  leftArm?: Limb;
  rightLeg: Limb;
  leftLeg?: Limb;
  /** Leans the body forward (radians) from the hips. */
  lean?: number;
  /** Something carried in both hands (a box, a sandbag, a medical kit). */
  carries?: boolean;
}

const HIPS = 0.92;
const ARM_DOWN: Limb = { upper: [-0.14, -1, 0.02], lower: [-0.06, -1, 0.16] };
const LEG_STRAIGHT: Limb = { upper: [-0.03, -1, 0], lower: [0, -1, 0] };

export const POSES = {
  /** Standing at ease; the idle motion breathes it. */
  idle: { hips: HIPS, rightArm: ARM_DOWN, rightLeg: LEG_STRAIGHT },
  /** The right arm out at what they are showing. */
  pointing: {
    hips: HIPS,
    rightArm: { upper: [-0.35, 0.1, 1], lower: [-0.3, 0.22, 1] },
    leftArm: { upper: [0.14, -1, 0.02], lower: [0.06, -1, 0.16] },
    rightLeg: LEG_STRAIGHT,
  },
  /** A handset at the right ear, the left hand at the chest (the press-to-talk). */
  radio: {
    hips: HIPS,
    rightArm: { upper: [-0.55, -0.25, 0.8], lower: [0.55, 0.75, -0.35] },
    leftArm: { upper: [0.2, -0.85, 0.45], lower: [-0.65, 0.2, 0.75] },
    rightLeg: LEG_STRAIGHT,
  },
  /** A load held in both arms in front. */
  carrying: { hips: HIPS, rightArm: { upper: [-0.12, -0.85, 0.45], lower: [0.25, 0.05, 1] }, rightLeg: LEG_STRAIGHT, carries: true },
  /** Down on the right knee, reaching forward (a medic at a casualty, a technician at a lock). */
  kneeling: {
    hips: 0.5,
    rightArm: { upper: [-0.12, -0.7, 0.7], lower: [0.05, -0.55, 0.85] },
    rightLeg: { upper: [-0.05, -1, 0.05], lower: [0, -0.02, -1] },
    leftLeg: { upper: [0.08, -0.05, 1], lower: [0, -1, 0.04] },
    lean: 0.25,
  },
  /** Both arms up in a V: the flight deck's launch signal, a wave to the aircraft. */
  signalling: { hips: HIPS, rightArm: { upper: [-0.55, 0.83, 0.1], lower: [-0.3, 0.95, 0.1] }, rightLeg: LEG_STRAIGHT },
  /** On a seat (the scene's), hands forward on the controls. */
  seated: {
    hips: 0.5,
    rightArm: { upper: [-0.1, -0.65, 0.75], lower: [0.05, 0.05, 1] },
    rightLeg: { upper: [-0.05, 0, 1], lower: [0, -1, 0.1] },
  },
  /** Treading water: arms up and out, waving for help (the rest is under the water). */
  treading: { hips: HIPS, rightArm: { upper: [-0.75, 0.55, 0.2], lower: [-0.2, 0.97, 0.15] }, rightLeg: LEG_STRAIGHT },
} as const satisfies Record<string, Pose>;

export type PoseKey = keyof typeof POSES;
export const POSE_KEYS = Object.keys(POSES) as PoseKey[];

export interface FigureLook {
  outfit: OutfitKey;
  pose: PoseKey;
  /** Index into SKIN_TONES (any integer; taken modulo). */
  skin?: number;
  /** Replaces the outfit's vest colour (a flight-deck role) or, for a parka, its colour. */
  accent?: string;
  /**
   * A restraint harness over the outfit, its tether running from the back to a ring in the
   * floor behind: aircrew working at an open door or ramp wear one, so the slipstream cannot take them.
   */
  harness?: boolean;
}

/** The harness's webbing, bright so it reads on a dark suit in a dim hold, and its metal. */
const HARNESS_WEBBING = '#e8a91c';
const HARNESS_METAL = '#b9bdc2';
/** How far behind the figure's feet its tether is made fast to the floor (metres). */
export const TETHER_REACH = 0.9;

/** One key per distinct look: figures with the same key share one geometry (and instance into one draw call). */
export function lookKey(look: FigureLook): string {
  return `${look.outfit}|${look.pose}|${skinTone(look.skin)}|${look.accent ?? ''}|${look.harness ? 'harness' : ''}`;
}

function skinTone(index = 0): string {
  const length = SKIN_TONES.length;
  return SKIN_TONES[((Math.trunc(index) % length) + length) % length]!;
}

const DOWN = new Vector3(0, -1, 0);

/** A matrix that puts a part built hanging down from the origin (along -y) at `from`, pointing along `direction`. */
function along(from: Vector3, direction: Direction): { matrix: Matrix4; end: (length: number) => Vector3 } {
  const unit = new Vector3(...direction).normalize();
  const rotation = new Quaternion().setFromUnitVectors(DOWN, unit);
  return {
    matrix: new Matrix4().compose(from, rotation, new Vector3(1, 1, 1)),
    end: (length) => from.clone().addScaledVector(unit, length),
  };
}

function mirrored(limb: Limb): Limb {
  return { upper: [-limb.upper[0], limb.upper[1], limb.upper[2]], lower: [-limb.lower[0], limb.lower[1], limb.lower[2]] };
}

/** A limb segment hanging from its joint: a five-sided tapered tube, open at both ends (the joints hide them). */
function segment(length: number, top: number, bottom: number): BufferGeometry {
  return new CylinderGeometry(top, bottom, length, 5, 1, true).translate(0, -length / 2, 0);
}

/** The figure's geometry: one merged, vertex-coloured mesh, feet at the origin, facing +z. */
export function crewFigureGeometry(look: FigureLook): BufferGeometry {
  const outfit: Outfit = OUTFITS[look.outfit];
  const pose: Pose = POSES[look.pose];
  const skin = skinTone(look.skin);
  const parka = outfit.headgear === 'furHood';
  const top = parka && look.accent ? look.accent : outfit.top;
  const vest = parka ? undefined : (look.accent ?? outfit.vest);
  const headgearColour = parka && look.accent ? look.accent : outfit.headgearColour;
  const hands = outfit.gloves ?? skin;
  const parts: FlatPart[] = [];

  // The body from the hips up, leaning forward about the hips.
  const hips = pose.hips;
  const body = new Matrix4().makeTranslation(0, hips, 0).multiply(new Matrix4().makeRotationX(pose.lean ?? 0));
  const inBody = (x: number, y: number, z: number) => body.clone().multiply(new Matrix4().makeTranslation(x, y, z));
  const bulk = parka ? 1.18 : 1;
  parts.push({ geometry: new BoxGeometry(0.34 * bulk, 0.2, 0.21 * bulk), color: outfit.trousers, matrix: inBody(0, 0.02, 0) });
  // Torso: waist to shoulders, flattened front to back.
  parts.push({
    geometry: new CylinderGeometry(0.2 * bulk, 0.16 * bulk, 0.46, 6).scale(1, 1, 0.62),
    color: top,
    matrix: inBody(0, 0.32, 0),
  });
  if (vest)
    parts.push({ geometry: new CylinderGeometry(0.205, 0.175, 0.3, 6).scale(1.02, 1, 0.7), color: vest, matrix: inBody(0, 0.32, 0) });
  if (parka)
    parts.push({
      geometry: new CylinderGeometry(0.21, 0.24, 0.22, 6).scale(1, 1, 0.7),
      color: outfit.trousers === top ? '#d9cfba' : top,
      matrix: inBody(0, -0.06, 0),
    });
  if (outfit.bands) {
    parts.push({
      geometry: new CylinderGeometry(0.196, 0.186, 0.045, 6).scale(1.03, 1, 0.66),
      color: outfit.bands,
      matrix: inBody(0, 0.2, 0),
    });
  }
  // Neck and head: the head's centre at 1.625 standing, a quarter metre tall.
  const neckAt = inBody(0, 0.58, 0);
  parts.push({ geometry: new CylinderGeometry(0.055, 0.06, 0.12, 5, 1, true), color: skin, matrix: neckAt });
  const headAt = inBody(0, 0.705, 0.01);
  const place = (x: number, y: number, z: number) => headAt.clone().multiply(new Matrix4().makeTranslation(x, y, z));
  parts.push({ geometry: new SphereGeometry(0.1, 6, 4).scale(1, 1.22, 1.08), color: skin, matrix: headAt });
  // The face: eyes and brows under any headgear, a nose to catch the light.
  for (const side of [-1, 1]) {
    parts.push({ geometry: new BoxGeometry(0.032, 0.022, 0.02), color: '#1b1714', matrix: place(side * 0.038, 0.012, 0.094) });
    parts.push({ geometry: new BoxGeometry(0.042, 0.012, 0.02), color: '#2a211b', matrix: place(side * 0.038, 0.042, 0.09) });
  }
  parts.push({ geometry: new BoxGeometry(0.024, 0.045, 0.03), color: skin, matrix: place(0, -0.015, 0.105) });
  parts.push(...headgear(outfit, headgearColour, place));

  // Arms from the shoulders: upper arm, forearm, hand.
  const sleeve = top;
  for (const side of [-1, 1] as const) {
    const limb = side < 0 ? pose.rightArm : (pose.leftArm ?? mirrored(pose.rightArm));
    const shoulder = new Vector3(side * 0.225, 0.5, 0).applyMatrix4(body);
    // Arm directions are in the body's frame: lean them with it.
    const lean = new Matrix4().makeRotationX(pose.lean ?? 0);
    const upperDir = new Vector3(...limb.upper).applyMatrix4(lean);
    const lowerDir = new Vector3(...limb.lower).applyMatrix4(lean);
    const upper = along(shoulder, [upperDir.x, upperDir.y, upperDir.z]);
    parts.push({
      geometry: new SphereGeometry(0.07 * bulk, 5, 3),
      color: sleeve,
      matrix: new Matrix4().makeTranslation(shoulder.x, shoulder.y, shoulder.z),
    });
    parts.push({ geometry: segment(0.3, 0.062 * bulk, 0.052 * bulk), color: sleeve, matrix: upper.matrix });
    const elbow = upper.end(0.29);
    const lower = along(elbow, [lowerDir.x, lowerDir.y, lowerDir.z]);
    parts.push({ geometry: segment(0.27, 0.052 * bulk, 0.042 * bulk), color: sleeve, matrix: lower.matrix });
    if (outfit.bands)
      parts.push({ geometry: segment(0.04, 0.054, 0.052).translate(0, -0.12, 0), color: outfit.bands, matrix: lower.matrix });
    if (outfit.redCross && side > 0) {
      parts.push({ geometry: segment(0.07, 0.066, 0.064).translate(0, -0.06, 0), color: '#f1efe8', matrix: upper.matrix });
      parts.push({ geometry: new BoxGeometry(0.03, 0.05, 0.02).translate(0.066, -0.095, 0), color: '#c8302a', matrix: upper.matrix });
    }
    const wrist = lower.end(0.27);
    parts.push({
      geometry: new BoxGeometry(0.07, 0.1, 0.04).translate(0, -0.05, 0),
      color: hands,
      matrix: along(wrist, [lowerDir.x, lowerDir.y, lowerDir.z]).matrix,
    });
  }
  if (look.harness) parts.push(...harness(inBody, body));
  if (pose.carries) {
    parts.push({ geometry: new BoxGeometry(0.42, 0.26, 0.3), color: '#8c6a3f', matrix: inBody(0, 0.2, 0.36) });
  }

  // Legs from the hips: thigh, shin, boot (toes forward of the ankle).
  for (const side of [-1, 1] as const) {
    const limb = side < 0 ? pose.rightLeg : (pose.leftLeg ?? mirrored(pose.rightLeg));
    const hip = new Vector3(side * 0.095, hips, 0);
    const thigh = along(hip, limb.upper);
    parts.push({ geometry: segment(0.43, 0.085 * bulk, 0.065 * bulk), color: outfit.trousers, matrix: thigh.matrix });
    const knee = thigh.end(0.42);
    const shin = along(knee, limb.lower);
    parts.push({ geometry: segment(0.42, 0.065 * bulk, 0.05 * bulk), color: outfit.trousers, matrix: shin.matrix });
    if (outfit.bands) parts.push({ geometry: segment(0.04, 0.06, 0.058).translate(0, -0.28, 0), color: outfit.bands, matrix: shin.matrix });
    const ankle = shin.end(0.41);
    const sole = new Vector3(...limb.lower).normalize();
    // A boot stands flat whatever the shin does, unless the shin lies along the ground (a kneeling leg's toes point down).
    const flat = Math.abs(sole.y) > 0.7;
    const bootMatrix = flat
      ? new Matrix4().makeTranslation(ankle.x, ankle.y, ankle.z)
      : new Matrix4().makeTranslation(ankle.x, ankle.y, ankle.z).multiply(new Matrix4().makeRotationX(Math.PI / 2));
    parts.push({ geometry: new BoxGeometry(0.11, 0.1, 0.27).translate(0, -0.03, 0.05), color: outfit.boots, matrix: bootMatrix });
  }
  return mergeFlat(parts);
}

/**
 * A restraint harness in the body's frame (`inBody`): shoulder straps front and back, a chest
 * strap, a waist belt, the ring between the shoulder blades, and the tether from it down to
 * a ring in the floor TETHER_REACH behind the feet.
 */
function harness(inBody: (x: number, y: number, z: number) => Matrix4, body: Matrix4): FlatPart[] {
  const parts: FlatPart[] = [];
  for (const side of [-1, 1]) {
    for (const face of [-1, 1]) {
      // Down the front and the back, following the torso's taper, to the shoulder.
      parts.push({
        geometry: new BoxGeometry(0.045, 0.48, 0.02).rotateX(face * 0.085),
        color: HARNESS_WEBBING,
        matrix: inBody(side * 0.085, 0.33, face * 0.123),
      });
    }
  }
  parts.push({ geometry: new BoxGeometry(0.24, 0.035, 0.02), color: HARNESS_WEBBING, matrix: inBody(0, 0.42, 0.136) });
  parts.push({
    geometry: new CylinderGeometry(0.178, 0.174, 0.055, 6, 1, true).scale(1, 1, 0.66),
    color: HARNESS_WEBBING,
    matrix: inBody(0, 0.12, 0),
  });
  parts.push({ geometry: new BoxGeometry(0.06, 0.06, 0.02), color: HARNESS_METAL, matrix: inBody(0, 0.46, -0.14) });
  // The tether: from the back ring to the floor behind, its end made fast to a ring there.
  const ring = new Vector3(0, 0.46, -0.15).applyMatrix4(body);
  const anchor = new Vector3(0, 0.03, -TETHER_REACH);
  const { matrix } = along(ring, [anchor.x - ring.x, anchor.y - ring.y, anchor.z - ring.z]);
  parts.push({ geometry: segment(ring.distanceTo(anchor), 0.012, 0.012), color: HARNESS_WEBBING, matrix });
  parts.push({
    geometry: new BoxGeometry(0.12, 0.03, 0.12),
    color: HARNESS_METAL,
    matrix: new Matrix4().makeTranslation(anchor.x, 0.015, anchor.z),
  });
  return parts;
}

/** The headgear, built about the head's centre (`place` is in the head's frame). */
function headgear(outfit: Outfit, colour: string, place: (x: number, y: number, z: number) => Matrix4): FlatPart[] {
  const dome = (radius: number, widthSegments = 7) => new SphereGeometry(radius, widthSegments, 3, 0, Math.PI * 2, 0, Math.PI / 2);
  switch (outfit.headgear) {
    case 'none':
      return [{ geometry: dome(0.104, 6).scale(1, 0.9, 1.08), color: '#2a211b', matrix: place(0, 0.03, -0.01) }];
    case 'combatHelmet':
      return [
        { geometry: dome(0.135).scale(1, 0.95, 1.1), color: colour, matrix: place(0, 0.035, -0.005) },
        { geometry: new CylinderGeometry(0.14, 0.145, 0.03, 7).scale(1, 1, 1.1), color: colour, matrix: place(0, 0.035, -0.005) },
      ];
    case 'hardHat':
      return [
        { geometry: dome(0.125).scale(1, 1.05, 1.1), color: colour, matrix: place(0, 0.05, 0) },
        { geometry: new CylinderGeometry(0.16, 0.16, 0.015, 8).scale(1, 1, 1.12), color: colour, matrix: place(0, 0.05, 0.01) },
      ];
    case 'ballCap':
      return [
        { geometry: dome(0.112).scale(1, 0.85, 1.08), color: colour, matrix: place(0, 0.05, 0) },
        { geometry: new BoxGeometry(0.15, 0.012, 0.09), color: colour, matrix: place(0, 0.05, 0.13) },
      ];
    case 'cranial':
      return [
        { geometry: dome(0.118).scale(1, 0.9, 1.08), color: colour, matrix: place(0, 0.03, 0) },
        { geometry: new BoxGeometry(0.24, 0.075, 0.06), color: '#1d2026', matrix: place(0, -0.005, 0) },
        { geometry: new BoxGeometry(0.16, 0.035, 0.03), color: '#6f8590', matrix: place(0, 0.08, 0.095) },
      ];
    case 'flightHelmet':
      return [
        {
          geometry: new SphereGeometry(0.135, 7, 4, 0, Math.PI * 2, 0, Math.PI * 0.62).scale(1, 1.05, 1.1),
          color: colour,
          matrix: place(0, 0.015, -0.01),
        },
        { geometry: new BoxGeometry(0.17, 0.05, 0.04), color: '#23272e', matrix: place(0, 0.075, 0.12) },
      ];
    case 'fireHelmet':
      return [
        { geometry: dome(0.13).scale(1, 1.15, 1.12), color: colour, matrix: place(0, 0.04, 0) },
        { geometry: new CylinderGeometry(0.17, 0.17, 0.018, 8).scale(1, 1, 1.25), color: colour, matrix: place(0, 0.035, -0.04) },
        { geometry: new BoxGeometry(0.05, 0.05, 0.02), color: '#d9d3c2', matrix: place(0, 0.11, 0.14) },
      ];
    case 'furHood':
      return [
        {
          geometry: new SphereGeometry(0.15, 7, 4, 0, Math.PI * 2, 0, Math.PI * 0.75).scale(1, 1.12, 1),
          color: colour,
          matrix: place(0, 0.015, -0.035),
        },
        { geometry: new TorusGeometry(0.11, 0.035, 3, 8).scale(1, 1.2, 1), color: '#ddd2bd', matrix: place(0, 0, 0.075) },
      ];
    case 'diveHood':
      return [
        {
          geometry: new SphereGeometry(0.118, 7, 4, 0, Math.PI * 2, 0, Math.PI * 0.7).scale(1, 1.15, 1.05),
          color: colour,
          matrix: place(0, 0.005, -0.012),
        },
        { geometry: new BoxGeometry(0.16, 0.05, 0.05), color: '#5a8aa0', matrix: place(0, 0.1, 0.08) },
      ];
  }
}

/** Triangles in a geometry (non-indexed, as mergeFlat gives it). */
export function triangleCount(geometry: BufferGeometry): number {
  return (geometry.index?.count ?? geometry.getAttribute('position').count) / 3;
}
