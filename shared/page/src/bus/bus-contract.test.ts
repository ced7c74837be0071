import { BUS_CONTRACT_VERSION, isCompatibleContract, majorVersion } from './bus-contract';

describe('bus contract versions', () => {
  it.each([
    ['1.0.0', 1],
    ['2.3.4', 2],
    ['10.0.1', 10],
    ['0.9.0', 0],
    ['1.2.3-beta.1', 1],
    [' 3.0.0 ', 3],
  ])('majorVersion(%p) is %p', (version, major) => {
    expect(majorVersion(version)).toBe(major);
  });

  it.each(['', 'garbage', '1', '1.0', 'v1.0.0', '1.0.0.0', 'x.y.z'])('majorVersion(%p) is NaN', (version) => {
    expect(majorVersion(version)).toBeNaN();
  });

  it('the host speaks a 1.x contract', () => {
    expect(majorVersion(BUS_CONTRACT_VERSION)).toBe(1);
  });

  it.each(['1.0.0', '1.4.2', '1.0.0-rc.1'])('accepts a remote on %p', (remote) => {
    expect(isCompatibleContract(remote)).toBe(true);
    expect(isCompatibleContract(remote, '1.0.0')).toBe(true);
  });

  it.each(['2.0.0', '0.9.0', 'garbage', '', '1.0'])('refuses a remote on %p', (remote) => {
    expect(isCompatibleContract(remote)).toBe(false);
    expect(isCompatibleContract(remote, '1.0.0')).toBe(false);
  });

  it('compares against the host version it is given', () => {
    expect(isCompatibleContract('2.1.0', '2.0.0')).toBe(true);
    expect(isCompatibleContract('1.0.0', '2.0.0')).toBe(false);
  });

  it('refuses everything when the host version itself is not semver', () => {
    expect(isCompatibleContract('1.0.0', 'garbage')).toBe(false);
  });
});
