// @ts-check
/**
 * The one rule of an integrity pin (docs/decisions.md, "Version skew"), plain JavaScript with
 * no Node or browser API, so the build (remote-registry-file.mjs, in Node) and the shell and
 * its service worker (in the browser) read the same rule rather than each stating it.
 */

/** The only form a hash may take: SHA-384, base64 (what a build's integrity.json holds). */
export const SHA384_INTEGRITY = /^sha384-[A-Za-z0-9+/]{64}$/;

/**
 * A registry pin names one build, or, during a rolling update, each build that answers at
 * once: hashes one space apart, as an HTML `integrity` attribute lists them. At most this many.
 */
export const MAX_PINNED_BUILDS = 3;

/**
 * @param {unknown} value
 * @returns {value is string}
 */
export function isSha384Integrity(value) {
  return typeof value === 'string' && SHA384_INTEGRITY.test(value);
}

/**
 * True for a registry pin: one to MAX_PINNED_BUILDS SHA-384 hashes, one space apart.
 * @param {unknown} value
 * @returns {value is string}
 */
export function isIntegrityPin(value) {
  if (typeof value !== 'string') return false;
  const hashes = value.split(' ');
  return hashes.length <= MAX_PINNED_BUILDS && hashes.every((hash) => SHA384_INTEGRITY.test(hash));
}

/**
 * Whether bytes that hash to `actual` are a build the pin accepts.
 * @param {string} pin
 * @param {string} actual
 */
export function pinAccepts(pin, actual) {
  return pin.split(' ').includes(actual);
}
