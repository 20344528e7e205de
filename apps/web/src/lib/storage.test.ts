import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearStored, localStore, readStored, removeStored, sessionStore, writeStored } from './storage';

afterEach(() => vi.restoreAllMocks());

describe('storage helpers', () => {
  it('write, read, remove and clear JSON values in local and session storage separately', () => {
    writeStored('settings', { mode: 'dark', stretch: true });
    sessionStore.write('draft', ['a', 1]);
    expect(readStored('settings')).toEqual({ mode: 'dark', stretch: true });
    expect(localStorage.getItem('settings')).toBe('{"mode":"dark","stretch":true}');
    expect(sessionStore.read('draft')).toEqual(['a', 1]);
    expect(localStore.read('draft')).toBeNull();
    removeStored('settings');
    expect(readStored('settings')).toBeNull();
    localStore.write('x', 1);
    clearStored('session');
    expect(sessionStore.read('draft')).toBeNull();
    expect(localStore.read('x')).toBe(1);
  });

  it('reads a value that is not JSON as null', () => {
    localStorage.setItem('broken', '{not json');
    expect(readStored('broken')).toBeNull();
  });

  it('ignores a full or refusing storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'clear').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => writeStored('k', 1)).not.toThrow();
    expect(readStored('k')).toBeNull();
    expect(() => removeStored('k')).not.toThrow();
    expect(() => sessionStore.clear()).not.toThrow();
  });

  it('ignores storage that cannot even be reached', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => localStore.write('k', 1)).not.toThrow();
    expect(localStore.read('k')).toBeNull();
  });
});
