/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BRANCH_LIST, SHELL_PORT } from '@mission/content/branch-list';
import { composeProblems, composeServices, registryScriptProblems, tsconfigProblems, workspaceProblems } from './branch-registrations.mjs';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const readJson = (file: string) => JSON.parse(read(file));

const COMPOSE = `services:
  shell:
    image: mission-shell
    ports:
      - "8080:8080"
    environment:
      COAST_URL: \${COAST_URL:-http://localhost:8090}
  coast:
    image: mission-coast
    ports:
      - "8090:8080"
`;
const coast = [{ name: 'coast', port: 8090 }];

describe('the files that cannot import the list of branches agree with it', () => {
  it('package.json names every branch a workspace', () => {
    expect(workspaceProblems(BRANCH_LIST, readJson('package.json'))).toEqual([]);
  });

  it('tsconfig.json includes every branch', () => {
    expect(tsconfigProblems(BRANCH_LIST, readJson('tsconfig.json'))).toEqual([]);
  });

  it('docker-compose.yml runs each branch on its port and gives the shell each <BRANCH>_URL', () => {
    expect(composeProblems(BRANCH_LIST, SHELL_PORT, read('docker-compose.yml'))).toEqual([]);
  });

  it("the shell's registry script names every branch, in the list's order", () => {
    expect(registryScriptProblems(BRANCH_LIST, read('shell/deploy/remote-registry.envsh'))).toEqual([]);
  });
});

describe('what they say when they do not', () => {
  it('names the branch a workspace list or a tsconfig lacks', () => {
    expect(workspaceProblems(coast, { workspaces: ['content', 'shell'] })).toEqual(['package.json: workspaces lacks branch "coast"']);
    expect(tsconfigProblems(coast, { include: ['shell/src'] })).toEqual(['tsconfig.json: include lacks "coast/src"']);
  });

  it('reads a compose file as this repository writes it', () => {
    const services = composeServices(COMPOSE);
    expect([...services.keys()]).toEqual(['shell', 'coast']);
    expect(services.get('coast')?.ports).toEqual(['8090:8080']);
    expect(services.get('shell')?.environment.get('COAST_URL')).toBe('${COAST_URL:-http://localhost:8090}');
    expect(composeProblems(coast, 8080, COMPOSE)).toEqual([]);
  });

  it('names a branch without a service, on another port, or unknown to the shell', () => {
    expect(composeProblems([{ name: 'ridge', port: 8091 }], 8080, COMPOSE)).toEqual([
      'docker-compose.yml: no service for branch "ridge"',
      'docker-compose.yml: the shell service does not get RIDGE_URL',
      'docker-compose.yml: service "coast" is not in the list of branches',
    ]);
    expect(composeProblems([{ name: 'coast', port: 8095 }], 8080, COMPOSE)).toEqual([
      'docker-compose.yml: service "coast" is not published on port 8095 (it has 8090:8080)',
      "docker-compose.yml: the shell's COAST_URL (${COAST_URL:-http://localhost:8090}) does not default to port 8095",
    ]);
  });

  it('names a registry script that lacks a branch, has it out of order, or lost its line', () => {
    expect(registryScriptProblems(coast, "mission_remotes='army'\n")).toEqual([
      "shell/deploy/remote-registry.envsh: mission_remotes is 'army', the list of branches 'coast'",
    ]);
    expect(registryScriptProblems([...coast, { name: 'ridge', port: 8091 }], "mission_remotes='ridge coast'\n")).toEqual([
      "shell/deploy/remote-registry.envsh: mission_remotes is 'ridge coast', the list of branches 'coast ridge'",
    ]);
    expect(registryScriptProblems(coast, 'for name in coast; do\n')).toEqual([
      "shell/deploy/remote-registry.envsh: no mission_remotes='...' line",
    ]);
  });
});
