/** @jest-environment node */
import { Vector3 } from 'three';
import { SHADOW_STRENGTH, shadowDiscGeometry, shadowMatrix } from './contact-shadow';

describe('contact shadow', () => {
  it('is darkest at its centre and fades to nothing at its rim, flat on the ground', () => {
    const disc = shadowDiscGeometry();
    const position = disc.getAttribute('position');
    const colour = disc.getAttribute('color');
    expect(colour.itemSize).toBe(4);
    for (let v = 0; v < position.count; v += 1) {
      expect(position.getY(v)).toBeCloseTo(0, 6);
      const reach = Math.hypot(position.getX(v), position.getZ(v));
      if (reach < 1e-6) expect(colour.getW(v)).toBeCloseTo(SHADOW_STRENGTH, 6);
      if (reach > 0.999) expect(colour.getW(v)).toBeCloseTo(0, 6);
      // Black: it darkens what it lies on, whatever the light.
      expect([colour.getX(v), colour.getY(v), colour.getZ(v)]).toEqual([0, 0, 0]);
    }
  });

  it('lies just over its ground point, stretched to its size and turned to its heading', () => {
    const matrix = shadowMatrix({ at: [3, 1.5, -2], size: [2, 4], yaw: Math.PI / 2 });
    const centre = new Vector3().applyMatrix4(matrix);
    expect(centre.x).toBeCloseTo(3);
    expect(centre.z).toBeCloseTo(-2);
    expect(centre.y).toBeGreaterThan(1.5);
    expect(centre.y).toBeLessThan(1.55);
    // Its length (local z, 4 m) turned a quarter round lies along x.
    const tip = new Vector3(0, 0, 1).applyMatrix4(matrix);
    expect(tip.x - centre.x).toBeCloseTo(4);
    expect(tip.z - centre.z).toBeCloseTo(0);
  });
});
