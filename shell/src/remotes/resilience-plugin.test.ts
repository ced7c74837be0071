import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchWithRetry, REMOTE_FETCH_POLICY } from './fetch-with-retry';
import { isRemoteLoadFailure, PREFETCH_FETCH_POLICY, REMOTE_SCRIPT_TIMEOUT_MS, resiliencePlugin } from './resilience-plugin';
import { RemotePins } from './remote-integrity';

jest.mock('./fetch-with-retry', () => ({
  ...jest.requireActual('./fetch-with-retry'),
  fetchWithRetry: jest.fn(),
}));

const mockedFetchWithRetry = jest.mocked(fetchWithRetry);

type Hooks = Required<ModuleFederationRuntimePlugin>;
type ErrorLoadRemoteArgs = Parameters<Hooks['errorLoadRemote']>[0];
type LoadEntryErrorArgs = Parameters<Hooks['loadEntryError']>[0];

function errorLoadRemote(lifecycle: ErrorLoadRemoteArgs['lifecycle'], error: unknown = new Error('down')) {
  const hook = resiliencePlugin().errorLoadRemote as (args: ErrorLoadRemoteArgs) => unknown;
  return hook({ id: 'army/BranchApp', error, lifecycle, from: 'runtime' } as ErrorLoadRemoteArgs);
}

