import { Vector3 } from 'three';
import { fireBounds, fireLevels, FLAMES_PER_FIRE, flameGeometry, glowGeometry, MAX_FIRES } from './fire';

describe('fire', () => {
  it("builds every fire's flames in one geometry, each vertex naming its fire, standing on the ground", () => {
    const geometry = flameGeometry(3);
    const sites = geometry.getAttribute('aSite').array;
    const positions = geometry.getAttribute('position').array;
    expect(new Set(sites)).toEqual(new Set([0, 1, 2]));
    // The same number of cones a fire, so each fire has the same share of vertices.
    const perFire = sites.length / 3;
    expect(sites.filter((site) => site === 1)).toHaveLength(perFire);
    expect(perFire % (FLAMES_PER_FIRE * 3)).toBe(0);
    let lowest = Infinity;
    let highest = -Infinity;
    for (let i = 1; i < positions.length; i += 3) {
      lowest = Math.min(lowest, positions[i]!);
      highest = Math.max(highest, positions[i]!);
    }
    expect(lowest).toBeGreaterThan(-0.2);
    expect(highest).toBeGreaterThan(2);
    expect(highest).toBeLessThan(2.8);
    expect(geometry.getAttribute('aColor').count).toBe(geometry.getAttribute('position').count);
  });

  it('scales with size and gives each fire its own seeded look', () => {
    const small = flameGeometry(1, 0.5).getAttribute('position').array;
    let highest = 0;
    for (let i = 1; i < small.length; i += 3) highest = Math.max(highest, small[i]!);
    expect(highest).toBeLessThan(1.4);
    const two = flameGeometry(2).getAttribute('position').array;
    const half = two.length / 2;
    expect(Array.from(two.slice(0, half))).not.toEqual(Array.from(two.slice(half)));
    expect(Array.from(flameGeometry(2).getAttribute('position').array)).toEqual(Array.from(two));
  });

  it('marks how far up its tongue each corner is, and the hot core on the middle cone only', () => {
    const geometry = flameGeometry(2);
    const rises = Array.from(geometry.getAttribute('aRise').array);
    const heats = Array.from(geometry.getAttribute('aHeat').array);
    const positions = geometry.getAttribute('position').array;
    expect(rises).toHaveLength(geometry.getAttribute('position').count);
    expect(Math.min(...rises)).toBe(0);
    expect(Math.max(...rises)).toBe(1);
    // The tips (rise 1) stand higher than the roots (rise 0) of the same fire.
    const tipHeights = rises.flatMap((rise, i) => (rise === 1 ? [positions[i * 3 + 1]!] : []));
    expect(Math.min(...tipHeights)).toBeGreaterThan(0.8);
    // One cone in FLAMES_PER_FIRE is the core.
    const hot = heats.filter((heat) => heat === 1).length;
    expect(hot / heats.length).toBeCloseTo(1 / FLAMES_PER_FIRE, 5);
  });

  it('lays one glow square a fire', () => {
    const glow = glowGeometry(2);
    expect(glow.getAttribute('aSite').count).toBe(12);
    expect(Array.from(glow.getAttribute('aSite').array.slice(6))).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('reads levels clamped to 0..1, missing fires out and fires with no levels burning', () => {
    expect(fireLevels([1.4, -0.2, 0.5], 3)).toEqual([1, 0, 0.5, 0].slice(0, MAX_FIRES));
    expect(fireLevels(undefined, 2)).toEqual([1, 1, 0, 0]);
    expect(fireLevels([0.3], 2)).toEqual([0.3, 0, 0, 0]);
  });

  it('bounds every fire and its reach, so the fires are culled only when none is in view', () => {
    const sites = [
      [0, 0, -10],
      [10, 0, -10],
      [5, 0, 0],
    ] as const;
    const bounds = fireBounds(sites, 3);
    for (const [x, y, z] of sites) {
      expect(bounds.containsPoint(new Vector3(x, y + 2.9, z))).toBe(true);
    }
    expect(bounds.containsPoint(new Vector3(40, 0, 40))).toBe(false);
  });
});
