import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@mission/shared/translation';
import { useBusState } from '@mission/shared';
import { loadedRemotes, useLoadedRemotes, type LoadedRemotes } from '../remotes/loaded-remotes';
import { useRemoteRegistry } from '../remotes/remote-registry-context';
import { writeRemoteOverride, type RemoteOverride } from '../remotes/remote-override';
import { shellAnalytics } from '../services/analytics/shell-analytics';
import type { BuildInfo } from '../services/build-info/fetch-build-info';
import { browserSessionStorage, type KeyValueStorage } from '../services/storage/safe-storage';
import { showsBuildBadge } from './badge-branches';
import { buildInfoText, type BadgeApp } from './build-info-text';
import { copyText } from '../lib/copy-text';
import { RemoteOverrideForm } from './remote-override-form';
import { useRemoteBuildInfos, type FetchBuildInfo } from './use-remote-build-infos';
import './build-badge.css';

export interface BuildBadgeProps {
  /** The shell's own build-info.json, as bootstrap fetched it (null when it failed). */
  shellBuildInfo: Promise<BuildInfo | null>;
  fetchInfo?: FetchBuildInfo;
  copy?: (text: string) => Promise<boolean>;
  alert?: (message: string) => void;
  /** Restarts the page after QA changed the override (the runtime registers at start). */
  reload?: () => void;
  storage?: () => KeyValueStorage;
  shellOrigin?: string;
  /** The remotes loaded on this page (the remotes layer's list). */
  remotesStore?: LoadedRemotes;
}

/**
 * The QA build badge (docs/product-rules.md §2, docs/decisions.md §7): bottom right, on the qa and develop
 * deployments only. Shows the shell's build and each loaded remote's; a click copies them
 * all. In debug mode it also lets QA load a candidate build of one remote.
 */
export function BuildBadge({
  shellBuildInfo,
  fetchInfo,
  copy = copyText,
  alert = (message) => window.alert(message),
  reload = () => window.location.reload(),
  storage = browserSessionStorage,
  shellOrigin = window.location.origin,
  remotesStore = loadedRemotes,
}: BuildBadgeProps) {
  const { t } = useTranslation('common');
  const debug = useBusState('debug');
  const registryState = useRemoteRegistry();
  const [shellInfo, setShellInfo] = useState<BuildInfo | null | undefined>(undefined);

  useEffect(() => {
    let cancelled = false;
    void shellBuildInfo.then(
      (info) => !cancelled && setShellInfo(info),
      () => !cancelled && setShellInfo(null),
    );
    return () => {
      cancelled = true;
    };
  }, [shellBuildInfo]);

  const enabled = showsBuildBadge(shellInfo?.branchName);
  const loaded = useLoadedRemotes(remotesStore);
  const remotes = useRemoteBuildInfos(loaded, { enabled, shellOrigin, fetchInfo });
  const override = registryState.status === 'ready' ? registryState.override : null;
  const apps: BadgeApp[] = useMemo(() => [{ id: 'shell', info: shellInfo }, ...remotes], [shellInfo, remotes]);

  if (!enabled || !shellInfo) return null;

  const label = (id: string) => (id === 'shell' ? t('buildBadge.shell') : t(`branches.${id}`));
  const line = ({ id, info }: BadgeApp) =>
    info
      ? t('buildBadge.build', { app: label(id), buildNumber: info.buildNumber, branchName: info.branchName })
      : t('buildBadge.unavailable', { app: label(id) });

  const copyAll = async () => {
    shellAnalytics.track('Button Click', { button_name: 'build-badge-copy', category: 'qa' });
    const copied = await copy(buildInfoText(apps, override));
    alert(copied ? t('buildBadge.copied') : t('buildBadge.copyFailed'));
  };

  const changeOverride = (next: RemoteOverride | null) => {
    writeRemoteOverride(storage(), next);
    reload();
  };

  return (
    <aside className="build-badge" aria-label={t('buildBadge.region')} data-testid="build-badge">
      <button type="button" className="build-badge__copy" onClick={() => void copyAll()}>
        <span className="build-badge__hidden">{t('buildBadge.copy')}: </span>
        {apps
          // A remote whose build info is still on its way has no line yet.
          .filter((app) => app.info !== undefined)
          .map((app) => (
            <span key={app.id} className="build-badge__line" data-app={app.id}>
              {line(app)}
            </span>
          ))}
        {override && (
          <span className="build-badge__line build-badge__line--candidate" data-app="candidate">
            {t('buildBadge.override.active', { app: label(override.section), url: override.manifestUrl })}
          </span>
        )}
      </button>
      {debug && registryState.status === 'ready' && (
        <RemoteOverrideForm listed={registryState.listed} override={override} shellOrigin={shellOrigin} onChange={changeOverride} />
      )}
    </aside>
  );
}