describe('resiliencePlugin', () => {
  afterEach(() => jest.clearAllMocks());

  describe('errorLoadRemote', () => {
    it('turns a failure at "onLoad" into a failure marker carrying the id and error', () => {
      const error = new Error('remoteEntry.js 404');
      const result = errorLoadRemote('onLoad', error);

      expect(isRemoteLoadFailure(result)).toBe(true);
      expect(result).toMatchObject({ id: 'army/BranchApp', error });
    });

    it.each(['afterResolve', 'beforeRequest', 'beforeLoadShare'] as const)(
      'returns undefined at "%s" so the error continues to onLoad',
      (lifecycle) => {
        expect(errorLoadRemote(lifecycle)).toBeUndefined();
      },
    );
  });

  describe('isRemoteLoadFailure', () => {
    it('recognises the marker and nothing else', () => {
      expect(isRemoteLoadFailure(errorLoadRemote('onLoad'))).toBe(true);
      expect(isRemoteLoadFailure({ id: 'army/BranchApp', error: new Error('x') })).toBe(false);
      expect(isRemoteLoadFailure({ default: () => null, busContractVersion: '1.0.0' })).toBe(false);
      expect(isRemoteLoadFailure(new Error('x'))).toBe(false);
      expect(isRemoteLoadFailure(null)).toBe(false);
      expect(isRemoteLoadFailure(undefined)).toBe(false);
      expect(isRemoteLoadFailure('failure')).toBe(false);
    });
  });

  it('fetches manifests through fetchWithRetry', async () => {
    const response = { status: 200 } as Response;
    mockedFetchWithRetry.mockResolvedValue(response);
    const init: RequestInit = { headers: { Accept: 'application/json' } };
    const hook = resiliencePlugin().fetch as (url: string, init: RequestInit) => Promise<Response>;

    await expect(hook('https://army.example.ca/mf-manifest.json', init)).resolves.toBe(response);
    expect(mockedFetchWithRetry).toHaveBeenCalledWith('https://army.example.ca/mf-manifest.json', init);
  });

  it('passes a fetchWithRetry failure on', async () => {
    const failure = new Error('failed after 3 tries');
    mockedFetchWithRetry.mockRejectedValue(failure);
    const hook = resiliencePlugin().fetch as (url: string, init: RequestInit) => Promise<Response>;

    await expect(hook('https://army.example.ca/mf-manifest.json', {})).rejects.toBe(failure);
  });

  it('creates remote entry scripts with a time limit', () => {
    const hook = resiliencePlugin().createScript as (args: { url: string }) => {
      script: HTMLScriptElement;
      timeout: number;
    };
    const { script, timeout } = hook({ url: 'https://army.example.ca/remoteEntry.js' });

    expect(script).toBeInstanceOf(HTMLScriptElement);
    expect(script.src).toBe('https://army.example.ca/remoteEntry.js');
    expect(script.crossOrigin).toBe('anonymous');
    expect(timeout).toBe(REMOTE_SCRIPT_TIMEOUT_MS);
    expect(timeout).toBeGreaterThan(0);
  });

  describe('a pinned remote', () => {
    const ENTRY = 'https://army.example.ca/remoteEntry.js';
    const ENTRY_PIN = `sha384-${'e'.repeat(64)}`;
    type ScriptHook = (args: { url: string; remoteInfo?: { name: string } }) => { script: HTMLScriptElement };

    function pinsWithVerifiedEntry() {
      const pins = new RemotePins();
      jest.spyOn(pins, 'scriptIntegrity').mockImplementation((remote, url) => (remote === 'army' && url === ENTRY ? ENTRY_PIN : undefined));
      return pins;
    }

    it("gives the remote's entry script its pinned integrity, with CORS", () => {
      const hook = resiliencePlugin(pinsWithVerifiedEntry()).createScript as ScriptHook;
      const { script } = hook({ url: ENTRY, remoteInfo: { name: 'army' } });
      expect(script.getAttribute('integrity')).toBe(ENTRY_PIN);
      expect(script.crossOrigin).toBe('anonymous');
    });

    it('gives no integrity to an unpinned remote or to a script loaded outside a remote', () => {
      const hook = resiliencePlugin(pinsWithVerifiedEntry()).createScript as ScriptHook;
      expect(hook({ url: 'https://navy.example.ca/remoteEntry.js', remoteInfo: { name: 'navy' } }).script.hasAttribute('integrity')).toBe(
        false,
      );
      expect(hook({ url: ENTRY }).script.hasAttribute('integrity')).toBe(false);
    });

    it('asks the pins what went wrong when a pinned script fails to load, against the integrity it was given', () => {
      const pins = pinsWithVerifiedEntry();
      const diagnose = jest.spyOn(pins, 'diagnoseScriptFailure').mockResolvedValue(undefined);
      const { script } = (resiliencePlugin(pins).createScript as ScriptHook)({ url: ENTRY, remoteInfo: { name: 'army' } });
      script.dispatchEvent(new Event('error'));
      expect(diagnose).toHaveBeenCalledWith('army', ENTRY, ENTRY_PIN);
    });

    it("checks the remote's manifest against its pin before the runtime reads it", async () => {
      const pins = new RemotePins();
      const answer = { status: 200 } as Response;
      const checked = { status: 200, ok: true } as Response;
      const check = jest.spyOn(pins, 'checkManifest').mockResolvedValue(checked);
      mockedFetchWithRetry.mockResolvedValue(answer);
      const hook = resiliencePlugin(pins).fetch as (url: string, init: RequestInit, remoteInfo?: { name: string }) => Promise<Response>;
      await expect(hook('https://army.example.ca/mf-manifest.json', {}, { name: 'army' })).resolves.toBe(checked);
      expect(check).toHaveBeenCalledWith('army', answer, { quiet: false });
    });
  });

  describe('a prefetch', () => {
    const CHUNK = 'https://army.example.ca/626.e363bd5764.js';
    const CHUNK_PIN = `sha384-${'c'.repeat(64)}`;
    type LinkHook = (args: { url: string; attrs?: Record<string, string>; remoteInfo?: { name: string } }) => HTMLLinkElement;

    function prefetchingArmy() {
      const pins = new RemotePins();
      jest
        .spyOn(pins, 'preloadIntegrity')
        .mockImplementation((remote, url) => (remote === 'army' && url === CHUNK ? CHUNK_PIN : undefined));
      const plugin = resiliencePlugin(pins, { isPrefetching: (remote) => remote === 'army' });
      return { pins, plugin };
    }

    it('preloads a chunk as the script will load it: its integrity, CORS across origins, low priority', () => {
      const link = (prefetchingArmy().plugin.createLink as LinkHook)({
        url: CHUNK,
        attrs: { rel: 'preload', as: 'script' },
        remoteInfo: { name: 'army' },
      });
      expect(link).toBeInstanceOf(HTMLLinkElement);
      expect(link.rel).toBe('preload');
      expect(link.getAttribute('as')).toBe('script');
      expect(link.href).toBe(CHUNK);
      expect(link.integrity).toBe(CHUNK_PIN);
      expect(link.crossOrigin).toBe('anonymous');
      expect(link.getAttribute('fetchpriority')).toBe('low');
    });

    it('preloads a same-origin chunk without CORS, as webpack loads it, and an unlisted one without integrity', () => {
      const url = `${window.location.origin}/army/626.e363bd5764.js`;
      const link = (prefetchingArmy().plugin.createLink as LinkHook)({
        url,
        attrs: { rel: 'preload', as: 'script' },
        remoteInfo: { name: 'army' },
      });
      expect(link.crossOrigin).toBeNull();
      expect(link.hasAttribute('integrity')).toBe(false);
    });

    it('fetches the manifest once, at low priority, and checks it quietly', async () => {
      const { pins, plugin } = prefetchingArmy();
      const answer = { status: 200 } as Response;
      const check = jest.spyOn(pins, 'checkManifest').mockResolvedValue(answer);
      mockedFetchWithRetry.mockResolvedValue(answer);
      const hook = plugin.fetch as (url: string, init: RequestInit, remoteInfo?: { name: string }) => Promise<Response>;
      await hook('https://army.example.ca/mf-manifest.json', {}, { name: 'army' });
      expect(mockedFetchWithRetry).toHaveBeenCalledWith(
        'https://army.example.ca/mf-manifest.json',
        { priority: 'low' },
        PREFETCH_FETCH_POLICY,
      );
      expect(PREFETCH_FETCH_POLICY.attempts).toBe(1);
      expect(check).toHaveBeenCalledWith('army', answer, { quiet: true });
    });

    it('loads the entry at low priority and leaves a failure undiagnosed, for the load to report', () => {
      const { pins, plugin } = prefetchingArmy();
      jest.spyOn(pins, 'scriptIntegrity').mockReturnValue(CHUNK_PIN);
      const diagnose = jest.spyOn(pins, 'diagnoseScriptFailure').mockResolvedValue(undefined);
      const { script } = (plugin.createScript as (args: { url: string; remoteInfo?: { name: string } }) => { script: HTMLScriptElement })({
        url: 'https://army.example.ca/remoteEntry.js',
        remoteInfo: { name: 'army' },
      });
      expect(script.getAttribute('fetchpriority')).toBe('low');
      expect(script.getAttribute('integrity')).toBe(CHUNK_PIN);
      script.dispatchEvent(new Event('error'));
      expect(diagnose).not.toHaveBeenCalled();
    });

    it('does not retry a failed entry', async () => {
      const getRemoteEntry = jest.fn();
      const hook = prefetchingArmy().plugin.loadEntryError as (args: LoadEntryErrorArgs) => Promise<unknown>;
      const args = {
        getRemoteEntry,
        origin: {},
        remoteInfo: { name: 'army', entry: 'x' },
        globalLoading: {},
        uniqueKey: 'k',
      } as unknown as LoadEntryErrorArgs;
      await expect(hook(args)).resolves.toBeUndefined();
      expect(getRemoteEntry).not.toHaveBeenCalled();
    });
  });

  describe('loadEntryError', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    function entryArgs(getRemoteEntry: jest.Mock) {
      const globalLoading: Record<string, unknown> = { 'army@entry': Promise.reject(new Error('cached failure')) };
      (globalLoading['army@entry'] as Promise<unknown>).catch(() => {});
      const args = {
        getRemoteEntry,
        origin: {},
        remoteInfo: { name: 'army', entry: 'https://army.example.ca/remoteEntry.js' },
        remoteEntryExports: undefined,
        globalLoading,
        uniqueKey: 'army@entry',
      } as unknown as LoadEntryErrorArgs;
      const hook = resiliencePlugin().loadEntryError as (args: LoadEntryErrorArgs) => Promise<unknown>;
      return { run: () => hook(args), globalLoading };
    }

    it('reloads a failed remote entry, clearing the cached failure first', async () => {
      const exports = { init: jest.fn(), get: jest.fn() };
      const getRemoteEntry = jest.fn().mockResolvedValue(exports);
      const { run, globalLoading } = entryArgs(getRemoteEntry);

      const result = run();
      await jest.runAllTimersAsync();

      await expect(result).resolves.toBe(exports);
      expect(getRemoteEntry).toHaveBeenCalledTimes(1);
      expect(globalLoading).not.toHaveProperty('army@entry');
    });

    it('gives up with undefined after a bounded number of reloads, warning for each', async () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
      const getRemoteEntry = jest.fn().mockRejectedValue(new Error('still down'));
      const { run } = entryArgs(getRemoteEntry);

      const result = run();
      await jest.runAllTimersAsync();

      await expect(result).resolves.toBeUndefined();
      // The failed load was the first of REMOTE_FETCH_POLICY.attempts; the rest are reloads.
      const reloads = REMOTE_FETCH_POLICY.attempts - 1;
      expect(reloads).toBeGreaterThan(0);
      expect(getRemoteEntry).toHaveBeenCalledTimes(reloads);
      expect(warn).toHaveBeenCalledTimes(reloads);
      expect(String(warn.mock.calls[0]?.[0])).toContain('"army"');
      warn.mockRestore();
    });
  });
});
