/**
 * The catalogue version as this process last read it from the database. Caches of catalogue
 * replies key on it, so they agree across server processes: after a catalogue write commits
 * (which bumps the version in its own transaction), every process sees the new version within
 * `maxAgeMs` and stops serving what it cached before. That bound is the catalogue's staleness
 * (docs/DEPLOY.md); the read costs one indexed single-row query per process per interval.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { readCatalogueVersion } from './catalogue-version.repository.js';

/** How long a process trusts the version it read: a staff edit reaches every process within this. */
export const CATALOGUE_VERSION_MAX_AGE_MS = 1000;

export function createCatalogueVersionService({
  db,
  clock,
  maxAgeMs = CATALOGUE_VERSION_MAX_AGE_MS,
}: {
  db: Kysely<Database>;
  clock: Clock;
  maxAgeMs?: number;
}) {
  let known: { version: number; readAt: number } | null = null;
  // Requests arriving while the version is being read share that one read.
  let reading: Promise<number> | null = null;

  /** The current version, read from the database at most once per `maxAgeMs`. */
  function current(): Promise<number> {
    if (known !== null && clock() - known.readAt < maxAgeMs) return Promise.resolve(known.version);
    reading ??= (async () => {
      const readAt = clock();
      try {
        const version = await readCatalogueVersion(db);
        known = { version, readAt };
        return version;
      } finally {
        reading = null;
      }
    })();
    return reading;
  }

  /** Forget the version read: the next `current()` reads it again (after this process wrote the catalogue). */
  function forget(): void {
    known = null;
  }

  return { current, forget };
}

export type CatalogueVersionService = ReturnType<typeof createCatalogueVersionService>;
