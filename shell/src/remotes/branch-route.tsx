import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from '@mission/shared/translation';
import type { Section } from '@mission/content';
import { branchNames, useBusState, usePageTitle } from '@mission/shared';
import { DelayedStatus } from '../loading/delayed-status';
import { shellAudio } from '../services/audio/shell-audio';
import { BranchErrorBoundary } from './branch-error-boundary';
import { BranchUnavailable } from './branch-unavailable';
import { EarlyBranchLoads } from './early-branch-loads';
import { isRegisteredRemote, loadExposedModule, reregisterRemote } from './federation-runtime';
import { loadBranchModule, type BranchLoaderRuntime } from './load-branch-module';
import { loadedRemotes } from './loaded-remotes';
import { RegistryErrorPage } from './registry-error-page';
import { UnknownRemoteError } from './remote-errors';
import { useRemoteRegistry } from './remote-registry-context';

// The shell's audio comes with the branch, side by side: a branch plays through the page's
// one audio manager, which must follow the visitor's mute before the branch's first sound
// (services/audio/shell-audio.ts). Its failure leaves the branch silent, not unavailable.
const loadWithAudio = async (remote: string, expose: string) => (await Promise.all([loadExposedModule(remote, expose), shellAudio()]))[0];

const earlyLoads = new EarlyBranchLoads(loadWithAudio, isRegisteredRemote);

/**
 * As a navigation to `address` under `section` begins: its app starts to load, for its route
 * to take, and then that page's own code (early-branch-loads.ts).
 */
export function startBranchLoad(section: Section, address?: string): void {
  earlyLoads.start(section, address);
}

const federationRuntime: BranchLoaderRuntime = {
  load: (remote, expose) => earlyLoads.take(remote, expose),
  reregister: (entry) => {
    earlyLoads.forget(entry.name);
    reregisterRemote(entry);
  },
  loaded: (entry) => loadedRemotes.add(entry),
};

type LoadState = { status: 'loading' } | { status: 'ready'; BranchApp: ComponentType } | { status: 'failed'; error: Error };

/** A settled load, remembered with the attempt it answers; a newer attempt means "loading". */
type Settled = { key: string } & LoadState;

/**
 * Mounts one branch's remote under /<branch>/* (and /fr/<branch>/*), or the
 * branch-unavailable page with a Retry that refetches everything once the remote is back.
 */
export function BranchRoute({ section, runtime = federationRuntime }: { section: Section; runtime?: BranchLoaderRuntime }) {
  const registryState = useRemoteRegistry();
  const locale = useBusState('locale');
  // Each Retry (after a load failure or a render crash) is a fresh attempt.
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | undefined>(undefined);
  const registry = registryState.status === 'ready' ? registryState.registry : undefined;
  const key = `${section}#${attempt}`;
  const state: LoadState = settled?.key === key ? settled : { status: 'loading' };

  useEffect(() => {
    if (!registry) return;
    let cancelled = false;
    loadBranchModule(section, registry, runtime, { fresh: attempt > 0 })
      .then((BranchApp) => {
        if (!cancelled) setSettled({ key: `${section}#${attempt}`, status: 'ready', BranchApp });
      })
      .catch((error: unknown) => {
        const failure = error instanceof Error ? error : new Error(String(error));
        console.error(`[shell] ${failure.message}`);
        if (!cancelled) setSettled({ key: `${section}#${attempt}`, status: 'failed', error: failure });
      });
    return () => {
      cancelled = true;
    };
  }, [section, registry, runtime, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  // No usable registry entry for this branch: the registry's error page, not Retry.
  if (registryState.status === 'failed' || (state.status === 'failed' && state.error instanceof UnknownRemoteError)) {
    return <RegistryErrorPage />;
  }
  const unavailable = <BranchUnavailable section={section} locale={locale} retrying={state.status === 'loading'} onRetry={retry} />;
  if (state.status === 'failed') return unavailable;
  if (state.status === 'loading' || registryState.status === 'loading') {
    return attempt > 0 ? unavailable : <BranchLoading section={section} />;
  }
  const { BranchApp } = state;
  return (
    <BranchErrorBoundary key={attempt} section={section} fallback={unavailable}>
      <BranchApp />
    </BranchErrorBoundary>
  );
}

/**
 * While a branch's app loads, the tab already names the branch: the page it brings then names
 * its chapter (docs/product-rules.md §2 "Page behaviour": every route has its own title).
 */
function BranchLoading({ section }: { section: Section }) {
  const { t } = useTranslation('common');
  const names = branchNames(t, section);
  usePageTitle(names.branch);
  return (
    <DelayedStatus className="branch-loading" artboard>
      {t('loading.branch', names)}
    </DelayedStatus>
  );
}
