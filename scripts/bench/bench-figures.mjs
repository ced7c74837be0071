// @ts-check
/** How the bench summarises and prints its figures (medians, sizes, ratios). */

/** @param {number[]} values */
export function median(values) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = /** @type {number} */ (sorted[middle]);
  if (sorted.length % 2) return upper;
  const lower = /** @type {number} */ (sorted[middle - 1]);
  return (lower + upper) / 2;
}

/**
 * The value `share` (0..1) of the way up the sorted values, nearest rank: p95 is
 * `percentile(values, 0.95)`, the smallest value at least 95 % of them do not exceed.
 * @param {number[]} values
 * @param {number} share
 */
export function percentile(values, share) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(share * sorted.length)));
  return /** @type {number} */ (sorted[rank - 1]);
}

/** @param {number} bytes */
export function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** @param {number} ms */
export function seconds(ms) {
  return Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'n/a';
}

/**
 * "1.08x (within 1.3x)" or "1.52x (OVER 1.3x)".
 * @param {number} ours
 * @param {number} reference
 * @param {number} goal the highest ratio that meets the goal
 */
export function ratio(ours, reference, goal) {
  if (!Number.isFinite(ours) || !Number.isFinite(reference) || reference <= 0) return 'n/a';
  const value = ours / reference;
  return `${value.toFixed(2)}x (${value <= goal ? 'within' : 'OVER'} ${goal}x)`;
}

/**
 * Prints rows as aligned columns.
 * @param {string[]} header
 * @param {string[][]} rows
 */
export function printTable(header, rows) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (/** @type {string[]} */ cells) =>
    `  ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ')}`;
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}
