/** @jest-environment node */
import { fetchWithRetry, type RetryPolicy } from './fetch-with-retry';

const URL_ = 'https://army.example.ca/mf-manifest.json';
const policy: RetryPolicy = { attempts: 3, timeoutMs: 1000, backoffMs: [100, 200] };

const answer = (status: number) => new Response(status === 204 ? null : '{}', { status });
const networkError = () => new TypeError('Failed to fetch');

/** A fetch that never answers, but rejects like the real one when its signal aborts. */
function hangingFetch(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason ?? new Error('aborted')));
  });
}

/** Runs fetchWithRetry to completion with fake timers, reporting how it settled. */
async function settle(promise: Promise<Response>) {
  const outcome = promise.then(
    (response) => ({ response, error: undefined }),
    (error: unknown) => ({ response: undefined, error }),
  );
  await jest.runAllTimersAsync();
  return outcome;
}

describe('fetchWithRetry', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('succeeds on the third try after two network errors', async () => {
    const fetchImpl = jest
      .fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>()
      .mockRejectedValueOnce(networkError())
      .mockRejectedValueOnce(networkError())
      .mockResolvedValueOnce(answer(200));

    const { response, error } = await settle(fetchWithRetry(URL_, {}, policy, fetchImpl));

    expect(error).toBeUndefined();
    expect(response?.status).toBe(200);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('retries a 5xx answer, then fails after `attempts` tries', async () => {
    const fetchImpl = jest.fn(async () => answer(503));

    const { response, error } = await settle(fetchWithRetry(URL_, {}, policy, fetchImpl));

    expect(response).toBeUndefined();
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain(URL_);
    expect((error as Error).message).toContain('3 tries');
    expect(String((error as Error).cause)).toContain('503');
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('recovers when a 5xx is followed by a good answer', async () => {
    const fetchImpl = jest
      .fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>()
      .mockResolvedValueOnce(answer(502))
      .mockResolvedValueOnce(answer(200));

    const { response } = await settle(fetchWithRetry(URL_, {}, policy, fetchImpl));

    expect(response?.status).toBe(200);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it.each([404, 403, 400])('returns a %i at once without retrying', async (status) => {
    const fetchImpl = jest.fn(async () => answer(status));

    const { response } = await settle(fetchWithRetry(URL_, {}, policy, fetchImpl));

    expect(response?.status).toBe(status);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('aborts a hanging try after timeoutMs and counts it as a failure', async () => {
    const signals: AbortSignal[] = [];
    const fetchImpl = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.signal) signals.push(init.signal);
      return signals.length === 1 ? hangingFetch(input, init) : Promise.resolve(answer(200));
    });

    const { response } = await settle(fetchWithRetry(URL_, {}, policy, fetchImpl));

    expect(response?.status).toBe(200);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
  });

  it('fails when every try hangs, aborting each one', async () => {
    const signals: AbortSignal[] = [];
    const fetchImpl = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.signal) signals.push(init.signal);
      return hangingFetch(input, init);
    });

    const { error } = await settle(fetchWithRetry(URL_, {}, policy, fetchImpl));

    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain('timed out after 1000 ms');
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(signals.map((signal) => signal.aborted)).toEqual([true, true, true]);
  });

  it('does not abort a try that answers before its time limit', async () => {
    let signal: AbortSignal | undefined;
    const fetchImpl = jest.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return answer(200);
    });

    await settle(fetchWithRetry(URL_, {}, policy, fetchImpl));

    expect(signal?.aborted).toBe(false);
  });

  it.each([1, 2, 5])('makes exactly `attempts` calls (%i) when nothing works', async (attempts) => {
    const fetchImpl = jest.fn(async () => {
      throw networkError();
    });

    const { error } = await settle(fetchWithRetry(URL_, {}, { ...policy, attempts }, fetchImpl));

    expect(error).toBeInstanceOf(Error);
    expect(fetchImpl).toHaveBeenCalledTimes(attempts);
  });

  it('waits the backoff before each retry, repeating the last value', async () => {
    const fetchImpl = jest.fn(async () => answer(500));
    const outcome = fetchWithRetry(URL_, {}, { attempts: 4, timeoutMs: 1000, backoffMs: [100, 200] }, fetchImpl).catch(
      (error: unknown) => error,
    );

    await jest.advanceTimersByTimeAsync(0);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(99);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(199);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(200);
    expect(fetchImpl).toHaveBeenCalledTimes(4);
    await expect(outcome).resolves.toBeInstanceOf(Error);
  });

  it('passes the request options through, adding its own abort signal', async () => {
    const fetchImpl = jest.fn(async () => answer(200));

    await settle(fetchWithRetry(URL_, { method: 'GET', headers: { Accept: 'application/json' } }, policy, fetchImpl));

    expect(fetchImpl).toHaveBeenCalledWith(
      URL_,
      expect.objectContaining({
        method: 'GET',
        headers: { Accept: 'application/json' },
        signal: expect.any(AbortSignal),
      }),
    );
  });
});
