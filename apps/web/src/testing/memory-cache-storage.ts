// Cache Storage for tests (jsdom has none): caches by name, entries by absolute URL. Enough of the
// API for what the app does with it: open, has, delete, keys, match, put, delete an entry.
// `failPutsAfter` makes the nth and later puts fail as a full device would.
import { vi } from 'vitest';

const BASE = 'http://localhost';

class MemoryCache {
  readonly entries = new Map<string, Response>();
  constructor(private readonly storage: MemoryCacheStorage) {}

  keys() {
    return Promise.resolve([...this.entries.keys()].map((url) => new Request(url)));
  }
  match(request: RequestInfo | URL) {
    const response = this.entries.get(urlOf(request));
    return Promise.resolve(response?.clone());
  }
  async put(request: RequestInfo | URL, response: Response) {
    this.storage.putCount += 1;
    if (this.storage.failPutsAfter !== null && this.storage.putCount > this.storage.failPutsAfter) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    const body = await response.arrayBuffer();
    this.entries.set(urlOf(request), new Response(body, { status: response.status, headers: response.headers }));
  }
  delete(request: RequestInfo | URL) {
    return Promise.resolve(this.entries.delete(urlOf(request)));
  }
}

function urlOf(request: RequestInfo | URL): string {
  if (request instanceof URL) return request.href;
  return new URL(typeof request === 'string' ? request : request.url, BASE).href;
}

export class MemoryCacheStorage {
  readonly caches = new Map<string, MemoryCache>();
  putCount = 0;
  failPutsAfter: number | null = null;

  open(name: string) {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new MemoryCache(this);
      this.caches.set(name, cache);
    }
    return Promise.resolve(cache);
  }
  has(name: string) {
    return Promise.resolve(this.caches.has(name));
  }
  delete(name: string) {
    return Promise.resolve(this.caches.delete(name));
  }
  /** The paths (with query) held in one cache. */
  pathsIn(name: string): string[] {
    return [...(this.caches.get(name)?.entries.keys() ?? [])].map((url) => url.slice(BASE.length)).sort();
  }
}

/** Installs a fresh one as the global `caches`; vi.unstubAllGlobals() takes it away. */
export function stubCacheStorage(): MemoryCacheStorage {
  const storage = new MemoryCacheStorage();
  vi.stubGlobal('caches', storage);
  return storage;
}
