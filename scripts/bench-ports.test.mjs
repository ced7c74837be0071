/** @jest-environment node */
import { BRANCH_LIST } from '@mission/content/branch-list';
import { benchPorts } from './bench-ports.mjs';

/** Ports for the branches the list holds after the product's three (a scaffolded one), from a base. */
const later = (base) =>
  Object.fromEntries(BRANCH_LIST.slice(3).map((branch, index) => [`${branch.name.toUpperCase()}_PORT`, String(base + 4 + index)]));
/** The highest base that leaves room for the shell and every branch. */
const HIGHEST_BASE = 65535 - BRANCH_LIST.length;

describe('benchPorts', () => {
  it('gives the default ports, or as many from BENCH_PORT_BASE, one per app', () => {
    expect(benchPorts(8380, undefined)).toEqual({
      SHELL_PORT: '8380',
      ARMY_PORT: '8381',
      NAVY_PORT: '8382',
      AIR_PORT: '8383',
      ...later(8380),
    });
    expect(benchPorts(8380, '9000')).toEqual({
      SHELL_PORT: '9000',
      ARMY_PORT: '9001',
      NAVY_PORT: '9002',
      AIR_PORT: '9003',
      ...later(9000),
    });
  });

  it.each(['80', String(HIGHEST_BASE + 1), 'abc', '8080.5'])('refuses BENCH_PORT_BASE=%s with a sentence', (asked) => {
    expect(benchPorts(8380, asked)).toEqual({
      error: `BENCH_PORT_BASE must be a port number from 1024 to ${HIGHEST_BASE}, not "${asked}".`,
    });
  });
});
