/** The media table of the app this code is built into; none outside webpack (tests, tools). */
function builtMediaFiles(): Readonly<Record<string, string>> {
  return typeof __MEDIA_FILES__ === 'object' && __MEDIA_FILES__ !== null ? __MEDIA_FILES__ : {};
}

/** Webpack's public path of the app this code is built into; the page root outside webpack. */
function builtPublicPath(): string {
  return typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';
}

/**
 * The URL of a file of an app's public/ folder (`sounds/global-tap.mp3`, `video/portal.webm`).
 * Its production build serves media under content-hashed names, cached for a year
 * (shared/tooling/build/media-file-names.mjs), and bakes the table of them into its code; this reads
 * it. Built into each app on its own, never shared at run time: a remote's files are the
 * remote's, from its own origin (its public path), not the shell's. A path not in the table
 * (dev, a folder, a file the build lacks) keeps its name: it is then requested as it is, and a
 * missing file fails where it is loaded, with that loader's warning.
 */
export function mediaUrl(
  path: string,
  publicPath: string = builtPublicPath(),
  files: Readonly<Record<string, string>> = builtMediaFiles(),
): string {
  const base = publicPath === '' || publicPath.endsWith('/') ? publicPath : `${publicPath}/`;
  const relative = path.replace(/^\/+/, '');
  return `${base}${files[relative] ?? relative}`;
}
