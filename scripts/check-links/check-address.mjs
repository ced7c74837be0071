// @ts-check

/**
 * @typedef {{ address: string, status: number | null, ok: boolean, finalUrl: string | null, error: string | null, offline: boolean }} AddressCheck
 */

/** Errors that say the machine has no way out, not that the address is wrong. */
const OFFLINE_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'ECONNREFUSED', 'EHOSTUNREACH']);

/**
 * @param {string} address
 * @param {'HEAD' | 'GET'} method
 * @param {number} timeoutMs
 */
const request = (address, method, timeoutMs) => fetch(address, { method, redirect: 'follow', signal: AbortSignal.timeout(timeoutMs) });

/**
 * One address, live: HEAD first, then GET when HEAD fails or is refused (some servers answer
 * HEAD with 403 or 405), following redirects, each try within the timeout.
 * @param {string} address
 * @param {{ timeoutMs?: number }} [options]
 * @returns {Promise<AddressCheck>}
 */
export async function checkAddress(address, { timeoutMs = 15000 } = {}) {
  /** @type {unknown} */
  let failure = null;
  for (const method of /** @type {const} */ (['HEAD', 'GET'])) {
    try {
      const response = await request(address, method, timeoutMs);
      await response.body?.cancel();
      if (response.ok || method === 'GET') {
        return { address, status: response.status, ok: response.ok, finalUrl: response.url, error: null, offline: false };
      }
    } catch (error) {
      failure = error;
    }
  }
  const cause = /** @type {{ cause?: { code?: string }, name?: string, message?: string }} */ (failure);
  const code = cause?.cause?.code ?? cause?.name ?? 'error';
  return {
    address,
    status: null,
    ok: false,
    finalUrl: null,
    error: `${code}: ${cause?.message ?? ''}`.trim(),
    offline: OFFLINE_CODES.has(code),
  };
}
