/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BRANCH_LIST } from '@mission/content/branch-list';
import { registryScriptProblems } from '../registrations/branch-registrations.mjs';
import { withRegistryRemote } from './registry-remotes.mjs';

const SCRIPT = readFileSync(path.resolve(__dirname, '../../shell/deploy/remote-registry.envsh'), 'utf8');

describe('withRegistryRemote', () => {
  it('adds the branch last, so the script agrees with the list that has it, and changes nothing else', () => {
    const next = withRegistryRemote(SCRIPT, 'ridge');
    expect(registryScriptProblems([...BRANCH_LIST, { name: 'ridge', port: 8090 }], next)).toEqual([]);
    expect(next.split('\n').filter((line, index) => line !== SCRIPT.split('\n')[index])).toHaveLength(1);
  });

  it('leaves a script that names the branch as it is', () => {
    const once = withRegistryRemote(SCRIPT, 'ridge');
    expect(withRegistryRemote(once, 'ridge')).toBe(once);
  });

  it('says so when the line is gone', () => {
    expect(() => withRegistryRemote('for name in army; do\n', 'ridge')).toThrow("no mission_remotes='...' line");
  });
});
