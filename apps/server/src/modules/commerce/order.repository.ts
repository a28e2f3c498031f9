/**
 * SQL for orders: writing an order with its lines, moving it between states with conditions
 * that let exactly one caller win, and reading it back (what it grants is modules/enrollments').
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database, OrderItemTable, OrderStatus, PaymentMethod } from '../../db/schema.js';

/** A line as checkout writes it: everything but its own id and its order's. */
export type NewOrderLine = Omit<OrderItemTable, 'id' | 'orderId'>;

export async function insertOrder(
  trx: Transaction<Database>,
  order: { userId: number; method: PaymentMethod; amountPaise: number; currency: string; now: number },
  lines: NewOrderLine[],
): Promise<number> {
  const { id } = await trx
    .insertInto('orders')
    .values({
      userId: order.userId,
      status: 'awaiting_payment',
      method: order.method,
      amountPaise: order.amountPaise,
      currency: order.currency,
      providerOrderId: null,
      providerPaymentId: null,
      providerRefundId: null,
      createdAt: order.now,
      updatedAt: order.now,
      paidAt: null,
      closedAt: null,
      decidedByUserId: null,
      paymentMismatchPaymentId: null,
      paymentMismatchAmountPaise: null,
      paymentMismatchCurrency: null,
      paymentMismatchAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('orderItems')
    .values(lines.map((line) => ({ ...line, orderId: id })))
    .execute();
  return id;
}

export const ORDER_COLUMNS = [
  'orders.id',
  'orders.userId',
  'orders.status',
  'orders.method',
  'orders.amountPaise',
  'orders.currency',
  'orders.providerOrderId',
  'orders.providerPaymentId',
  'orders.providerRefundId',
  'orders.createdAt',
  'orders.paidAt',
  'orders.closedAt',
] as const;

export type OrderRow = Awaited<ReturnType<typeof findOrder>> & object;

export function findOrder(db: Kysely<Database>, orderId: number) {
  return db.selectFrom('orders').select(ORDER_COLUMNS).where('id', '=', orderId).executeTakeFirst();
}

export function findOrderByProviderOrderId(db: Kysely<Database>, providerOrderId: string) {
  return db
    .selectFrom('orders')
    .select(ORDER_COLUMNS)
    .where('providerOrderId', '=', providerOrderId)
    .executeTakeFirst();
}

export function findOrderByProviderPaymentId(db: Kysely<Database>, providerPaymentId: string) {
  return db
    .selectFrom('orders')
    .select(ORDER_COLUMNS)
    .where('providerPaymentId', '=', providerPaymentId)
    .executeTakeFirst();
}

export function findOrdersOf(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('orders')
    .select(ORDER_COLUMNS)
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findLinesOf(db: Kysely<Database>, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orderItems')
    .select([
      'id',
      'orderId',
      'paperId',
      'moduleId',
      'paperTitle',
      'moduleNumber',
      'moduleTitle',
      'pricePaise',
      'listPricePaise',
    ])
    .where('orderId', 'in', orderIds)
    .orderBy('id')
    .execute();
}

/** Records the gateway's order id once; false when another request stored one first. */
export async function storeProviderOrderId(
  db: Kysely<Database>,
  orderId: number,
  providerOrderId: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ providerOrderId, updatedAt: now })
    .where('id', '=', orderId)
    .where('providerOrderId', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Moves an order from one of `from` to `to`. The condition is in the UPDATE itself: of two
 * requests racing (a callback and a webhook), PostgreSQL makes the second wait on the row and
 * re-read its status, SQLite runs them one after the other; either way one sees a row changed.
 */
export async function moveOrder(
  trx: Transaction<Database>,
  orderId: number,
  from: readonly OrderStatus[],
  to: OrderStatus,
  changes: {
    now: number;
    providerPaymentId?: string;
    providerRefundId?: string;
    decidedByUserId?: number | null;
  },
): Promise<boolean> {
  const result = await trx
    .updateTable('orders')
    .set({
      status: to,
      updatedAt: changes.now,
      ...(to === 'paid' ? { paidAt: changes.now } : { closedAt: changes.now }),
      ...(changes.providerPaymentId !== undefined ? { providerPaymentId: changes.providerPaymentId } : {}),
      ...(changes.providerRefundId !== undefined ? { providerRefundId: changes.providerRefundId } : {}),
      ...(changes.decidedByUserId !== undefined ? { decidedByUserId: changes.decidedByUserId } : {}),
    })
    .where('id', '=', orderId)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function recordLinesOwnedWhenPaid(trx: Transaction<Database>, orderId: number, count: number) {
  await trx.updateTable('orders').set({ linesOwnedWhenPaid: count }).where('id', '=', orderId).execute();
}

/** What the gateway reported taking for an order at another amount or currency: kept for staff, grants nothing. */
export async function recordPaymentMismatch(
  db: Kysely<Database>,
  orderId: number,
  taken: { providerPaymentId: string | null; amountPaise: number | null; currency: string | null; now: number },
): Promise<void> {
  await db
    .updateTable('orders')
    .set({
      paymentMismatchPaymentId: taken.providerPaymentId,
      paymentMismatchAmountPaise: taken.amountPaise,
      paymentMismatchCurrency: taken.currency,
      paymentMismatchAt: taken.now,
    })
    .where('id', '=', orderId)
    .execute();
}

/** Keeps a gateway event's id; false when it was handled before (a repeated delivery). */
export async function recordPaymentEvent(
  trx: Transaction<Database>,
  event: { provider: string; providerEventId: string; eventType: string; orderId: number | null; now: number },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('paymentEvents')
    .values({
      provider: event.provider,
      providerEventId: event.providerEventId,
      eventType: event.eventType,
      orderId: event.orderId,
      receivedAt: event.now,
    })
    .onConflict((conflict) => conflict.columns(['provider', 'providerEventId']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function findBuyer(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'countryCode', 'phone', 'email', 'collegeName'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}
