/** @jest-environment node */
import { withBranchName, withTsconfigInclude, withWorkspace } from './json-registrations.mjs';

const pkg = `${JSON.stringify({ name: 'x', workspaces: ['content', 'army'] }, null, 2)}\n`;
const tsconfig = `${JSON.stringify({ include: ['content/src', 'army/src', 'e2e', 'scripts/**/*.ts'] }, null, 2)}\n`;
const common = (branches: Record<string, string>, branchOf: Record<string, string>) => `${JSON.stringify({ title: 'T', branches, branchOf }, null, 2)}\n`;

describe('registering a new branch in the JSON files', () => {
  it('adds the workspace once', () => {
    const once = withWorkspace(pkg, 'coast');
    expect(JSON.parse(once).workspaces).toEqual(['content', 'army', 'coast']);
    expect(withWorkspace(once, 'coast')).toBe(once);
  });

  it('includes the branch\'s sources with the other apps, before e2e', () => {
    const once = withTsconfigInclude(tsconfig, 'coast');
    expect(JSON.parse(once).include).toEqual(['content/src', 'army/src', 'coast/src', 'e2e', 'scripts/**/*.ts']);
    expect(withTsconfigInclude(once, 'coast')).toBe(once);
  });

  it('names the branch in each language, as placeholder copy, never over a name already written', () => {
    expect(JSON.parse(withBranchName(common({ army: 'Army' }, { army: 'of the Army' }), 'coast', 'en'))).toMatchObject({
      branches: { army: 'Army', coast: 'Placeholder Coast' },
      branchOf: { coast: 'of the placeholder Coast' },
    });
    expect(JSON.parse(withBranchName(common({}, {}), 'coast', 'fr')).branches.coast).toBe('Texte provisoire Coast');
    expect(JSON.parse(withBranchName(common({ coast: 'Garde côtière' }, { coast: 'de la Garde côtière' }), 'coast', 'fr')).branches.coast).toBe('Garde côtière');
  });
});
