/** SQL for the retention sweep: last activity, inactive students and their notices, old log rows. */
import { type Kysely, sql } from 'kysely';
import type { AppLanguage, Database } from '../../db/schema.js';

/**
 * Folds each person's latest session activity into `account_activity`, so it outlives the
 * sessions the maintenance sweep purges. Returns nothing: it is an upsert of every live session.
 */
export async function foldSessionActivity(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('accountActivity')
    .columns(['userId', 'lastActiveAt'])
    .expression((eb) =>
      eb
        .selectFrom('sessions')
        .select((select) => ['sessions.userId', select.fn.max('sessions.lastSeenAt').as('lastActiveAt')])
        // SQLite reads `ON CONFLICT` after a SELECT only when the SELECT has a WHERE.
        .where('sessions.userId', 'is not', null)
        .groupBy('sessions.userId'),
    )
    .onConflict((conflict) =>
      conflict
        .column('userId')
        .doUpdateSet((eb) => ({ lastActiveAt: eb.ref('excluded.lastActiveAt') }))
        .whereRef('excluded.lastActiveAt', '>', 'accountActivity.lastActiveAt'),
    )
    .execute();
}

/** When a person was last active: their last session, or when they joined if they never had one. */
function lastActive(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .leftJoin('accountActivity', 'accountActivity.userId', 'users.id')
    .select([
      'users.id',
      'users.countryCode',
      'users.phone',
      'users.language',
      sql<number>`coalesce(${sql.ref('account_activity.last_active_at')}, ${sql.ref('users.created_at')})`.as(
        'lastActiveAt',
      ),
    ])
    .where('users.role', '=', 'student');
}

/** Students inactive since `cutoff` who have had no notice yet, a batch at a time. */
export function findInactiveWithoutNotice(
  db: Kysely<Database>,
  cutoff: number,
  limit: number,
): Promise<{ id: number; countryCode: string; phone: string; language: AppLanguage }[]> {
  return db
    .selectFrom(lastActive(db).as('person'))
    .select(['person.id', 'person.countryCode', 'person.phone', 'person.language'])
    .where('person.lastActiveAt', '<=', cutoff)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('inactiveAccountNotices')
            .select('userId')
            .whereRef('inactiveAccountNotices.userId', '=', 'person.id'),
        ),
      ),
    )
    .orderBy('person.id')
    .limit(limit)
    .execute();
}

export async function insertNotice(db: Kysely<Database>, userId: number, sentAt: number): Promise<void> {
  await db
    .insertInto('inactiveAccountNotices')
    .values({ userId, inactiveNoticeSentAt: sentAt })
    .onConflict((conflict) => conflict.column('userId').doNothing())
    .execute();
}

/** Notices of people active since they were sent (they logged in), or no longer students: cleared. */
export async function deleteVoidNotices(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('inactiveAccountNotices')
    .where('erasureRequestedAt', 'is', null)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('accountActivity')
            .select('accountActivity.userId')
            .whereRef('accountActivity.userId', '=', 'inactiveAccountNotices.userId')
            .whereRef('accountActivity.lastActiveAt', '>', 'inactiveAccountNotices.inactiveNoticeSentAt'),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom('users')
              .select('users.id')
              .whereRef('users.id', '=', 'inactiveAccountNotices.userId')
              .where('users.role', '=', 'student'),
          ),
        ),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Students noticed at or before `noticedBefore`, still inactive, not yet handed to erasure. */
export function findDueForErasure(db: Kysely<Database>, noticedBefore: number, limit: number): Promise<number[]> {
  return db
    .selectFrom('inactiveAccountNotices')
    .innerJoin('users', 'users.id', 'inactiveAccountNotices.userId')
    .select('inactiveAccountNotices.userId')
    .where('users.role', '=', 'student')
    .where('inactiveAccountNotices.erasureRequestedAt', 'is', null)
    .where('inactiveAccountNotices.inactiveNoticeSentAt', '<=', noticedBefore)
    .orderBy('inactiveAccountNotices.userId')
    .limit(limit)
    .execute()
    .then((rows) => rows.map((row) => row.userId));
}

export async function markErasureRequested(db: Kysely<Database>, userId: number, at: number): Promise<void> {
  await db.updateTable('inactiveAccountNotices').set({ erasureRequestedAt: at }).where('userId', '=', userId).execute();
}

/** Audit entries older than `cutoff`, up to `limit` of them. */
export async function deleteAuditEntriesBefore(db: Kysely<Database>, cutoff: number, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('auditLog')
    .where('id', 'in', (eb) =>
      eb.selectFrom('auditLog').select('id').where('createdAt', '<', cutoff).orderBy('id').limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Payment events older than `cutoff`, up to `limit`, except those of a paid order (or one paid and
 * then refunded): those are the order's tax record and stay with it.
 */
export async function deletePaymentEventsBefore(db: Kysely<Database>, cutoff: number, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('paymentEvents')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('paymentEvents')
        .select('id')
        .where('receivedAt', '<', cutoff)
        .where((where) =>
          where.or([
            where('orderId', 'is', null),
            where.not(
              where.exists(
                where
                  .selectFrom('orders')
                  .select('orders.id')
                  .whereRef('orders.id', '=', 'paymentEvents.orderId')
                  .where('orders.paidAt', 'is not', null),
              ),
            ),
          ]),
        )
        .orderBy('id')
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
