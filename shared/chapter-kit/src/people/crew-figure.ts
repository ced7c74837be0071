import {
  BoxGeometry,
  BufferAttribute,
  CylinderGeometry,
  Matrix4,
  Quaternion,
  SphereGeometry,
  TorusGeometry,
  Vector3,
  type BufferGeometry,
} from 'three';
import { mergeFlat, type FlatPart } from '../art/low-poly-geometry';
import type { WorkKey } from './crew-clips';
import { OUTFITS, SKIN_TONES, type Outfit, type OutfitKey } from './crew-outfits';
import type { PoseKey } from './crew-poses';
import { bone, REST, restJoint, type Bone } from './crew-rig';
import { BONE_ATTRIBUTE } from './crew-skinning';
import { toolParts, WORK_TOOLS, type ToolKey } from './crew-tools';

/**
 * The kit's crew figure, made by code: about seven heads tall (HEAD 0.25 m, 1.75 m to the
 * crown; the head drawn a little large, as a stylised figure's is, so a face reads on a phone),
 * a head with eyes and brows, neck, torso, arms with hands, legs and boots, in one flat-shaded,
 * vertex-coloured geometry (one draw call; many of one look instance into one). It is built
 * standing at rest on its feet at the origin, facing +z, arms and legs straight down, each
 * vertex tagged with the bone it follows (crew-rig.ts); the rig poses it on the GPU.
 */
export const HEAD = 0.25;
export const FIGURE_HEIGHT = 7 * HEAD;

