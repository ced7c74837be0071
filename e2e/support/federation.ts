import type { Page } from '@playwright/test';

/** How many loaded copies of each shared package the page's Module Federation runtime holds. */
export async function loadedSharedCopies(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    type ShareInfo = { loaded?: unknown; from?: string };
    type ShareMap = Record<string, Record<string, Record<string, Record<string, ShareInfo>>>>;
    const share = (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: ShareMap } }).__FEDERATION__?.__SHARE__ ?? {};
    // Every instance's map lists the same entries; a copy is one (version, provider) pair.
    const copies: Record<string, Set<string>> = {};
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, info] of Object.entries(versions)) {
            if (info.loaded) (copies[name] ??= new Set()).add(`${version} from ${info.from ?? '?'}`);
          }
        }
      }
    }
    return Object.fromEntries(Object.entries(copies).map(([name, set]) => [name, set.size]));
  });
}

/** The shell's debug handle: its bus id and the events it received. */
export async function shellBus(page: Page): Promise<{ busId: string; events: { type: string; section?: string; chapter?: string }[] }> {
  return page.evaluate(() => {
    const handle = (window as unknown as { __MISSION_DEBUG__?: { busId: string; events: unknown[] } }).__MISSION_DEBUG__;
    if (!handle) throw new Error('the shell exposed no __MISSION_DEBUG__ handle');
    return JSON.parse(JSON.stringify(handle)) as { busId: string; events: { type: string; section?: string; chapter?: string }[] };
  });
}

/**
 * Every package name in the page's share scopes, and for one package each loaded copy
 * ("1.0.0 from shell") with the apps that use it, as the Module Federation runtime records them.
 */
export async function sharedUsage(page: Page, name: string): Promise<{ names: string[]; copies: { copy: string; usedBy: string[] }[] }> {
  return page.evaluate((wanted) => {
    type ShareInfo = { loaded?: unknown; from?: string; useIn?: string[] };
    type ShareMap = Record<string, Record<string, Record<string, Record<string, ShareInfo>>>>;
    const share = (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: ShareMap } }).__FEDERATION__?.__SHARE__ ?? {};
    const names = new Set<string>();
    const copies = new Map<string, Set<string>>();
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [packageName, versions] of Object.entries(packages)) {
          names.add(packageName);
          if (packageName !== wanted) continue;
          for (const [version, info] of Object.entries(versions)) {
            if (!info.loaded) continue;
            const copy = `${version} from ${info.from ?? '?'}`;
            const users = copies.get(copy) ?? new Set<string>();
            for (const user of info.useIn ?? []) users.add(user);
            copies.set(copy, users);
          }
        }
      }
    }
    return {
      names: [...names].sort(),
      copies: [...copies].map(([copy, users]) => ({ copy, usedBy: [...users].sort() })),
    };
  }, name);
}
