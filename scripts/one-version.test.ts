/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One version policy: a package named by more than one workspace is named at the same
 * version everywhere, so Module Federation never has two copies to choose from.
 */
const ROOT = path.resolve(__dirname, '..');
const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'] as const;

interface PackageJson {
  name: string;
  version?: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

function readPackage(dir: string): PackageJson {
  return JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as PackageJson;
}

const root = readPackage('.');
const workspaceDirs = root.workspaces ?? [];
const manifests = [
  { where: 'package.json', pkg: root },
  ...workspaceDirs.map((dir) => ({ where: `${dir}/package.json`, pkg: readPackage(dir) })),
];

/** Every version string each dependency is named at, with where. */
function declarations(): Map<string, { where: string; version: string }[]> {
  const byName = new Map<string, { where: string; version: string }[]>();
  for (const { where, pkg } of manifests) {
    for (const field of DEPENDENCY_FIELDS) {
      for (const [name, version] of Object.entries(pkg[field] ?? {})) {
        const list = byName.get(name) ?? [];
        list.push({ where: `${where} ${field}`, version });
        byName.set(name, list);
      }
    }
  }
  return byName;
}

describe('one version per dependency', () => {
  it('reads the root and every workspace', () => {
    expect(workspaceDirs).toEqual(
      expect.arrayContaining([
        'content',
        'shared/page',
        'shared/chapter-kit',
        'shared/tooling',
        'shared/test-kit',
        'accessible',
        'shell',
        'army',
        'navy',
        'air',
      ]),
    );
  });

  it('names each shared dependency at the same version string in every package.json', () => {
    const conflicts = [...declarations()]
      .filter(([, list]) => new Set(list.map((entry) => entry.version)).size > 1)
      .map(([name, list]) => `${name}: ${list.map((entry) => `${entry.version} (${entry.where})`).join(', ')}`);
    expect(conflicts).toEqual([]);
  });

  it('finds dependencies shared between workspaces, so the check above is not vacuous', () => {
    const shared = [...declarations()].filter(([, list]) => list.length > 1).map(([name]) => name);
    expect(shared).toEqual(expect.arrayContaining(['react', 'react-dom', 'rxjs', 'i18next']));
  });

  it('depends on each workspace package at the version it declares', () => {
    const own = new Map(manifests.map(({ pkg }) => [pkg.name, pkg.version]));
    const wrong = [...declarations()]
      .filter(([name]) => own.has(name))
      .flatMap(([name, list]) =>
        list.filter((entry) => entry.version !== own.get(name)).map((entry) => `${name}@${entry.version} in ${entry.where}`),
      );
    expect(wrong).toEqual([]);
  });

  it('pins webpack at exactly 5.107.2, declared and installed', () => {
    const webpack = declarations().get('webpack') ?? [];
    expect(webpack.length).toBeGreaterThan(0);
    expect(webpack.map((entry) => entry.version)).toEqual(webpack.map(() => '5.107.2'));
    const installed = readPackage('node_modules/webpack');
    expect(installed.version).toBe('5.107.2');
  });
});
