/** @jest-environment node */
import { BUS_CONTRACT_VERSION } from '@mission/shared';
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

  describe('the page the navigation leads to (BranchModule.preload)', () => {
    function branchApp(contract = BUS_CONTRACT_VERSION, preload: (address: string) => void = jest.fn()) {
      return { default: () => null, section: 'army', busContractVersion: contract, preload };
    }
    const settle = () => new Promise((done) => setImmediate(done));

    it('once the app is here, asks it to start on the address; a second navigation asks again without loading the app again', async () => {
      const app = branchApp();
      const load = jest.fn(() => Promise.resolve(app));
      const loads = new EarlyBranchLoads(load, () => true);
      loads.start('army', 'fire');
      expect(app.preload).not.toHaveBeenCalled();
      await settle();
      expect(app.preload).toHaveBeenCalledWith('fire');
      loads.start('army', 'flood');
      await settle();
      expect(app.preload).toHaveBeenLastCalledWith('flood');
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('asks nothing without an address, of an app built against another major contract, or of one that offers no preload', async () => {
      const noAddress = branchApp();
      const older = branchApp('0.9.0');
      const loadsA = new EarlyBranchLoads(
        () => Promise.resolve(noAddress),
        () => true,
      );
      const loadsB = new EarlyBranchLoads(
        () => Promise.resolve(older),
        () => true,
      );
      const plain = { default: () => null, section: 'army', busContractVersion: BUS_CONTRACT_VERSION };
      const loadsC = new EarlyBranchLoads(
        () => Promise.resolve(plain),
        () => true,
      );
      loadsA.start('army');
      loadsB.start('army', 'fire');
      loadsC.start('army', 'fire');
      await settle();
      expect(noAddress.preload).not.toHaveBeenCalled();
      expect(older.preload).not.toHaveBeenCalled();
      await expect(loadsC.take('army', 'BranchApp')).resolves.toBe(plain);
    });

    it('a preload that throws costs only the head start: a warning, and the route still takes the app', async () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const app = branchApp(BUS_CONTRACT_VERSION, () => {
        throw new Error('scene chunk map missing');
      });
      const loads = new EarlyBranchLoads(
        () => Promise.resolve(app),
        () => true,
      );
      loads.start('army', 'fire');
      await settle();
      expect(warn).toHaveBeenCalledWith('[shell] army could not start loading /fire:', expect.any(Error));
      await expect(loads.take('army', 'BranchApp')).resolves.toBe(app);
      warn.mockRestore();
    });
  });
});
