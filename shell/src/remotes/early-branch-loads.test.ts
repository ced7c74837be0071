/** @jest-environment node */
import { EarlyBranchLoads } from './early-branch-loads';

function setup(registered = ['army']) {
  const load = jest.fn((remote: string, expose: string) => Promise.resolve(`${remote}/${expose}`));
  return { load, loads: new EarlyBranchLoads(load, (remote) => registered.includes(remote)) };
}

describe('EarlyBranchLoads', () => {
  it('starts a branch app’s load once, and the route takes that same load', async () => {
    const { load, loads } = setup();
    loads.start('army');
    loads.start('army');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('army', 'BranchApp');
    const early = load.mock.results[0]!.value as Promise<unknown>;
    expect(loads.take('army', 'BranchApp')).toBe(early);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(early).resolves.toBe('army/BranchApp');
  });

  it('gives a started load to one route only: the next visit loads again', () => {
    const { load, loads } = setup();
    loads.start('army');
    loads.take('army', 'BranchApp');
    void loads.take('army', 'BranchApp');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('starts nothing before the registry has named the remote; the route then loads as always', () => {
    const { load, loads } = setup([]);
    loads.start('navy');
    expect(load).not.toHaveBeenCalled();
    void loads.take('navy', 'BranchApp');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never answers a Retry with a load started before it', () => {
    const { load, loads } = setup();
    loads.start('army');
    loads.forget('army');
    void loads.take('army', 'BranchApp');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves a failed early load to the route to report: nothing unhandled in between', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    const failing = jest.fn(() => Promise.reject(new Error('remoteEntry.js answered 503')));
    const loads = new EarlyBranchLoads(failing, () => true);
    loads.start('army');
    await new Promise((done) => setImmediate(done));
    expect(unhandled).not.toHaveBeenCalled();
    process.off('unhandledRejection', unhandled);
    await expect(loads.take('army', 'BranchApp')).rejects.toThrow('503');
  });
});
