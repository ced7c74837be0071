import type { KeyValueStorage } from './safe-storage';
import { readStoredRecord, writeStoredRecord, type StoredRecordSpec } from './stored-record';

function storageWith(value: string | null): KeyValueStorage & { written: string | null } {
  const box = {
    written: value,
    getItem: () => box.written,
    setItem: (_key: string, next: string) => {
      box.written = next;
    },
    removeItem: () => {
      box.written = null;
    },
  };
  return box;
}

const NAMES: StoredRecordSpec<string[]> = {
  key: 'test.names.v3',
  version: 3,
  fallback: () => [],
  parse: (data) => {
    if (!Array.isArray(data)) return { value: [], dropped: ['names (not a list)'] };
    const value = data.filter((item): item is string => typeof item === 'string');
    return { value, dropped: value.length === data.length ? [] : ['names that are not text'] };
  },
};

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('readStoredRecord', () => {
  it('returns the fallback silently when nothing is stored', () => {
    expect(readStoredRecord(storageWith(null), NAMES)).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('round-trips what writeStoredRecord wrote', () => {
    const storage = storageWith(null);
    writeStoredRecord(storage, NAMES, ['a', 'b']);
    expect(JSON.parse(storage.written ?? '')).toEqual({ version: 3, data: ['a', 'b'] });
    expect(readStoredRecord(storage, NAMES)).toEqual(['a', 'b']);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['a newer version', '{"version":4,"data":["a"]}', 'newer version'],
    ['an older version', '{"version":2,"data":["a"]}', 'older version'],
    ['no version', '{"data":["a"]}', 'no version'],
    ['not JSON', '{"version":3,"data":["a"', 'not valid JSON'],
  ])('resets %s with one warning naming the key and cause, and writes the reset back', (_case, raw, cause) => {
    const storage = storageWith(raw);
    expect(readStoredRecord(storage, NAMES)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('test.names.v3');
    expect(String(warn.mock.calls[0]?.[0])).toContain(cause);
    expect(JSON.parse(storage.written ?? '')).toEqual({ version: 3, data: [] });
    readStoredRecord(storage, NAMES);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('keeps the valid parts of a partly valid record, with one warning, and saves the repair', () => {
    const storage = storageWith('{"version":3,"data":["a",7,"b"]}');
    expect(readStoredRecord(storage, NAMES)).toEqual(['a', 'b']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.written ?? '')).toEqual({ version: 3, data: ['a', 'b'] });
  });
});
