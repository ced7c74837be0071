import { yawTowards } from '@mission/chapter-kit';
import { TASK_TARGETS } from '@mission/content';
import { describeChapterLayouts } from '@mission/test-kit/chapter-layout-checks';
import { angleBetween, bearingsOf, boardOf, deg, runBoard } from '@mission/test-kit/layout-test-kit';
import { DECK } from './response/response-ship-geometry';
import { BEARING_TOLERANCE_DEG, DISTRESS_HOTSPOTS, DISTRESS_TARGETS } from './distress/distress-layout';
import { markerOffset, OVERBOARD_HOTSPOTS, OVERBOARD_TARGETS, PERSON_PLACES, SWEEP_SPAN, THROW_TIMING } from './overboard/overboard-layout';
import {
  CLEAR_DECK_TOLERANCE_DEG,
  GEAR_LOCKER_AT,
  HELICOPTER_AT,
  LOOSE_GEAR_AT,
  MARSHALLER_AT,
  LASHINGS,
  LAUNCH_CHECKS,
  RESPONSE_HOTSPOTS,
  RESPONSE_TARGETS,
  ROTOR_RADIUS,
  SIGNAL_HOLD,
} from './response/response-layout';

const LAYOUTS = [
  { chapter: 'distress', hotspots: DISTRESS_HOTSPOTS, targets: DISTRESS_TARGETS },
  { chapter: 'response', hotspots: RESPONSE_HOTSPOTS, targets: RESPONSE_TARGETS },
  { chapter: 'overboard', hotspots: OVERBOARD_HOTSPOTS, targets: OVERBOARD_TARGETS },
] as const;

describeChapterLayouts('navy', LAYOUTS);

describe.each(LAYOUTS)('$chapter task', ({ chapter }) => {
  it('has three targets in the content', () => {
    expect(TASK_TARGETS.navy[chapter]).toBe(3);
  });
});

describe('Distress Signal: turn to face each bearing and lock it', () => {
  it('locks a bearing only while the view is within the tolerance of it; a tap facing away is a free miss', () => {
    const board = boardOf(DISTRESS_TARGETS);
    const bearings = bearingsOf(DISTRESS_TARGETS);
    const [first] = DISTRESS_TARGETS;
    board.aimAt(bearings.get(first!.id)! + deg(BEARING_TOLERANCE_DEG + 2), bearings);
    expect(board.tap(first!.id)).toBe('missed');
    board.aimAt(bearings.get(first!.id)! - deg(BEARING_TOLERANCE_DEG - 1), bearings);
    expect(board.tap(first!.id)).toBe('done');
  });

  it('keeps the bearings far enough apart that facing one never locks another', () => {
    const bearings = bearingsOf(DISTRESS_TARGETS);
    const yaws = [...bearings.values()];
    for (let i = 0; i < yaws.length; i += 1) {
      for (let j = i + 1; j < yaws.length; j += 1) expect(angleBetween(yaws[i]!, yaws[j]!)).toBeGreaterThan(deg(BEARING_TOLERANCE_DEG * 2));
    }
  });

  it('locks all three in any order, each once', () => {
    const board = boardOf(DISTRESS_TARGETS);
    const bearings = bearingsOf(DISTRESS_TARGETS);
    for (const target of [...DISTRESS_TARGETS].reverse()) {
      board.aimAt(bearings.get(target.id)!, bearings);
      expect(board.tap(target.id)).toBe('done');
      expect(board.tap(target.id)).toBe('ignored');
    }
  });
});

