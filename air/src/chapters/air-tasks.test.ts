import { TIMED_ASSIST_GRACE_S, yawTowards, type GroundPoint } from '@mission/chapter-kit';
import { TASK_TARGETS } from '@mission/content';
import { describeChapterLayouts } from '@mission/test-kit/chapter-layout-checks';
import { angleBetween, bearingsOf, boardOf, deg, groundDistance, runBoard } from '@mission/test-kit/layout-test-kit';
import { airBranch } from '../air-branch';
import {
  AIM_POINT,
  AIRDROP_HOTSPOTS,
  AIRDROP_TARGETS,
  DROP_TIMING,
  EYE_HEIGHT,
  GROUND_DEPTH,
  GROUND_SPEED,
  groundPointBehind,
  HOLD,
  MARKER_AT,
  DROP_TARGET_AT,
  READY_AT,
  RING_RADIUS,
  ringCentre,
  ringOffset,
  SWEEP_SPAN,
} from './airdrop/airdrop-layout';
import { CRATE_AT, RECEIVED_HOTSPOTS, RECEIVED_TARGETS, RESIDENTS, SUPPLIES } from './received/received-layout';
import {
  AURORA_BANDS,
  BAND_TOLERANCE_DEG,
  CANOPY_RIB_YAWS,
  STRATOSPHERE_HOTSPOTS,
  STRATOSPHERE_TARGETS,
} from './stratosphere/stratosphere-layout';

const LAYOUTS = [
  { chapter: 'stratosphere', hotspots: STRATOSPHERE_HOTSPOTS, targets: STRATOSPHERE_TARGETS, kind: 'aim', order: 'any' },
  { chapter: 'airdrop', hotspots: AIRDROP_HOTSPOTS, targets: AIRDROP_TARGETS, kind: 'timed', order: 'sequence' },
  { chapter: 'received', hotspots: RECEIVED_HOTSPOTS, targets: RECEIVED_TARGETS, kind: 'tap', order: 'sequence' },
] as const;

describeChapterLayouts('air', LAYOUTS);

describe.each(LAYOUTS)('$chapter layout', ({ chapter, hotspots, targets, kind, order }) => {
  it('keeps every trade near the player, in front of the camera (not inside it)', () => {
    for (const point of Object.values(hotspots)) {
      const distance = Math.hypot(point[0], point[2]);
      expect(distance).toBeGreaterThanOrEqual(1.4);
      expect(distance).toBeLessThanOrEqual(12);
    }
  });

  it('has three targets in the content, each of its kind of interaction', () => {
    expect(TASK_TARGETS.air[chapter]).toBe(3);
    expect(targets.every((target) => target.interaction.kind === kind)).toBe(true);
    expect(airBranch.chapters[chapter].task.order).toBe(order);
  });

  it('keeps the targets clear of the trades (no control over another)', () => {
    for (const target of targets) {
      for (const hotspot of Object.values(hotspots)) expect(groundDistance(target.position, hotspot)).toBeGreaterThan(4);
    }
  });
});

describe('Stratosphere: centre each aurora band and capture it', () => {
  it('captures a band only within 10° of its bearing; a tap facing away is a free miss', () => {
    expect(BAND_TOLERANCE_DEG).toBe(10);
    const board = boardOf(STRATOSPHERE_TARGETS);
    const bearings = bearingsOf(STRATOSPHERE_TARGETS);
    const [first] = STRATOSPHERE_TARGETS;
    board.aimAt(bearings.get(first!.id)! + deg(BAND_TOLERANCE_DEG + 2), bearings);
    expect(board.tap(first!.id)).toBe('missed');
    board.aimAt(bearings.get(first!.id)! - deg(BAND_TOLERANCE_DEG - 1), bearings);
    expect(board.tap(first!.id)).toBe('done');
  });

  it('counts a keyboard or screen-reader capture (focus has turned the view to the band)', () => {
    const board = boardOf(STRATOSPHERE_TARGETS);
    board.aimAt(0, bearingsOf(STRATOSPHERE_TARGETS));
    expect(board.tap(STRATOSPHERE_TARGETS[2]!.id, { assisted: true })).toBe('done');
  });

  it('keeps the bands far apart, at their drawn bearings, in panes of the canopy and away from the trades', () => {
    const bands = STRATOSPHERE_TARGETS.map((target) => yawTowards(target.position));
    AURORA_BANDS.forEach((band, index) => expect(angleBetween(bands[index]!, deg(band.yaw))).toBeLessThan(1e-9));
    for (let i = 0; i < bands.length; i += 1) {
      for (let j = i + 1; j < bands.length; j += 1) expect(angleBetween(bands[i]!, bands[j]!)).toBeGreaterThan(deg(BAND_TOLERANCE_DEG * 2));
      for (const rib of CANOPY_RIB_YAWS) expect(angleBetween(bands[i]!, deg(rib))).toBeGreaterThanOrEqual(deg(20));
      for (const trade of Object.values(STRATOSPHERE_HOTSPOTS))
        expect(angleBetween(bands[i]!, yawTowards(trade))).toBeGreaterThanOrEqual(deg(40));
    }
  });

  it('hangs each band’s centre 10 to 20° above the horizon, where the view finds it without looking far up', () => {
    for (const target of STRATOSPHERE_TARGETS) {
      const elevation = Math.atan2(target.position[1] - 1.7, Math.hypot(target.position[0], target.position[2]));
      expect(elevation).toBeGreaterThan(deg(10));
      expect(elevation).toBeLessThan(deg(20));
    }
  });

  it('captures all three in any order, each once', () => {
    const board = boardOf(STRATOSPHERE_TARGETS);
    const bearings = bearingsOf(STRATOSPHERE_TARGETS);
    for (const target of [...STRATOSPHERE_TARGETS].reverse()) {
      board.aimAt(bearings.get(target.id)!, bearings);
      expect(board.tap(target.id)).toBe('done');
      expect(board.tap(target.id)).toBe('ignored');
    }
  });
});

