import type { KeyValueStorage } from '../services/storage/safe-storage';

/**
 * Web Storage in a Map, for the shell's tests: `initial` is what a visit finds there (raw
 * strings, as a browser keeps them), `data` shows what was written since.
 */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}
