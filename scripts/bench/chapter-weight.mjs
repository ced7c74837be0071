// @ts-check
/**
 * A chapter's own weight (budget 1.5 MB): what the browser received, compressed as
 * served, from the chapter's remote on its first visit: its code chunks, geometry, textures and
 * sounds. Anything from another origin (the shell, shared libraries it provides) is not the
 * chapter's; the briefing video (mp4, webm) is not either: it streams beside the scene.
 */

/** @typedef {'code' | 'geometry' | 'textures' | 'sounds' | 'other'} WeightKind */
/** @typedef {{ url: string, contentType: string, bytes: number }} Received */

/** Budget of a chapter's own compressed bytes. */
export const CHAPTER_BYTES_BUDGET = 1.5 * 1024 * 1024;

/** mp4 and webm are video (the briefings, in video/), except the sounds' own webm and mp4 audio files. */
const VIDEO = /\.(mp4|webm)$/i;
const SOUNDS_FOLDER = /\/sounds\//i;
/** @type {[WeightKind, RegExp, RegExp][]} kind, file ending, content type */
const KINDS = [
  ['code', /\.(m?js|css|wasm)$|mf-manifest\.json$/i, /javascript|css|wasm/i],
  ['geometry', /\.(glb|gltf|bin|drc|obj)$/i, /gltf|model\//i],
  ['textures', /\.(png|jpe?g|webp|avif|ktx2|basis|hdr|exr|svg|gif)$/i, /^image\//i],
  ['sounds', /\.(mp3|m4a|aac|ogg|oga|opus|wav|flac|weba)$/i, /^audio\//i],
];

/**
 * What kind of file a response is, or null when it does not count: another origin, or video.
 * @param {Received} received
 * @param {string} remoteOrigin e.g. http://localhost:8281
 * @returns {WeightKind | null}
 */
export function chapterWeightKind(received, remoteOrigin) {
  let url;
  try {
    url = new URL(received.url);
  } catch {
    return null;
  }
  if (url.origin !== new URL(remoteOrigin).origin) return null;
  if (SOUNDS_FOLDER.test(url.pathname) && !/^(image|text|application)\//i.test(received.contentType)) return 'sounds';
  if (VIDEO.test(url.pathname) || /^video\//i.test(received.contentType)) return null;
  for (const [kind, ending] of KINDS) if (ending.test(url.pathname)) return kind;
  for (const [kind, , type] of KINDS) if (type.test(received.contentType)) return kind;
  return 'other';
}

/**
 * The chapter's bytes by kind, and in all.
 * @param {Received[]} responses
 * @param {string} remoteOrigin
 * @returns {Record<WeightKind | 'total', number>}
 */
export function chapterWeight(responses, remoteOrigin) {
  /** @type {Record<WeightKind | 'total', number>} */
  const weight = { code: 0, geometry: 0, textures: 0, sounds: 0, other: 0, total: 0 };
  for (const received of responses) {
    const kind = chapterWeightKind(received, remoteOrigin);
    if (!kind) continue;
    weight[kind] += received.bytes;
    weight.total += received.bytes;
  }
  return weight;
}
