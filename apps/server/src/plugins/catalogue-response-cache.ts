/**
 * Public catalogue replies served from memory. Hooks for a catalogue route: `serveCached`
 * (a preHandler, so params and query are already validated and the key is built from their
 * parsed values, never from raw URL text) answers an anonymous request from the cache, and
 * `rememberReply` (an onSend hook, run before compression) keeps the JSON the route's own
 * response schema just produced. So a cached reply is byte for byte what the route would
 * send: the response schema stays the allowlist, it is simply applied once per version.
 *
 * Correct across processes and edits: entries are kept under the catalogue version in the
 * database (CatalogueVersionService), re-read at most every second, and the version is read
 * before the route's own queries, so a body is never filed under a newer version than its
 * data. Only requests without an Authorization header are cached or served: a logged-in
 * caller's reply says what they saved and may open, and always goes through the route.
 * Replies carry a strong ETag; a matching If-None-Match gets 304.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createVersionedResponseCache } from '../lib/versioned-response-cache.js';
import type { CatalogueVersionService } from '../modules/papers/catalogue-version.service.js';

/** The same as the compression plugin's settings in app.ts, so a cached reply is encoded as a fresh one would be. */
const COMPRESSION = { compressThresholdBytes: 1024, brotliQuality: 4 };
/** Far above the catalogue's size (a key per paper type, paper and its module list). */
const MAX_ENTRIES = 10_000;

interface PendingEntry {
  key: string;
  version: number;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

export function createCatalogueResponseCache(versions: CatalogueVersionService) {
  const cache = createVersionedResponseCache({ ...COMPRESSION, maxEntries: MAX_ENTRIES });
  const pending = new WeakMap<FastifyRequest, PendingEntry>();

  const keyOf = (request: FastifyRequest) =>
    `${request.routeOptions.url}|${JSON.stringify(request.params)}|${JSON.stringify(request.query)}`;

  async function serveCached(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    if (request.headers.authorization !== undefined) return undefined;
    const version = await versions.current();
    const key = keyOf(request);
    const body = cache.get(key, version);
    if (body === undefined) {
      pending.set(request, { key, version });
      return undefined;
    }
    reply.header('etag', body.etag).header('vary', 'accept-encoding');
    if (matchesEtag(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
    const encoding = cache.chooseEncoding(body, request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.type('application/json; charset=utf-8').send(body.encoded(encoding));
  }

  function rememberReply(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (error: Error | null, payload: unknown) => void,
  ): void {
    const entry = pending.get(request);
    if (entry !== undefined && reply.statusCode === 200 && typeof payload === 'string')
      reply.header('etag', cache.put(entry.key, entry.version, payload).etag);
    done(null, payload);
  }

  return { serveCached, rememberReply };
}
