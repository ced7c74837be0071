import http from 'node:http';

/** Which of the two builds a rolling update runs answers a request. */
export type Build = 'old' | 'new';

export interface Answer {
  path: string;
  build: Build;
  status: number;
}

/**
 * Chooses the build that answers: `path` as asked (no query), `nth` the number of earlier
 * requests for that same path (0 for the first).
 */
export type Scheduler = (path: string, nth: number) => Build;

/**
 * One origin in front of two builds of a remote, as a load balancer is mid-rollout
 * (docs/decisions.md, "Version skew"): each request is passed to the build the scheduler
 * names, and every answer is logged with the build that gave it. The scheduler can change
 * between visits (`schedule`), so a test sets up the worst case it means to prove.
 */
export async function startRolloutOrigin({
  port,
  host = '127.0.0.1',
  builds,
}: {
  port: number;
  host?: string;
  builds: Record<Build, string>;
}) {
  let scheduler: Scheduler = () => 'old';
  const asked = new Map<string, number>();
  const answers: Answer[] = [];
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://origin').pathname;
    const nth = asked.get(path) ?? 0;
    asked.set(path, nth + 1);
    const build = scheduler(path, nth);
    const upstream = http.request(
      `${builds[build]}${request.url ?? '/'}`,
      { method: request.method, headers: { ...request.headers, host: new URL(builds[build]).host } },
      (answer) => {
        answers.push({ path, build, status: answer.statusCode ?? 0 });
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      answers.push({ path, build, status: 502 });
      response.writeHead(502).end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    answers,
    /** A new schedule, with every path's count started again. */
    schedule(next: Scheduler) {
      scheduler = next;
      asked.clear();
      answers.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
