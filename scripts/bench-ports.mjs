// @ts-check
import { APP_NAMES, portVariable } from '@mission/tooling/build/app-ports.mjs';

/**
 * The ports a bench serves the built apps on, one per app (the shell, then each branch):
 * `defaultBase` onwards, or BENCH_PORT_BASE onwards, so a bench can run beside an e2e run
 * (or another bench) that holds the default ones.
 * @param {number} defaultBase
 * @param {string | undefined} asked the BENCH_PORT_BASE setting
 * @returns {Record<string, string> | { error: string }}
 */
export function benchPorts(defaultBase, asked) {
  const base = Number(asked ?? defaultBase);
  const highest = 65535 - (APP_NAMES.length - 1);
  if (!Number.isInteger(base) || base < 1024 || base > highest) {
    return { error: `BENCH_PORT_BASE must be a port number from 1024 to ${highest}, not "${asked}".` };
  }
  return Object.fromEntries(APP_NAMES.map((app, index) => [portVariable(app), String(base + index)]));
}
