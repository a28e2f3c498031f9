/**
 * A payment the gateway reports for an order at another amount or currency than the order's
 * (a signed webhook or a verified callback) pays nothing and grants nothing; the order keeps
 * what was reported, the last such payment, for staff to see and settle with the buyer.
 */
import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

const COLUMNS = [
  'payment_mismatch_payment_id',
  'payment_mismatch_amount_paise',
  'payment_mismatch_currency',
  'payment_mismatch_at',
] as const;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('orders').addColumn('payment_mismatch_payment_id', 'text').execute();
  await db.schema.alterTable('orders').addColumn('payment_mismatch_amount_paise', 'bigint').execute();
  await db.schema.alterTable('orders').addColumn('payment_mismatch_currency', 'text').execute();
  await db.schema.alterTable('orders').addColumn('payment_mismatch_at', 'bigint').execute();
}

export async function down(db: Db): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable('orders').dropColumn(column).execute();
}
