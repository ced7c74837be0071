import { wakeGeometry } from './wake';

describe('the wake strip', () => {
  it('starts at the stern as wide as the hull and spreads to its full width at the end', () => {
    const geometry = wakeGeometry(40, 6, 20, 8);
    const positions = geometry.getAttribute('position').array;
    const rows = positions.length / 6;
    expect(rows).toBe(9);
    // First row: x = -3 and 3 at z = 0; last row: x = -10 and 10 at z = 40.
    expect([positions[0], positions[2], positions[3]]).toEqual([-3, 0, 3]);
    const last = (rows - 1) * 6;
    expect([positions[last], positions[last + 2], positions[last + 3]]).toEqual([-10, 40, 10]);
    // Every row at least as wide as the one before.
    for (let row = 1; row < rows; row += 1) expect(positions[row * 6 + 3]!).toBeGreaterThanOrEqual(positions[(row - 1) * 6 + 3]!);
    expect(geometry.index!.count).toBe(8 * 6);
  });

  it('tells the shader where each corner is across and along the trail', () => {
    const trail = wakeGeometry(10, 2, 4, 4).getAttribute('aTrail').array;
    expect(Array.from(trail.slice(0, 4))).toEqual([-1, 0, 1, 0]);
    expect(Array.from(trail.slice(-4))).toEqual([-1, 1, 1, 1]);
  });
});
