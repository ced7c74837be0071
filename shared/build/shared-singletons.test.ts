/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedSingletons } from './shared-singletons.mjs';

const sharedPackage = JSON.parse(readFileSync(path.resolve(__dirname, '../package.json'), 'utf8')) as {
  name: string;
  version: string;
  dependencies: Record<string, string>;
};

/** Packages that hold page-wide state and must exist once per page (architecture). */
const REQUIRED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'rxjs',
  'i18next',
  'react-i18next',
  'three',
  '@react-three/fiber',
  'howler',
  '@mission/shared',
];

describe('sharedSingletons', () => {
  const shared = sharedSingletons();

  it.each(REQUIRED_SINGLETONS)('shares %s as a singleton with a required version', (name) => {
    const entry = shared[name];
    expect(entry).toBeDefined();
    expect(entry?.singleton).toBe(true);
    expect(typeof entry?.requiredVersion).toBe('string');
    expect(entry?.requiredVersion).not.toBe('');
  });

  it.each(REQUIRED_SINGLETONS.filter((name) => name !== '@mission/shared'))(
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

  it('gives @mission/shared an explicit version, since it is not an installed package', () => {
    expect(shared['@mission/shared']?.version).toBe(sharedPackage.version);
    expect(shared['@mission/shared']?.requiredVersion).toContain(sharedPackage.version);
  });

  it('marks every entry it shares as a singleton', () => {
    expect(Object.entries(shared).filter(([, entry]) => entry.singleton !== true)).toEqual([]);
  });
});
