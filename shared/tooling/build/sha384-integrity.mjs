// @ts-check
import { createHash } from 'node:crypto';

/**
 * The `integrity` attribute value of these bytes, as a browser computes it.
 * @param {Buffer | string} bytes
 */
export function sha384Integrity(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}
