/**
 * What the shell gives the remotes through the federation runtime's share scope, now that the
 * shell is a plain webpack app and not a federation host (docs/decisions.md): each package
 * the remotes share as a singleton (shared/build/shared-singletons.mjs), as the shell's own
 * module. `get` imports it from the shell's bundle, so a remote receives the very instance the
 * shell runs (one React, one bus), and a package the first screens never load (three, r3f,
 * howler) is fetched only when a remote asks for it.
 */
type Loader = () => Promise<unknown>;

const LOADERS: Record<string, Loader> = {
  react: () => import('react'),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
  rxjs: () => import('rxjs'),
  i18next: () => import('i18next'),
  three: () => import('three'),
  '@react-three/fiber': () => import('@react-three/fiber'),
  howler: () => import('howler'),
  '@mission/shared': () => import('@mission/shared'),
  '@mission/shared/routing': () => import('@mission/shared/routing'),
  '@mission/shared/translation': () => import('@mission/shared/translation'),
};

/** The remotes' `shared` map (shared-singletons.mjs), baked in by the build. */
declare const __SHARED_SINGLETONS__: Record<string, { version?: string; requiredVersion: string }>;

function versionOf(name: string): string {
  const entry = __SHARED_SINGLETONS__[name] ?? __SHARED_SINGLETONS__[`${name.split('/')[0]}/`];
  if (!entry) throw new Error(`no shared singleton "${name}"`);
  return entry.version ?? entry.requiredVersion.replace(/^\^/, '');
}

/** The runtime's `shared` option: every singleton, its version, and how to get the shell's copy. */
export function shellSharedModules() {
  return Object.fromEntries(
    Object.entries(LOADERS).map(([name, load]) => {
      const version = versionOf(name);
      return [
        name,
        {
          version,
          scope: 'default',
          get: () => load().then((module) => () => module),
          shareConfig: { singleton: true, requiredVersion: `^${version}` },
        },
      ];
    }),
  );
}
