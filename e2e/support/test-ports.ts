/**
 * Ports the e2e suite uses, away from `npm start`'s 8080-8083 so both can run at once.
 * Each group is shell, army, navy, air.
 */
export const E2E_PORTS = {
  /** The production build served as `npm start` serves it (Playwright's webServer). */
  node: { shell: 8180, army: 8181, navy: 8182, air: 8183 },
  /** The same build behind Debian's nginx with the shipped configs. */
  nginx: { shell: 8190, army: 8191, navy: 8192, air: 8193 },
  /** Private servers for tests that stop and restart a remote. */
  isolated: { shell: 8280, army: 8281, navy: 8282, air: 8283 },
  /** The analytics journeys' own server, the only one given an analytics token (a fake one). */
  analytics: { shell: 8480, army: 8481, navy: 8482, air: 8483 },
} as const;

export function portsEnv(ports: { shell: number; army: number; navy: number; air: number }): Record<string, string> {
  return {
    SHELL_PORT: String(ports.shell),
    ARMY_PORT: String(ports.army),
    NAVY_PORT: String(ports.navy),
    AIR_PORT: String(ports.air),
  };
}
