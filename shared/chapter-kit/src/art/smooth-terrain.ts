import { BufferAttribute, BufferGeometry, Color, type ColorRepresentation } from 'three';

export interface SmoothTerrainOptions {
  size: number;
  /** Grid cells along each side. */
  segments: number;
  /** Ground height at (x, z). */
  height: (x: number, z: number) => number;
  /** Colour at a vertex (blended across each face, so a painted shape has soft edges). */
  color: (x: number, y: number, z: number) => ColorRepresentation;
  /**
   * How much closer the grid's lines lie near the player than at the edge: 1 is an even
   * grid; 1.6 packs about three times as many lines into the play area, where the ground is
   * seen big, and spreads them out under the distant fog.
   */
  centreDetail?: number;
}

/**
 * Ground for what the eye reads as one surface (a slope, a meadow, a slide's tongue of
 * mud): shared vertices with smooth normals and colours blended across faces. The flat
 * faces of `buildTerrain` read as a hard seam when one lies under the player's feet (it
 * runs straight down the screen) and as a sawtooth where a painted area meets another
 * (docs/decisions.md "Light and image").
 */
export function buildSmoothTerrain({ size, segments, height, color, centreDetail = 1 }: SmoothTerrainOptions): BufferGeometry {
  const side = segments + 1;
  const positions = new Float32Array(side * side * 3);
  const colors = new Float32Array(side * side * 3);
  const axis = Array.from({ length: side }, (_, i) => gridLine(i / segments, size, centreDetail));
  const paint = new Color();
  for (let row = 0; row < side; row += 1) {
    for (let column = 0; column < side; column += 1) {
      const x = axis[column]!;
      const z = axis[row]!;
      const y = height(x, z);
      const at = (row * side + column) * 3;
      positions[at] = x;
      positions[at + 1] = y;
      positions[at + 2] = z;
      paint.set(color(x, y, z));
      colors[at] = paint.r;
      colors[at + 1] = paint.g;
      colors[at + 2] = paint.b;
    }
  }
  const index = new Uint32Array(segments * segments * 6);
  let out = 0;
  for (let row = 0; row < segments; row += 1) {
    for (let column = 0; column < segments; column += 1) {
      const a = row * side + column;
      const b = a + 1;
      const c = a + side;
      const d = c + 1;
      // Counter-clockwise seen from above, so the faces (and their normals) look up.
      index[out] = a;
      index[out + 1] = c;
      index[out + 2] = b;
      index[out + 3] = b;
      index[out + 4] = c;
      index[out + 5] = d;
      out += 6;
    }
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(positions, 3));
  geometry.setAttribute('color', new BufferAttribute(colors, 3));
  geometry.setIndex(new BufferAttribute(index, 1));
  geometry.computeVertexNormals();
  geometry.computeBoundingSphere();
  return geometry;
}

/** Where grid line `t` (0..1 from edge to edge) lies: even at detail 1, packed towards the centre above it. */
export function gridLine(t: number, size: number, detail: number): number {
  const u = t * 2 - 1;
  return Math.sign(u) * Math.pow(Math.abs(u), detail) * (size / 2);
}
