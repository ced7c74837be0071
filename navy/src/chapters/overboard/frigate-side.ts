import {
  BoxGeometry,
  BufferAttribute,
  BufferGeometry,
  CircleGeometry,
  Color,
  CylinderGeometry,
  Matrix4,
  Quaternion,
  TorusGeometry,
  Vector3,
} from 'three';
import { mergeFlat, type FlatPart } from '@mission/chapter-kit/scene';
import { DECK_HEIGHT, PLATFORM_OUTBOARD } from './overboard-layout';

/**
 * A Halifax-class frigate's starboard side, seen from the sea boat's platform: the hull
 * plating from the main deck's edge down past the waterline, flaring out towards a raked bow
 * whose deck rises (sheer), the black boot-topping at the waterline, the guard rail along the
 * deck's edge, the superstructure with its funnel and mast, and the platform the player stands
 * on with its own rail and a lifebuoy on its stand. One vertex-coloured geometry (one draw
 * call) in the ship's frame: x outboard of the deck's edge abreast the player, -z forward
 * (the ship's head), y up from the deck; the scene turns it to `SHIP_HEADING_DEG`.
 */

/** Half the frigate's beam (a Halifax is 16.4 m across). */
export const HALF_BEAM = 7.4;
/** Where the stem is (metres forward of the player's station) at the deck, and where the bow starts to narrow. */
const STEM_AT = 80;
const BOW_STARTS = 28;
/** How far the deck's edge is inboard of the straight side at `along` (the bow narrowing to the stem; the stern a little). */
export function deckEdgeInboard(along: number): number {
  if (along > BOW_STARTS) return HALF_BEAM * Math.min(1, ((along - BOW_STARTS) / (STEM_AT - BOW_STARTS)) ** 2);
  if (along < -16) return (-16 - along) * 0.12;
  return 0;
}
/** The deck's height over the station's at `along`: the sheer rising to the bow. */
export function deckRise(along: number): number {
  return along > 20 ? 2.4 * Math.min(1, (along - 20) / (STEM_AT - 20)) ** 2 : 0;
}
/** How far the waterline is inboard of the deck's edge at `along`: a little flare amidships, much more at the bow. */
function flare(along: number): number {
  return 0.35 + (along > 40 ? 1.8 * ((along - 40) / (STEM_AT - 40)) ** 1.5 : 0);
}

/** Haze grey, the boot-topping and the antifouling below it. */
const HAZE_GREY = new Color('#7f8890');
const SHEER_STRAKE = '#9aa2a9';
const BOOT_TOPPING = '#1c1f23';
const ANTIFOULING = '#5a2824';
const DECK = '#454b52';
const SUPERSTRUCTURE = '#959ca3';
const DARK_GLASS = '#1e2730';
const RAIL = '#d3d7da';
const STANCHION = '#6d747b';
const LIFEBUOY = '#ef5a1c';
const REFLECTIVE = '#eef2f3';

/** The waterline's depth under the station's deck, and how far the boot-topping runs above and below it. */
const WATERLINE = -DECK_HEIGHT;
const BOOT_TOP = [WATERLINE - 0.45, WATERLINE + 0.8] as const;
/** The sections the hull is drawn through (metres forward of the station): close where the bow curves. */
const STATIONS = [-30, -22, -14, -6, 0, 6, 12, 18, 24, 30, 36, 42, 48, 53, 58, 62, 66, 70, 73, 76, 78, 80];

/** The side's outboard offset (from the deck's edge abreast the player) at `along` and height `y`, the flare carried down and below the water. */
function sideAt(along: number, y: number): number {
  const top = deckRise(along);
  const edge = -deckEdgeInboard(along);
  const below = (top - y) / (top - WATERLINE);
  return Math.max(-HALF_BEAM, edge - flare(along) * below);
}

/**
 * The plates' shades: each plate (about 6 m by 1.1 m) a little lighter or darker than the
 * next, as a ship's paint weathers, so the side reads as plating and not as one flat band.
 */
