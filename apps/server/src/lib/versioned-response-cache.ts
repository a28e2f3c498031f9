/**
 * Reply bodies kept per key under a version number: a body is returned only to a request for
 * the very version it was stored under (the whole store is dropped when the version moves,
 * which also bounds it to the keys of one version). Each body keeps its ETag and its
 * compressed forms, made once on first use instead of on every reply.
 */
import crypto from 'node:crypto';
import zlib from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

export interface CachedBody {
  /** The reply body as JSON text, exactly as the route's serializer wrote it. */
  readonly json: Buffer;
  /** A strong validator that depends only on the bytes, so every process gives the same one. */
  readonly etag: string;
  /** The body in this encoding (compressed once, then kept). */
  encoded(encoding: ContentEncoding): Buffer;
}

export interface VersionedResponseCacheOptions {
  /** Bodies below this size are never compressed (as the compression plugin's threshold). */
  compressThresholdBytes: number;
  /** Brotli quality; the compression plugin's default is 4. */
  brotliQuality: number;
  /** Refuse new keys beyond this many per version, so no request can grow the store without limit. */
  maxEntries: number;
}

function cachedBody(text: string, { brotliQuality }: VersionedResponseCacheOptions): CachedBody {
  const json = Buffer.from(text, 'utf8');
  const etag = `"${crypto.createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`;
  let brotli: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    json,
    etag,
    encoded(encoding) {
      if (encoding === 'br')
        return (brotli ??= zlib.brotliCompressSync(json, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality },
        }));
      if (encoding === 'gzip') return (gzip ??= zlib.gzipSync(json));
      return json;
    },
  };
}

export function createVersionedResponseCache(options: VersionedResponseCacheOptions) {
  let version: number | null = null;
  let bodies = new Map<string, CachedBody>();

  function get(key: string, atVersion: number): CachedBody | undefined {
    return atVersion === version ? bodies.get(key) : undefined;
  }

  /**
   * Keeps `text` under `key` for `atVersion`. Any other version than the store's empties it
   * first: newer is the usual case, older happens after a database is restored from a backup.
   */
  function put(key: string, atVersion: number, text: string): CachedBody {
    const body = cachedBody(text, options);
    if (atVersion !== version) {
      version = atVersion;
      bodies = new Map();
    }
    if (bodies.has(key) || bodies.size < options.maxEntries) bodies.set(key, body);
    return body;
  }

  /** Which encoding to send for an Accept-Encoding header: brotli, then gzip, by the client's q-values. */
  function chooseEncoding(body: CachedBody, acceptEncoding: string | undefined): ContentEncoding {
    if (acceptEncoding === undefined || body.json.length < options.compressThresholdBytes) return 'identity';
    let brQ = 0;
    let gzipQ = 0;
    for (const part of acceptEncoding.toLowerCase().split(',')) {
      const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const qParameter = parameters.find((parameter) => parameter.startsWith('q='));
      const q = qParameter === undefined ? 1 : Number(qParameter.slice(2));
      if (!Number.isFinite(q)) continue;
      if (name === 'br') brQ = q;
      else if (name === 'gzip' || name === 'x-gzip' || name === '*') gzipQ = Math.max(gzipQ, q);
    }
    if (brQ > 0 && brQ >= gzipQ) return 'br';
    return gzipQ > 0 ? 'gzip' : 'identity';
  }

  return { get, put, chooseEncoding };
}

export type VersionedResponseCache = ReturnType<typeof createVersionedResponseCache>;
