/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

/**
 * The Node the repository runs on, told once and held true (docs/decisions.md "Node 20"):
 * `.nvmrc` names the line (what nvm and CI install), the root `engines.node` the versions of it
 * we support, and every package npm installs (the lock's production and dev packages, nested
 * ones too) accepts all of them. A dependency that moves to a Node we do not run fails here
 * rather than as a warning in `npm install` nobody reads.
 */
const ROOT = path.resolve(__dirname, '../..');

interface LockedPackage {
  version?: string;
  link?: boolean;
  dev?: boolean;
  /** npm writes an object; a few old packages still carry an array of strings. */
  engines?: { node?: string } | string[];
}

const nvmrc = readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim();
const rootPackage = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines?: { node?: string } };
const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockedPackage & { engines?: unknown }>;
};
const supported = rootPackage.engines?.node ?? '';

/**
 * Packages whose `engines.node` may leave out a Node we support, each with why it is safe.
 * Empty: every such package so far had a version for our Node, held in package.json (or in its
 * `overrides`). Add one only with a reason a reviewer can check.
 */
const ALLOWED: Readonly<Record<string, string>> = {};

/** A locked package's `engines.node`, or undefined when it names no Node. */
function nodeRange(engines: LockedPackage['engines']): string | undefined {
  if (!engines) return undefined;
  if (Array.isArray(engines)) return engines.find((entry) => entry.startsWith('node '))?.slice('node '.length);
  return engines.node;
}

/** The installed packages (by their path in the lock) whose Node range leaves out part of `supported`. */
function packagesExcluding(
  supportedRange: string,
  packages: Record<string, LockedPackage>,
): { where: string; version: string; node: string }[] {
  return Object.entries(packages)
    .filter(([where, locked]) => where.includes('node_modules/') && !locked.link)
    .flatMap(([where, locked]) => {
      const node = nodeRange(locked.engines);
      return node && !semver.subset(supportedRange, node) ? [{ where, version: locked.version ?? '?', node }] : [];
    });
}

describe('the Node the repository names', () => {
  it('is one line in .nvmrc, and engines names versions of that line only', () => {
    expect(nvmrc).toMatch(/^\d+$/);
    expect(semver.validRange(supported)).not.toBeNull();
    expect(semver.subset(supported, nvmrc)).toBe(true);
  });

  it('is accepted by every package npm installs', () => {
    const excluding = packagesExcluding(supported, lock.packages as Record<string, LockedPackage>).filter(
      ({ where }) => !(where.replace(/^.*node_modules\//, '') in ALLOWED),
    );
    expect(excluding.map(({ where, version, node }) => `${where.replace(/^.*?node_modules\//, '')}@${version} wants Node ${node}`)).toEqual(
      [],
    );
  });
});

describe('what counts as leaving our Node out', () => {
  const packages = (engines: LockedPackage['engines']) => ({
    'node_modules/a': { version: '1.0.0', engines },
    '': { engines: { node: '>=99' } },
  });

  it.each(['>=18', '^18.14.0 || ^20.0.0 || >=22', '20 || >=22', '>=20.9.0'])('accepts %s', (node) => {
    expect(packagesExcluding('>=20.19 <21', packages({ node }))).toEqual([]);
  });

  it.each(['>=22', '>= 22.15.0', '^20.20.0 || >=22', '>=22.12.0'])('refuses %s', (node) => {
    expect(packagesExcluding('>=20.19 <21', packages({ node }))).toEqual([{ where: 'node_modules/a', version: '1.0.0', node }]);
  });

  it('reads the old array form and skips packages that name no Node, links and the workspaces', () => {
    expect(nodeRange(['node >=22', 'npm >=10'])).toBe('>=22');
    expect(
      packagesExcluding('>=20.19 <21', {
        'node_modules/b': { engines: ['node >=22'] },
        'node_modules/c': {},
        'node_modules/@mission/x': { link: true, engines: { node: '>=22' } },
      }),
    ).toEqual([{ where: 'node_modules/b', version: '?', node: '>=22' }]);
  });
});
