/**
 * A file of the remote's public/ folder (sounds, videos), from wherever the remote is
 * served: the kit is built into each remote, so its public path is the remote's own
 * origin, not the shell's.
 */
export function remoteAssetUrl(path: string, publicPath: string = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/'): string {
  const base = publicPath === '' || publicPath.endsWith('/') ? publicPath : `${publicPath}/`;
  return `${base}${path.replace(/^\/+/, '')}`;
}
