import type { BuildInfo } from '../services/build-info/fetch-build-info';
import type { RemoteOverride } from '../remotes/remote-override';

/** One app on the badge: the shell or a loaded remote, with its build info once known. */
export interface BadgeApp {
  /** "shell" or a branch's name. */
  id: string;
  /** undefined while it is being fetched, null when the fetch failed. */
  info: BuildInfo | null | undefined;
}

/**
 * What the badge copies: one line per app, in a stable, untranslated form QA can paste
 * into a ticket ("<branch> 412 (qa)"), plus the candidate in use, if any.
 */
export function buildInfoText(apps: readonly BadgeApp[], override: RemoteOverride | null): string {
  const lines = apps.map(({ id, info }) => {
    if (info === undefined) return `${id} (loading)`;
    if (info === null) return `${id} (build info unavailable)`;
    return `${id} ${info.buildNumber} (${info.branchName})`;
  });
  if (override) lines.push(`${override.section} candidate ${override.manifestUrl}`);
  return lines.join('\n');
}
