/** @jest-environment node */
import { withAccessibleMission, withBranchName, withTsconfigInclude, withWorkspace } from './json-registrations.mjs';

const pkg = `${JSON.stringify({ name: 'x', workspaces: ['content', 'army'] }, null, 2)}\n`;
const tsconfig = `${JSON.stringify({ include: ['content/src', 'army/src', 'e2e', 'scripts/**/*.ts'] }, null, 2)}\n`;
const common = (branches: Record<string, string>, branchOf: Record<string, string>) =>
  `${JSON.stringify({ title: 'T', branches, branchOf }, null, 2)}\n`;

describe('registering a new branch in the JSON files', () => {
  it('adds the workspace once', () => {
    const once = withWorkspace(pkg, 'coast');
    expect(JSON.parse(once).workspaces).toEqual(['content', 'army', 'coast']);
    expect(withWorkspace(once, 'coast')).toBe(once);
  });

  it("includes the branch's sources with the other apps, before e2e", () => {
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
    expect(
      JSON.parse(withBranchName(common({ coast: 'Garde côtière' }, { coast: 'de la Garde côtière' }), 'coast', 'fr')).branches.coast,
    ).toBe('Garde côtière');
  });

  it("writes the chapter's accessible mission, one action per task item, as placeholder copy, never over one written", () => {
    const accessible = `${JSON.stringify({ missions: { army: {} } }, null, 2)}\n`;
    const branch = { name: 'coast', chapter: 'drill', taskItems: ['beacon1', 'beacon2'] };
    const en = JSON.parse(withAccessibleMission(accessible, branch, 'en')).missions.coast.drill;
    expect(Object.keys(en.task.items)).toEqual(['beacon1', 'beacon2']);
    expect(en.task.items.beacon2.action).toBe('Placeholder light beacon 2 of 2');
    expect(JSON.parse(withAccessibleMission(accessible, branch, 'fr')).missions.coast.drill.task.complete).toBe(
      'Texte provisoire toutes les balises sont allumées',
    );
    const written = `${JSON.stringify({ missions: { coast: { drill: { scenario: 'Written' } } } }, null, 2)}\n`;
    expect(JSON.parse(withAccessibleMission(written, branch, 'en')).missions.coast.drill).toEqual({ scenario: 'Written' });
  });
});
