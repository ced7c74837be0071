/** @jest-environment node */
import {
  BoxGeometry,
  BufferGeometry,
  Color,
  ConeGeometry,
  DodecahedronGeometry,
  Float32BufferAttribute,
  Matrix4,
  PlaneGeometry,
  Quaternion,
  Vector3,
  type ColorRepresentation,
} from 'three';
import { buildTerrain, mergeFlat, wobble, type FlatPart } from './low-poly-geometry';

/** mergeFlat as three's own methods do it (toNonIndexed, applyMatrix4, computeVertexNormals): the reference. */
function threeMergeFlat(parts: readonly FlatPart[]): BufferGeometry {
  const positions: number[] = [];
  const colors: number[] = [];
  const scratch = new Color();
  for (const part of parts) {
    const source = part.geometry.index ? part.geometry.toNonIndexed() : part.geometry.clone();
    if (part.matrix) source.applyMatrix4(part.matrix);
    const position = source.getAttribute('position');
    for (let face = 0; face < position.count; face += 3) {
      const cx = (position.getX(face) + position.getX(face + 1) + position.getX(face + 2)) / 3;
      const cy = (position.getY(face) + position.getY(face + 1) + position.getY(face + 2)) / 3;
      const cz = (position.getZ(face) + position.getZ(face + 1) + position.getZ(face + 2)) / 3;
      scratch.set(typeof part.color === 'function' ? part.color(cx, cy, cz) : part.color);
      for (let corner = 0; corner < 3; corner += 1) {
        positions.push(position.getX(face + corner), position.getY(face + corner), position.getZ(face + corner));
        colors.push(scratch.r, scratch.g, scratch.b);
      }
    }
    source.dispose();
  }
  const merged = new BufferGeometry();
  merged.setAttribute('position', new Float32BufferAttribute(positions, 3));
  merged.setAttribute('color', new Float32BufferAttribute(colors, 3));
  merged.computeVertexNormals();
  merged.computeBoundingSphere();
  return merged;
}

/** wobble through three's accessors, with the hash it has always used: the reference. */
function threeWobble(geometry: BufferGeometry, amount: number, seed: number): BufferGeometry {
  const position = geometry.getAttribute('position');
  for (let i = 0; i < position.count; i += 1) {
    const x = position.getX(i);
    const y = position.getY(i);
    const z = position.getZ(i);
    let h = (Math.round(x * 1000) * 374761393 + Math.round(y * 1000) * 668265263 + Math.round(z * 1000) * 2147483647 + seed * 974634) | 0;
    const next = () => {
      h = Math.imul(h ^ (h >>> 13), 1274126177);
      h ^= h >>> 16;
      return (h >>> 0) / 4294967296;
    };
    position.setXYZ(i, x + (next() - 0.5) * amount, y + (next() - 0.5) * amount, z + (next() - 0.5) * amount);
  }
  return geometry;
}

/** The same parts twice over (each merge frees its inputs), geometry made fresh by `make`. */
function partsOf(make: () => FlatPart[]): [FlatPart[], FlatPart[]] {
  return [make(), make()];
}

function expectSameArrays(actual: ArrayLike<number>, expected: ArrayLike<number>, digits = 5) {
  expect(actual.length).toBe(expected.length);
  for (let i = 0; i < expected.length; i += 1) {
    if (Math.abs(actual[i]! - expected[i]!) > 10 ** -digits) {
      throw new Error(`item ${i}: ${actual[i]} is not ${expected[i]}`);
    }
  }
}

function expectSameGeometry(actual: BufferGeometry, expected: BufferGeometry) {
  expect(Object.keys(actual.attributes).sort()).toEqual(['color', 'normal', 'position']);
  expect(actual.index).toBeNull();
  for (const name of ['position', 'color', 'normal']) {
    expect(actual.getAttribute(name).itemSize).toBe(3);
    expectSameArrays(actual.getAttribute(name).array, expected.getAttribute(name).array);
  }
  expect(actual.boundingSphere).not.toBeNull();
  expect(actual.boundingSphere!.radius).toBeCloseTo(expected.boundingSphere!.radius, 5);
  expect(actual.boundingSphere!.center.distanceTo(expected.boundingSphere!.center)).toBeLessThan(1e-5);
}

const byHeight = (_x: number, y: number): ColorRepresentation => (y > 0.2 ? '#b9a77c' : 0x9d8c64);
const rotated = () =>
  new Matrix4().compose(
    new Vector3(1.5, -2, 0.25),
    new Quaternion().setFromAxisAngle(new Vector3(1, 2, 0.5).normalize(), 0.8),
    new Vector3(1.2, 0.7, 2),
  );

