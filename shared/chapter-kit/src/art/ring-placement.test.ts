import { yawTowards } from '../view/compass-bearing';
import { inArc, keepClearOf, placeInRing, sightlineClearance } from './ring-placement';
import { seededRandom } from './seeded-random';

const deg = (value: number) => (value * Math.PI) / 180;

describe('ring placement', () => {
  it('puts items between the two radii', () => {
    const points = placeInRing({ count: 200, inner: 10, outer: 30, random: seededRandom(3) });
    expect(points).toHaveLength(200);
    for (const [x, , z] of points) {
      const distance = Math.hypot(x, z);
      expect(distance).toBeGreaterThanOrEqual(10 - 1e-9);
      expect(distance).toBeLessThanOrEqual(30 + 1e-9);
    }
  });

  it('keeps clear of hotspots and out of empty arcs', () => {
    const hotspot = [0, 0, -15] as const;
    const points = placeInRing({
      count: 300,
      inner: 8,
      outer: 25,
      keepClear: [{ point: hotspot, radius: 5 }],
      emptyArcs: [[deg(60), deg(120)]],
      random: seededRandom(9),
    });
    expect(points.length).toBeGreaterThan(250);
    for (const point of points) {
      expect(Math.hypot(point[0] - hotspot[0], point[2] - hotspot[2])).toBeGreaterThanOrEqual(5);
      const yaw = yawTowards(point);
      expect(yaw > deg(60) && yaw < deg(120)).toBe(false);
    }
  });

  it('tells whether a yaw is inside an arc, across the seam too', () => {
    expect(inArc(deg(90), [deg(60), deg(120)])).toBe(true);
    expect(inArc(deg(0), [deg(60), deg(120)])).toBe(false);
    expect(inArc(deg(179), [deg(170), deg(-170)])).toBe(true);
    expect(inArc(deg(-175), [deg(170), deg(-170)])).toBe(true);
    expect(inArc(deg(0), [deg(170), deg(-170)])).toBe(false);
  });
});

describe('sightline clearance', () => {
  it('keeps the line from the player to a target free', () => {
    const target = [0, 0, -20] as const;
    const points = placeInRing({ count: 400, inner: 3, outer: 30, keepClear: sightlineClearance([target], 1.5), random: seededRandom(5) });
    expect(points.length).toBeGreaterThan(300);
    const onLine = points.filter(([x, , z]) => Math.abs(x) < 0.5 && z < -3 && z > -17);
    expect(onLine).toEqual([]);
  });
});

describe('keepClearOf', () => {
  it('keeps each point clear by its radius, and the sightlines of the areas that ask for them', () => {
    const hotspot = [0, 0, -10] as const;
    const house = [20, 0, 0] as const;
    const clear = keepClearOf([
      { points: [hotspot], radius: 5, sightline: 2 },
      { points: [house], radius: 6 },
    ]);
    expect(clear.slice(0, 2)).toEqual([
      { point: hotspot, radius: 5 },
      { point: house, radius: 6 },
    ]);
    expect(clear.slice(2)).toEqual(sightlineClearance([hotspot], 2));
    expect(clear.slice(2).every(({ point }) => point[0] === 0 && point[2] < 0 && point[2] > -10)).toBe(true);
  });

  it('gives placeInRing nothing to place on a hotspot or in front of it', () => {
    const hotspot = [0, 0, -20] as const;
    const points = placeInRing({
      count: 300,
      inner: 5,
      outer: 40,
      keepClear: keepClearOf([{ points: [hotspot], radius: 4, sightline: 2 }]),
      random: seededRandom(9),
    });
    for (const [x, , z] of points) {
      expect(Math.hypot(x - hotspot[0], z - hotspot[2])).toBeGreaterThanOrEqual(4);
      if (z < 0 && z > -20) expect(Math.abs(x)).toBeGreaterThanOrEqual(1);
    }
  });
});
