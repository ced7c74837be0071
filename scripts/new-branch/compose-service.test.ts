/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BRANCH_LIST, SHELL_PORT } from '@mission/content/branch-list';
import { composeProblems, composeServices } from '../registrations/branch-registrations.mjs';
import { withComposeService } from './compose-service.mjs';

const COMPOSE = readFileSync(path.resolve(__dirname, '../../docker-compose.yml'), 'utf8');
const coast = { name: 'coast', port: 8090 };

describe('withComposeService', () => {
  it('gives the new branch a service and the shell its settings, so the compose file agrees with the list that has it', () => {
    const next = withComposeService(COMPOSE, coast, SHELL_PORT);
    expect(composeProblems([...BRANCH_LIST, coast], SHELL_PORT, next)).toEqual([]);
    const services = composeServices(next);
    expect(services.get('coast')?.environment.get('SHELL_ORIGIN')).toBe(`\${SHELL_ORIGIN:-http://localhost:${SHELL_PORT}}`);
    expect(services.get('shell')?.environment.get('COAST_VERSION')).toBe('${COAST_VERSION:-}');
    expect(services.get('shell')?.environment.get('COAST_INTEGRITY')).toBe('${COAST_INTEGRITY:-}');
    expect(next).toContain('        APP: coast\n    image: mission-coast\n');
  });

  it('keeps every line that was there, in its order, and adds only lines for the branch', () => {
    const next = withComposeService(COMPOSE, coast, SHELL_PORT).split('\n');
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
    expect(added.filter((line) => /COAST|coast/.test(line))).toHaveLength(6);
  });

  it('leaves a file that has the branch as it is', () => {
    const once = withComposeService(COMPOSE, coast, SHELL_PORT);
    expect(withComposeService(once, coast, SHELL_PORT)).toBe(once);
  });

  it('says where it cannot place the settings', () => {
    expect(() => withComposeService('services:\n  shell:\n    image: mission-shell\n', coast, SHELL_PORT)).toThrow('cannot place COAST_URL');
  });
});
