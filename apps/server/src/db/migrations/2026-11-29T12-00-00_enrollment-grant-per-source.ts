/**
 * Each source of access holds its own grant: every paid order its own rows, staff theirs. Until
 * now one active grant per student and paper (or module) stood for all of them, so a second
 * order for the same paper (or a staff grant over a bought one) recorded nothing, and refunding
 * the order that did hold the row left a student who had paid with nothing. Access now stands
 * while any active grant opens it (db/module-access-conditions.ts already reads it so).
 *
 * The keys become: one active grant of a paper, and of a module, per order; and per student and
 * source for grants without an order (staff, the demo seed).
 */
import { type Kysely, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.dropIndex('enrollments_active_paper_unique').execute();
  await db.schema.dropIndex('enrollments_active_module_unique').execute();
  await db.schema
    .createIndex('enrollments_active_order_paper_unique')
    .on('enrollments')
    .columns(['order_id', 'paper_id'])
    .unique()
    .where(sql.ref('order_id'), 'is not', null)
    .where(sql.ref('module_id'), 'is', null)
    .where(sql.ref('revoked_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('enrollments_active_order_module_unique')
    .on('enrollments')
    .columns(['order_id', 'module_id'])
    .unique()
    .where(sql.ref('order_id'), 'is not', null)
    .where(sql.ref('module_id'), 'is not', null)
    .where(sql.ref('revoked_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('enrollments_active_source_paper_unique')
    .on('enrollments')
    .columns(['user_id', 'paper_id', 'source'])
    .unique()
    .where(sql.ref('order_id'), 'is', null)
    .where(sql.ref('module_id'), 'is', null)
    .where(sql.ref('revoked_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('enrollments_active_source_module_unique')
    .on('enrollments')
    .columns(['user_id', 'module_id', 'source'])
    .unique()
    .where(sql.ref('order_id'), 'is', null)
    .where(sql.ref('module_id'), 'is not', null)
    .where(sql.ref('revoked_at'), 'is', null)
    .execute();
}

/**
 * Back to one active grant per student and paper (or module): of several, the oldest stays
 * active and the others are revoked as of their own start, so the old keys can be built.
 */
export async function down(db: Db): Promise<void> {
  for (const column of ['paper_id', 'module_id'] as const) {
    await db
      .updateTable('enrollments as later')
      .set({ revoked_at: sql.ref('later.created_at') })
      .where('later.revoked_at', 'is', null)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('enrollments as earlier')
            .select('earlier.id')
            .whereRef('earlier.user_id', '=', 'later.user_id')
            .whereRef('earlier.paper_id', '=', 'later.paper_id')
            .where('earlier.revoked_at', 'is', null)
            .whereRef('earlier.id', '<', 'later.id')
            .where((inner) =>
              column === 'paper_id'
                ? inner.and([inner('earlier.module_id', 'is', null), inner('later.module_id', 'is', null)])
                : inner('earlier.module_id', '=', inner.ref('later.module_id')),
            ),
        ),
      )
      .execute();
  }
  for (const name of [
    'enrollments_active_order_paper_unique',
    'enrollments_active_order_module_unique',
    'enrollments_active_source_paper_unique',
    'enrollments_active_source_module_unique',
  ])
    await db.schema.dropIndex(name).execute();
  await db.schema
    .createIndex('enrollments_active_paper_unique')
    .on('enrollments')
    .columns(['user_id', 'paper_id'])
    .unique()
    .where(sql.ref('module_id'), 'is', null)
    .where(sql.ref('revoked_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('enrollments_active_module_unique')
    .on('enrollments')
    .columns(['user_id', 'module_id'])
    .unique()
    .where(sql.ref('module_id'), 'is not', null)
    .where(sql.ref('revoked_at'), 'is', null)
    .execute();
}