describe('Airborne: release each package as the drop-zone ring passes under the marker', () => {
  it('gives 1.2 s of every 3.2 s to release, and each package starts the pass elsewhere', () => {
    expect(DROP_TIMING).toEqual({ periodSeconds: 3.2, windowSeconds: 1.2 });
    const offsets = AIRDROP_TARGETS.map((target) => (target.interaction.kind === 'timed' ? target.interaction.offsetSeconds : -1));
    expect(new Set(offsets).size).toBe(3);
    expect(
      AIRDROP_TARGETS.every(
        (target) =>
          target.interaction.kind === 'timed' && target.interaction.periodSeconds === 3.2 && target.interaction.windowSeconds === 1.2,
      ),
    ).toBe(true);
  });

  it('puts the aim point on the ice straight behind the marker, seen from the player’s eye', () => {
    expect(AIM_POINT[1]).toBe(-GROUND_DEPTH);
    expect(angleBetween(yawTowards(AIM_POINT), yawTowards(MARKER_AT))).toBeLessThan(1e-9);
    const pitch = (point: GroundPoint) => Math.atan2(point[1] - EYE_HEIGHT, Math.hypot(point[0], point[2]));
    expect(pitch(AIM_POINT)).toBeCloseTo(pitch(MARKER_AT), 9);
    expect(groundPointBehind([0, 0, -1], 2, -8)).toEqual([0, -8, -5]);
  });

  it('puts every package’s target on the drop zone behind the marker, a little above the ice', () => {
    for (const target of AIRDROP_TARGETS) {
      expect(target.position).toEqual(DROP_TARGET_AT);
      expect(angleBetween(yawTowards(target.position), yawTowards(MARKER_AT))).toBeLessThan(1e-9);
    }
    expect(groundDistance(DROP_TARGET_AT, AIM_POINT)).toBeCloseTo(0, 9);
    expect(DROP_TARGET_AT[1] - AIM_POINT[1]).toBeGreaterThan(0);
    expect(DROP_TARGET_AT[1] - AIM_POINT[1]).toBeLessThanOrEqual(2);
  });

  it('shows the ring sliding out from under the ramp and travelling to the marker for most of a second before a release counts', () => {
    const rampLip: GroundPoint = [0, -HOLD.rampDrop, HOLD.rampEnd];
    const hiddenCloserThan = Math.hypot(...groundPointBehind(rampLip).filter((_, axis) => axis !== 1));
    // The window opens when the ring's far edge reaches the aim point; its far edge came out from under the lip this long before.
    const seenBefore = (Math.hypot(AIM_POINT[0], AIM_POINT[2]) - hiddenCloserThan) / GROUND_SPEED;
    expect(seenBefore).toBeGreaterThan(0.8);
  });

  it('draws the ring around the aim point exactly while a release would count', () => {
    const window = DROP_TIMING.windowSeconds / DROP_TIMING.periodSeconds;
    expect(ringOffset(window / 2)).toBeCloseTo(0);
    expect(RING_RADIUS).toBeCloseTo((SWEEP_SPAN * window) / 2);
    for (let phase = 0; phase < 1; phase += 0.01) {
      const centre = ringCentre(phase);
      const inside = groundDistance(centre, AIM_POINT) <= RING_RADIUS + 1e-9;
      expect([phase, inside]).toEqual([phase, phase < window]);
    }
  });

  it('moves the ring astern at the ice’s speed, and wraps it only while hidden under the ramp', () => {
    expect(ringOffset(0.2) - ringOffset(0.1)).toBeCloseTo(GROUND_SPEED * 0.1 * DROP_TIMING.periodSeconds);
    // The nearest the ring comes is still under the ramp's lip, out of the player's sight.
    const rampLip: GroundPoint = [0, -HOLD.rampDrop, HOLD.rampEnd];
    const hiddenCloserThan = Math.hypot(...groundPointBehind(rampLip).filter((_, axis) => axis !== 1));
    const nearest = Math.hypot(AIM_POINT[0], AIM_POINT[2]) - SWEEP_SPAN / 2 + RING_RADIUS;
    expect(nearest).toBeLessThan(hiddenCloserThan);
  });

  it('keeps the line from the eye to the marker clear of the package waiting at the ramp', () => {
    const atPackage = (MARKER_AT[0] * READY_AT[2]) / MARKER_AT[2];
    expect(Math.abs(atPackage - READY_AT[0])).toBeGreaterThan(0.35 + 0.05);
  });

  it('a release outside the window costs nothing; three good releases in turn finish it', () => {
    const board = boardOf(AIRDROP_TARGETS, 'sequence');
    expect(board.current).toBe('package-1');
    expect(board.tap('package-2')).toBe('ignored');
    for (const target of AIRDROP_TARGETS) {
      while (board.linedUp(target.id)) runBoard(board, 0.05);
      expect(board.tap(target.id)).toBe('missed');
      while (!board.linedUp(target.id)) runBoard(board, 0.05);
      expect(Math.abs(ringOffset(board.cyclePhase(target.id)))).toBeLessThanOrEqual(RING_RADIUS + 1e-9);
      expect(board.tap(target.id)).toBe('done');
    }
    expect(board.current).toBeNull();
    expect(AIRDROP_TARGETS.every((target) => board.get(target.id)?.done && board.get(target.id)?.misses === 1)).toBe(true);
  });

  it('counts an assisted release up to 1 s after the window, not later', () => {
    const board = boardOf(AIRDROP_TARGETS, 'sequence');
    const id = AIRDROP_TARGETS[0]!.id;
    const window = DROP_TIMING.windowSeconds;
    // Move to just after the window closes.
    while (board.linedUp(id)) runBoard(board, 0.05);
    while (board.cyclePhase(id) * DROP_TIMING.periodSeconds < window + 0.3) runBoard(board, 0.05);
    expect(board.tap(id)).toBe('missed');
    expect(board.tap(id, { assisted: true })).toBe('done');
    const late = boardOf(AIRDROP_TARGETS, 'sequence');
    while (late.linedUp(id)) runBoard(late, 0.05);
    while (late.cyclePhase(id) * DROP_TIMING.periodSeconds < window + TIMED_ASSIST_GRACE_S + 0.1) runBoard(late, 0.05);
    expect(late.tap(id, { assisted: true })).toBe('missed');
  });
});

