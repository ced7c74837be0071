/** What the wait needs: `setTimeout`, the window's in the browser, a fake in tests. */
export type TaskQueue = (callback: () => void, ms: number) => unknown;

/**
 * Resolves in a task of its own: what runs after `await nextTask()` no longer adds to the task
 * before it, so a long start-up becomes short tasks the phone can answer a tap between
 * (docs/decisions.md, "Start-up in short tasks").
 */
export function nextTask(queue: TaskQueue = (callback, ms) => setTimeout(callback, ms)): Promise<void> {
  return new Promise((resolve) => {
    queue(resolve, 0);
  });
}
