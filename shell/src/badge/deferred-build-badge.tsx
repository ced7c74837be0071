import { Suspense, useEffect, useState } from 'react';
import { lazyNamed } from '../lib/lazy-named';
import type { BuildInfo } from '../services/build-info/fetch-build-info';
import { showsBuildBadge } from './badge-branches';

// Only qa and develop show the badge: its code (and CSS) loads there only, never for visitors.
const BuildBadge = lazyNamed(() => import(/* webpackChunkName: "badge" */ './build-badge'), 'BuildBadge');

/** The build badge, loaded once the shell's build-info.json says this deployment shows it. */
export function DeferredBuildBadge({ shellBuildInfo }: { shellBuildInfo: Promise<BuildInfo | null> }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void shellBuildInfo.then(
      (info) => !cancelled && setShown(showsBuildBadge(info?.branchName)),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [shellBuildInfo]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <BuildBadge shellBuildInfo={shellBuildInfo} />
    </Suspense>
  );
}
