import { createServer, request as forward, type IncomingHttpHeaders } from 'node:http';

/** One request the browser's media stack made for the video, and the server's answer. */
export interface RangeExchange {
  range: string | undefined;
  status: number;
  contentRange: string | undefined;
}

/**
 * A loopback origin of the test's own in front of the served build: `/range-check` is a page
 * with only the video on it (muted, inline, autoplay, as the briefing plays it), every other
 * path goes to the build's server unchanged, and the video's requests and answers are kept.
 * Classic WebDriver sees no network, so this is where WebKit's Range requests are read.
 */
export async function startRangeRecorder(upstream: string, videoPath: string) {
  const exchanges: RangeExchange[] = [];
  const target = new URL(upstream);
  const server = createServer((incoming, outgoing) => {
    if (incoming.url === '/range-check') {
      outgoing.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      outgoing.end(
        `<!doctype html><meta name="viewport" content="width=device-width"><video muted playsinline autoplay src="${videoPath}"></video>`,
      );
      return;
    }
    const headers: IncomingHttpHeaders = { ...incoming.headers, host: target.host };
    const upstreamRequest = forward(
      {
        hostname: target.hostname === 'localhost' ? '127.0.0.1' : target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers,
      },
      (answer) => {
        if (incoming.url === videoPath) {
          exchanges.push({
            range: incoming.headers.range,
            status: answer.statusCode ?? 0,
            contentRange: answer.headers['content-range'],
          });
        }
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstreamRequest.on('error', () => outgoing.destroy());
    incoming.pipe(upstreamRequest);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    exchanges,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
