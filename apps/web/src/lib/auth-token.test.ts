import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_TOKEN_STORAGE_KEY,
  clearAuthToken,
  readAuthToken,
  storeAuthToken,
  subscribeToAuthToken,
} from './auth-token';

afterEach(() => {
  clearAuthToken();
});

describe('auth token', () => {
  it("forgets the API answers and the downloads kept for offline use at every change of session: they were someone else's", () => {
    const cacheStorage = { delete: vi.fn(() => Promise.resolve(true)) };
    vi.stubGlobal('caches', cacheStorage);
    storeAuthToken('first student');
    expect(cacheStorage.delete.mock.calls).toEqual([['padanam-api'], ['padanam-downloads']]);
    storeAuthToken('second student');
    clearAuthToken();
    expect(cacheStorage.delete).toHaveBeenCalledTimes(6);
    vi.unstubAllGlobals();
  });

  it('is stored in localStorage under authToken', () => {
    storeAuthToken('abc');
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe('abc');
    expect(readAuthToken()).toBe('abc');
    clearAuthToken();
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(readAuthToken()).toBeNull();
  });

  it('tells subscribers about changes here and in other tabs', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToAuthToken(listener);
    storeAuthToken('abc');
    clearAuthToken();
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_TOKEN_STORAGE_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'somethingElse' }));
    expect(listener).toHaveBeenCalledTimes(3);

    unsubscribe();
    storeAuthToken('def');
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('keeps the token in memory for this tab when storage refuses it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    storeAuthToken('abc');
    expect(readAuthToken()).toBe('abc');
    clearAuthToken();
    expect(readAuthToken()).toBeNull();
  });
});
