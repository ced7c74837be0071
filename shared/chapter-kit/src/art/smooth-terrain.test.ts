/** @jest-environment node */
import { Color } from 'three';
import { buildSmoothTerrain, gridLine } from './smooth-terrain';

describe('buildSmoothTerrain', () => {
  it('shares vertices between faces: a grid of (segments + 1)² points and two triangles a cell', () => {
    const ground = buildSmoothTerrain({ size: 10, segments: 4, height: () => 0, color: () => '#808080' });
    expect(ground.getAttribute('position').count).toBe(25);
    expect(ground.index?.count).toBe(4 * 4 * 6);
  });

  it('lifts each point to the height and paints it the colour given there', () => {
    const ground = buildSmoothTerrain({ size: 8, segments: 2, height: (x, z) => x + 2 * z, color: (x) => (x < 0 ? '#ff0000' : '#0000ff') });
    const position = ground.getAttribute('position');
    const color = ground.getAttribute('color');
    for (let i = 0; i < position.count; i += 1) {
      expect(position.getY(i)).toBeCloseTo(position.getX(i) + 2 * position.getZ(i));
      const expected = new Color(position.getX(i) < 0 ? '#ff0000' : '#0000ff');
      expect([color.getX(i), color.getY(i), color.getZ(i)]).toEqual([expected.r, expected.g, expected.b]);
    }
  });

  it('faces up on level ground', () => {
    const ground = buildSmoothTerrain({ size: 6, segments: 3, height: () => 2, color: () => '#ffffff' });
    const normal = ground.getAttribute('normal');
    for (let i = 0; i < normal.count; i += 1) expect(normal.getY(i)).toBeCloseTo(1);
  });

  it('packs the lines near the centre when asked, and still spans the whole size', () => {
    const even = [0, 0.5, 0.55, 1].map((t) => gridLine(t, 100, 1));
    const packed = [0, 0.5, 0.55, 1].map((t) => gridLine(t, 100, 1.6));
    expect(even[0]).toBe(-50);
    expect(packed[0]).toBe(-50);
    expect(packed[3]).toBe(50);
    expect(packed[1]).toBe(0);
    // The first cell out from the centre is narrower than on the even grid.
    expect(packed[2]! - packed[1]!).toBeLessThan(even[2]! - even[1]!);
  });
});
