import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createVersionedResponseCache } from './versioned-response-cache.js';

const options = { compressThresholdBytes: 1024, brotliQuality: 4, maxEntries: 3 };

describe('versioned response cache', () => {
  it('returns a body only for the version it was stored under', () => {
    const cache = createVersionedResponseCache(options);
    cache.put('a', 5, '{"v":5}');
    expect(cache.get('a', 5)?.json.toString()).toBe('{"v":5}');
    expect(cache.get('a', 6)).toBeUndefined();
    expect(cache.get('a', 4)).toBeUndefined();
  });

  it('drops every body when the version moves, forward or (after a restore) back', () => {
    const cache = createVersionedResponseCache(options);
    cache.put('a', 5, '{"v":5}');
    cache.put('b', 6, '{"v":6}');
    expect(cache.get('a', 5)).toBeUndefined();
    expect(cache.get('b', 6)?.json.toString()).toBe('{"v":6}');
    cache.put('a', 2, '{"v":2}');
    expect(cache.get('b', 6)).toBeUndefined();
    expect(cache.get('a', 2)?.json.toString()).toBe('{"v":2}');
  });

  it('keeps at most maxEntries keys per version, but still replaces a kept one', () => {
    const cache = createVersionedResponseCache(options);
    for (const key of ['a', 'b', 'c', 'd']) cache.put(key, 1, `"${key}"`);
    expect(cache.get('d', 1)).toBeUndefined();
    cache.put('a', 1, '"a2"');
    expect(cache.get('a', 1)?.json.toString()).toBe('"a2"');
  });

  it('gives the same strong ETag for the same bytes, another for other bytes', () => {
    const cache = createVersionedResponseCache(options);
    const first = cache.put('a', 1, '{"x":1}');
    const again = createVersionedResponseCache(options).put('z', 9, '{"x":1}');
    expect(first.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(again.etag).toBe(first.etag);
    expect(cache.put('a', 1, '{"x":2}').etag).not.toBe(first.etag);
  });

  it('compresses only above the threshold, and what it compresses decodes to the body', () => {
    const cache = createVersionedResponseCache(options);
    const small = cache.put('small', 1, '{"x":1}');
    const large = cache.put('large', 1, JSON.stringify({ text: 'catalogue '.repeat(200) }));
    expect(cache.chooseEncoding(small, 'gzip, deflate, br, zstd')).toBe('identity');
    expect(cache.chooseEncoding(large, 'gzip, deflate, br, zstd')).toBe('br');
    expect(cache.chooseEncoding(large, 'gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(cache.chooseEncoding(large, 'br;q=0, gzip;q=0')).toBe('identity');
    expect(cache.chooseEncoding(large, '*')).toBe('gzip');
    expect(cache.chooseEncoding(large, undefined)).toBe('identity');
    expect(zlib.brotliDecompressSync(large.encoded('br')).equals(large.json)).toBe(true);
    expect(zlib.gunzipSync(large.encoded('gzip')).equals(large.json)).toBe(true);
    expect(large.encoded('br')).toBe(large.encoded('br')); // compressed once, then kept
  });
});
