/**
 * Where a remote's build-info.json is: beside its mf-manifest.json (every app's build
 * writes both into its dist root), so a remote deployed under a path is found too.
 * Relative manifest URLs resolve against the shell's origin. Null when it cannot be read.
 */
export function remoteBuildInfoUrl(manifestUrl: string, shellOrigin: string): string | null {
  try {
    const url = new URL('build-info.json', new URL(manifestUrl, shellOrigin));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
