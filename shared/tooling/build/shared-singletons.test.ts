/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { sharedSingletons, singletonsOf } from './shared-singletons.mjs';

const sharedPackage = JSON.parse(readFileSync(require.resolve('@mission/shared/package.json'), 'utf8')) as {
  name: string;
  version: string;
  dependencies: Record<string, string>;
  exports: Record<string, string>;
  singletons: { packages: string[]; exports: string[] };
};

/** Packages that hold page-wide state and must exist once per page (architecture). */
const REQUIRED_SINGLETONS = [
  'react',
  'react-dom',
  'rxjs',
  'i18next',
  'three',
  '@react-three/fiber',
  'howler',
  '@mission/shared',
  '@mission/shared/routing',
  '@mission/shared/translation',
];

const OUR_MODULES = ['@mission/shared', '@mission/shared/routing', '@mission/shared/translation'];

describe('sharedSingletons', () => {
  const shared = sharedSingletons();

  it.each(REQUIRED_SINGLETONS)('shares %s as a singleton with a required version', (name) => {
    const entry = shared[name];
    expect(entry).toBeDefined();
    expect(entry?.singleton).toBe(true);
    expect(typeof entry?.requiredVersion).toBe('string');
    expect(entry?.requiredVersion).not.toBe('');
  });

  it.each(REQUIRED_SINGLETONS.filter((name) => !OUR_MODULES.includes(name)))(
    "requires the version of %s that @mission/shared's package.json declares",
    (name) => {
      const declared = sharedPackage.dependencies[name];
      expect(declared).toBeDefined();
      expect(shared[name]?.requiredVersion).toContain(declared);
    },
  );

  it('shares every react-dom subpath through the "react-dom/" key', () => {
    expect(shared['react-dom/']).toMatchObject({ singleton: true });
    expect(shared['react-dom/']?.requiredVersion).toBe(shared['react-dom']?.requiredVersion);
  });

  it.each(OUR_MODULES)('gives %s an explicit version, since it is not an installed package', (name) => {
    expect(shared[name]?.version).toBe(sharedPackage.version);
    expect(shared[name]?.requiredVersion).toContain(sharedPackage.version);
  });

  it('shares the router and react-i18next only through our modules, so their one copy is tree-shaken', () => {
    expect(Object.keys(shared).filter((name) => /^react-router|^react-i18next/.test(name))).toEqual([]);
    expect(sharedPackage.exports['./routing']).toBe('./src/routing/routing.ts');
    expect(sharedPackage.exports['./translation']).toBe('./src/translation/translation.ts');
  });

  it('reads the list from @mission/shared\'s package.json: its "singletons" field, each door one of its exports', () => {
    expect(sharedPackage.name).toBe('@mission/shared');
    expect(Object.keys(shared).sort()).toEqual(
      [
        ...sharedPackage.singletons.packages,
        'react-dom/',
        ...sharedPackage.singletons.exports.map((door) => `@mission/shared${door.slice(1)}`),
      ].sort(),
    );
  });

  it("refuses a singleton door that is not one of the package's exports", () => {
    expect(() => singletonsOf({ name: '@x/y', exports: { '.': './i.ts' }, singletons: { packages: [], exports: ['./bus'] } })).toThrow(
      /not one of its exports/,
    );
    expect(() => singletonsOf({ name: '@x/y', exports: {} })).toThrow(/declares no "singletons"/);
  });

  it('marks every entry it shares as a singleton', () => {
    expect(Object.entries(shared).filter(([, entry]) => entry.singleton !== true)).toEqual([]);
  });
});
