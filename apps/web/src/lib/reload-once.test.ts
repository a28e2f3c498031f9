import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadOnceForNewVersion } from './reload-once';

describe('reloadOnceForNewVersion', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('reloads once, not again within a minute, and again after it', () => {
    const reload = vi.fn();
    expect(reloadOnceForNewVersion(reload, 1_000_000)).toBe(true);
    expect(reloadOnceForNewVersion(reload, 1_000_000 + 59_000)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    expect(reloadOnceForNewVersion(reload, 1_000_000 + 61_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
