/** @jest-environment node */
import { BUS_CONTRACT_VERSION } from '@mission/shared';
import { loadBranchModule, type BranchLoaderRuntime } from './load-branch-module';
import { ContractMismatchError, RemoteUnavailableError, UnknownRemoteError } from './remote-errors';
import type { RemoteRegistry } from './remote-registry';
import { isRemoteLoadFailure, resiliencePlugin } from './resilience-plugin';

const ArmyApp = () => null;
const armyEntry = { name: 'army', manifestUrl: 'https://army.example.ca/mf-manifest.json' } as const;
const registry: RemoteRegistry = {
  remotes: [armyEntry, { name: 'navy', manifestUrl: '/navy/mf-manifest.json' }],
};

function fakeRuntime(load: BranchLoaderRuntime['load']) {
  return { load: jest.fn(load), reregister: jest.fn<void, [RemoteRegistry['remotes'][number]]>() };
}

const goodModule = (busContractVersion = BUS_CONTRACT_VERSION) => ({
  default: ArmyApp,
  section: 'army',
  busContractVersion,
});

/** The marker the resilience plugin resolves loadRemote to once every retry failed. */
function loadFailure(error: unknown) {
  const hook = resiliencePlugin().errorLoadRemote as (args: object) => unknown;
  const failure = hook({ id: 'army/BranchApp', error, lifecycle: 'onLoad', from: 'runtime' });
  expect(isRemoteLoadFailure(failure)).toBe(true);
  return failure;
}

async function failureOf(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(Error);
  return error as Error;
}

describe('loadBranchModule', () => {
  it('tells the runtime which entry loaded, only once it passed its checks (the build badge lists it)', async () => {
    const loaded = jest.fn();
    await loadBranchModule('army', registry, { ...fakeRuntime(async () => goodModule()), loaded });
    expect(loaded).toHaveBeenCalledWith(armyEntry);

    const refused = jest.fn();
    await failureOf(loadBranchModule('army', registry, { ...fakeRuntime(async () => goodModule('2.0.0')), loaded: refused }));
    await failureOf(loadBranchModule('army', registry, { ...fakeRuntime(async () => loadFailure(new Error('down'))), loaded: refused }));
    expect(refused).not.toHaveBeenCalled();
  });

  it("returns the branch's component when the remote loads and checks out", async () => {
    const runtime = fakeRuntime(async () => goodModule());

    await expect(loadBranchModule('army', registry, runtime)).resolves.toBe(ArmyApp);
    expect(runtime.load).toHaveBeenCalledWith('army', 'BranchApp');
    expect(runtime.reregister).not.toHaveBeenCalled();
  });

  it('accepts another minor of the same contract major', async () => {
    const runtime = fakeRuntime(async () => goodModule('1.9.3'));
    await expect(loadBranchModule('army', registry, runtime)).resolves.toBe(ArmyApp);
  });

  it('throws UnknownRemoteError for a branch the registry does not list', async () => {
    const runtime = fakeRuntime(async () => goodModule());

    const error = await failureOf(loadBranchModule('air', registry, runtime));

    expect(error).toBeInstanceOf(UnknownRemoteError);
    expect(error.message).toContain('"air"');
    expect(runtime.load).not.toHaveBeenCalled();
  });

  it('turns the failure marker into RemoteUnavailableError naming the remote and its cause', async () => {
    const cause = new Error('remoteEntry.js answered 404');
    const runtime = fakeRuntime(async () => loadFailure(cause));

    const error = await failureOf(loadBranchModule('army', registry, runtime));

    expect(error).toBeInstanceOf(RemoteUnavailableError);
    expect((error as RemoteUnavailableError).remote).toBe('army');
    expect(error.message).toContain('"army"');
    expect(error.message).toContain('remoteEntry.js answered 404');
    expect(error.cause).toBe(cause);
  });

  it('turns a rejected load into RemoteUnavailableError', async () => {
    const cause = new Error('ChunkLoadError');
    const runtime = fakeRuntime(async () => {
      throw cause;
    });

    const error = await failureOf(loadBranchModule('army', registry, runtime));

    expect(error).toBeInstanceOf(RemoteUnavailableError);
    expect(error.message).toContain('"army"');
    expect(error.cause).toBe(cause);
  });

  it.each([
    ['nothing', undefined],
    ['a bare component', ArmyApp],
    ['no default export', { section: 'army', busContractVersion: BUS_CONTRACT_VERSION }],
    ['a default that is not a component', { default: 'ArmyApp', busContractVersion: BUS_CONTRACT_VERSION }],
    ['no contract version', { default: ArmyApp, section: 'army' }],
  ])('refuses a module of the wrong shape (%s) as RemoteUnavailableError', async (_what, loaded) => {
    const runtime = fakeRuntime(async () => loaded);

    const error = await failureOf(loadBranchModule('army', registry, runtime));

    expect(error).toBeInstanceOf(RemoteUnavailableError);
    expect(error.message).toContain('"army"');
  });

  it('refuses a remote built against bus contract 2.0.0, naming both versions', async () => {
    const runtime = fakeRuntime(async () => goodModule('2.0.0'));

    const error = await failureOf(loadBranchModule('army', registry, runtime));

    expect(error).toBeInstanceOf(ContractMismatchError);
    expect(error.message).toContain('2.0.0');
    expect(error.message).toContain(BUS_CONTRACT_VERSION);
    expect(error.message).toContain('"army"');
  });

  it('re-registers the remote before loading when fresh is set', async () => {
    const order: string[] = [];
    const runtime = fakeRuntime(async () => {
      order.push('load');
      return goodModule();
    });
    runtime.reregister.mockImplementation(() => {
      order.push('reregister');
    });

    await expect(loadBranchModule('army', registry, runtime, { fresh: true })).resolves.toBe(ArmyApp);

    expect(runtime.reregister).toHaveBeenCalledTimes(1);
    expect(runtime.reregister).toHaveBeenCalledWith(armyEntry);
    expect(order).toEqual(['reregister', 'load']);
  });

  describe('with a load that never settles', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('gives up after timeoutMs with RemoteUnavailableError', async () => {
      const runtime = fakeRuntime(() => new Promise<never>(() => {}));
      let settled: unknown;
      const pending = loadBranchModule('army', registry, runtime, { timeoutMs: 500 }).then(
        () => {
          settled = 'resolved';
        },
        (error: unknown) => {
          settled = error;
        },
      );

      await jest.advanceTimersByTimeAsync(499);
      expect(settled).toBeUndefined();
      await jest.advanceTimersByTimeAsync(1);
      await pending;

      expect(settled).toBeInstanceOf(RemoteUnavailableError);
      expect((settled as Error).message).toContain('"army"');
      expect((settled as Error).message).toContain('500 ms');
    });

    it('leaves no timer behind once the remote has loaded', async () => {
      const runtime = fakeRuntime(async () => goodModule());

      await expect(loadBranchModule('army', registry, runtime, { timeoutMs: 500 })).resolves.toBe(ArmyApp);

      expect(jest.getTimerCount()).toBe(0);
    });
  });
});
