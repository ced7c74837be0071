import { USER_IDLE_AFTER_MS, watchUserIdle } from './user-idle';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('watchUserIdle', () => {
  it('waits one minute of no activity', () => {
    expect(USER_IDLE_AFTER_MS).toBe(60_000);
  });

  it('turns idle after the delay and active again on a touch', () => {
    const target = new EventTarget() as unknown as Window;
    const values: boolean[] = [];
    const subscription = watchUserIdle(target, 1000).subscribe((idle) => values.push(idle));
    jest.advanceTimersByTime(999);
    expect(values).toEqual([false]);
    jest.advanceTimersByTime(1);
    expect(values).toEqual([false, true]);
    target.dispatchEvent(new Event('pointerdown'));
    expect(values).toEqual([false, true, false]);
    subscription.unsubscribe();
  });

  it('restarts the wait on every activity', () => {
    const target = new EventTarget() as unknown as Window;
    const values: boolean[] = [];
    const subscription = watchUserIdle(target, 1000).subscribe((idle) => values.push(idle));
    jest.advanceTimersByTime(800);
    target.dispatchEvent(new Event('keydown'));
    jest.advanceTimersByTime(800);
    expect(values).toEqual([false]);
    subscription.unsubscribe();
  });
});
