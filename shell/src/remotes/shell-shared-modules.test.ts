import * as React from 'react';
import * as shared from '@mission/shared';
import { sharedSingletons } from '@mission/shared/build/shared-singletons.mjs';
import { shellSharedModules } from './shell-shared-modules';

type Provided = { version: string; scope: string; get: () => Promise<() => unknown>; shareConfig: { singleton: boolean; requiredVersion: string } };
const provided = shellSharedModules() as Record<string, Provided>;

describe('what the shell gives the remotes as shared singletons', () => {
  it('gives every package the remotes share, at the version they require', () => {
    const remotes = sharedSingletons();
    // The remotes' `react-dom/` key shares every subpath; the one they import is react-dom/client.
    const wanted = Object.keys(remotes).map((name) => (name === 'react-dom/' ? 'react-dom/client' : name));
    expect(Object.keys(provided).sort()).toEqual(wanted.sort());
    for (const [name, entry] of Object.entries(provided)) {
      const required = (remotes[name] ?? remotes['react-dom/'])!.requiredVersion;
      expect({ name, requiredVersion: entry.shareConfig.requiredVersion, singleton: entry.shareConfig.singleton }).toEqual({ name, requiredVersion: required, singleton: true });
      expect(required).toBe(`^${entry.version}`);
    }
  });

  it('hands out the shell’s own module, the same instance it runs', async () => {
    const react = (await provided.react!.get())() as typeof React;
    expect(react.useState).toBe(React.useState);
    const bus = (await provided['@mission/shared']!.get())() as typeof shared;
    expect(bus.missionBus).toBe(shared.missionBus);
  });
});
