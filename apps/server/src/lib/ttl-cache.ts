/**
 * Values read from the database and shared for a few seconds. A load in flight is shared
 * by everyone who asks meanwhile; a failed load is forgotten at once, so an error is never
 * served from the cache. Bounded: past `maxEntries` the oldest entry goes.
 */
import type { Clock } from './clock.js';

export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: Promise<V>; loadedAt: number }>();

  constructor(
    private readonly options: { ttlMs: number; maxEntries: number; clock: Clock; load: (key: K) => Promise<V> },
  ) {}

  get(key: K): Promise<V> {
    const now = this.options.clock();
    const cached = this.entries.get(key);
    if (cached && now - cached.loadedAt < this.options.ttlMs) return cached.value;
    this.entries.delete(key); // re-inserted below, so insertion order stays oldest-first
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    const value = this.options.load(key);
    const entry = { value, loadedAt: now };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }
}
