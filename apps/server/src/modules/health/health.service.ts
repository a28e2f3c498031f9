/** Liveness for load balancers and uptime checks: the answer includes a real database round trip. */
import type { Kysely } from 'kysely';
import type { TDatabaseKind, THealth } from '@padanam/contract';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { pingDatabase } from './health.repository.js';

/** Where the cause of a failed check is written; the client only learns that the database is down. */
export interface HealthLog {
  error(details: { err: unknown }, message: string): void;
}

export function createHealthService({ db, dbKind }: { db: Kysely<Database>; dbKind: TDatabaseKind }) {
  async function checkHealth(log: HealthLog): Promise<THealth> {
    try {
      await pingDatabase(db);
    } catch (error) {
      log.error({ err: error }, 'health check: database unreachable');
      throw new AppError('SERVICE_UNAVAILABLE', 'The database is unreachable.');
    }
    return { status: 'ok', db: dbKind };
  }

  return { checkHealth };
}

export type HealthService = ReturnType<typeof createHealthService>;
