import { BRIEFING_MOVE, briefingCameraAt, briefingFrameCount, smootherStep, swingSide, type BriefingShot } from './briefing-camera-path';
import { relativeBearing, yawTowards } from './compass-bearing';
import { polar } from './polar';

const RAD = Math.PI / 180;
// The hero a little left of an opening turned 40 degrees to the left.
const SHOT: BriefingShot = { opening: { yaw: 40 * RAD, pitch: -2 * RAD }, hero: polar(48, 14, 1), fovDeg: 62 };

describe('the briefing camera move', () => {
  it('ends exactly on the opening frame and holds it to the end', () => {
    for (const seconds of [BRIEFING_MOVE.settleSeconds, 5.6, BRIEFING_MOVE.seconds]) {
      const at = briefingCameraAt(SHOT, seconds);
      expect(at.yaw).toBeCloseTo(SHOT.opening.yaw, 10);
      expect(at.pitch).toBeCloseTo(SHOT.opening.pitch, 10);
      expect(at.fovDeg).toBeCloseTo(62, 10);
    }
  });

  it('starts turned away from the hero, raised and wider', () => {
    const start = briefingCameraAt(SHOT, 0);
    expect(start.yaw).toBeCloseTo((40 - BRIEFING_MOVE.swingDeg) * RAD, 10);
    expect(start.pitch).toBeCloseTo((-2 + BRIEFING_MOVE.riseDeg) * RAD, 10);
    expect(start.fovDeg).toBeCloseTo(62 * BRIEFING_MOVE.widen, 10);
    const heroYaw = yawTowards(SHOT.hero);
    expect(Math.abs(relativeBearing(heroYaw, start.yaw))).toBeGreaterThan(Math.abs(relativeBearing(heroYaw, SHOT.opening.yaw)) + 30 * RAD);
  });

  it('swings from the side away from the hero, whichever side it is on', () => {
    expect(swingSide(SHOT)).toBe(-1);
    expect(swingSide({ ...SHOT, hero: polar(30, 14) })).toBe(1);
    // Across the back (yaw wraps at 180 degrees): the hero at -175 seen from an opening at 178 is to the left.
    expect(swingSide({ ...SHOT, opening: { yaw: 178 * RAD, pitch: 0 }, hero: polar(-175, 10) })).toBe(-1);
  });

  it('moves one way only, slowly at both ends and fastest in the middle', () => {
    const fps = 24;
    const yaws = Array.from({ length: briefingFrameCount(fps) + 1 }, (_, frame) => briefingCameraAt(SHOT, frame / fps).yaw);
    const steps = yaws.slice(1).map((yaw, index) => relativeBearing(yaw, yaws[index]!));
    expect(steps.every((step) => step >= 0)).toBe(true);
    const largest = Math.max(...steps);
    expect(steps[0]!).toBeLessThan(largest / 50);
    const middle = Math.round((BRIEFING_MOVE.settleSeconds / 2) * fps);
    expect(steps[middle - 1]!).toBeCloseTo(largest, 3);
    // Never a jump: no frame turns more than two degrees.
    expect(largest).toBeLessThan(2 * RAD);
  });

  it('eases from 0 to 1 without leaving that range', () => {
    expect(smootherStep(-1)).toBe(0);
    expect(smootherStep(0)).toBe(0);
    expect(smootherStep(0.5)).toBeCloseTo(0.5, 10);
    expect(smootherStep(1)).toBe(1);
    expect(smootherStep(2)).toBe(1);
  });

  it('counts the frames of the briefing', () => {
    expect(briefingFrameCount(24)).toBe(144);
    expect(briefingFrameCount(12)).toBe(72);
  });
});
