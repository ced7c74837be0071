// @ts-check
/**
 * docker-compose.yml with a new branch: its service (the one remote image,
 * shared/tooling/deploy/container/remote.Dockerfile, built with APP set to the branch, published on the
 * branch's port) and the shell's three settings for it (<BRANCH>_URL defaulting to that port,
 * <BRANCH>_VERSION and <BRANCH>_INTEGRITY, empty), each beside the other branches' own. The
 * registration test (scripts/registrations/) holds the file to the list of branches after.
 */

/**
 * @param {string} text docker-compose.yml as it stands
 * @param {{ name: string, port: number }} branch
 * @param {number} shellPort
 * @returns {string} the file with the branch, or the same text when its service is there
 */
export function withComposeService(text, { name, port }, shellPort) {
  if (new RegExp(`^  ${name}:$`, 'm').test(text)) return text;
  const upper = name.toUpperCase();
  let lines = text.split('\n');
  /** After the last shell line that sets a <BRANCH><suffix> setting, a line for this branch. */
  const besideOthers = (/** @type {string} */ suffix, /** @type {string} */ value) => {
    const at = lines.findLastIndex((line) => new RegExp(`^      [A-Z][A-Z0-9]*${suffix}: `).test(line));
    if (at < 0) throw new Error(`docker-compose.yml: the shell service sets no <BRANCH>${suffix}: cannot place ${upper}${suffix}`);
    lines = [...lines.slice(0, at + 1), `      ${upper}${suffix}: \${${upper}${suffix}:-${value}}`, ...lines.slice(at + 1)];
  };
  besideOthers('_URL', `http://localhost:${port}`);
  besideOthers('_VERSION', '');
  besideOthers('_INTEGRITY', '');
  const service = `
  ${name}:
    build:
      context: .
      dockerfile: shared/tooling/deploy/container/remote.Dockerfile
      args:
        <<: *build-args
        APP: ${name}
    image: mission-${name}
    ports:
      - "${port}:8080"
    environment:
      SHELL_ORIGIN: \${SHELL_ORIGIN:-http://localhost:${shellPort}}
`;
  return `${lines.join('\n').replace(/\n*$/, '\n')}${service}`;
}
