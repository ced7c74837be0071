/**
 * Debug mode (docs/product-rules.md §2): the visitor's own switch, for QA on any deployment. Not to be
 * confused with analytics debug, which also follows the deployment branch (develop, qa:
 * analytics/super-properties.ts).
 *
 * Markers, read from the address:
 * - on:  `debug` in the query or in the hash (`?debug`, `?debug=true`, `?debug=1`,
 *        `#debug`, `#debug=on`), or a `_debug` path segment (`/_debug`, `/fr/_debug`);
 * - off: `production` in the query or hash (`?production`, `#production`), or
 *        `debug=false` / `debug=0` / `debug=off`.
 * Off wins when both appear. Without any marker the value kept in sessionStorage stays.
 */
export const DEBUG_MARKER = 'debug';
export const PRODUCTION_MARKER = 'production';
export const DEBUG_PATH_SEGMENT = '_debug';

const OFF_VALUES = ['false', '0', 'off', 'no'];

export interface AddressParts {
  pathname: string;
  search: string;
  hash: string;
}

type Marker = 'on' | 'off' | null;

/** Reads `?a&b=c` or `#a&b=c` as parameters; a hash that is not parameters gives none. */
function markerIn(part: string): Marker {
  const text = part.replace(/^[?#]/, '');
  if (text === '') return null;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(text);
  } catch {
    return null;
  }
  if (params.has(PRODUCTION_MARKER)) return 'off';
  if (!params.has(DEBUG_MARKER)) return null;
  const values = params.getAll(DEBUG_MARKER).map((value) => value.trim().toLowerCase());
  return values.some((value) => OFF_VALUES.includes(value)) ? 'off' : 'on';
}

function pathMarker(pathname: string): Marker {
  return pathname.split('/').includes(DEBUG_PATH_SEGMENT) ? 'on' : null;
}

/** The debug marker the address carries, if any: 'on', 'off' or null. */
export function debugMarkerOf(address: AddressParts): Marker {
  const markers = [markerIn(address.search), markerIn(address.hash), pathMarker(address.pathname)];
  if (markers.includes('off')) return 'off';
  return markers.includes('on') ? 'on' : null;
}

/** Whether debug mode is on for this address, given the value kept from earlier in the session. */
export function debugFlagFromLocation(address: AddressParts, stored: boolean): boolean {
  const marker = debugMarkerOf(address);
  return marker === null ? stored : marker === 'on';
}
