import { Vector3 } from 'three';
import { propPlacer } from './prop-placer';

describe('propPlacer', () => {
  it("puts a prop's parts just behind its hotspot, seen from the player, then offsets them", () => {
    const place = propPlacer([0, 1.5, -10], 1.2);
    const origin = new Vector3().setFromMatrixPosition(place(0, 0, 0));
    expect(origin.toArray()).toEqual([0, 0, -12]);
    const part = new Vector3().setFromMatrixPosition(place(1, 0.5, -2));
    expect(part.toArray()).toEqual([1, 0.5, -14]);
  });
});
