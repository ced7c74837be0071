import { useSyncExternalStore } from 'react';
import type { Section } from '@mission/content';

/** A remote whose branch app loaded, with the manifest it came from (a QA candidate included). */
export interface LoadedRemote {
  name: Section;
  manifestUrl: string;
}

type Listener = () => void;

/**
 * The remotes loaded so far on this page, in load order: what the build badge lists.
 * Reloading a remote from another manifest replaces its entry.
 */
export class LoadedRemotes {
  private list: readonly LoadedRemote[] = [];
  private readonly listeners = new Set<Listener>();

  current = (): readonly LoadedRemote[] => this.list;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  add(remote: LoadedRemote): void {
    const known = this.list.find((item) => item.name === remote.name);
    if (known?.manifestUrl === remote.manifestUrl) return;
    const entry = { name: remote.name, manifestUrl: remote.manifestUrl };
    this.list = known ? this.list.map((item) => (item === known ? entry : item)) : [...this.list, entry];
    for (const listener of [...this.listeners]) listener();
  }
}

export const loadedRemotes = new LoadedRemotes();

export function useLoadedRemotes(store: LoadedRemotes = loadedRemotes): readonly LoadedRemote[] {
  return useSyncExternalStore(store.subscribe, store.current, store.current);
}
