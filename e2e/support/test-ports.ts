/**
 * Moves every e2e port by this much (`E2E_PORT_OFFSET=1000`), so two checkouts can run their
 * suites on one machine at once.
 */
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;

function group(shell: number) {
  return { shell: shell + OFFSET, army: shell + OFFSET + 1, navy: shell + OFFSET + 2, air: shell + OFFSET + 3 } as const;
}

/**
 * Ports the e2e suite uses, away from `npm start`'s 8080-8083 so both can run at once.
 * Each group is shell, army, navy, air.
 */
export const E2E_PORTS = {
  /** The production build served as `npm start` serves it (Playwright's webServer). */
  node: group(8180),
  /** The same build behind Debian's nginx with the shipped configs. */
  nginx: group(8190),
  /** Private servers for tests that stop and restart a remote. */
  isolated: group(8280),
  /** The analytics journeys' own server, the only one given an analytics token (a fake one). */
  analytics: group(8480),
  /** The resilience suite's own servers (e2e/resilience), given a token too. */
  resilience: group(8580),
  /** `npm run shots`' server (e2e/shots.config.ts), apart from a suite run beside it. */
  shots: group(8680),
} as const;

export function portsEnv(ports: { shell: number; army: number; navy: number; air: number }): Record<string, string> {
  return {
    SHELL_PORT: String(ports.shell),
    ARMY_PORT: String(ports.army),
    NAVY_PORT: String(ports.navy),
    AIR_PORT: String(ports.air),
  };
}
