/**
 * A file of this remote's public/ folder (sounds, videos), from wherever the remote is
 * served: its public path is its own origin, not the shell's.
 */
export function armyAssetUrl(path: string, publicPath: string = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/'): string {
  const base = publicPath === '' || publicPath.endsWith('/') ? publicPath : `${publicPath}/`;
  return `${base}${path.replace(/^\/+/, '')}`;
}
