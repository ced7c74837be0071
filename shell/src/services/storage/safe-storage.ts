/** The part of the Web Storage API the stores use. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Web Storage that cannot crash the page: when the browser refuses it (private mode,
 * quota, storage disabled, a sandboxed frame), the store keeps going in memory for the
 * rest of the visit and says so once. Values written before the failure stay readable.
 */
export function createSafeStorage(resolve: () => KeyValueStorage | null | undefined, name: string): KeyValueStorage {
  const memory = new Map<string, string>();
  let backing: KeyValueStorage | null = null;
  let degraded = false;

  function degrade(error: unknown): void {
    if (!degraded) console.warn(`[storage] ${name} is unavailable; keeping this visit's state in memory only.`, error);
    degraded = true;
    backing = null;
  }

  try {
    backing = resolve() ?? null;
    if (!backing) degrade(new Error(`${name} does not exist here`));
  } catch (error) {
    degrade(error);
  }

  return {
    getItem(key) {
      if (backing) {
        try {
          return backing.getItem(key);
        } catch (error) {
          degrade(error);
        }
      }
      return memory.get(key) ?? null;
    },
    setItem(key, value) {
      memory.set(key, value);
      if (!backing) return;
      try {
        backing.setItem(key, value);
      } catch (error) {
        degrade(error);
      }
    },
    removeItem(key) {
      memory.delete(key);
      if (!backing) return;
      try {
        backing.removeItem(key);
      } catch (error) {
        degrade(error);
      }
    },
  };
}

export function browserLocalStorage(): KeyValueStorage {
  return createSafeStorage(() => window.localStorage, 'localStorage');
}

export function browserSessionStorage(): KeyValueStorage {
  return createSafeStorage(() => window.sessionStorage, 'sessionStorage');
}
