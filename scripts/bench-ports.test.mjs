/** @jest-environment node */
import { benchPorts } from './bench-ports.mjs';

describe('benchPorts', () => {
  it('gives the default four ports, or four from BENCH_PORT_BASE', () => {
    expect(benchPorts(8380, undefined)).toEqual({ SHELL_PORT: '8380', ARMY_PORT: '8381', NAVY_PORT: '8382', AIR_PORT: '8383' });
    expect(benchPorts(8380, '9000')).toEqual({ SHELL_PORT: '9000', ARMY_PORT: '9001', NAVY_PORT: '9002', AIR_PORT: '9003' });
  });

  it.each(['80', '65533', 'abc', '8080.5'])('refuses BENCH_PORT_BASE=%s with a sentence', (asked) => {
    expect(benchPorts(8380, asked)).toEqual({ error: `BENCH_PORT_BASE must be a port number from 1024 to 65532, not "${asked}".` });
  });
});
