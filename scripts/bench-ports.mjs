// @ts-check
/**
 * The four ports a bench serves the built apps on: `defaultBase` .. +3, or BENCH_PORT_BASE
 * .. +3, so a bench can run beside an e2e run (or another bench) that holds the default ones.
 * @param {number} defaultBase
 * @param {string | undefined} asked the BENCH_PORT_BASE setting
 * @returns {{ SHELL_PORT: string, ARMY_PORT: string, NAVY_PORT: string, AIR_PORT: string } | { error: string }}
 */
export function benchPorts(defaultBase, asked) {
  const base = Number(asked ?? defaultBase);
  if (!Number.isInteger(base) || base < 1024 || base > 65532) {
    return { error: `BENCH_PORT_BASE must be a port number from 1024 to 65532, not "${asked}".` };
  }
  return { SHELL_PORT: String(base), ARMY_PORT: String(base + 1), NAVY_PORT: String(base + 2), AIR_PORT: String(base + 3) };
}
