import * as React from 'react';
import * as shared from '@mission/shared';
import { sharedSingletons } from '@mission/tooling/build/shared-singletons.mjs';
import { shellSharedModules } from './shell-shared-modules';

type Provided = {
  version: string;
  scope: string;
  lib?: () => unknown;
  get?: () => Promise<() => unknown>;
  shareConfig: { singleton: boolean; requiredVersion: string };
};
const provided = shellSharedModules() as Record<string, Provided>;

describe('what the shell gives the remotes as shared singletons', () => {
  it('gives every package the remotes share, at the version they require', () => {
    const remotes = sharedSingletons();
    // The remotes' `react-dom/` key shares every subpath; the one they import is react-dom/client.
    const wanted = Object.keys(remotes).map((name) => (name === 'react-dom/' ? 'react-dom/client' : name));
    expect(Object.keys(provided).sort()).toEqual(wanted.sort());
    for (const [name, entry] of Object.entries(provided)) {
      const required = (remotes[name] ?? remotes['react-dom/'])!.requiredVersion;
      expect({ name, requiredVersion: entry.shareConfig.requiredVersion, singleton: entry.shareConfig.singleton }).toEqual({
        name,
        requiredVersion: required,
        singleton: true,
      });
      expect(required).toBe(`^${entry.version}`);
    }
  });

  it('hands over what the shell runs as it is, so the runtime counts it loaded and a remote takes it', () => {
    expect((provided.react!.lib!() as typeof React).useState).toBe(React.useState);
    expect((provided['@mission/shared']!.lib!() as typeof shared).missionBus).toBe(shared.missionBus);
    for (const name of ['react-dom', 'react-dom/client', 'rxjs', 'i18next', '@mission/shared/routing', '@mission/shared/translation']) {
      expect({ name, lib: typeof provided[name]!.lib }).toEqual({ name, lib: 'function' });
    }
  });

  it('fetches what the first screens never load only when a remote asks for it', async () => {
    for (const name of ['three', '@react-three/fiber', 'howler'])
      expect({ name, lib: provided[name]!.lib, get: typeof provided[name]!.get }).toEqual({ name, lib: undefined, get: 'function' });
    const howler = (await provided.howler!.get!())() as { Howl: unknown };
    expect(typeof howler.Howl).toBe('function');
  });
});
