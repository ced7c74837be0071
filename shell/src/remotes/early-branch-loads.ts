import { BUS_CONTRACT_VERSION, isBranchModule, isCompatibleContract } from '@mission/shared';

type Load = (remote: string, expose: string) => Promise<unknown>;

/** The one module a branch's route loads (load-branch-module.ts). */
const BRANCH_APP = 'BranchApp';

/**
 * Branch loads started as the navigation to a branch begins (the main area's 250 ms fade
 * out, transitions/use-preload-on-navigation.ts) rather than once its route renders after the
 * fade. The route then takes the load already under way, so there is still one load per
 * visit to a branch, with its retries, its checks and its one answer (load-branch-module.ts).
 */
export class EarlyBranchLoads {
  private readonly started = new Map<string, Promise<unknown>>();

  /**
   * @param load how the route loads a remote's module
   * @param canStart false until the registry has named the remote: until then the route
   *   waits for the registry itself, and an early load would only fail
   */
  constructor(
    private readonly load: Load,
    private readonly canStart: (remote: string) => boolean,
  ) {}

  /**
   * Starts loading `remote`'s app, once, if it can be loaded yet; once it is here, asks it to
   * start on the page at `address` (the path under the branch: BranchModule.preload), so
   * that page's own code loads during the fade too. An app the route would refuse (another
   * bus contract) is asked nothing.
   */
  start(remote: string, address?: string): void {
    if (!this.canStart(remote)) return;
    let load = this.started.get(remote);
    if (!load) {
      load = this.load(remote, BRANCH_APP);
      this.started.set(remote, load);
    }
    // Its outcome is the route's to tell when it takes it; unhandled here, it would be reported twice.
    load.then((loaded) => (address === undefined ? undefined : preloadAddress(remote, loaded, address))).catch(() => undefined);
  }

  /** The route's load: the one started early for it, if any (taken once), or a new one. */
  take(remote: string, expose: string): Promise<unknown> {
    const early = expose === BRANCH_APP ? this.started.get(remote) : undefined;
    this.started.delete(remote);
    return early ?? this.load(remote, expose);
  }

  /** A fresh attempt (Retry) loads anew, never from a load started before it. */
  forget(remote: string): void {
    this.started.delete(remote);
  }
}

function preloadAddress(remote: string, loaded: unknown, address: string): void {
  if (!isBranchModule(loaded) || !isCompatibleContract(loaded.busContractVersion, BUS_CONTRACT_VERSION)) return;
  try {
    loaded.preload?.(address);
  } catch (error) {
    // Only a head start is lost: the route loads the page as it renders.
    console.warn(`[shell] ${remote} could not start loading /${address}:`, error);
  }
}
