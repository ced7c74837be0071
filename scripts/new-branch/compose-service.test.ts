/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BRANCH_LIST, SHELL_PORT } from '@mission/content/branch-list';
import { composeProblems, composeServices } from '../registrations/branch-registrations.mjs';
import { withComposeService } from './compose-service.mjs';

const COMPOSE = readFileSync(path.resolve(__dirname, '../../docker-compose.yml'), 'utf8');
const ridge = { name: 'ridge', port: 8090 };

describe('withComposeService', () => {
  it('gives the new branch a service and the shell its settings, so the compose file agrees with the list that has it', () => {
    const next = withComposeService(COMPOSE, ridge, SHELL_PORT);
    expect(composeProblems([...BRANCH_LIST, ridge], SHELL_PORT, next)).toEqual([]);
    const services = composeServices(next);
    expect(services.get('ridge')?.environment.get('SHELL_ORIGIN')).toBe(`\${SHELL_ORIGIN:-http://localhost:${SHELL_PORT}}`);
    expect(services.get('shell')?.environment.get('RIDGE_VERSION')).toBe('${RIDGE_VERSION:-}');
    expect(services.get('shell')?.environment.get('RIDGE_INTEGRITY')).toBe('${RIDGE_INTEGRITY:-}');
    expect(next).toContain('        APP: ridge\n    image: mission-ridge\n');
  });

  it('keeps every line that was there, in its order, and adds only lines for the branch', () => {
    const next = withComposeService(COMPOSE, ridge, SHELL_PORT).split('\n');
    const before = COMPOSE.split('\n');
    let at = 0;
    const added = next.filter((line) => {
      if (at < before.length && line === before[at]) {
        at += 1;
        return false;
      }
      return true;
    });
    expect(at).toBe(before.length);
    expect(added.filter((line) => /RIDGE|ridge/.test(line))).toHaveLength(6);
  });

  it('leaves a file that has the branch as it is', () => {
    const once = withComposeService(COMPOSE, ridge, SHELL_PORT);
    expect(withComposeService(once, ridge, SHELL_PORT)).toBe(once);
  });

  it('says where it cannot place the settings', () => {
    expect(() => withComposeService('services:\n  shell:\n    image: mission-shell\n', ridge, SHELL_PORT)).toThrow(
      'cannot place RIDGE_URL',
    );
  });
});
