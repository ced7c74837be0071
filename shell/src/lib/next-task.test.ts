import { nextTask, type TaskQueue } from './next-task';

describe('nextTask', () => {
  it('resolves only once the queued task runs, not in the current one', async () => {
    const queued: (() => void)[] = [];
    const queue: TaskQueue = (callback) => queued.push(callback);
    let resumed = false;
    const waiting = nextTask(queue).then(() => {
      resumed = true;
    });
    await Promise.resolve();
    expect(resumed).toBe(false);
    expect(queued).toHaveLength(1);
    queued[0]!();
    await waiting;
    expect(resumed).toBe(true);
  });
});
