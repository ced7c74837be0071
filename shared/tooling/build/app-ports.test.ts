/** @jest-environment node */
import { BRANCH_LIST } from '@mission/content/branch-list';
import { appPortsFromEnv, DEFAULT_APP_PORTS } from './app-ports.mjs';

/** The branches the list holds after the product's three (a scaffolded one), at their ports. */
const LATER_PORTS = Object.fromEntries(BRANCH_LIST.slice(3).map((branch) => [branch.name, branch.port]));

describe('appPortsFromEnv', () => {
  it('defaults to 8080-8083 (then the ports of any later branch of the list)', () => {
    expect(appPortsFromEnv({})).toEqual({ shell: 8080, army: 8081, navy: 8082, air: 8083, ...LATER_PORTS });
    expect(DEFAULT_APP_PORTS).toEqual({ shell: 8080, army: 8081, navy: 8082, air: 8083, ...LATER_PORTS });
  });

  it('treats an empty variable as unset', () => {
    expect(appPortsFromEnv({ ARMY_PORT: '' }).army).toBe(8081);
  });

  it('lets each variable override its own port only', () => {
    expect(appPortsFromEnv({ SHELL_PORT: '3000' })).toEqual({ shell: 3000, army: 8081, navy: 8082, air: 8083, ...LATER_PORTS });
    expect(appPortsFromEnv({ ARMY_PORT: '3001', NAVY_PORT: '3002', AIR_PORT: '3003' })).toEqual({
      shell: 8080,
      army: 3001,
      navy: 3002,
      air: 3003,
      ...LATER_PORTS,
    });
  });

  it.each(['1', '65535'])('accepts the edge port %s', (raw) => {
    expect(appPortsFromEnv({ NAVY_PORT: raw }).navy).toBe(Number(raw));
  });

  it.each([
    ['SHELL_PORT', 'abc'],
    ['ARMY_PORT', '0'],
    ['NAVY_PORT', '65536'],
    ['AIR_PORT', '80.5'],
    ['ARMY_PORT', '-1'],
  ])('throws naming %s when it is %p', (key, raw) => {
    expect(() => appPortsFromEnv({ [key]: raw })).toThrow(key);
    expect(() => appPortsFromEnv({ [key]: raw })).toThrow(`"${raw}"`);
  });

  it('keeps the defaults frozen', () => {
    expect(Object.isFrozen(DEFAULT_APP_PORTS)).toBe(true);
  });
});