function plateShade(along: number, y: number): number {
  const plate = Math.floor(along / 6) * 7 + Math.floor(y / 1.1) * 13;
  return 0.8 + ((((plate * 2654435761) >>> 0) % 1000) / 1000) * 0.36;
}

/** The hull's starboard side: quads between sections and heights, each coloured by its band. */
function hullSide(): FlatPart {
  const positions: number[] = [];
  const quad = (a: Vector3, b: Vector3, c: Vector3, d: Vector3) =>
    positions.push(a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z, a.x, a.y, a.z, c.x, c.y, c.z, d.x, d.y, d.z);
  const point = (along: number, y: number) => new Vector3(sideAt(along, y), y, -along);
  for (let i = 0; i + 1 < STATIONS.length; i += 1) {
    const [aft, fore] = [STATIONS[i]!, STATIONS[i + 1]!];
    const heights = (along: number) => [
      deckRise(along) + 0.15,
      deckRise(along) - 0.5,
      -1.6,
      -2.7,
      BOOT_TOP[1],
      WATERLINE,
      BOOT_TOP[0],
      WATERLINE - 3,
    ];
    const [aftHeights, foreHeights] = [heights(aft), heights(fore)];
    for (let level = 0; level + 1 < aftHeights.length; level += 1) {
      // Wound so the face looks outboard (+x): its normal comes out of the side.
      quad(
        point(aft, aftHeights[level]!),
        point(aft, aftHeights[level + 1]!),
        point(fore, foreHeights[level + 1]!),
        point(fore, foreHeights[level]!),
      );
    }
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(new Float32Array(positions), 3));
  const shade = new Color();
  return {
    geometry,
    color: (x, y, z) => {
      if (y < BOOT_TOP[0]) return ANTIFOULING;
      if (y < BOOT_TOP[1]) return BOOT_TOPPING;
      if (y > deckRise(-z) - 0.5) return SHEER_STRAKE;
      return shade.copy(HAZE_GREY).multiplyScalar(plateShade(-z, y));
    },
  };
}

/** The deck from the starboard edge to the port one, rising to the bow with the sheer. */
function deck(): FlatPart {
  const positions: number[] = [];
  for (let i = 0; i + 1 < STATIONS.length; i += 1) {
    const [aft, fore] = [STATIONS[i]!, STATIONS[i + 1]!];
    const corner = (along: number, starboard: boolean) => {
      const edge = -deckEdgeInboard(along);
      return [starboard ? edge : -2 * HALF_BEAM - edge, deckRise(along), -along];
    };
    const [a, b, c, d] = [corner(aft, true), corner(fore, true), corner(fore, false), corner(aft, false)];
    positions.push(...a, ...b, ...c, ...a, ...c, ...d);
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(new Float32Array(positions), 3));
  return { geometry, color: DECK };
}

/** How far before the player the platform's front rail stands (metres). */
export const PLATFORM_FRONT = 0.75;

/**
 * A lifebuoy on its stand on the guard rail: orange, with four patches of reflective tape,
 * turned `turn` radians from facing aft towards facing outboard.
 */
function lifebuoy(along: number, turn: number): FlatPart[] {
  const centre = new Vector3(-deckEdgeInboard(along) + 0.04, deckRise(along) + 0.62, -along);
  const facing = new Matrix4().makeRotationY(turn).setPosition(centre);
  const parts: FlatPart[] = [{ geometry: new TorusGeometry(0.34, 0.1, 6, 14), color: LIFEBUOY, matrix: facing }];
  for (let patch = 0; patch < 4; patch += 1) {
    parts.push({
      geometry: new TorusGeometry(0.34, 0.106, 6, 2, 0.3).rotateZ((patch * Math.PI) / 2 + Math.PI / 4 - 0.15),
      color: REFLECTIVE,
      matrix: facing,
    });
  }
  parts.push({
    geometry: new BoxGeometry(0.08, 0.8, 0.08),
    color: STANCHION,
    matrix: at(centre.x - 0.06, deckRise(along) + 0.4, centre.z),
  });
  return parts;
}

