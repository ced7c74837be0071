import * as missionShared from '@mission/shared';
import * as routing from '@mission/shared/routing';
import * as translation from '@mission/shared/translation';
import * as i18next from 'i18next';
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as rxjs from 'rxjs';

/**
 * What the shell gives the remotes through the federation runtime's share scope, now that the
 * shell is a plain webpack app and not a federation host (docs/decisions.md, "The shell starts
 * the federation runtime itself"): each package the remotes share as a singleton
 * (shared/tooling/build/shared-singletons.mjs), as the shell's own module. What the shell already runs
 * is handed over as it is (`lib`: the runtime counts it loaded, so `loaded-first` picks it
 * over a remote's copy): one React, one bus, one router, one i18next per page. What the first
 * screens never load (three, r3f, howler) is imported from the shell's bundle only when a
 * remote asks for it. This module is reached only from federation-runtime.ts, a lazy chunk:
 * the namespaces it holds cost the first screens nothing.
 */
const OWN: Record<string, unknown> = {
  react,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  rxjs,
  i18next,
  '@mission/shared': missionShared,
  '@mission/shared/routing': routing,
  '@mission/shared/translation': translation,
};

const ON_DEMAND: Record<string, () => Promise<unknown>> = {
  three: () => import('three'),
  '@react-three/fiber': () => import('@react-three/fiber'),
  howler: () => import('howler'),
};

/** The remotes' `shared` map (shared-singletons.mjs), baked in by the build. */
declare const __SHARED_SINGLETONS__: Record<string, { version?: string; requiredVersion: string }>;

function versionOf(name: string): string {
  const entry = __SHARED_SINGLETONS__[name] ?? __SHARED_SINGLETONS__[`${name.split('/')[0]}/`];
  if (!entry) throw new Error(`no shared singleton "${name}"`);
  return entry.version ?? entry.requiredVersion.replace(/^\^/, '');
}

function shareConfigOf(name: string) {
  const version = versionOf(name);
  return { version, scope: 'default', shareConfig: { singleton: true, requiredVersion: `^${version}` } };
}

/** The runtime's `shared` option: every singleton, its version, and the shell's copy of it. */
export function shellSharedModules() {
  return {
    ...Object.fromEntries(Object.entries(OWN).map(([name, module]) => [name, { ...shareConfigOf(name), lib: () => module }])),
    ...Object.fromEntries(
      Object.entries(ON_DEMAND).map(([name, load]) => [name, { ...shareConfigOf(name), get: () => load().then((module) => () => module) }]),
    ),
  };
}
