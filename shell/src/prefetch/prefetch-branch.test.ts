import type { Section } from '@mission/content';
import { missionBus } from '@mission/shared';
import { prefetchExposedModule } from '../remotes/federation-runtime';
import type { RemoteRegistry } from '../remotes/remote-registry';
import { BRANCH_EXPOSE, prefetchBranch, prefetchBranchesInTurn } from './prefetch-branch';

jest.mock('../remotes/federation-runtime', () => ({ prefetchExposedModule: jest.fn() }));
const mockedPrefetch = jest.mocked(prefetchExposedModule);

const registry = (name: Section, manifestUrl: string): RemoteRegistry => ({ remotes: [{ name, manifestUrl }] });

describe('prefetchBranch', () => {
  afterEach(() => jest.clearAllMocks());

  it("prefetches the remote's exposed branch app once, however many links ask", async () => {
    mockedPrefetch.mockResolvedValue(undefined);
    const listed = registry('army', 'https://army.example.ca/mf-manifest.json');
    await Promise.all([prefetchBranch(listed, 'army'), prefetchBranch(listed, 'army')]);
    await prefetchBranch(listed, 'army');
    expect(mockedPrefetch).toHaveBeenCalledTimes(1);
    expect(mockedPrefetch).toHaveBeenCalledWith('army', BRANCH_EXPOSE);
    expect(BRANCH_EXPOSE).toBe('./BranchApp');
  });

  it('prefetches nothing for a branch the registry does not list', async () => {
    await prefetchBranch(registry('army', 'https://army.example.ca/mf-manifest.json'), 'navy');
    expect(mockedPrefetch).not.toHaveBeenCalled();
  });

  it('never rejects and says nothing outside debug mode when the remote is down', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockedPrefetch.mockRejectedValue(new Error('preloadRemote failed to load 1 resource(s).'));
    await expect(prefetchBranch(registry('navy', 'https://navy.example.ca/mf-manifest.json'), 'navy')).resolves.toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });

  it('warns once in debug mode', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(missionBus, 'getState').mockImplementation(((key: string) => key === 'debug') as typeof missionBus.getState);
    mockedPrefetch.mockRejectedValue(new Error('integrity mismatch'));
    const listed = registry('air', 'https://air.example.ca/mf-manifest.json');
    await prefetchBranch(listed, 'air');
    await prefetchBranch(listed, 'air');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('"air"');
    warn.mockRestore();
    jest.restoreAllMocks();
  });
});

describe('prefetchBranchesInTurn', () => {
  afterEach(() => jest.clearAllMocks());

  it('starts each branch in a task of its own, in the order asked', async () => {
    mockedPrefetch.mockResolvedValue(undefined);
    const listed: RemoteRegistry = {
      remotes: [
        { name: 'army', manifestUrl: 'https://army.example.ca/turn/mf-manifest.json' },
        { name: 'navy', manifestUrl: 'https://navy.example.ca/turn/mf-manifest.json' },
      ],
    };
    const tasks: (() => void)[] = [];
    const next = () => new Promise<void>((resolve) => tasks.push(resolve));
    const done = prefetchBranchesInTurn(listed, ['navy', 'army'], next);
    const runTask = async () => {
      tasks.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    expect(mockedPrefetch).not.toHaveBeenCalled();
    await runTask();
    expect(mockedPrefetch.mock.calls).toEqual([['navy', BRANCH_EXPOSE]]);
    await runTask();
    expect(mockedPrefetch.mock.calls).toEqual([
      ['navy', BRANCH_EXPOSE],
      ['army', BRANCH_EXPOSE],
    ]);
    await done;
  });
});
