/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedSingletons } from './shared-singletons.mjs';

const sharedPackage = JSON.parse(readFileSync(path.resolve(__dirname, '../package.json'), 'utf8')) as {
  name: string;
  version: string;
  dependencies: Record<string, string>;
  exports: Record<string, string>;
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
    'requires the version of %s that shared/package.json declares',
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

  it('marks every entry it shares as a singleton', () => {
    expect(Object.entries(shared).filter(([, entry]) => entry.singleton !== true)).toEqual([]);
  });
});
