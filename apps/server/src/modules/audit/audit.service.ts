/**
 * The audit log: every staff write records who made it, when, what it was, and the record
 * before and after. A write and its entry go in one transaction (`recordIn` takes the
 * transaction), so the log never shows a change that did not happen, nor misses one that did.
 */
import type { Kysely } from 'kysely';
import type { TAuditLogPage, TAuditLogQueryValues } from '@padanam/contract';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { pageOf, readPageQuery } from '../../lib/page.js';
import { countAuditEntries, findAuditEntries, insertAuditEntry } from './audit.repository.js';

export interface AuditRecord {
  /** Null for the server's command line. */
  actorUserId: number | null;
  /** `<entity>.<verb>`, such as `paper.create` or `enrollment.revoke`. */
  action: string;
  entityType: string;
  entityId: number | null;
  before?: unknown;
  after?: unknown;
}

function toJson(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

function fromJson(text: string | null): unknown {
  return text === null ? null : (JSON.parse(text) as unknown);
}

export function createAuditService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  /** Records one staff write inside the transaction that makes it. */
  async function recordIn(trx: Kysely<Database>, record: AuditRecord): Promise<void> {
    await insertAuditEntry(trx, {
      actorUserId: record.actorUserId,
      action: record.action,
      entityType: record.entityType,
      entityId: record.entityId,
      beforeJson: toJson(record.before),
      afterJson: toJson(record.after),
      createdAt: clock(),
    });
  }

  async function listEntries(query: TAuditLogQueryValues): Promise<TAuditLogPage> {
    const filter = {
      actorId: query.actorId,
      entityType: query.entityType,
      entityId: query.entityId,
      action: query.action?.trim() || undefined,
    };
    const page = readPageQuery(query, 'desc');
    const [total, rows] = await Promise.all([countAuditEntries(db, filter), findAuditEntries(db, filter, page)]);
    return pageOf(
      rows.map(({ beforeJson, afterJson, createdAt, ...row }) => ({
        ...row,
        createdAt: Number(createdAt),
        before: fromJson(beforeJson),
        after: fromJson(afterJson),
      })),
      total,
      page,
    );
  }

  return { recordIn, listEntries };
}

export type AuditService = ReturnType<typeof createAuditService>;
