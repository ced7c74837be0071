import { APP_NAMES, portVariable, type AppName } from '@mission/tooling/build/app-ports.mjs';

/**
 * Moves every e2e port by this much (`E2E_PORT_OFFSET=1000`), so two checkouts can run their
 * suites on one machine at once.
 */
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;

export type AppPorts = Readonly<Record<AppName, number>>;

/** A group of ports ten apart from the next: the shell's, then one per branch in the list of branches' order. */
function group(shell: number): AppPorts {
  return Object.fromEntries(APP_NAMES.map((app, index) => [app, shell + OFFSET + index])) as Record<AppName, number>;
}

/**
 * Ports the e2e suite uses, away from `npm start`'s so both can run at once.
 * Each group is the shell, then each branch.
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
  /** The Kubernetes manifests under `podman kube play`: each app's Service, on loopback (e2e/deploy/kubernetes.spec.ts). */
  kubernetes: group(8880),
  /** The abuse checks' own container, so a flood's 429s reach no other spec (e2e/deploy/abuse.spec.ts). */
  abuse: group(8980),
} as const;

export function portsEnv(ports: AppPorts): Record<string, string> {
  return Object.fromEntries(APP_NAMES.map((app) => [portVariable(app), String(ports[app])]));
}