describe('mergeFlat', () => {
  it('gives what three.js gives for indexed and non-indexed parts, with and without a matrix, colour as value or function', () => {
    const [mine, reference] = partsOf(() => [
      { geometry: new BoxGeometry(1, 2, 3, 2, 1, 1), color: '#4a3424' },
      { geometry: new ConeGeometry(1.5, 2.6, 7, 1), color: new Color('#36552f'), matrix: new Matrix4().makeTranslation(0, 2.4, 0) },
      { geometry: new DodecahedronGeometry(0.6, 0), color: byHeight, matrix: rotated() },
      { geometry: new DodecahedronGeometry(0.8, 1), color: (x, y, z) => new Color(Math.abs(x) % 1, Math.abs(y) % 1, Math.abs(z) % 1) },
      { geometry: new PlaneGeometry(4, 4, 3, 3), color: 0x46552f, matrix: new Matrix4().makeRotationX(-Math.PI / 2) },
    ]);
    expectSameGeometry(mergeFlat(mine), threeMergeFlat(reference));
  });

  it('applies a projective matrix as three does (w divide included)', () => {
    const projective = () => new Matrix4().makePerspective(-1, 1, 1, -1, 0.5, 50).multiply(new Matrix4().makeTranslation(0, 0, -5));
    const [mine, reference] = partsOf(() => [{ geometry: new BoxGeometry(1, 1, 1), color: byHeight, matrix: projective() }]);
    expectSameGeometry(mergeFlat(mine), threeMergeFlat(reference));
  });

  it('takes each face colour at the face centre after the transform', () => {
    const seen: number[] = [];
    const merged = mergeFlat([
      {
        geometry: new PlaneGeometry(1, 1, 1, 1),
        color: (_x, y) => {
          seen.push(y);
          return '#ffffff';
        },
        // Laid flat, then raised: both faces' centres are at y = 7 only after the transform.
        matrix: new Matrix4().makeTranslation(0, 7, 0).multiply(new Matrix4().makeRotationX(-Math.PI / 2)),
      },
    ]);
    expect(seen).toHaveLength(2);
    for (const y of seen) expect(y).toBeCloseTo(7, 6);
    expect(merged.getAttribute('position').count).toBe(6);
  });

  it('frees its parts', () => {
    const geometry = new BoxGeometry(1, 1, 1);
    const freed = jest.fn();
    geometry.addEventListener('dispose', freed);
    mergeFlat([{ geometry, color: '#ffffff', matrix: new Matrix4().makeTranslation(1, 0, 0) }]);
    expect(freed).toHaveBeenCalledTimes(1);
  });
});

describe('wobble', () => {
  it('moves shared corners together, so faces stay closed, as it always has for the same seed', () => {
    const box = wobble(new BoxGeometry(1, 1, 1, 2, 1, 1), 0.1, 3);
    const position = box.getAttribute('position');
    const at = new Map<string, string>();
    for (let i = 0; i < position.count; i += 1) {
      // Every corner the box shares between faces lands on one place.
      const original = new BoxGeometry(1, 1, 1, 2, 1, 1).getAttribute('position');
      const key = [original.getX(i), original.getY(i), original.getZ(i)].map((value) => value.toFixed(3)).join();
      const moved = [position.getX(i), position.getY(i), position.getZ(i)].map((value) => value.toFixed(6)).join();
      expect(at.get(key) ?? moved).toBe(moved);
      at.set(key, moved);
    }
    expectSameArrays(threeWobble(new BoxGeometry(1, 1, 1, 2, 1, 1), 0.1, 3).getAttribute('position').array, position.array, 7);
    expect(wobble(new BoxGeometry(1, 1, 1, 2, 1, 1), 0.1, 4).getAttribute('position').array).not.toEqual(position.array);
  });
});

describe('buildTerrain', () => {
  it('raises a plane to the height function and colours it face by face, as three.js would', () => {
    const height = (x: number, z: number) => Math.sin(x * 0.3) * Math.cos(z * 0.2) * 2;
    const color = (_x: number, y: number) => (y > 0 ? '#58623f' : '#46552f');
    const plane = new PlaneGeometry(20, 20, 6, 6);
    plane.rotateX(-Math.PI / 2);
    const position = plane.getAttribute('position');
    for (let i = 0; i < position.count; i += 1) position.setY(i, height(position.getX(i), position.getZ(i)));
    expectSameGeometry(buildTerrain({ size: 20, segments: 6, height, color }), threeMergeFlat([{ geometry: plane, color }]));
  });
});
