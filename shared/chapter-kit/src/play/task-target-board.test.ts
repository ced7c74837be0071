import { headingGapDeg, MAX_TASK_FRAME_S, TaskTargetBoard, TIMED_ASSIST_GRACE_S } from './task-target-board';

const fire = { id: 'fire-1', interaction: { kind: 'hold', holdSeconds: 2, regrowPerSecond: 0.25 } } as const;
const debris = { id: 'boulder', interaction: { kind: 'tap', taps: 3 } } as const;

function board() {
  const created = new TaskTargetBoard([fire, debris]);
  created.setEnabled(true);
  return created;
}

function run(target: TaskTargetBoard, seconds: number, step = 0.05) {
  const finished: string[] = [];
  for (let t = 0; t < seconds - 1e-9; t += step) finished.push(...target.tick(step));
  return finished;
}

describe('task target board', () => {
  it('a fire held for its hold time goes out, once', () => {
    const target = board();
    expect(target.press('fire-1')).toBe(true);
    expect(run(target, 1.95)).toEqual([]);
    expect(run(target, 0.1)).toEqual(['fire-1']);
    expect(target.get('fire-1')).toMatchObject({ done: true, progress: 1, holding: false });
    expect(run(target, 1)).toEqual([]);
  });

  it('a released fire flares up again, slowly, never below 0', () => {
    const target = board();
    target.press('fire-1');
    run(target, 1);
    target.release('fire-1');
    run(target, 1);
    expect(target.get('fire-1')?.progress).toBeCloseTo(0.25);
    run(target, 5);
    expect(target.get('fire-1')?.progress).toBe(0);
  });

  it('a debris is hauled off on its third tap', () => {
    const target = board();
    expect(target.tap('boulder')).toBe('counted');
    expect(target.tap('boulder')).toBe('counted');
    expect(target.get('boulder')?.progress).toBeCloseTo(2 / 3);
    expect(target.tap('boulder')).toBe('done');
    expect(target.tap('boulder')).toBe('ignored');
  });

  it('does nothing while disabled (loading, Level 1, overlay open, complete)', () => {
    const target = new TaskTargetBoard([fire, debris]);
    expect(target.press('fire-1')).toBe(false);
    expect(target.tap('boulder')).toBe('ignored');
    expect(run(target, 3)).toEqual([]);
    expect(target.get('fire-1')?.progress).toBe(0);
  });

  it('a hold stops counting when the board is disabled mid-press', () => {
    const target = board();
    target.press('fire-1');
    run(target, 1);
    target.setEnabled(false);
    run(target, 0.4);
    expect(target.get('fire-1')?.progress).toBeCloseTo(0.4);
  });

  it('ignores the wrong gesture and unknown ids', () => {
    const target = board();
    expect(target.tap('fire-1')).toBe('ignored');
    expect(target.press('boulder')).toBe(false);
    expect(target.press('nothing')).toBe(false);
    expect(target.tap('nothing')).toBe('ignored');
  });

  it('counts a long frame as at most 0.25 s', () => {
    const target = board();
    target.press('fire-1');
    target.tick(5);
    expect(MAX_TASK_FRAME_S).toBe(0.25);
    expect(target.get('fire-1')?.progress).toBeCloseTo(0.125);
    target.tick(Number.NaN);
    expect(target.get('fire-1')?.progress).toBeCloseTo(0.125);
  });

  it('releaseAll lets go of every held target', () => {
    const target = board();
    target.press('fire-1');
    target.releaseAll();
    expect(target.get('fire-1')?.holding).toBe(false);
  });
});

describe('aim targets (lock it once the view faces it)', () => {
  const bearing = { id: 'bearing-1', interaction: { kind: 'aim', toleranceDeg: 12 } } as const;
  const bearings = new Map([['bearing-1', Math.PI / 2]]);
  const deg = (value: number) => (value * Math.PI) / 180;

  function aimBoard() {
    const created = new TaskTargetBoard([bearing]);
    created.setEnabled(true);
    return created;
  }

  it('a tap while facing it within the tolerance locks it', () => {
    const target = aimBoard();
    target.aimAt(deg(90 + 11), bearings);
    expect(target.get('bearing-1')?.aligned).toBe(true);
    expect(target.tap('bearing-1')).toBe('done');
    expect(target.get('bearing-1')).toMatchObject({ done: true, progress: 1, aligned: false });
  });

  it('a tap while facing away is a miss that costs nothing', () => {
    const target = aimBoard();
    target.aimAt(deg(90 - 13), bearings);
    expect(target.get('bearing-1')?.aligned).toBe(false);
    expect(target.tap('bearing-1')).toBe('missed');
    expect(target.get('bearing-1')).toMatchObject({ done: false, progress: 0, misses: 1 });
    target.aimAt(deg(90), bearings);
    expect(target.tap('bearing-1')).toBe('done');
  });

  it('measures the turn the short way round (359° and 1° are 2° apart)', () => {
    const target = new TaskTargetBoard([{ id: 'north', interaction: { kind: 'aim', toleranceDeg: 3 } }]);
    target.aimAt(deg(359), new Map([['north', deg(1)]]));
    expect(target.get('north')?.aligned).toBe(true);
    expect(headingGapDeg(deg(-170), deg(170))).toBeCloseTo(20);
  });

  it('a keyboard or screen-reader press counts: focus has turned the view to it', () => {
    const target = aimBoard();
    target.aimAt(deg(-90), bearings);
    expect(target.tap('bearing-1', { assisted: true })).toBe('done');
  });
});

