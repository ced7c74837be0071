import type { CDPSession, Page } from '@playwright/test';

/** One media file the page asked for: where, and whether it came over the network. */
export interface MediaRequest {
  url: string;
  status: number;
  fromCache: boolean;
  cacheControl: string;
}

/** Sounds, videos and the QR images: the public files the build serves under hashed names. */
const MEDIA_PATH = /\/(sounds|video|qr)\/[^/?]+$/;

/**
 * Records every media request of the page through the DevTools protocol, with whether the
 * browser answered it from its cache (memory or disk) or asked the server (a 200, 206 or a
 * revalidation's 304). Playwright's own request events do not say so.
 */
export async function watchMediaRequests(page: Page): Promise<{ requests: MediaRequest[]; stop: () => Promise<void> }> {
  const session: CDPSession = await page.context().newCDPSession(page);
  const requests: MediaRequest[] = [];
  const byId = new Map<string, MediaRequest>();
  const servedFromCache = new Set<string>();
  session.on('Network.requestServedFromCache', ({ requestId }) => {
    servedFromCache.add(requestId);
    const known = byId.get(requestId);
    if (known) known.fromCache = true;
  });
  session.on('Network.responseReceived', ({ requestId, response }) => {
    const path = new URL(response.url).pathname;
    if (!MEDIA_PATH.test(path)) return;
    const headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
    const request: MediaRequest = {
      url: path,
      status: response.status,
      fromCache: Boolean(response.fromDiskCache || response.fromPrefetchCache || servedFromCache.has(requestId)),
      cacheControl: headers['cache-control'] ?? '',
    };
    byId.set(requestId, request);
    requests.push(request);
  });
  await session.send('Network.enable');
  return {
    requests,
    stop: async () => {
      await session.detach();
    },
  };
}
