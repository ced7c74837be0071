import type { ComponentType } from 'react';
import type { Section } from '@mission/content';
import { BUS_CONTRACT_VERSION, isBranchModule, isCompatibleContract } from '@mission/shared';
import { ContractMismatchError, RemoteUnavailableError, UnknownRemoteError } from './remote-errors';
import type { RemoteRegistry } from './remote-registry';
import { isRemoteLoadFailure } from './resilience-plugin';

/** Past this, a remote that neither loaded nor failed counts as down (chunks included). */
export const BRANCH_LOAD_TIMEOUT_MS = 30_000;

export interface BranchLoaderRuntime {
  load: (remote: string, expose: string) => Promise<unknown>;
  reregister: (entry: RemoteRegistry['remotes'][number]) => void;
  /** Told once a branch app loaded and passed its checks (the build badge lists it). */
  loaded?: (entry: RemoteRegistry['remotes'][number]) => void;
}

/**
 * Loads a branch's exposed app and checks it before the shell mounts it.
 * Every failure becomes a typed error; the caller shows the branch-unavailable page.
 */
export async function loadBranchModule(
  section: Section,
  registry: RemoteRegistry,
  runtime: BranchLoaderRuntime,
  { fresh = false, timeoutMs = BRANCH_LOAD_TIMEOUT_MS }: { fresh?: boolean; timeoutMs?: number } = {},
): Promise<ComponentType> {
  const entry = registry.remotes.find((remote) => remote.name === section);
  if (!entry) throw new UnknownRemoteError(section);
  if (fresh) runtime.reregister(entry);

  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteUnavailableError(section, `no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  let loaded: unknown;
  try {
    loaded = await Promise.race([runtime.load(section, 'BranchApp'), timeout]);
  } catch (error) {
    if (error instanceof RemoteUnavailableError) throw error;
    throw new RemoteUnavailableError(section, describe(error), { cause: error });
  } finally {
    clearTimeout(timer);
  }

  if (isRemoteLoadFailure(loaded)) {
    throw new RemoteUnavailableError(section, describe(loaded.error), { cause: loaded.error });
  }
  if (!isBranchModule(loaded)) {
    throw new RemoteUnavailableError(section, 'its "./BranchApp" does not export a branch app');
  }
  if (!isCompatibleContract(loaded.busContractVersion, BUS_CONTRACT_VERSION)) {
    throw new ContractMismatchError(section, loaded.busContractVersion, BUS_CONTRACT_VERSION);
  }
  runtime.loaded?.(entry);
  return loaded.default;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
