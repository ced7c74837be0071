import { REMOTE_RETRY } from '@mission/shared/remote-retry';

export interface RetryPolicy {
  /** Total tries, the first included. */
  attempts: number;
  /** Each try is aborted after this long. */
  timeoutMs: number;
  /** Wait before try n+1 is backoffMs[n-1] (the last value repeats). */
  backoffMs: readonly number[];
}

/** Bounded: the remotes' retry bounds (three tries, about a second of waiting), eight seconds each. */
export const REMOTE_FETCH_POLICY: RetryPolicy = { ...REMOTE_RETRY, timeoutMs: 8000 };

/** Waits the policy's pause before retry number `retry` (1 for the first retry). */
export function waitBeforeRetry(policy: RetryPolicy, retry: number): Promise<void> {
  const ms = policy.backoffMs[Math.min(retry - 1, policy.backoffMs.length - 1)] ?? 0;
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}

/**
 * fetch with a time limit per try and bounded retries on network errors, time-outs and
 * 5xx answers. A 4xx is an answer, not a hiccup: it is returned at once.
 */
export async function fetchWithRetry(
  url: string,
  init: RequestInit = {},
  policy: RetryPolicy = REMOTE_FETCH_POLICY,
  fetchImpl: typeof fetch = (input, options) => fetch(input, options),
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= policy.attempts; attempt += 1) {
    const controller = new AbortController();
    // A caller's own abort still wins over our retries.
    if (init.signal?.aborted) throw init.signal.reason;
    const forwardAbort = () => controller.abort(init.signal?.reason);
    init.signal?.addEventListener('abort', forwardAbort, { once: true });
    const timer = setTimeout(() => controller.abort(new Error(`timed out after ${policy.timeoutMs} ms`)), policy.timeoutMs);
    try {
      const response = await fetchImpl(url, { ...init, signal: controller.signal });
      if (response.status < 500) return response;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error;
    } finally {
      clearTimeout(timer);
      init.signal?.removeEventListener('abort', forwardAbort);
    }
    if (init.signal?.aborted) throw init.signal.reason;
    if (attempt < policy.attempts) {
      await waitBeforeRetry(policy, attempt);
    }
  }
  throw new Error(`${url} failed after ${policy.attempts} tries: ${String(lastError)}`, { cause: lastError });
}
