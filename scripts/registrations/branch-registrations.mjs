// @ts-check
/**
 * The files that list the branches but cannot import the list of branches (JSON and YAML):
 * package.json's workspaces, tsconfig.json's include, docker-compose.yml and the shell's
 * registry script (shell/deploy/remote-registry.envsh). Each check
 * returns what disagrees with the list, naming the branch and the file (docs/build-a-branch.md
 * "The list"), so a test fails with a sentence rather than a diff.
 */

/** @typedef {{ name: string, port: number }} ListedBranch */

/**
 * @param {readonly ListedBranch[]} branches
 * @param {{ workspaces?: string[] }} packageJson
 * @returns {string[]}
 */
export function workspaceProblems(branches, packageJson) {
  const workspaces = packageJson.workspaces ?? [];
  return branches
    .filter((branch) => !workspaces.includes(branch.name))
    .map((branch) => `package.json: workspaces lacks branch "${branch.name}"`);
}

/**
 * @param {readonly ListedBranch[]} branches
 * @param {{ include?: string[] }} tsconfig
 * @returns {string[]}
 */
export function tsconfigProblems(branches, tsconfig) {
  const include = tsconfig.include ?? [];
  return branches
    .filter((branch) => !include.includes(`${branch.name}/src`))
    .map((branch) => `tsconfig.json: include lacks "${branch.name}/src"`);
}

/**
 * The services of a compose file as this repository writes it: two-space service names under
 * `services:`, each with its `- "host:container"` ports and its `environment:` entries.
 * @param {string} text
 * @returns {Map<string, { ports: string[], environment: Map<string, string> }>}
 */
export function composeServices(text) {
  /** @type {Map<string, { ports: string[], environment: Map<string, string> }>} */
  const services = new Map();
  let inServices = false;
  /** @type {{ ports: string[], environment: Map<string, string> } | undefined} */
  let service;
  let block = '';
  for (const line of text.split('\n')) {
    if (/^\S/.test(line)) {
      inServices = line.startsWith('services:');
      service = undefined;
      continue;
    }
    if (!inServices) continue;
    const name = /^ {2}([\w-]+):\s*$/.exec(line);
    if (name) {
      service = { ports: [], environment: new Map() };
      services.set(/** @type {string} */ (name[1]), service);
      continue;
    }
    if (!service) continue;
    const key = /^ {4}([\w-]+):/.exec(line);
    if (key) {
      block = /** @type {string} */ (key[1]);
      continue;
    }
    const port = /^ {6}- "?([^"\s]+)"?\s*$/.exec(line);
    if (block === 'ports' && port) service.ports.push(/** @type {string} */ (port[1]));
    const variable = /^ {6}([A-Z0-9_]+):\s*(.*)$/.exec(line);
    if (block === 'environment' && variable)
      service.environment.set(/** @type {string} */ (variable[1]), /** @type {string} */ (variable[2]).trim());
  }
  return services;
}

/**
 * One service per branch, published on the list's port, and the shell told each branch's
 * origin (<BRANCH>_URL defaulting to that port).
 * @param {readonly ListedBranch[]} branches
 * @param {number} shellPort
 * @param {string} text docker-compose.yml
 * @returns {string[]}
 */
export function composeProblems(branches, shellPort, text) {
  const services = composeServices(text);
  /** @type {string[]} */
  const problems = [];
  const shell = services.get('shell');
  if (!shell) problems.push('docker-compose.yml: no "shell" service');
  else if (!shell.ports.some((port) => port.startsWith(`${shellPort}:`)))
    problems.push(`docker-compose.yml: service "shell" is not published on port ${shellPort}`);
  for (const branch of branches) {
    const service = services.get(branch.name);
    if (!service) {
      problems.push(`docker-compose.yml: no service for branch "${branch.name}"`);
    } else if (!service.ports.some((port) => port.startsWith(`${branch.port}:`))) {
      problems.push(
        `docker-compose.yml: service "${branch.name}" is not published on port ${branch.port} (it has ${service.ports.join(', ') || 'no port'})`,
      );
    }
    const variable = `${branch.name.toUpperCase()}_URL`;
    const value = shell?.environment.get(variable);
    if (shell && value === undefined) problems.push(`docker-compose.yml: the shell service does not get ${variable}`);
    else if (shell && !value?.includes(`:${branch.port}}`))
      problems.push(`docker-compose.yml: the shell's ${variable} (${value}) does not default to port ${branch.port}`);
  }
  const known = new Set(['shell', ...branches.map((branch) => branch.name)]);
  for (const name of services.keys())
    if (!known.has(name)) problems.push(`docker-compose.yml: service "${name}" is not in the list of branches`);
  return problems;
}

/** The line of shell/deploy/remote-registry.envsh that names the remotes, in list order. */
export const REGISTRY_REMOTES_LINE = /^mission_remotes='([a-z0-9 ]*)'$/m;

/**
 * The shell's container writes its registry for the branches the script names (POSIX sh, no
 * node to read the list with): exactly the list's, in its order.
 * @param {readonly ListedBranch[]} branches
 * @param {string} text shell/deploy/remote-registry.envsh
 * @returns {string[]}
 */
export function registryScriptProblems(branches, text) {
  const line = REGISTRY_REMOTES_LINE.exec(text);
  if (!line) return ["shell/deploy/remote-registry.envsh: no mission_remotes='...' line"];
  const named = (line[1] ?? '').split(' ').filter(Boolean);
  const listed = branches.map((branch) => branch.name);
  if (named.join(' ') === listed.join(' ')) return [];
  return [`shell/deploy/remote-registry.envsh: mission_remotes is '${named.join(' ')}', the list of branches '${listed.join(' ')}'`];
}
