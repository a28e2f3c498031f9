/**
 * The sales report reads orders by the moment they were paid (sales by day, the GST export)
 * and refunded orders by the moment they were refunded, over a range of days.
 */
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.createIndex('orders_paid_at_idx').on('orders').column('paid_at').execute();
  await db.schema.createIndex('orders_status_closed_idx').on('orders').columns(['status', 'closed_at']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('orders_status_closed_idx').execute();
  await db.schema.dropIndex('orders_paid_at_idx').execute();
}
