import { BufferGeometry, Color, Float32BufferAttribute, Matrix4, PlaneGeometry, type ColorRepresentation } from 'three';

/**
 * Low-poly geometry for the kit's art direction: flat faces (non-indexed, one normal per
 * face) and a colour per vertex, so a whole prop is one geometry and one material, and
 * many props merge into one draw call.
 */
export interface FlatPart {
  geometry: BufferGeometry;
  color: ColorRepresentation | ((x: number, y: number, z: number) => ColorRepresentation);
  matrix?: Matrix4;
}

const scratch = new Color();

/** Merges parts (each transformed and coloured) into one flat-shaded, vertex-coloured geometry. Frees the inputs. */
export function mergeFlat(parts: readonly FlatPart[]): BufferGeometry {
  const positions: number[] = [];
  const colors: number[] = [];
  for (const part of parts) {
    const source = part.geometry.index ? part.geometry.toNonIndexed() : part.geometry;
    if (part.matrix) source.applyMatrix4(part.matrix);
    const position = source.getAttribute('position');
    for (let face = 0; face < position.count; face += 3) {
      // One colour per face, taken at its centre, keeps faces crisp.
      const cx = (position.getX(face) + position.getX(face + 1) + position.getX(face + 2)) / 3;
      const cy = (position.getY(face) + position.getY(face + 1) + position.getY(face + 2)) / 3;
      const cz = (position.getZ(face) + position.getZ(face + 1) + position.getZ(face + 2)) / 3;
      scratch.set(typeof part.color === 'function' ? part.color(cx, cy, cz) : part.color);
      for (let corner = 0; corner < 3; corner += 1) {
        positions.push(position.getX(face + corner), position.getY(face + corner), position.getZ(face + corner));
        colors.push(scratch.r, scratch.g, scratch.b);
      }
    }
    if (source !== part.geometry) source.dispose();
    part.geometry.dispose();
  }
  const merged = new BufferGeometry();
  merged.setAttribute('position', new Float32BufferAttribute(positions, 3));
  merged.setAttribute('color', new Float32BufferAttribute(colors, 3));
  merged.computeVertexNormals();
  merged.computeBoundingSphere();
  return merged;
}

/**
 * Moves every vertex by a small amount that depends only on where it is, so vertices that
 * share a place move together and faces stay closed: hand-made looking rocks and cones.
 */
export function wobble(geometry: BufferGeometry, amount: number, seed = 1): BufferGeometry {
  const position = geometry.getAttribute('position');
  for (let i = 0; i < position.count; i += 1) {
    const x = position.getX(i);
    const y = position.getY(i);
    const z = position.getZ(i);
    const h = hash3(Math.round(x * 1000), Math.round(y * 1000), Math.round(z * 1000), seed);
    position.setXYZ(i, x + (h[0] - 0.5) * amount, y + (h[1] - 0.5) * amount, z + (h[2] - 0.5) * amount);
  }
  position.needsUpdate = true;
  return geometry;
}

function hash3(x: number, y: number, z: number, seed: number): [number, number, number] {
  let h = (x * 374761393 + y * 668265263 + z * 2147483647 + seed * 974634) | 0;
  const next = () => {
    h = Math.imul(h ^ (h >>> 13), 1274126177);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
  return [next(), next(), next()];
}

export interface TerrainOptions {
  size: number;
  segments: number;
  /** Ground height at (x, z). */
  height: (x: number, z: number) => number;
  /** Colour of a face from its centre. */
  color: (x: number, y: number, z: number) => ColorRepresentation;
}

/** A square of low-poly ground around the origin, one colour per face. */
export function buildTerrain({ size, segments, height, color }: TerrainOptions): BufferGeometry {
  const plane = new PlaneGeometry(size, size, segments, segments);
  plane.rotateX(-Math.PI / 2);
  const position = plane.getAttribute('position');
  for (let i = 0; i < position.count; i += 1) {
    position.setY(i, height(position.getX(i), position.getZ(i)));
  }
  return mergeFlat([{ geometry: plane, color }]);
}
