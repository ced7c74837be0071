// @ts-check
/**
 * What `npm run bench:load` reads from wrk's report (`wrk --latency`): requests per second,
 * the median and 99th percentile latency, and every kind of failure (socket errors and
 * answers that are not 2xx or 3xx).
 */

/** wrk's durations ("812.00us", "1.23ms", "2.01s", "1.5m") in milliseconds. @param {string} text */
function milliseconds(text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return { us: value / 1000, ms: value, s: value * 1000, m: value * 60_000 }[/** @type {'us' | 'ms' | 's' | 'm'} */ (match[2])];
}

/**
 * @param {string} report wrk's standard output
 * @returns {{ requestsPerSecond: number, requests: number, p50Ms: number, p99Ms: number, socketErrors: number, badStatuses: number }}
 */
export function parseWrk(report) {
  const requestsPerSecond = Number(/^Requests\/sec:\s+([\d.]+)/m.exec(report)?.[1]);
  if (!Number.isFinite(requestsPerSecond)) throw new Error(`not a wrk report:\n${report}`);
  const percentile = (/** @type {string} */ p) => milliseconds(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(report)?.[1] ?? '');
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  return {
    requestsPerSecond,
    requests: Number(/^\s+(\d+) requests in/m.exec(report)?.[1] ?? 0),
    p50Ms: percentile('50'),
    p99Ms: percentile('99'),
    socketErrors: socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
    badStatuses: Number(/Non-2xx or 3xx responses: (\d+)/.exec(report)?.[1] ?? 0),
  };
}
