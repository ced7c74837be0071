/** @jest-environment node */
import { Box3 } from 'three';
import { GRIFFON, griffonGeometry, griffonRotorGeometry } from './griffon-geometry';

describe('the Griffon', () => {
  it('is about as long as a Bell 412 (13 to 16 m nose to tail rotor; 17 m with the main rotor), with the skids at the bottom', () => {
    const body = new Box3().setFromBufferAttribute(griffonGeometry().getAttribute('position') as never);
    expect(body.max.x - body.min.x).toBeGreaterThan(13);
    expect(body.max.x - body.min.x).toBeLessThan(16);
    expect(body.min.y).toBeCloseTo(-0.07, 1);
    // The tail is behind (-x), the nose ahead (+x): the boom is the longer side.
    expect(-body.min.x).toBeGreaterThan(body.max.x * 2);
  });

  it('stays a few thousand triangles at most', () => {
    expect(griffonGeometry().getAttribute('position').count / 3).toBeLessThan(2500);
  });

  it('turns a rotor as wide as its radius says', () => {
    const rotor = new Box3().setFromBufferAttribute(griffonRotorGeometry().getAttribute('position') as never);
    expect(rotor.max.x - rotor.min.x).toBeCloseTo(GRIFFON.rotorRadius * 2);
  });
});
