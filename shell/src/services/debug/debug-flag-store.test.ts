import { EventBus } from '@mission/shared';
import { createSafeStorage, type KeyValueStorage } from '../storage/safe-storage';
import { DEBUG_FLAG_RECORD, startDebugFlag } from './debug-flag-store';
import { memoryStorage } from '../../test-support/memory-storage';

function fakeWindow() {
  const listeners = new Map<string, () => void>();
  return {
    target: {
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
    } as unknown as Pick<Window, 'addEventListener' | 'removeEventListener'>,
    fire: (type: string) => listeners.get(type)?.(),
    listeners,
  };
}

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
const KEY = 'mission.debug.v1';
const stored = (value: unknown) => JSON.stringify({ version: 1, data: value });

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function start(storage: KeyValueStorage, location = at('/'), bus = new EventBus(), win = fakeWindow()) {
  const started = startDebugFlag({ bus, storage, location, target: win.target, currentLocation: () => location });
  return { ...started, bus, win };
}

describe('startDebugFlag', () => {
  it('is off by default, kept in sessionStorage as a versioned record, and published on the bus', () => {
    const storage = memoryStorage();
    const { debug, bus } = start(storage);
    expect(debug).toBe(false);
    expect(bus.getState('debug')).toBe(false);
    expect(DEBUG_FLAG_RECORD.key).toBe(KEY);
    expect(storage.data.get(KEY)).toBe(stored(false));
    expect(warn).not.toHaveBeenCalled();
  });

  it('a debug marker turns it on and keeps it for the next pages of the tab', () => {
    const storage = memoryStorage();
    expect(start(storage, at('/', '?debug')).debug).toBe(true);
    expect(storage.data.get(KEY)).toBe(stored(true));
    const next = start(storage, at('/select'));
    expect(next.debug).toBe(true);
    expect(next.bus.getState('debug')).toBe(true);
  });

  it('a production marker turns it off again', () => {
    const storage = memoryStorage({ [KEY]: stored(true) });
    expect(start(storage, at('/', '?production')).debug).toBe(false);
    expect(storage.data.get(KEY)).toBe(stored(false));
  });

  it.each([
    ['corrupted', '{"version":1,"data":tr'],
    ['foreign', JSON.stringify({ debug: true })],
    ['from a newer version', JSON.stringify({ version: 2, data: true })],
    ['not a boolean', stored('yes')],
    ['a bare string', 'true-ish'],
  ])('a %s value: starts fine, resets it, one console.warn', (_what, raw) => {
    const storage = memoryStorage({ [KEY]: raw });
    const { debug } = start(storage);
    expect(debug).toBe(false);
    expect(storage.data.get(KEY)).toBe(stored(false));
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a storage that throws: kept in memory, no crash, one warning', () => {
    const throwing = createSafeStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    }, 'sessionStorage');
    const bus = new EventBus();
    const win = fakeWindow();
    expect(() =>
      startDebugFlag({ bus, storage: throwing, location: at('/', '?debug'), target: win.target, currentLocation: () => at('/') }),
    ).not.toThrow();
    expect(bus.getState('debug')).toBe(true);
    expect(throwing.getItem(KEY)).toBe(stored(true));
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('keeps what is later written to the bus (the /_debug route, a debug panel)', () => {
    const storage = memoryStorage();
    const { bus } = start(storage);
    bus.setState('debug', true);
    expect(storage.data.get(KEY)).toBe(stored(true));
  });

  it('follows a marker typed into the hash later, and stops listening', () => {
    const storage = memoryStorage();
    const bus = new EventBus();
    const win = fakeWindow();
    let location = at('/select');
    const { stop } = startDebugFlag({ bus, storage, location, target: win.target, currentLocation: () => location });
    location = at('/select', '', '#debug');
    win.fire('hashchange');
    expect(bus.getState('debug')).toBe(true);
    location = at('/select', '', '#section-2');
    win.fire('popstate');
    expect(bus.getState('debug')).toBe(true);
    location = at('/select', '', '#production');
    win.fire('hashchange');
    expect(bus.getState('debug')).toBe(false);
    stop();
    expect(win.listeners.size).toBe(0);
  });
});