describe('timed targets (press when the aim lines up)', () => {
  const throwTarget = { id: 'throw-1', interaction: { kind: 'timed', periodSeconds: 3, windowSeconds: 1 } } as const;

  function timedBoard() {
    const created = new TaskTargetBoard([throwTarget]);
    created.setEnabled(true);
    return created;
  }

  it('is lined up for the first second of every three', () => {
    const target = timedBoard();
    target.tick(0.1);
    expect(target.get('throw-1')?.aligned).toBe(true);
    run(target, 1);
    expect(target.get('throw-1')?.aligned).toBe(false);
    expect(target.cyclePhase('throw-1')).toBeCloseTo(1.1 / 3);
    run(target, 1.95);
    expect(target.get('throw-1')?.aligned).toBe(true);
  });

  it('a press while lined up is a good throw; outside the window a miss that costs nothing', () => {
    const target = timedBoard();
    run(target, 1.5);
    expect(target.tap('throw-1')).toBe('missed');
    expect(target.get('throw-1')).toMatchObject({ done: false, misses: 1 });
    run(target, 1.6);
    expect(target.tap('throw-1')).toBe('done');
    expect(target.tap('throw-1')).toBe('ignored');
  });

  it('an assisted press counts for one more second after the window', () => {
    expect(TIMED_ASSIST_GRACE_S).toBe(1);
    const target = timedBoard();
    run(target, 1.8);
    expect(target.tap('throw-1')).toBe('missed');
    expect(target.tap('throw-1', { assisted: true })).toBe('done');
  });

  it('a press is judged at the moment the finger landed, not when the click is handled', () => {
    const target = timedBoard();
    run(target, 0.9);
    const landedAt = target.now;
    // The click reaches the board 0.4 s later, after the window (1 s) has closed.
    run(target, 0.4);
    expect(target.linedUp('throw-1')).toBe(false);
    expect(target.tap('throw-1', { atTime: landedAt })).toBe('done');
  });

  it('a press that landed outside the window is still a miss, whenever it is handled', () => {
    const target = timedBoard();
    run(target, 1.5);
    const landedAt = target.now;
    run(target, 1.6);
    expect(target.linedUp('throw-1')).toBe(true);
    expect(target.tap('throw-1', { atTime: landedAt })).toBe('missed');
  });

  it('a landing time in the future or not a number is judged by now', () => {
    const target = timedBoard();
    run(target, 1.5);
    expect(target.tap('throw-1', { atTime: target.now + 1.6 })).toBe('missed');
    expect(target.tap('throw-1', { atTime: Number.NaN })).toBe('missed');
    run(target, 1.6);
    expect(target.tap('throw-1', { atTime: Number.NaN })).toBe('done');
  });

  it('an offset shifts the window', () => {
    const target = new TaskTargetBoard([
      { id: 'drop', interaction: { kind: 'timed', periodSeconds: 4, windowSeconds: 1, offsetSeconds: 2 } },
    ]);
    target.setEnabled(true);
    target.tick(0.1);
    expect(target.linedUp('drop')).toBe(false);
    run(target, 2);
    expect(target.linedUp('drop')).toBe(true);
  });
});

describe('a task in sequence (one target after the other)', () => {
  const checks = [
    { id: 'deck', interaction: { kind: 'aim', toleranceDeg: 20 } },
    { id: 'lashings', interaction: { kind: 'tap', taps: 2 } },
    { id: 'signal', interaction: { kind: 'hold', holdSeconds: 1, regrowPerSecond: 0 } },
  ] as const;

  it('only the current target takes input, and the turn moves on when it is done', () => {
    const target = new TaskTargetBoard(checks, 'sequence');
    target.setEnabled(true);
    expect(target.current).toBe('deck');
    expect(target.press('signal')).toBe(false);
    expect(target.tap('lashings')).toBe('ignored');
    target.aimAt(0, new Map([['deck', 0]]));
    expect(target.tap('deck')).toBe('done');
    expect(target.current).toBe('lashings');
    expect(target.isOpen('deck')).toBe(false);
    expect(target.press('signal')).toBe(false);
    expect(target.tap('lashings')).toBe('counted');
    expect(target.tap('lashings')).toBe('done');
    expect(target.current).toBe('signal');
    expect(target.isOpen('lashings')).toBe(false);
    expect(target.press('signal')).toBe(true);
    expect(run(target, 1.05)).toEqual(['signal']);
    expect(target.current).toBeNull();
  });

  it('in any order, every open target takes input and there is no current one', () => {
    const target = new TaskTargetBoard(checks);
    target.setEnabled(true);
    expect(target.current).toBeNull();
    expect(target.press('signal')).toBe(true);
    expect(target.isOpen('deck')).toBe(true);
  });
});
