/**
 * On PostgreSQL, an order's lines and payment events lost their foreign key to orders when the
 * orders migration (2026-11-26) rebuilt the table: they were made pointing at the old table, and
 * dropping it with `cascade` dropped their keys too (SQLite resolves the reference by name, so it
 * kept them). Without them, deleting an order left its lines behind and nothing tied a line to a
 * real order. The keys are added back as that migration declared them; a line whose order is gone
 * could only have been left by that gap and goes, and such an event keeps no order.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Db): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`delete from order_items where not exists (select 1 from orders where orders.id = order_items.order_id)`.execute(
    db,
  );
  await sql`update payment_events set order_id = null
    where order_id is not null and not exists (select 1 from orders where orders.id = payment_events.order_id)`.execute(
    db,
  );
  await sql`alter table order_items add constraint order_items_order_fk
    foreign key (order_id) references orders (id) on delete cascade`.execute(db);
  await sql`alter table payment_events add constraint payment_events_order_fk
    foreign key (order_id) references orders (id) on delete set null`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table payment_events drop constraint payment_events_order_fk`.execute(db);
  await sql`alter table order_items drop constraint order_items_order_fk`.execute(db);
}
