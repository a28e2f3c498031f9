import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.js';

function setup(maxEntries = 10) {
  let now = 1_000;
  const loads: string[] = [];
  let fail = false;
  const cache = new TtlCache<string, string>({
    ttlMs: 100,
    maxEntries,
    clock: () => now,
    load: (key) => {
      loads.push(key);
      return fail ? Promise.reject(new Error('down')) : Promise.resolve(`${key}@${now}`);
    },
  });
  return {
    cache,
    loads,
    advance: (ms: number) => (now += ms),
    failLoads: (value: boolean) => (fail = value),
  };
}

describe('TtlCache', () => {
  it('loads once and shares the value until it is ttl old', async () => {
    const { cache, loads, advance } = setup();
    expect(await cache.get('a')).toBe('a@1000');
    advance(99);
    expect(await cache.get('a')).toBe('a@1000');
    advance(1);
    expect(await cache.get('a')).toBe('a@1100');
    expect(loads).toEqual(['a', 'a']);
  });

  it('shares a load in flight', async () => {
    const { cache, loads } = setup();
    const [first, second] = await Promise.all([cache.get('a'), cache.get('a')]);
    expect(first).toBe(second);
    expect(loads).toEqual(['a']);
  });

  it('forgets a failed load so the next read tries again', async () => {
    const { cache, loads, failLoads } = setup();
    failLoads(true);
    await expect(cache.get('a')).rejects.toThrow('down');
    failLoads(false);
    expect(await cache.get('a')).toBe('a@1000');
    expect(loads).toEqual(['a', 'a']);
  });

  it('drops the oldest entry when full', async () => {
    const { cache, loads } = setup(2);
    await cache.get('a');
    await cache.get('b');
    await cache.get('c'); // evicts a
    await cache.get('b');
    await cache.get('a');
    expect(loads).toEqual(['a', 'b', 'c', 'a']);
  });
});
