/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { branchFiles } from './branch-files.mjs';

const files = branchFiles({ name: 'coast', chapter: 'drill' });

/** Every key path of a copy tree. */
function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
function stringsOf(tree: object): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'object' ? stringsOf(value as object) : [String(value)]));
}

describe('the files of a new branch', () => {
  it('are a workspace on the kit: its map, package, webpack config, entry, declaration and its test, one chapter, icons, copy', () => {
    expect(Object.keys(files).sort()).toEqual(
      [
        'coast/CONTEXT.md',
        'coast/package.json',
        'coast/webpack.config.mjs',
        'coast/public/README.md',
        'coast/src/index.ts',
        'coast/src/bootstrap.tsx',
        'coast/src/branch-entry.ts',
        'coast/src/branch-app.tsx',
        'coast/src/coast-branch.ts',
        'coast/src/coast-branch.test.ts',
        'coast/src/chapters/drill/drill-layout.ts',
        'coast/src/chapters/drill/drill-look.ts',
        'coast/src/chapters/drill/drill-ground.ts',
        'coast/src/chapters/drill/drill-scene.tsx',
        'coast/src/trades/coast-trade-icons.tsx',
        'content/locales/en-US/coast.json',
        'content/locales/fr-CA/coast.json',
      ].sort(),
    );
    expect(JSON.parse(files['coast/package.json']!).name).toBe('@mission/coast');
    expect(files['coast/webpack.config.mjs']).toContain("app: 'coast'");
    expect(files['coast/src/coast-branch.ts']).toContain("section: 'coast'");
  });

  it('give the chapter a scene in the convention: a composition importing its look and its ground from files beside it', () => {
    const scene = files['coast/src/chapters/drill/drill-scene.tsx']!;
    expect(scene).toContain("from './drill-look'");
    expect(scene).toContain("from './drill-ground'");
    expect(scene).not.toMatch(/SkyColors|AtmosphereOptions|bowlHeight/);
  });

  it('hold the same copy keys in English and French, every string marked as placeholder copy', () => {
    const en = JSON.parse(files['content/locales/en-US/coast.json']!);
    const fr = JSON.parse(files['content/locales/fr-CA/coast.json']!);
    expect(keysOf(fr)).toEqual(keysOf(en));
    expect(keysOf(en)).toEqual(
      expect.arrayContaining([
        'sectionTitle',
        'chapters.drill.title',
        'chapters.end.title',
        'drill.task.counter',
        'drill.task.target',
        'drill.complete',
        'debrief.select',
      ]),
    );
    for (const text of stringsOf(en)) expect(text).toMatch(/^Placeholder /);
    for (const text of stringsOf(fr)) expect(text).toMatch(/^Texte provisoire /);
  });
});

describe('npm run new-branch', () => {
  const cli = (...args: string[]) => spawnSync('node', [path.join(__dirname, 'new-branch.mjs'), ...args], { encoding: 'utf8' });

  it('refuses a branch already in the list, naming it, and writes nothing', () => {
    const result = cli('army');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('branch "army" is declared twice');
  });

  it('refuses a chapter another branch has, naming both', () => {
    const result = cli('ridge', '--chapter', 'fire');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('branch "ridge", chapter "fire": chapter "fire" is already branch "army"\'s');
  });

  it('refuses a name that cannot be a route, a namespace and a folder', () => {
    const result = cli('Coast-Guard');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('is not lowercase letters and digits');
  });
});
