// @ts-check
/**
 * The slow phone of `npm run bench`'s figures: 4x CPU slowdown, 1.6 Mbps down, 750 kbps up,
 * 150 ms round trip (Lighthouse's mobile preset), applied to one page through DevTools.
 */
export const SLOW_PHONE = { cpuSlowdown: 4, downloadBitsPerSecond: 1_600_000, uploadBitsPerSecond: 750_000, rttMs: 150 };

/**
 * @param {import('@playwright/test').Page} page
 * @param {typeof SLOW_PHONE} phone
 */
export async function throttleLikeSlowPhone(page, phone = SLOW_PHONE) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: phone.rttMs,
    downloadThroughput: phone.downloadBitsPerSecond / 8,
    uploadThroughput: phone.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdown });
  return cdp;
}

export function describeSlowPhone(phone = SLOW_PHONE) {
  return `${phone.cpuSlowdown}x CPU, ${phone.downloadBitsPerSecond / 1e6} Mbps down, ${phone.uploadBitsPerSecond / 1e3} kbps up, ${phone.rttMs} ms RTT`;
}
