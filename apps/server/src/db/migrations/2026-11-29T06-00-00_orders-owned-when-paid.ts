/**
 * A student can pay twice for the same thing: two orders started before either was paid (a
 * WhatsApp order and a card payment, or a gateway capture arriving after a retry). Paying the
 * second grants nothing new, so it records how many of its lines the student already had, for
 * staff to see and refund.
 */
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('lines_owned_when_paid', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('lines_owned_when_paid').execute();
}
