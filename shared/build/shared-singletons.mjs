// @ts-check
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const sharedPackageJson = JSON.parse(
  readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8'),
);

/** Packages that must exist once per page, whoever loads first. */
export const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'rxjs',
  'i18next',
  'three',
  '@react-three/fiber',
  'howler',
];

/**
 * Our own modules over a package that must be one copy per page, shared in place of the
 * package so that the one copy is tree-shaken to what the apps import: the router
 * (shared/src/routing/routing.ts, over react-router) and react-i18next
 * (shared/src/translation/translation.ts).
 */
export const ROUTING_MODULE = `${sharedPackageJson.name}/routing`;
export const TRANSLATION_MODULE = `${sharedPackageJson.name}/translation`;

/**
 * The Module Federation `shared` map used by the shell and every remote.
 * Versions come from the shared workspace's package.json, which the one-version test
 * keeps equal to every other workspace's.
 * @returns {Record<string, { singleton: true, requiredVersion: string, version?: string, strictVersion?: boolean }>}
 */
export function sharedSingletons() {
  /** @type {Record<string, string>} */
  const deps = sharedPackageJson.dependencies;
  /** @type {Record<string, any>} */
  const shared = {};
  for (const name of SINGLETON_PACKAGES) {
    const version = deps[name];
    if (!version) throw new Error(`shared/package.json has no version for singleton "${name}"`);
    shared[name] = { singleton: true, requiredVersion: `^${version}` };
  }
  // The trailing-slash key shares every subpath (react-dom/client above all) as one instance.
  shared['react-dom/'] = { singleton: true, requiredVersion: `^${deps['react-dom']}` };
  // Our own modules are no installed package: they carry the shared workspace's version.
  for (const name of [sharedPackageJson.name, ROUTING_MODULE, TRANSLATION_MODULE]) {
    shared[name] = { singleton: true, version: sharedPackageJson.version, requiredVersion: `^${sharedPackageJson.version}` };
  }
  return shared;
}
