// @ts-check
import { createHash } from 'node:crypto';

/** A Subresource Integrity value in the only form this project pins: SHA-384, base64. */
export const SHA384_INTEGRITY = /^sha384-[A-Za-z0-9+/]{64}$/;

/**
 * A registry pin: one build's hash, or during a rolling update each build's that answers at
 * once, one space apart, at most three (docs/decisions.md, "Version skew"; the shell reads it
 * with shell/src/remotes/remote-integrity.ts, isIntegrityPin).
 */
export const INTEGRITY_PIN = /^sha384-[A-Za-z0-9+/]{64}(?: sha384-[A-Za-z0-9+/]{64}){0,2}$/;

/**
 * The `integrity` attribute value of these bytes, as a browser computes it.
 * @param {Buffer | string} bytes
 */
export function sha384Integrity(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}
