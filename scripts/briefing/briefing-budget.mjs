// @ts-check

/** Each briefing file, .webm or .mp4, at most 300 KB (docs/game-design.md step 2: it loads with the chapter). */
export const MAX_BYTES = 307_200;
/** The sound bed's rate in each file (kbit/s): Opus holds a mono bed at 24, AAC wants a little more. */
export const AUDIO_KBPS = { webm: 24, mp4: 32 };
/** What of the budget the picture may aim for: the rest is the container and the encoder's overshoot. */
const AIM = 0.9;

/**
 * The picture's bitrate (kbit/s) that fills the budget: a two-pass encode lands near it, and the
 * sharper the better, so the budget is aimed at rather than a quality guessed.
 * @param {number} maxBytes
 * @param {number} seconds
 * @param {number} audioKbps
 */
export function videoKbpsFor(maxBytes, seconds, audioKbps) {
  return Math.floor((maxBytes * 8 * AIM) / 1000 / seconds - audioKbps);
}

/**
 * After a file came out at `bytes`: the next try's bitrate, or null when it fits. Over budget,
 * the rate falls by the overshoot and 5 % more, so the retry lands under.
 * @param {number} kbps
 * @param {number} bytes
 * @param {number} maxBytes
 * @returns {number | null}
 */
export function retryKbps(kbps, bytes, maxBytes) {
  if (bytes <= maxBytes) return null;
  return Math.floor(kbps * (maxBytes / bytes) * 0.95);
}

/**
 * The files over the budget, said as a person reads it.
 * @param {{ file: string, bytes: number }[]} files
 * @param {number} maxBytes
 * @returns {string[]}
 */
export function overBudget(files, maxBytes) {
  return files.filter(({ bytes }) => bytes > maxBytes).map(({ file, bytes }) => `${file} is ${bytes} bytes, over ${maxBytes}`);
}
