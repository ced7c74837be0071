import { describeChapterLayouts } from '@mission/test-kit/chapter-layout-checks';
import { groundDistance } from '@mission/test-kit/layout-test-kit';
import { FIRE_HOTSPOTS, FIRE_TARGETS } from './fire/fire-layout';
import { FLOOD_HOTSPOTS, FLOOD_TARGETS, RIVER, riverLevel, LEVEE_HEIGHT } from './flood/flood-layout';
import { MUDSLIDE_HOTSPOTS, MUDSLIDE_TARGETS, TAPS_PER_DEBRIS } from './mudslide/mudslide-layout';

const LAYOUTS = [
  { chapter: 'fire', hotspots: FIRE_HOTSPOTS, targets: FIRE_TARGETS },
  { chapter: 'flood', hotspots: FLOOD_HOTSPOTS, targets: FLOOD_TARGETS },
  { chapter: 'mudslide', hotspots: MUDSLIDE_HOTSPOTS, targets: MUDSLIDE_TARGETS },
] as const;

describeChapterLayouts('army', LAYOUTS);

describe.each(LAYOUTS)('$chapter layout', ({ hotspots, targets }) => {
  const hotspotPoints = Object.values(hotspots);

  it('keeps everything within reach: 8 to 20 m away, and targets clear of hotspots', () => {
    for (const point of [...hotspotPoints, ...targets.map((target) => target.position)]) {
      const distance = Math.hypot(point[0], point[2]);
      expect(distance).toBeGreaterThanOrEqual(8);
      expect(distance).toBeLessThanOrEqual(20);
    }
    for (const target of targets) {
      for (const hotspot of hotspotPoints) expect(groundDistance(target.position, hotspot)).toBeGreaterThan(4);
    }
  });
});

describe('task interactions', () => {
  it('fires are held, sandbags tapped once, debris tapped three times', () => {
    expect(FIRE_TARGETS.every((target) => target.interaction.kind === 'hold')).toBe(true);
    expect(FLOOD_TARGETS.every((target) => target.interaction.kind === 'tap' && target.interaction.taps === 1)).toBe(true);
    expect(MUDSLIDE_TARGETS.every((target) => target.interaction.kind === 'tap' && target.interaction.taps === TAPS_PER_DEBRIS)).toBe(true);
    expect(TAPS_PER_DEBRIS).toBe(3);
  });
});

describe('river level', () => {
  it('starts at its start level and rises', () => {
    expect(riverLevel(0)).toBe(RIVER.start);
    expect(riverLevel(10)).toBeCloseTo(RIVER.start + 10 * RIVER.risePerSecond);
  });

  it('never tops the levee, whatever the time', () => {
    expect(riverLevel(1e6)).toBe(RIVER.max);
    expect(RIVER.max).toBeLessThan(LEVEE_HEIGHT);
    expect(riverLevel(-5)).toBe(RIVER.start);
  });
});
