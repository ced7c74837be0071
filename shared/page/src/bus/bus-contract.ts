/**
 * Version of the bus contract (events and state shapes below). Bump the major on any
 * breaking change: the shell refuses a remote built against another major. Additions
 * (a new event, a new state key) bump the minor: older remotes keep working.
 * Retiring what no one consumed is a minor too (1.4: `placeholder` and `scene.load-progress`):
 * the host lets an extra field through and drops a retired event quietly. A remote on a newer
 * minor needs a host on it, so the shell is deployed first (docs/decisions.md).
 * The build factory reads this file too, to bake the version into each remote.
 */
export const BUS_CONTRACT_VERSION = '1.4.0';

/** The major number of a semver string, or NaN when it is not one. */
export function majorVersion(version: string): number {
  const match = /^(\d+)\.\d+\.\d+(?:[-+].*)?$/.exec(version.trim());
  return match ? Number(match[1]) : Number.NaN;
}

/** True when a remote built against `remoteVersion` can talk to a host on `hostVersion`. */
export function isCompatibleContract(remoteVersion: string, hostVersion: string = BUS_CONTRACT_VERSION): boolean {
  const remoteMajor = majorVersion(remoteVersion);
  return !Number.isNaN(remoteMajor) && remoteMajor === majorVersion(hostVersion);
}
