// @ts-check
import { REGISTRY_REMOTES_LINE } from '../registrations/branch-registrations.mjs';

/**
 * shell/deploy/remote-registry.envsh with the new branch at the end of the remotes its
 * container writes the registry for (the script runs without node, so it cannot read the list).
 * @param {string} text the script as it stands
 * @param {string} name
 * @returns {string} the script with the branch, or the same text when it is there
 */
export function withRegistryRemote(text, name) {
  const line = REGISTRY_REMOTES_LINE.exec(text);
  if (!line) throw new Error("shell/deploy/remote-registry.envsh: no mission_remotes='...' line to add the branch to");
  const names = (line[1] ?? '').split(' ').filter(Boolean);
  if (names.includes(name)) return text;
  return text.replace(REGISTRY_REMOTES_LINE, `mission_remotes='${[...names, name].join(' ')}'`);
}
