/** SQL for the audit log. */
import type { Kysely } from 'kysely';
import type { AuditLogTable, Database } from '../../db/schema.js';
import { containsText } from '../../db/text-search.js';

export type NewAuditEntry = Omit<AuditLogTable, 'id'>;

export async function insertAuditEntry(db: Kysely<Database>, entry: NewAuditEntry): Promise<void> {
  await db.insertInto('auditLog').values(entry).execute();
}

export interface AuditFilter {
  actorId?: number;
  entityType?: string;
  entityId?: number;
  action?: string;
}

function filtered(db: Kysely<Database>, filter: AuditFilter) {
  let query = db.selectFrom('auditLog').leftJoin('users', 'users.id', 'auditLog.actorUserId');
  if (filter.actorId !== undefined) query = query.where('auditLog.actorUserId', '=', filter.actorId);
  if (filter.entityType !== undefined) query = query.where('auditLog.entityType', '=', filter.entityType);
  if (filter.entityId !== undefined) query = query.where('auditLog.entityId', '=', filter.entityId);
  if (filter.action !== undefined) query = query.where(containsText('audit_log.action', filter.action));
  return query;
}

export async function countAuditEntries(db: Kysely<Database>, filter: AuditFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function findAuditEntries(
  db: Kysely<Database>,
  filter: AuditFilter,
  page: { limit: number; offset: number; order: 'asc' | 'desc' },
) {
  return filtered(db, filter)
    .select([
      'auditLog.id',
      'auditLog.actorUserId',
      'users.name as actorName',
      'auditLog.action',
      'auditLog.entityType',
      'auditLog.entityId',
      'auditLog.beforeJson',
      'auditLog.afterJson',
      'auditLog.createdAt',
    ])
    .orderBy('auditLog.createdAt', page.order)
    .orderBy('auditLog.id', page.order)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}
