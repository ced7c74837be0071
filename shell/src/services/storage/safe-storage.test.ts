import { createSafeStorage } from './safe-storage';
import { memoryStorage } from '../../test-support/memory-storage';

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('createSafeStorage', () => {
  it('passes through to a working storage', () => {
    const real = memoryStorage();
    const storage = createSafeStorage(() => real, 'localStorage');
    storage.setItem('a', '1');
    expect(real.data.get('a')).toBe('1');
    expect(storage.getItem('a')).toBe('1');
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to memory when the storage cannot even be reached (private mode, sandbox)', () => {
    const storage = createSafeStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    }, 'localStorage');
    storage.setItem('a', '1');
    expect(storage.getItem('a')).toBe('1');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('keeps a value written when the quota runs out, and warns once however often it fails', () => {
    const real = memoryStorage();
    real.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    const storage = createSafeStorage(() => real, 'localStorage');
    storage.setItem('progress', 'v1');
    storage.setItem('progress', 'v2');
    expect(storage.getItem('progress')).toBe('v2');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('reads from memory once reads start throwing', () => {
    const real = memoryStorage();
    const storage = createSafeStorage(() => real, 'sessionStorage');
    storage.setItem('debug', 'on');
    real.getItem = () => {
      throw new Error('storage disabled mid-visit');
    };
    expect(storage.getItem('debug')).toBe('on');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('treats a missing storage as unavailable', () => {
    const storage = createSafeStorage(() => undefined, 'localStorage');
    expect(storage.getItem('x')).toBeNull();
    storage.setItem('x', 'y');
    expect(storage.getItem('x')).toBe('y');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
