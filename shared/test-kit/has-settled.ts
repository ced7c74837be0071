/**
 * Whether `promise` has settled by the time the microtasks already queued have run: for tests
 * of a gate that must not open before its moment (two turns, as a `then` on an already
 * settled promise takes).
 */
export async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await Promise.resolve();
  await Promise.resolve();
  return done;
}