export interface FigureLook {
  outfit: OutfitKey;
  /** The stance the work is done in (crew-poses.ts). */
  pose: PoseKey;
  /** The work loop (crew-clips.ts); standing by (idle) unless given. */
  work?: WorkKey;
  /** What is in their hands; the work's tool (crew-tools.ts) unless given, a box when carrying. */
  tool?: ToolKey | 'none';
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

/** The head's size over the body's true proportion: a stylised figure's head, read at a phone's size. */
export const HEAD_SCALE = 1.15;

/** What the figure holds: the look's tool, else its work's, else a box when its stance carries one. */
export function toolFor(look: FigureLook): ToolKey | undefined {
  if (look.tool) return look.tool === 'none' ? undefined : look.tool;
  const tool = look.work ? WORK_TOOLS[look.work] : undefined;
  return tool ?? (look.pose === 'carrying' ? 'box' : undefined);
}

/**
 * One key per distinct look: figures with the same key share one geometry (and instance into
 * one draw call). The stance and the work are poses, not geometry: they are not in it.
 */
export function lookKey(look: FigureLook): string {
  return `${look.outfit}|${skinTone(look.skin)}|${look.accent ?? ''}|${look.harness ? 'harness' : ''}|${toolFor(look) ?? ''}`;
}

function skinTone(index = 0): string {
  const length = SKIN_TONES.length;
  return SKIN_TONES[((Math.trunc(index) % length) + length) % length]!;
}

const DOWN = new Vector3(0, -1, 0);

/** A matrix that puts a part built hanging down from the origin (along -y) at `from`, pointing along `direction`. */
function along(from: Vector3, direction: readonly [number, number, number]): { matrix: Matrix4; end: (length: number) => Vector3 } {
  const unit = new Vector3(...direction).normalize();
  const rotation = new Quaternion().setFromUnitVectors(DOWN, unit);
  return {
    matrix: new Matrix4().compose(from, rotation, new Vector3(1, 1, 1)),
    end: (length) => from.clone().addScaledVector(unit, length),
  };
}

/** A limb segment hanging from its joint: a five-sided tapered tube, open at both ends (the joints hide them). */
function segment(length: number, top: number, bottom: number): BufferGeometry {
  return new CylinderGeometry(top, bottom, length, 5, 1, true).translate(0, -length / 2, 0);
}

/** The figure's geometry at rest: one merged, vertex-coloured mesh, feet at the origin, facing +z, its `crewBone` attribute set. */
export function crewFigureGeometry(look: FigureLook): BufferGeometry {
  const outfit: Outfit = OUTFITS[look.outfit];
  const skin = skinTone(look.skin);
  const parka = outfit.headgear === 'furHood';
  const top = parka && look.accent ? look.accent : outfit.top;
  const vest = parka ? undefined : (look.accent ?? outfit.vest);
  const headgearColour = parka && look.accent ? look.accent : outfit.headgearColour;
  const hands = outfit.gloves ?? skin;
  const parts: FlatPart[] = [];
  const bones: number[] = [];
  const on = (name: Bone, ...added: FlatPart[]) => {
    for (const part of added) {
      parts.push(part);
      bones.push(bone(name));
    }
  };

  // The body from the hips up.
  const hips = REST.hips;
  const body = new Matrix4().makeTranslation(0, hips, 0);
  const inBody = (x: number, y: number, z: number) => body.clone().multiply(new Matrix4().makeTranslation(x, y, z));
  const bulk = parka ? 1.18 : 1;
  on('root', { geometry: new BoxGeometry(0.34 * bulk, 0.2, 0.21 * bulk), color: outfit.trousers, matrix: inBody(0, 0.02, 0) });
  // Torso: waist to shoulders, flattened front to back.
  on('torso', {
    geometry: new CylinderGeometry(0.2 * bulk, 0.16 * bulk, 0.46, 6).scale(1, 1, 0.62),
    color: top,
    matrix: inBody(0, 0.32, 0),
  });
  if (vest)
    on('torso', { geometry: new CylinderGeometry(0.205, 0.175, 0.3, 6).scale(1.02, 1, 0.7), color: vest, matrix: inBody(0, 0.32, 0) });
  if (parka)
    on('root', {
      geometry: new CylinderGeometry(0.21, 0.24, 0.22, 6).scale(1, 1, 0.7),
      color: outfit.trousers === top ? '#d9cfba' : top,
      matrix: inBody(0, -0.06, 0),
    });
  if (outfit.bands) {
    on('torso', {
      geometry: new CylinderGeometry(0.196, 0.186, 0.045, 6).scale(1.03, 1, 0.66),
      color: outfit.bands,
      matrix: inBody(0, 0.2, 0),
    });
  }
  // Neck and head: the head's centre at 1.625 standing (a stylised head, HEAD_SCALE over life, grown from the neck).
  on('head', { geometry: new CylinderGeometry(0.055, 0.062, 0.14, 5, 1, true), color: skin, matrix: inBody(0, 0.585, 0) });
  const headAt = inBody(0, 0.705, 0.01).multiply(new Matrix4().makeScale(HEAD_SCALE, HEAD_SCALE, HEAD_SCALE));
  const place = (x: number, y: number, z: number) => headAt.clone().multiply(new Matrix4().makeTranslation(x, y, z));
  on('head', { geometry: new SphereGeometry(0.1, 7, 5).scale(1, 1.2, 1.08), color: skin, matrix: headAt });
  // The face: eyes and brows under any headgear, a nose to catch the light, a mouth.
  for (const side of [-1, 1]) {
    on('head', { geometry: new BoxGeometry(0.034, 0.026, 0.02), color: '#1b1714', matrix: place(side * 0.04, 0.012, 0.095) });
    on('head', { geometry: new BoxGeometry(0.046, 0.013, 0.02), color: '#2a211b', matrix: place(side * 0.04, 0.045, 0.092) });
  }
  on('head', { geometry: new BoxGeometry(0.026, 0.045, 0.03), color: skin, matrix: place(0, -0.015, 0.107) });
  on('head', { geometry: new BoxGeometry(0.05, 0.01, 0.02), color: '#6e3b2e', matrix: place(0, -0.058, 0.09) });
  on('head', ...headgear(outfit, headgearColour, place));

  // Arms from the shoulders, straight down at rest: shoulder, upper arm, forearm, hand.
  const sleeve = top;
  for (const side of [-1, 1] as const) {
    const upperBone: Bone = side < 0 ? 'rightUpperArm' : 'leftUpperArm';
    const lowerBone: Bone = side < 0 ? 'rightForearm' : 'leftForearm';
    const shoulder = restJoint(upperBone);
    const upper = along(shoulder, [0, -1, 0]);
    on(upperBone, {
      geometry: new SphereGeometry(0.07 * bulk, 5, 3),
      color: sleeve,
      matrix: new Matrix4().makeTranslation(shoulder.x, shoulder.y, shoulder.z),
    });
    on(upperBone, { geometry: segment(0.3, 0.062 * bulk, 0.052 * bulk), color: sleeve, matrix: upper.matrix });
    const lower = along(restJoint(lowerBone), [0, -1, 0]);
    on(lowerBone, { geometry: segment(0.27, 0.052 * bulk, 0.042 * bulk), color: sleeve, matrix: lower.matrix });
    if (outfit.bands)
      on(lowerBone, { geometry: segment(0.04, 0.054, 0.052).translate(0, -0.12, 0), color: outfit.bands, matrix: lower.matrix });
    if (outfit.redCross && side > 0) {
      on(upperBone, { geometry: segment(0.07, 0.066, 0.064).translate(0, -0.06, 0), color: '#f1efe8', matrix: upper.matrix });
      on(upperBone, { geometry: new BoxGeometry(0.03, 0.05, 0.02).translate(0.066, -0.095, 0), color: '#c8302a', matrix: upper.matrix });
    }
    // A mitten of a hand, drawn a little large (like the head) so it reads: the palm and a thumb forward.
    const wrist = lower.end(REST.forearm);
    on(lowerBone, {
      geometry: new BoxGeometry(0.08, 0.11, 0.05).translate(0, -0.055, 0),
      color: hands,
      matrix: along(wrist, [0, -1, 0]).matrix,
    });
    on(lowerBone, {
      geometry: new BoxGeometry(0.025, 0.05, 0.03),
      color: hands,
      matrix: new Matrix4().makeTranslation(wrist.x - side * 0.015, wrist.y - 0.035, wrist.z + 0.035),
    });
  }
  if (look.harness) {
    // The straps move with the body; the ring in the floor stays put.
    const straps = harness(inBody);
    const ring = straps.pop()!;
    on('torso', ...straps);
    on('root', ring);
  }
  const tool = toolFor(look);
  if (tool) {
    const hand = (side: -1 | 1, reach: number, forward: number) =>
      new Matrix4().makeTranslation(
        side * REST.shoulderHalf,
        hips + REST.shoulderRise - REST.upperArm - REST.forearm - 0.06 - reach,
        forward,
      );
    for (const { bone: name, ...part } of toolParts(tool, hand, inBody)) on(name, part);
  }

  // Legs from the hips, straight down at rest: thigh, shin, boot (toes forward of the ankle).
  for (const side of [-1, 1] as const) {
    const thighBone: Bone = side < 0 ? 'rightThigh' : 'leftThigh';
    const shinBone: Bone = side < 0 ? 'rightShin' : 'leftShin';
    const thigh = along(restJoint(thighBone), [0, -1, 0]);
    on(thighBone, { geometry: segment(0.43, 0.085 * bulk, 0.065 * bulk), color: outfit.trousers, matrix: thigh.matrix });
    const shin = along(restJoint(shinBone), [0, -1, 0]);
    on(shinBone, { geometry: segment(0.42, 0.065 * bulk, 0.05 * bulk), color: outfit.trousers, matrix: shin.matrix });
    if (outfit.bands)
      on(shinBone, { geometry: segment(0.04, 0.06, 0.058).translate(0, -0.28, 0), color: outfit.bands, matrix: shin.matrix });
    const ankle = shin.end(REST.shin);
    on(shinBone, {
      geometry: new BoxGeometry(0.11, 0.1, 0.27).translate(0, -0.03, 0.05),
      color: outfit.boots,
      matrix: new Matrix4().makeTranslation(ankle.x, ankle.y, ankle.z),
    });
  }
  // Each part's vertices follow its bone: count them before the merge frees the parts.
  const counts = parts.map(({ geometry }) => geometry.index?.count ?? geometry.getAttribute('position').count);
  const merged = mergeFlat(parts);
  const tags = new Float32Array(merged.getAttribute('position').count);
  let at = 0;
  counts.forEach((count, index) => {
    tags.fill(bones[index]!, at, at + count);
    at += count;
  });
  merged.setAttribute(BONE_ATTRIBUTE, new BufferAttribute(tags, 1));
  return merged;
}

/**
 * A restraint harness in the body's frame (`inBody`): shoulder straps front and back, a chest
 * strap, a waist belt, the ring between the shoulder blades, and the tether from it down to
 * a ring in the floor TETHER_REACH behind the feet.
 */
function harness(inBody: (x: number, y: number, z: number) => Matrix4): FlatPart[] {
  const body = inBody(0, 0, 0);
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
