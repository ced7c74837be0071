import { MAX_TASK_FRAME_S, TaskTargetBoard } from './task-target-board';

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