describe('Care package received: hand out the three supplies in turn', () => {
  it('hands out water, food and blankets, one tap each, in that order (as the accessible version does)', () => {
    expect(RECEIVED_TARGETS.map((target) => target.id)).toEqual(['water', 'food', 'blankets']);
    expect(RECEIVED_TARGETS.map((target) => target.id)).toEqual([...SUPPLIES]);
    expect(RECEIVED_TARGETS.every((target) => target.interaction.kind === 'tap' && target.interaction.taps === 1)).toBe(true);
    expect(RECEIVED_TARGETS.map((target) => target.label.key)).toEqual(SUPPLIES.map((supply) => `air:received.task.targets.${supply}`));
  });

  it('takes no supply out of turn, and counts 0 to 3', () => {
    const board = boardOf(RECEIVED_TARGETS, 'sequence');
    const done = () => RECEIVED_TARGETS.filter((target) => board.get(target.id)?.done).length;
    expect(done()).toBe(0);
    expect(board.tap('blankets')).toBe('ignored');
    expect(board.tap('food')).toBe('ignored');
    for (const [index, supply] of SUPPLIES.entries()) {
      expect(board.current).toBe(supply);
      expect(board.tap(supply)).toBe('done');
      expect(done()).toBe(index + 1);
    }
    expect(board.current).toBeNull();
  });

  it('stands the residents round the package, a few steps from it and from each other', () => {
    const places = Object.values(RESIDENTS);
    for (const place of places) {
      expect(groundDistance(place, CRATE_AT)).toBeGreaterThan(3);
      expect(Math.hypot(place[0], place[2])).toBeGreaterThan(6);
    }
    for (let i = 0; i < places.length; i += 1) {
      for (let j = i + 1; j < places.length; j += 1) expect(groundDistance(places[i]!, places[j]!)).toBeGreaterThan(3);
    }
  });
});
