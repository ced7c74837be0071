/** @jest-environment node */
import { parseWrk } from './wrk-output.mjs';

const REPORT = `Running 10s test @ http://10.88.0.5:8080
  2 threads and 1000 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    45.12ms   20.01ms   1.20s    90.00%
    Req/Sec     5.12k   400.00     6.00k    70.00%
  Latency Distribution
     50%  812.00us
     75%   50.00ms
     90%   60.00ms
     99%    1.20s
  102400 requests in 10.00s, 1.20GB read
  Socket errors: connect 12, read 3, write 0, timeout 5
  Non-2xx or 3xx responses: 7
Requests/sec:  10240.50
Transfer/sec:    122.88MB
`;

describe("wrk's report", () => {
  test('gives requests per second, p50 and p99 in milliseconds, and every failure', () => {
    expect(parseWrk(REPORT)).toEqual({
      requestsPerSecond: 10240.5,
      requests: 102400,
      p50Ms: 0.812,
      p99Ms: 1200,
      socketErrors: 20,
      badStatuses: 7,
    });
  });

  test('a clean run has no failures; a run that printed no figure is an error', () => {
    const clean = REPORT.replace(/ {2}Socket errors.*\n/, '').replace(/ {2}Non-2xx.*\n/, '');
    expect(parseWrk(clean)).toMatchObject({ socketErrors: 0, badStatuses: 0 });
    expect(() => parseWrk('unable to connect to 10.88.0.5:8080 Connection refused')).toThrow(/not a wrk report/);
  });
});
