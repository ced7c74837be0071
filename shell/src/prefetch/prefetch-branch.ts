import type { Section } from '@mission/content';
import { missionBus } from '@mission/shared';
import { prefetchExposedModule } from '../remotes/federation-runtime';
import type { RemoteRegistry } from '../remotes/remote-registry';
import { nextTask } from '../lib/next-task';

/** What a branch route loads (load-branch-module.ts), and so what its links prefetch. */
export const BRANCH_EXPOSE = './BranchApp';

/** One prefetch per remote per page, whichever link or mount asks. */
const started = new Map<string, Promise<void>>();

/**
 * Prefetches a branch's remote (federation-runtime.ts prefetchExposedModule): its manifest,
 * entry and exposed module, not the chapters' own chunks or media. A failure (registry entry
 * missing, remote down, integrity mismatch) is silent for the visitor, one console.warn in
 * debug mode, and never rejects; the tap then loads as ever and shows its own error page.
 */
export function prefetchBranch(registry: RemoteRegistry, section: Section): Promise<void> {
  const entry = registry.remotes.find((remote) => remote.name === section);
  if (!entry) return Promise.resolve();
  const key = `${entry.name} ${entry.manifestUrl}`;
  const known = started.get(key);
  if (known) return known;
  const prefetch = prefetchExposedModule(entry.name, BRANCH_EXPOSE).catch((error: unknown) => {
    if (missionBus.getState('debug')) {
      console.warn(
        `[shell] prefetching remote "${entry.name}" failed; a tap loads it as usual`,
        error instanceof Error ? error.message : error,
      );
    }
  });
  started.set(key, prefetch);
  return prefetch;
}

/**
 * Prefetches several branches one per task: each runs the runtime's preload (its manifest read,
 * its entry run), and three in one task made one long task on Mission Select, which a tap then
 * waited behind (docs/decisions.md, "Start-up in short tasks").
 */
export async function prefetchBranchesInTurn(
  registry: RemoteRegistry,
  sections: readonly Section[],
  next: () => Promise<void> = nextTask,
): Promise<void> {
  for (const section of sections) {
    await next();
    void prefetchBranch(registry, section);
  }
}
