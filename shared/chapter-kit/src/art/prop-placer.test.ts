import { Vector3 } from 'three';
import { facingPlayer, propPlacer } from './prop-placer';

describe('propPlacer', () => {
  it("puts a prop's parts just behind its hotspot, seen from the player, then offsets them", () => {
    const place = propPlacer([0, 1.5, -10], 1.2);
    const origin = new Vector3().setFromMatrixPosition(place(0, 0, 0));
    expect(origin.toArray()).toEqual([0, 0, -12]);
    const part = new Vector3().setFromMatrixPosition(place(1, 0.5, -2));
    expect(part.toArray()).toEqual([1, 0.5, -14]);
  });

  it('facingPlayer stands a part on the circle around the player, its front towards them', () => {
    const matrix = facingPlayer(90, 4, 1);
    const at = new Vector3().setFromMatrixPosition(matrix);
    expect(at.x).toBeCloseTo(-4);
    expect(at.y).toBeCloseTo(1);
    expect(at.z).toBeCloseTo(0);
    // The part's front (+z) points back at the player (the origin).
    const front = new Vector3(0, 0, 1).transformDirection(matrix);
    expect(front.x).toBeCloseTo(1);
    expect(front.z).toBeCloseTo(0);
  });
});