/** A bar from one point to another (a lifeline, a rail): a thin box along the segment. */
function bar(from: Vector3, to: Vector3, thickness: number, color: string): FlatPart {
  const length = from.distanceTo(to);
  const direction = to.clone().sub(from).normalize();
  const matrix = new Matrix4().compose(
    from.clone().add(to).multiplyScalar(0.5),
    new Quaternion().setFromUnitVectors(new Vector3(0, 0, 1), direction),
    new Vector3(1, 1, 1),
  );
  return { geometry: new BoxGeometry(thickness, thickness, length), color, matrix };
}

const at = (x: number, y: number, z: number) => new Matrix4().makeTranslation(x, y, z);

/** The guard rail along the deck's edge: stanchions and three lifelines, following the bow's curve and sheer. */
function guardRail(): FlatPart[] {
  const parts: FlatPart[] = [];
  const posts: Vector3[] = [];
  for (let along = -24; along <= STEM_AT - 4; along += 2.4) {
    // The platform's own rail stands where the deck's is cut for the sea boat.
    if (along > -3 && along < 3) continue;
    posts.push(new Vector3(-deckEdgeInboard(along) - 0.1, deckRise(along), -along));
  }
  for (const post of posts)
    parts.push({ geometry: new BoxGeometry(0.06, 1, 0.06), color: STANCHION, matrix: at(post.x, post.y + 0.5, post.z) });
  for (let i = 0; i + 1 < posts.length; i += 1) {
    if (posts[i + 1]!.z - posts[i]!.z < -3) continue;
    for (const height of [0.36, 0.68, 1])
      parts.push(bar(posts[i]!.clone().setY(posts[i]!.y + height), posts[i + 1]!.clone().setY(posts[i + 1]!.y + height), 0.04, RAIL));
  }
  return parts;
}

/**
 * The superstructure inboard of the side deck: the block from the sea boat's station forward
 * to the bridge, its watertight doors, the bridge windows, the funnel and the mast, and the
 * hangar aft; and the 57 mm gun on the forecastle. Their silhouette against the sky is what
 * says "warship" from the rail.
 */
function superstructure(): FlatPart[] {
  const side = -1.7;
  const block = (aft: number, fore: number, inboardWidth: number, height: number, base = 0): FlatPart => ({
    geometry: new BoxGeometry(inboardWidth, height, fore - aft),
    color: SUPERSTRUCTURE,
    matrix: at(side - inboardWidth / 2, base + height / 2, -(aft + fore) / 2),
  });
  const parts: FlatPart[] = [
    block(5, 44, 11, 5.4),
    block(33, 44, 9, 3, 5.4),
    block(-30, -8, 11, 6),
    // The funnel, offset to starboard as on a Halifax, its top black.
    { geometry: new BoxGeometry(3.4, 5, 5.5), color: SUPERSTRUCTURE, matrix: at(side - 2.6, 7.9, -17) },
    { geometry: new BoxGeometry(3.5, 0.7, 5.6), color: '#24282d', matrix: at(side - 2.6, 10.5, -17) },
    // The mast: a tapered lattice seen as a slim column, with its yard.
    { geometry: new CylinderGeometry(0.35, 0.8, 14, 4), color: SUPERSTRUCTURE, matrix: at(side - 5.5, 15.4, -30) },
    { geometry: new BoxGeometry(6, 0.2, 0.2), color: SUPERSTRUCTURE, matrix: at(side - 5.5, 18, -30) },
    // The 57 mm gun on the forecastle: its house and barrel.
    { geometry: new BoxGeometry(2.6, 1.6, 3.2), color: SUPERSTRUCTURE, matrix: at(-HALF_BEAM, deckRise(54) + 0.8, -54) },
    {
      geometry: new CylinderGeometry(0.1, 0.12, 3.6, 5).rotateX(Math.PI / 2),
      color: '#5d646b',
      matrix: at(-HALF_BEAM, deckRise(54) + 1.1, -57),
    },
  ];
  // Bridge windows across the front of the bridge deck and along its side.
  parts.push({ geometry: new BoxGeometry(0.05, 0.9, 9), color: DARK_GLASS, matrix: at(side + 0.03, 7.2, -39) });
  // The 01 deck's edge along the block, a shade darker: the superstructure reads as decks, not one wall.
  parts.push({ geometry: new BoxGeometry(0.08, 0.25, 39), color: '#7b838a', matrix: at(side + 0.04, 2.7, -24.5) });
  // Watertight doors along the side deck.
  for (const along of [9, 21, 30])
    parts.push({ geometry: new BoxGeometry(0.05, 1.9, 0.9), color: '#6f777e', matrix: at(side + 0.03, 1.05, -along) });
  return parts;
}

