import { useEffect, useRef, useState } from 'react';
import type { LoadedRemote } from '../remotes/loaded-remotes';
import { fetchBuildInfo, type BuildInfo } from '../services/build-info/fetch-build-info';
import type { BadgeApp } from './build-info-text';
import { remoteBuildInfoUrl } from './remote-build-info-url';

export type FetchBuildInfo = (url: string) => Promise<BuildInfo | null>;

const fetchRemoteBuildInfo: FetchBuildInfo = (url) => fetchBuildInfo(url);

/**
 * Each loaded remote's own build-info.json, fetched once per manifest it loaded from, and
 * only while `enabled` (the badge shows). A failure is logged by fetchBuildInfo ("Network
 * response was not ok") and shows as unavailable.
 */
export function useRemoteBuildInfos(
  remotes: readonly LoadedRemote[],
  { enabled, shellOrigin, fetchInfo = fetchRemoteBuildInfo }: { enabled: boolean; shellOrigin: string; fetchInfo?: FetchBuildInfo },
): BadgeApp[] {
  const [infos, setInfos] = useState<ReadonlyMap<string, BuildInfo | null>>(() => new Map());
  const requested = useRef(new Set<string>());
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!enabled) return;
    for (const { manifestUrl } of remotes) {
      if (requested.current.has(manifestUrl)) continue;
      requested.current.add(manifestUrl);
      const settle = (info: BuildInfo | null) => {
        if (mounted.current) setInfos((known) => new Map(known).set(manifestUrl, info));
      };
      const url = remoteBuildInfoUrl(manifestUrl, shellOrigin);
      if (url === null) settle(null);
      else void fetchInfo(url).then(settle, () => settle(null));
    }
  }, [enabled, remotes, shellOrigin, fetchInfo]);

  return remotes.map((remote) => ({ id: remote.name, info: infos.get(remote.manifestUrl) }));
}
