import type * as FederationRuntime from '../../../shell/src/remotes/federation-runtime';
import { BRANCH_NAMES } from '@mission/content/branch-list';
import * as monolithRuntime from './monolith-runtime';

// The swap is only sound if the shell's calls still type-check: the same names and signatures.
const sameApi: typeof FederationRuntime = monolithRuntime;

describe('the monolith’s stand-in for the federation runtime', () => {
  it('exports exactly what federation-runtime.ts does', () => {
    expect(Object.keys(sameApi).sort()).toEqual([
      'isRegisteredRemote',
      'loadExposedModule',
      'prefetchExposedModule',
      'registerRegistryRemotes',
      'reregisterRemote',
    ]);
  });

  it.each(BRANCH_NAMES)('loads %s’s branch app, as the shell asks for it', async (section) => {
    const loaded = (await monolithRuntime.loadExposedModule(section, 'BranchApp')) as Record<string, unknown>;
    expect(loaded.section).toBe(section);
    expect(typeof loaded.default).toBe('function');
    expect(loaded.busContractVersion).toBe(__BUS_CONTRACT_VERSION__);
    // The remote's config names it "./BranchApp": the same module.
    expect(await monolithRuntime.loadExposedModule(section, './BranchApp')).toBe(loaded);
  });

  it('rejects what no remote exposes, as a remote that is down', async () => {
    await expect(monolithRuntime.loadExposedModule('marines', 'BranchApp')).rejects.toThrow('no module "marines/BranchApp"');
    await expect(monolithRuntime.loadExposedModule('army', 'Debrief')).rejects.toThrow('no module "army/Debrief"');
    await expect(monolithRuntime.loadExposedModule('toString', 'BranchApp')).rejects.toThrow();
  });

  it('can load every branch at once, and nothing else', () => {
    for (const name of BRANCH_NAMES) expect(monolithRuntime.isRegisteredRemote(name)).toBe(true);
    expect(monolithRuntime.isRegisteredRemote('unknown')).toBe(false);
  });

  it('has no registry to keep', () => {
    const registry = { remotes: [{ name: 'army' as const, manifestUrl: '/mf-manifest.json' }] };
    expect(monolithRuntime.registerRegistryRemotes(registry)).toBeUndefined();
    expect(monolithRuntime.reregisterRemote(registry.remotes[0]!)).toBeUndefined();
  });
});
