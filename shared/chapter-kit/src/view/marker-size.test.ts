import {
  FOUND_CHECK_PX,
  MARKER_CLEARANCE_M,
  MARKER_MAX_LIFT_PX,
  MARKER_MAX_PX,
  MARKER_MIN_PX,
  markerLiftPx,
  markerSizePx,
  SCENE_MARKER_FULL_AT_M,
  SCENE_MARKER_MIN_SCALE,
  sceneMarkerScale,
} from './marker-size';

describe('a hotspot marker on screen (docs/game-design.md "Composition and guidance")', () => {
  it('is clamped between 44 and 72 CSS px; a found one is a 24 px check', () => {
    expect([MARKER_MIN_PX, MARKER_MAX_PX, FOUND_CHECK_PX]).toEqual([44, 72, 24]);
  });

  it('keeps 44 px far away, 72 px close, and scales with distance between', () => {
    // 15 m away on a 844 px tall phone with a 72° lens: about 39 px a metre.
    expect(markerSizePx(39)).toBe(44);
    // 1.5 m away: several hundred px a metre.
    expect(markerSizePx(420)).toBe(72);
    expect(markerSizePx(60)).toBeCloseTo(54, 5);
    expect(markerSizePx(Number.NaN)).toBe(44);
  });

  it('stands over what it marks, further up the closer it is, never off the screen', () => {
    expect(MARKER_CLEARANCE_M).toBeGreaterThan(0.5);
    expect(markerLiftPx(39)).toBeCloseTo(39 * MARKER_CLEARANCE_M, 5);
    expect(markerLiftPx(120)).toBeGreaterThan(markerSizePx(120) / 2);
    expect(markerLiftPx(2000)).toBe(MARKER_MAX_LIFT_PX);
    expect(markerLiftPx(-1)).toBe(0);
  });
});

describe("the 3D marker's scale", () => {
  it('is full from 10 m, shrinks with the distance nearer, and never under 0.45', () => {
    expect(sceneMarkerScale(16)).toBe(1);
    expect(sceneMarkerScale(SCENE_MARKER_FULL_AT_M)).toBe(1);
    expect(sceneMarkerScale(6)).toBeCloseTo(0.6);
    expect(sceneMarkerScale(4.4)).toBeCloseTo(SCENE_MARKER_MIN_SCALE);
    expect(sceneMarkerScale(1.5)).toBe(SCENE_MARKER_MIN_SCALE);
  });
});
