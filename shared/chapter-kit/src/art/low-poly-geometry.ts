import {
  BufferAttribute,
  BufferGeometry,
  Color,
  PlaneGeometry,
  type ColorRepresentation,
  type InterleavedBufferAttribute,
  type Matrix4,
} from 'three';

/**
 * Low-poly geometry for the kit's art direction: flat faces (non-indexed, one normal per
 * face) and a colour per vertex, so a whole prop is one geometry and one material, and
 * many props merge into one draw call.
 *
 * Every chapter visit builds its props and ground again (nothing is cached, for phones'
 * memory), so these loops read and write the typed arrays directly rather than through
 * three's per-vertex accessors: about half the work on a first visit, a quarter once warm.
 */
export interface FlatPart {
  geometry: BufferGeometry;
  color: ColorRepresentation | FaceColor;
  matrix?: Matrix4;
}

/** A face's colour from its centre. */
type FaceColor = (x: number, y: number, z: number) => ColorRepresentation;

/**
 * Merges parts (each transformed and coloured) into one flat-shaded, vertex-coloured geometry. Frees the inputs.
 * Gives what toNonIndexed, applyMatrix4 and computeVertexNormals would (the unit test holds it to that).
 */
export function mergeFlat(parts: readonly FlatPart[]): BufferGeometry {
  let total = 0;
  for (const part of parts) total += part.geometry.index?.count ?? part.geometry.getAttribute('position').count;
  const positions = new Float32Array(total * 3);
  const colors = new Float32Array(total * 3);
  const normals = new Float32Array(total * 3);
  const paint = facePainter();
  let out = 0;
  for (const part of parts) {
    const source = plainArray(part.geometry.getAttribute('position'));
    const index = part.geometry.index?.array;
    const corners = index ? index.length : source.length / 3;
    const e = part.matrix?.elements;
    const color = part.color;
    const fixed = typeof color === 'function' ? null : paint(color);
    for (let corner = 0; corner < corners; corner += 1) {
      const from = (index ? index[corner]! : corner) * 3;
      const x = source[from]!;
      const y = source[from + 1]!;
      const z = source[from + 2]!;
      const to = out + corner * 3;
      if (e) {
        // Vector3.applyMatrix4, w divide included, so any matrix gives what three gives.
        const w = 1 / (e[3]! * x + e[7]! * y + e[11]! * z + e[15]!);
        positions[to] = (e[0]! * x + e[4]! * y + e[8]! * z + e[12]!) * w;
        positions[to + 1] = (e[1]! * x + e[5]! * y + e[9]! * z + e[13]!) * w;
        positions[to + 2] = (e[2]! * x + e[6]! * y + e[10]! * z + e[14]!) * w;
      } else {
        positions[to] = x;
        positions[to + 1] = y;
        positions[to + 2] = z;
      }
    }
    // Per face, from the stored (float32) corners as three's path reads them back.
    for (let face = out; face < out + corners * 3; face += 9) {
      const ax = positions[face]!,
        ay = positions[face + 1]!,
        az = positions[face + 2]!;
      const bx = positions[face + 3]!,
        by = positions[face + 4]!,
        bz = positions[face + 5]!;
      const cx = positions[face + 6]!,
        cy = positions[face + 7]!,
        cz = positions[face + 8]!;
      // One colour per face, taken at its centre, keeps faces crisp.
      const rgb = fixed ?? paint((color as FaceColor)((ax + bx + cx) / 3, (ay + by + cy) / 3, (az + bz + cz) / 3));
      // The face normal as computeVertexNormals gives it: (C - B) x (A - B), stored, then normalised.
      const ux = cx - bx,
        uy = cy - by,
        uz = cz - bz;
      const vx = ax - bx,
        vy = ay - by,
        vz = az - bz;
      const nx = Math.fround(uy * vz - uz * vy);
      const ny = Math.fround(uz * vx - ux * vz);
      const nz = Math.fround(ux * vy - uy * vx);
      const inverse = 1 / (Math.sqrt(nx * nx + ny * ny + nz * nz) || 1);
      for (let at = face; at < face + 9; at += 3) {
        colors[at] = rgb.r;
        colors[at + 1] = rgb.g;
        colors[at + 2] = rgb.b;
        normals[at] = nx * inverse;
        normals[at + 1] = ny * inverse;
        normals[at + 2] = nz * inverse;
      }
    }
    out += corners * 3;
    part.geometry.dispose();
  }
  const merged = new BufferGeometry();
  merged.setAttribute('position', new BufferAttribute(positions, 3));
  merged.setAttribute('color', new BufferAttribute(colors, 3));
  merged.setAttribute('normal', new BufferAttribute(normals, 3));
  merged.computeBoundingSphere();
  return merged;
}

