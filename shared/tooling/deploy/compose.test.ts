/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BRANCH_NAMES } from '@mission/content/branch-list';

const REPO_ROOT = path.resolve(__dirname, '../../..');
const COMPOSE_FILE = path.join(REPO_ROOT, 'docker-compose.yml');
const APPS = ['shell', ...BRANCH_NAMES];
const REMOTE_DOCKERFILE = 'shared/tooling/deploy/container/remote.Dockerfile';

/** Each service's block of the compose file, by name (two-space indented keys under services:). */
function servicesOf(text: string): Record<string, string> {
  const body = text.slice(text.indexOf('\nservices:\n'));
  return Object.fromEntries([...body.matchAll(/^ {2}(\w+):\n((?:(?: {4}.*)?\n)*)/gm)].map((match) => [match[1]!, match[2]!]));
}

/** `docker-compose` (v1), else the `docker compose` plugin (v2); undefined when neither runs. */
function findCompose(): string[] | undefined {
  const candidates = [['docker-compose'], ['docker', 'compose']];
  return candidates.find(([command, ...args]) => spawnSync(command!, [...args, 'version'], { stdio: 'ignore' }).status === 0);
}

function runCompose(compose: string[], args: string[]) {
  const [command, ...prefix] = compose;
  // Interpolation only: no Docker engine is needed (or contacted) by `config`.
  return spawnSync(command!, [...prefix, '-f', COMPOSE_FILE, ...args], { cwd: REPO_ROOT, encoding: 'utf8' });
}

describe('docker-compose.yml', () => {
  const compose = findCompose();

  if (compose) {
    test('is a valid compose file (docker-compose config -q)', () => {
      const result = runCompose(compose, ['config', '-q']);
      if (result.status !== 0) throw new Error(`docker-compose config -q failed:\n${result.stderr}`);
    });

    test('runs one service per app', () => {
      const result = runCompose(compose, ['config', '--services']);
      expect(result.status).toBe(0);
      expect(result.stdout.trim().split('\n').sort()).toEqual([...APPS].sort());
    });
  } else if (process.env.CI) {
    test('can be validated: docker-compose is installed', () => {
      throw new Error(
        'docker-compose is not installed, so docker-compose.yml cannot be validated. ' +
          'Install docker-compose on the CI machine ("apt-get install -y docker-compose", or the docker compose plugin).',
      );
    });
  } else {
    // Shown as skipped in the summary: on a laptop without docker-compose, not on CI.
    test.skip('is a valid compose file (install docker-compose to run this check)', () => undefined);
  }

  test("builds the shell with its own Dockerfile and each remote with the remotes' one, given its name", () => {
    const services = servicesOf(readFileSync(COMPOSE_FILE, 'utf8'));
    expect(services.shell).toContain('dockerfile: shell/deploy/Dockerfile');
    expect(existsSync(path.join(REPO_ROOT, 'shell', 'deploy', 'Dockerfile'))).toBe(true);
    for (const app of APPS.filter((name) => name !== 'shell')) {
      expect({ app, service: services[app] }).toEqual({ app, service: expect.stringContaining(`dockerfile: ${REMOTE_DOCKERFILE}`) });
      expect({ app, service: services[app] }).toEqual({ app, service: expect.stringMatching(new RegExp(`\\n\\s+APP: ${app}\\n`)) });
    }
    expect(existsSync(path.join(REPO_ROOT, REMOTE_DOCKERFILE))).toBe(true);
  });

  test("packages the apps' builds: no image runs the build, whose settings (PUBLIC_ORIGIN, BUILD_NUMBER) are read by `npm run build`", () => {
    for (const dockerfile of ['shell/deploy/Dockerfile', REMOTE_DOCKERFILE]) {
      const text = readFileSync(path.join(REPO_ROOT, dockerfile), 'utf8');
      expect({ dockerfile, runsNpm: /^RUN npm/m.test(text) }).toEqual({ dockerfile, runsNpm: false });
      expect(text).toMatch(/^COPY \S*dist\/ \/usr\/share\/nginx\/html\/$/m);
      expect(text).toMatch(/^ARG BASE_IMAGE=docker\.io\/library\/debian:bookworm$/m);
    }
  });
});