/**
 * The sea boat's platform the player stands on: its deck out from the main deck's edge, the
 * bracket under it, its rail in front and outboard (the one the lifebuoy is thrown over).
 */
function platform(): FlatPart[] {
  const outer = PLATFORM_OUTBOARD + 0.7;
  // Its front rail close before the player (leaning on it), so it sits low in the frame, under the person.
  const [aft, fore] = [-2.5, PLATFORM_FRONT];
  const parts: FlatPart[] = [
    { geometry: new BoxGeometry(outer, 0.22, fore - aft), color: DECK, matrix: at(outer / 2, -0.11, -(aft + fore) / 2) },
    { geometry: new BoxGeometry(outer, 0.5, 0.2), color: SUPERSTRUCTURE, matrix: at(outer / 2, -0.45, -fore + 0.1) },
  ];
  const corners = [new Vector3(0, 0, -fore), new Vector3(outer, 0, -fore), new Vector3(outer, 0, -aft)];
  // A stanchion just right of the player, so the front rail reads as a rail at the foot of the frame.
  for (const corner of [...corners, new Vector3(PLATFORM_OUTBOARD + 0.28, 0, -fore), new Vector3(outer, 0, -(aft + fore) / 2)]) {
    parts.push({ geometry: new BoxGeometry(0.06, 1.1, 0.06), color: STANCHION, matrix: at(corner.x, 0.55, corner.z) });
  }
  for (let i = 0; i + 1 < corners.length; i += 1) {
    for (const height of [0.4, 0.75]) parts.push(bar(corners[i]!.clone().setY(height), corners[i + 1]!.clone().setY(height), 0.04, RAIL));
    parts.push(bar(corners[i]!.clone().setY(1.1), corners[i + 1]!.clone().setY(1.1), 0.05, RAIL));
  }
  return parts;
}

/** The frigate's side, the guard rail, the superstructure and the player's platform: one geometry in the ship's frame. */
/** A row of scuttles (portholes) along the side under the deck's edge, dark glass in a pale rim: the side reads as a ship's, at scale. */
function scuttles(): FlatPart[] {
  const parts: FlatPart[] = [];
  for (let along = 3; along < 46; along += 3.4) {
    const y = -1.25;
    const x = sideAt(along, y) + 0.03;
    const facing = new Matrix4().makeRotationY(Math.PI / 2).setPosition(x, y, -along);
    parts.push({ geometry: new CircleGeometry(0.26, 10), color: '#c3c9ce', matrix: facing });
    parts.push({ geometry: new CircleGeometry(0.19, 10), color: DARK_GLASS, matrix: facing.clone().setPosition(x + 0.01, y, -along) });
  }
  return parts;
}

export function frigateSideGeometry(): BufferGeometry {
  // Lifebuoys on their stands along the rail, where the first frame sees them beside the side deck.
  const buoys = [...lifebuoy(8, 0.9), ...lifebuoy(31, 0.9)];
  return mergeFlat([hullSide(), deck(), ...guardRail(), ...buoys, ...superstructure(), ...platform(), ...scuttles()]);
}