describe('Rapid Response: three launch checks, in a safe order', () => {
  it('are the clear deck (faced astern) first, then the two lashings (two taps), the signal to the pilot (held 2 s) last', () => {
    expect([...LAUNCH_CHECKS]).toEqual(['clearDeck', 'lashings', 'signal']);
    expect(RESPONSE_TARGETS.map((target) => target.id)).toEqual([...LAUNCH_CHECKS]);
    expect(RESPONSE_TARGETS.map((target) => target.interaction)).toEqual([
      { kind: 'aim', toleranceDeg: CLEAR_DECK_TOLERANCE_DEG },
      { kind: 'tap', taps: LASHINGS },
      { kind: 'hold', ...SIGNAL_HOLD },
    ]);
    expect(LASHINGS).toBe(2);
    expect(SIGNAL_HOLD.holdSeconds).toBe(2);
    expect(RESPONSE_TARGETS.map((target) => target.label.key)).toEqual([
      'navy:response.task.targets.clearDeck',
      'navy:response.task.targets.lashings',
      'navy:response.task.targets.signal',
    ]);
    // Confirming the deck is clear means looking aft, away from the helicopter.
    expect(angleBetween(yawTowards(RESPONSE_TARGETS[0]!.position), Math.PI)).toBeLessThan(deg(1));
  });

  it('has Navy trades on the flight deck: the boatswain, a marine technician and a medical technician', () => {
    expect(Object.keys(RESPONSE_HOTSPOTS)).toEqual(['boatswain', 'marineTechnician', 'medicalTechnician']);
  });

  it('puts each check on a thing on the deck: the loose gear astern, the lashings at the gear, the marshaller outside the rotor', () => {
    const onDeck = ([x, , z]: readonly number[]) => Math.abs(x!) < DECK.halfWidth - 0.5 && z! > DECK.front && z! < DECK.stern - 0.5;
    for (const point of [LOOSE_GEAR_AT, GEAR_LOCKER_AT, MARSHALLER_AT]) expect(onDeck(point)).toBe(true);
    const [clearDeck, lashings, signal] = RESPONSE_TARGETS;
    expect(Math.hypot(clearDeck!.position[0] - LOOSE_GEAR_AT[0], clearDeck!.position[2] - LOOSE_GEAR_AT[2])).toBeLessThan(0.01);
    expect(Math.hypot(lashings!.position[0] - HELICOPTER_AT[0], lashings!.position[2] - HELICOPTER_AT[2])).toBeLessThan(ROTOR_RADIUS / 2);
    expect([signal!.position[0], signal!.position[2]]).toEqual([MARSHALLER_AT[0], MARSHALLER_AT[2]]);
    expect(signal!.position[1]).toBeGreaterThan(1.8);
    expect(Math.hypot(MARSHALLER_AT[0] - HELICOPTER_AT[0], MARSHALLER_AT[2] - HELICOPTER_AT[2])).toBeGreaterThan(ROTOR_RADIUS);
  });

  it('stands every trade outside the rotor’s reach', () => {
    for (const [x, , z] of Object.values(RESPONSE_HOTSPOTS))
      expect(Math.hypot(x - HELICOPTER_AT[0], z - HELICOPTER_AT[2])).toBeGreaterThan(ROTOR_RADIUS);
  });

  it('takes no check out of turn (no lashing off before the deck is clear, no signal before the lashings), and a let-go signal falls back', () => {
    const board = boardOf(RESPONSE_TARGETS, 'sequence');
    const bearings = bearingsOf(RESPONSE_TARGETS);
    expect(board.current).toBe('clearDeck');
    expect(board.tap('lashings')).not.toBe('counted');
    expect(board.press('signal')).toBe(false);
    board.aimAt(0, bearings);
    expect(board.tap('clearDeck')).toBe('missed');
    board.aimAt(Math.PI, bearings);
    expect(board.tap('clearDeck')).toBe('done');
    expect(board.current).toBe('lashings');
    expect(board.press('signal')).toBe(false);
    expect(board.tap('lashings')).toBe('counted');
    expect(board.tap('lashings')).toBe('done');
    expect(board.current).toBe('signal');
    expect(board.press('signal')).toBe(true);
    runBoard(board, 1);
    board.release('signal');
    runBoard(board, 0.5);
    expect(board.get('signal')?.progress).toBeCloseTo(0.5 - 0.5 * SIGNAL_HOLD.regrowPerSecond);
    board.press('signal');
    expect(runBoard(board, 2)).toEqual(['signal']);
    expect(board.current).toBeNull();
  });
});

describe('Overboard: throw when the aim lines up', () => {
  it('gives 1.2 s of every 3.2 s to throw, and each throw starts the sweep elsewhere', () => {
    expect(THROW_TIMING).toEqual({ periodSeconds: 3.2, windowSeconds: 1.2 });
    expect(
      new Set(OVERBOARD_TARGETS.map((target) => (target.interaction.kind === 'timed' ? target.interaction.offsetSeconds : -1))).size,
    ).toBe(3);
  });

  it('draws the marker over the person exactly while a throw would count', () => {
    const window = THROW_TIMING.windowSeconds / THROW_TIMING.periodSeconds;
    expect(markerOffset(window / 2)).toBeCloseTo(0);
    // Inside the window the marker is within the span's window share of the person; outside, further off.
    for (let phase = 0; phase < 1; phase += 0.01) {
      const near = Math.abs(markerOffset(phase)) <= (SWEEP_SPAN * window) / 2 + 1e-9;
      expect(near).toBe(phase < window);
    }
  });

  it('a throw outside the window costs nothing; between good throws the swell carries the person along, never nearer', () => {
    const board = boardOf(OVERBOARD_TARGETS, 'sequence');
    const distances = PERSON_PLACES.map((place) => Math.hypot(place[0], place[2]));
    for (const distance of distances) expect(distance).toBeCloseTo(distances[0]!, 5);
    expect(new Set(PERSON_PLACES.map((place) => place.join(','))).size).toBe(PERSON_PLACES.length);
    for (const target of OVERBOARD_TARGETS) {
      while (board.linedUp(target.id)) runBoard(board, 0.05);
      expect(board.tap(target.id)).toBe('missed');
      while (!board.linedUp(target.id)) runBoard(board, 0.05);
      expect(board.tap(target.id)).toBe('done');
    }
    expect(OVERBOARD_TARGETS.every((target) => board.get(target.id)?.done && board.get(target.id)?.misses === 1)).toBe(true);
  });
});
