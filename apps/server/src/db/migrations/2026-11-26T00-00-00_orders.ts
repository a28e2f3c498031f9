/**
 * Orders as commerce needs them: bought by Razorpay or by a WhatsApp order staff confirm, with
 * the life of an order (awaiting payment, paid, failed, cancelled, refunded) and who decided it;
 * lines that are a paper or one module, each with the title and price it was sold at (a receipt
 * never changes when the catalogue does); payment events keyed by the gateway's event id, so a
 * webhook delivered twice is handled once.
 *
 * No request could create an order before this, so the three tables are rebuilt rather than
 * altered (SQLite cannot change a check constraint); any rows there are copied. Enrollments point
 * at orders: SQLite resolves that reference by name once the new table takes the old name, while
 * PostgreSQL drops it with the old table, so it is added again.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

function withId(db: Db, name: string) {
  const table = db.schema.createTable(name);
  return isPostgres(db)
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

async function dropOldOrders(db: Db): Promise<void> {
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropTable('order_items').execute();
  if (isPostgres(db)) await sql`drop table orders cascade`.execute(db);
  else await db.schema.dropTable('orders').execute();
}

async function pointEnrollmentsAtOrders(db: Db): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table enrollments add constraint enrollments_order_fk foreign key (order_id) references orders (id)`.execute(
    db,
  );
}

/** Orders are copied with their ids; on PostgreSQL the identity must go on from the highest. */
async function continueIdsAfterCopiedRows(db: Db): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`select setval(pg_get_serial_sequence('orders', 'id'), coalesce(max(id), 0) + 1, false) from orders`.execute(
    db,
  );
}

export async function up(db: Db): Promise<void> {
  await withId(db, 'orders_next')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('awaiting_payment', 'paid', 'failed', 'cancelled', 'refunded')`),
    )
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('razorpay', 'whatsapp')`))
    .addColumn('amount_paise', 'integer', (c) => c.notNull().check(sql`amount_paise >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('provider_order_id', 'text', (c) => c.unique())
    .addColumn('provider_payment_id', 'text')
    .addColumn('provider_refund_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('closed_at', 'bigint')
    .addColumn('decided_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db
    .insertInto('orders_next')
    .columns([
      'id',
      'user_id',
      'status',
      'method',
      'amount_paise',
      'currency',
      'provider_order_id',
      'provider_payment_id',
      'created_at',
      'updated_at',
      'paid_at',
    ])
    .expression(
      db
        .selectFrom('orders')
        .select([
          'id',
          'user_id',
          sql<string>`case status when 'created' then 'awaiting_payment' else status end`.as('status'),
          sql<string>`case provider when 'razorpay' then 'razorpay' else 'whatsapp' end`.as('method'),
          'amount_paise',
          'currency',
          'provider_order_id',
          'provider_payment_id',
          'created_at',
          sql`coalesce(paid_at, created_at)`.as('updated_at'),
          'paid_at',
        ]),
    )
    .execute();

  await withId(db, 'order_items_next')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('paper_id', 'integer', (c) => c.notNull().references('papers.id'))
    .addColumn('module_id', 'integer', (c) => c.references('modules.id'))
    .addColumn('paper_title', 'text', (c) => c.notNull())
    .addColumn('module_number', 'integer')
    .addColumn('module_title', 'text')
    .addColumn('price_paise', 'integer', (c) => c.notNull().check(sql`price_paise >= 0`))
    .addColumn('list_price_paise', 'integer')
    .execute();
  await db
    .insertInto('order_items_next')
    .columns(['order_id', 'paper_id', 'paper_title', 'price_paise'])
    .expression(
      db
        .selectFrom('order_items')
        .innerJoin('papers', 'papers.id', 'order_items.paper_id')
        .select(['order_items.order_id', 'order_items.paper_id', 'papers.title', 'order_items.price_paise']),
    )
    .execute();

  await withId(db, 'payment_events_next')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_event_id', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('payment_events_provider_event_key', ['provider', 'provider_event_id'])
    .execute();

  await dropOldOrders(db);
  await db.schema.alterTable('orders_next').renameTo('orders').execute();
  await db.schema.alterTable('order_items_next').renameTo('order_items').execute();
  await db.schema.alterTable('payment_events_next').renameTo('payment_events').execute();
  await pointEnrollmentsAtOrders(db);
  await continueIdsAfterCopiedRows(db);

  await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('orders_status_idx').on('orders').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('order_items_order_idx').on('order_items').column('order_id').execute();
  await db.schema
    .createIndex('order_items_paper_unique')
    .on('order_items')
    .columns(['order_id', 'paper_id'])
    .unique()
    .where(sql.ref('module_id'), 'is', null)
    .execute();
  await db.schema
    .createIndex('order_items_module_unique')
    .on('order_items')
    .columns(['order_id', 'module_id'])
    .unique()
    .where(sql.ref('module_id'), 'is not', null)
    .execute();
}

/** Back to the first shape: whole-paper lines only; the newer states become 'failed'. */
export async function down(db: Db): Promise<void> {
  await withId(db, 'orders_before')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('created')
        .check(sql`status in ('created', 'paid', 'failed')`),
    )
    .addColumn('amount_paise', 'integer', (c) => c.notNull().check(sql`amount_paise >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_order_id', 'text', (c) => c.unique())
    .addColumn('provider_payment_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .execute();
  await db
    .insertInto('orders_before')
    .columns([
      'id',
      'user_id',
      'status',
      'amount_paise',
      'currency',
      'provider',
      'provider_order_id',
      'provider_payment_id',
      'created_at',
      'paid_at',
    ])
    .expression(
      db
        .selectFrom('orders')
        .select([
          'id',
          'user_id',
          sql<string>`case status when 'awaiting_payment' then 'created' when 'paid' then 'paid' else 'failed' end`.as(
            'status',
          ),
          'amount_paise',
          'currency',
          'method',
          'provider_order_id',
          'provider_payment_id',
          'created_at',
          'paid_at',
        ]),
    )
    .execute();
  await withId(db, 'order_items_before')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('paper_id', 'integer', (c) => c.notNull().references('papers.id'))
    .addColumn('price_paise', 'integer', (c) => c.notNull().check(sql`price_paise >= 0`))
    .addUniqueConstraint('order_items_order_paper_unique', ['order_id', 'paper_id'])
    .execute();
  await db
    .insertInto('order_items_before')
    .columns(['order_id', 'paper_id', 'price_paise'])
    .expression(
      db.selectFrom('order_items').select(['order_id', 'paper_id', 'price_paise']).where('module_id', 'is', null),
    )
    .execute();
  await withId(db, 'payment_events_before')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_event_id', 'text', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('payment_events_provider_event_unique', ['provider', 'provider_event_id'])
    .execute();
  await db
    .insertInto('payment_events_before')
    .columns(['provider', 'provider_event_id', 'received_at'])
    .expression(db.selectFrom('payment_events').select(['provider', 'provider_event_id', 'received_at']))
    .execute();

  await dropOldOrders(db);
  await db.schema.alterTable('orders_before').renameTo('orders').execute();
  await db.schema.alterTable('order_items_before').renameTo('order_items').execute();
  await db.schema.alterTable('payment_events_before').renameTo('payment_events').execute();
  await pointEnrollmentsAtOrders(db);
  await continueIdsAfterCopiedRows(db);
  await db.schema.createIndex('orders_user_idx').on('orders').column('user_id').execute();
}