/**
 * Colour values to linear RGB, each distinct string or number parsed once per merge (a
 * ground of ten thousand faces has a handful of colours). A Color is used as it is, not
 * kept: a painter may return one Color that it changes between calls.
 */
function facePainter(): (value: ColorRepresentation) => Color {
  const known = new Map<string | number, Color>();
  return (value) => {
    if (typeof value === 'object') return value;
    let parsed = known.get(value);
    if (!parsed) {
      parsed = new Color(value);
      known.set(value, parsed);
    }
    return parsed;
  };
}

/** The attribute's own array, when it is a plain, unpacked xyz one (what three's geometries make). */
function plainArray(attribute: BufferAttribute | InterleavedBufferAttribute): Float32Array {
  if (
    'isInterleavedBufferAttribute' in attribute ||
    attribute.itemSize !== 3 ||
    attribute.normalized ||
    !(attribute.array instanceof Float32Array)
  ) {
    throw new Error('Low-poly geometry reads plain float xyz positions (no interleaved or packed attributes).');
  }
  return attribute.array;
}

/**
 * Moves every vertex by a small amount that depends only on where it is, so vertices that
 * share a place move together and faces stay closed: hand-made looking rocks and cones.
 */
export function wobble(geometry: BufferGeometry, amount: number, seed = 1): BufferGeometry {
  const position = geometry.getAttribute('position');
  const array = plainArray(position);
  for (let i = 0; i < array.length; i += 3) {
    const x = array[i]!;
    const y = array[i + 1]!;
    const z = array[i + 2]!;
    hash3(Math.round(x * 1000), Math.round(y * 1000), Math.round(z * 1000), seed);
    array[i] = x + (hashed[0]! - 0.5) * amount;
    array[i + 1] = y + (hashed[1]! - 0.5) * amount;
    array[i + 2] = z + (hashed[2]! - 0.5) * amount;
  }
  position.needsUpdate = true;
  return geometry;
}

/** hash3's answer, reused rather than a new array per vertex. */
const hashed = new Float64Array(3);

/** Three numbers in [0, 1) from a grid point and a seed, into `hashed`. */
function hash3(x: number, y: number, z: number, seed: number): void {
  let h = (x * 374761393 + y * 668265263 + z * 2147483647 + seed * 974634) | 0;
  for (let k = 0; k < 3; k += 1) {
    h = Math.imul(h ^ (h >>> 13), 1274126177);
    h ^= h >>> 16;
    hashed[k] = (h >>> 0) / 4294967296;
  }
}

export interface TerrainOptions {
  size: number;
  segments: number;
  /** Ground height at (x, z). */
  height: (x: number, z: number) => number;
  /** Colour of a face from its centre. */
  color: FaceColor;
}

/** A square of low-poly ground around the origin, one colour per face. */
export function buildTerrain({ size, segments, height, color }: TerrainOptions): BufferGeometry {
  const plane = new PlaneGeometry(size, size, segments, segments);
  plane.rotateX(-Math.PI / 2);
  const array = plainArray(plane.getAttribute('position'));
  for (let i = 0; i < array.length; i += 3) array[i + 1] = height(array[i]!, array[i + 2]!);
  return mergeFlat([{ geometry: plane, color }]);
}
