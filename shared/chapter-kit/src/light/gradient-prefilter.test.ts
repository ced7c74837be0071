import { Color, PMREMGenerator } from 'three';
import { gradientColourAt, gradientStops } from './environment-gradient';
import { levelRoughness, prefilteredProfile, profileHeight, PROFILE_HEIGHTS } from './gradient-prefilter';

const stops = gradientStops({ sky: '#5a7bb0', horizon: '#ffb070', ground: '#1c1c20' });
const LEVELS = 5;
/** three's own mapping (a static its type declarations leave out). */
const threeLodToRoughness = (PMREMGenerator as unknown as { lodToRoughness(lod: number, maxLod: number): number }).lodToRoughness;

function variation(profile: Float32Array): number {
  let total = 0;
  for (let i = 3; i < profile.length; i += 1) total += Math.abs(profile[i]! - profile[i - 3]!);
  return total;
}

describe('gradient prefilter', () => {
  it('maps levels to roughness exactly as three does', () => {
    for (let level = 0; level <= LEVELS; level += 1) expect(levelRoughness(level, LEVELS)).toBe(threeLodToRoughness(level, LEVELS));
  });

  it('spans every height from straight down to straight up', () => {
    expect(profileHeight(0)).toBe(-1);
    expect(profileHeight(PROFILE_HEIGHTS - 1)).toBe(1);
  });

  it('is the gradient itself at roughness 0', () => {
    const profile = prefilteredProfile(stops, 0);
    for (const entry of [0, 20, 32, PROFILE_HEIGHTS - 1]) {
      const expected = gradientColourAt(profileHeight(entry), stops, new Color());
      expect(profile[entry * 3]).toBeCloseTo(expected.r, 6);
      expect(profile[entry * 3 + 2]).toBeCloseTo(expected.b, 6);
    }
  });

  it('leaves an even environment even at every roughness (the weights are normalised)', () => {
    const even = gradientStops({ sky: '#808080', horizon: '#808080', ground: '#808080' });
    const grey = new Color('#808080').r;
    for (let level = 0; level <= LEVELS; level += 1) {
      for (const value of prefilteredProfile(even, levelRoughness(level, LEVELS))) expect(value).toBeCloseTo(grey, 6);
    }
  });

  it('blurs more at each rougher level, never past the gradient’s own colours', () => {
    const profiles = Array.from({ length: LEVELS + 1 }, (_, level) => prefilteredProfile(stops, levelRoughness(level, LEVELS)));
    const variations = profiles.map(variation);
    for (let level = 1; level <= LEVELS; level += 1) expect(variations[level]).toBeLessThan(variations[level - 1]!);
    const channels = [stops.sky, stops.horizon, stops.ground];
    const low = Math.min(...channels.map((c) => Math.min(c.r, c.g, c.b)));
    const high = Math.max(...channels.map((c) => Math.max(c.r, c.g, c.b)));
    for (const profile of profiles) for (const value of profile) expect(value >= low - 1e-6 && value <= high + 1e-6).toBe(true);
  });

  it('at roughness 1, mixes the horizon into the view straight up and the sky into the view straight down', () => {
    const rough = prefilteredProfile(stops, 1);
    const top = (PROFILE_HEIGHTS - 1) * 3;
    expect(rough[top]!).toBeGreaterThan(stops.sky.r); // the horizon is far redder than the sky
    expect(rough[0]!).toBeGreaterThan(stops.ground.r);
  });
});
