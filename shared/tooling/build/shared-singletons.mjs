// @ts-check
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The page's singletons are declared by the package that holds them: `@mission/shared`'s
 * package.json (shared/page/package.json), its `singletons` field. `packages`: the installed
 * packages that must exist once per page, whoever loads first, at the versions its
 * `dependencies` pin; `exports`: its own doors shared as one instance, each a key of its
 * `exports` map. Nothing here is typed by hand: a singleton is added or removed there.
 */
const sharedPackageJson = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@mission/shared/package.json'), 'utf8'));

/**
 * @param {any} pkg a package.json declaring `singletons`
 * @returns {{ packages: string[], modules: string[] }}
 */
export function singletonsOf(pkg) {
  const { singletons, exports, name } = pkg;
  if (!singletons || !Array.isArray(singletons.packages) || !Array.isArray(singletons.exports)) {
    throw new Error(`${name}'s package.json declares no "singletons": { "packages": [...], "exports": [...] }`);
  }
  /** @type {string[]} */
  const modules = singletons.exports.map((/** @type {string} */ door) => {
    if (!exports?.[door]) throw new Error(`${name}'s singleton "${door}" is not one of its exports`);
    return door === '.' ? name : `${name}${door.slice(1)}`;
  });
  return { packages: [...singletons.packages], modules };
}

const { packages, modules } = singletonsOf(sharedPackageJson);

/** Packages that must exist once per page, whoever loads first (read from @mission/shared). */
export const SINGLETON_PACKAGES = packages;

/**
 * Our own modules shared as one instance: the package root (bus, audio, i18n, ...) and our
 * modules over a package that must be one copy per page, shared in place of the package so
 * that the one copy is tree-shaken to what the apps import: the router
 * (shared/page/src/routing/routing.ts, over react-router) and react-i18next
 * (shared/page/src/translation/translation.ts). Read from @mission/shared.
 */
export const SINGLETON_MODULES = modules;

/**
 * The Module Federation `shared` map used by the shell and every remote.
 * Versions come from @mission/shared's package.json, which the one-version test
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
    if (!version) throw new Error(`${sharedPackageJson.name}'s package.json has no version for singleton "${name}"`);
    shared[name] = { singleton: true, requiredVersion: `^${version}` };
  }
  // The trailing-slash key shares every subpath (react-dom/client above all) as one instance.
  shared['react-dom/'] = { singleton: true, requiredVersion: `^${deps['react-dom']}` };
  // Our own modules are no installed package: they carry the page package's version.
  for (const name of SINGLETON_MODULES) {
    shared[name] = { singleton: true, version: sharedPackageJson.version, requiredVersion: `^${sharedPackageJson.version}` };
  }
  return shared;
}
