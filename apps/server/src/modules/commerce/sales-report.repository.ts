/**
 * SQL for the sales report, the same on both engines. A sale is an order paid within the
 * range (refunded later or not: it is gross revenue of the day it was paid); a refund is an
 * order refunded within the range, on the day it was refunded. Days are India's: IST is
 * UTC+05:30 all year, so an epoch-millisecond time's day is (ms + 5.5 h) div 24 h, integer
 * division on both engines (every time here is after 1970, so it rounds down).
 */
import { sql, type Expression, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database, OrderStatus, PaymentMethod } from '../../db/schema.js';
import { DAY_MS, IST_OFFSET_MS } from '../../lib/india-time.js';

/** From and to, epoch milliseconds, the end excluded. */
export interface MomentRange {
  fromMs: number;
  toMs: number;
}

const SOLD: readonly OrderStatus[] = ['paid', 'refunded'];

function indiaDayOf(column: 'orders.paidAt' | 'orders.closedAt') {
  // Constants as literals: PostgreSQL matches a GROUP BY expression to its SELECT only when
  // they are written alike, and two bound parameters are two different expressions to it.
  return sql<number>`(${sql.ref(column)} + ${sql.lit(IST_OFFSET_MS)}) / ${sql.lit(DAY_MS)}`;
}

type OrdersScope = ExpressionBuilder<Database, 'orders'>;

function isSoldIn(eb: OrdersScope, range: MomentRange) {
  return eb.and([
    eb('orders.status', 'in', SOLD),
    eb('orders.paidAt', '>=', range.fromMs),
    eb('orders.paidAt', '<', range.toMs),
  ]);
}

function isRefundedIn(eb: OrdersScope, range: MomentRange) {
  return eb.and([
    eb('orders.status', '=', 'refunded'),
    eb('orders.closedAt', '>=', range.fromMs),
    eb('orders.closedAt', '<', range.toMs),
  ]);
}

const asNumber = (value: unknown) => Number(value ?? 0);

export interface DayFigures {
  /** Days since 1970-01-01 in India. */
  indiaDay: number;
  orders: number;
  amountPaise: number;
}

/**
 * Orders paid (`sold`) or refunded on each day of the range that had any, and their amounts:
 * a sale counts on the day it was paid, a refund on the day it was made.
 */
export async function sumOrdersByDay(
  db: Kysely<Database>,
  range: MomentRange,
  what: 'sold' | 'refunded',
): Promise<DayFigures[]> {
  const day = indiaDayOf(what === 'sold' ? 'orders.paidAt' : 'orders.closedAt');
  const rows = await db
    .selectFrom('orders')
    .where((eb) => (what === 'sold' ? isSoldIn(eb, range) : isRefundedIn(eb, range)))
    .select((eb) => [
      day.as('indiaDay'),
      eb.fn.countAll<number>().as('orders'),
      eb.fn.sum<number>('orders.amountPaise').as('amountPaise'),
    ])
    .groupBy(day)
    .execute();
  return rows.map((row) => ({
    indiaDay: asNumber(row.indiaDay),
    orders: asNumber(row.orders),
    amountPaise: asNumber(row.amountPaise),
  }));
}

function countWhen(condition: Expression<unknown>) {
  return sql<number>`sum(case when ${condition} then 1 else 0 end)`;
}

function sumWhen(condition: Expression<unknown>, value: Expression<unknown>) {
  return sql<number>`sum(case when ${condition} then ${value} else 0 end)`;
}

export interface MethodFigures {
  method: PaymentMethod;
  orders: number;
  grossPaise: number;
  refunds: number;
  refundedPaise: number;
}

/** Sales and refunds of the range by payment method. */
export async function sumByMethod(db: Kysely<Database>, range: MomentRange): Promise<MethodFigures[]> {
  const rows = await db
    .selectFrom('orders')
    .where((eb) => eb.or([isSoldIn(eb, range), isRefundedIn(eb, range)]))
    .select((eb) => [
      'orders.method',
      countWhen(isSoldIn(eb, range)).as('orders'),
      sumWhen(isSoldIn(eb, range), eb.ref('orders.amountPaise')).as('grossPaise'),
      countWhen(isRefundedIn(eb, range)).as('refunds'),
      sumWhen(isRefundedIn(eb, range), eb.ref('orders.amountPaise')).as('refundedPaise'),
    ])
    .groupBy('orders.method')
    .orderBy('orders.method')
    .execute();
  return rows.map((row) => ({
    method: row.method,
    orders: asNumber(row.orders),
    grossPaise: asNumber(row.grossPaise),
    refunds: asNumber(row.refunds),
    refundedPaise: asNumber(row.refundedPaise),
  }));
}

/** Which rows of a table to read: a page of it (LIMIT/OFFSET), or all of them for a download. */
export type RowWindow = { limit: number; offset: number } | 'all';

function windowed<Q extends { limit(limit: number): Q; offset(offset: number): Q }>(query: Q, window: RowWindow) {
  return window === 'all' ? query : query.limit(window.limit).offset(window.offset);
}

/** Lines sold in the range by paper (the paper itself, or modules of it), most revenue first, and how many papers. */
export async function sumByPaper(db: Kysely<Database>, range: MomentRange, window: RowWindow) {
  const sold = db
    .selectFrom('orderItems')
    .innerJoin('orders', 'orders.id', 'orderItems.orderId')
    .where((eb) => isSoldIn(eb, range));
  const gross = sql<number>`sum(${sql.ref('orderItems.pricePaise')})`;
  const [total, rows] = await Promise.all([
    sold.select((eb) => eb.fn.count<number>('orderItems.paperId').distinct().as('total')).executeTakeFirstOrThrow(),
    windowed(
      sold
        .innerJoin('papers', 'papers.id', 'orderItems.paperId')
        .select((eb) => [
          'orderItems.paperId',
          'papers.title',
          countWhen(eb('orderItems.moduleId', 'is', null)).as('paperPlans'),
          countWhen(eb('orderItems.moduleId', 'is not', null)).as('modulePlans'),
          gross.as('grossPaise'),
        ])
        .groupBy(['orderItems.paperId', 'papers.title'])
        .orderBy(gross, 'desc')
        .orderBy('orderItems.paperId'),
      window,
    ).execute(),
  ]);
  return {
    total: asNumber(total.total),
    rows: rows.map((row) => ({
      paperId: row.paperId,
      title: row.title,
      paperPlans: asNumber(row.paperPlans),
      modulePlans: asNumber(row.modulePlans),
      grossPaise: asNumber(row.grossPaise),
    })),
  };
}

/** Modules sold on their own in the range, most revenue first, and how many modules. */
export async function sumByModule(db: Kysely<Database>, range: MomentRange, window: RowWindow) {
  const sold = db
    .selectFrom('orderItems')
    .innerJoin('orders', 'orders.id', 'orderItems.orderId')
    .innerJoin('modules', 'modules.id', 'orderItems.moduleId')
    .where((eb) => isSoldIn(eb, range));
  const gross = sql<number>`sum(${sql.ref('orderItems.pricePaise')})`;
  const [total, rows] = await Promise.all([
    sold.select((eb) => eb.fn.count<number>('modules.id').distinct().as('total')).executeTakeFirstOrThrow(),
    windowed(
      sold
        .innerJoin('papers', 'papers.id', 'modules.paperId')
        .select((eb) => [
          'modules.id as moduleId',
          'modules.paperId',
          'papers.title as paperTitle',
          'modules.number as moduleNumber',
          'modules.title as moduleTitle',
          eb.fn.countAll<number>().as('sold'),
          gross.as('grossPaise'),
        ])
        .groupBy(['modules.id', 'modules.paperId', 'papers.title', 'modules.number', 'modules.title'])
        .orderBy(gross, 'desc')
        .orderBy('modules.id'),
      window,
    ).execute(),
  ]);
  return {
    total: asNumber(total.total),
    rows: rows.map((row) => ({ ...row, sold: asNumber(row.sold), grossPaise: asNumber(row.grossPaise) })),
  };
}

/** Paid orders that bought something the buyer already had, not refunded yet: the oldest first, and how many. */
export async function findPaidTwice(db: Kysely<Database>, window: RowWindow) {
  const paidTwice = db
    .selectFrom('orders')
    .where('orders.status', '=', 'paid')
    .where('orders.linesOwnedWhenPaid', '>', 0);
  const [total, rows] = await Promise.all([
    paidTwice.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    windowed(
      paidTwice
        .innerJoin('users', 'users.id', 'orders.userId')
        .select([
          'orders.id',
          'users.name as buyerName',
          'orders.method',
          'orders.amountPaise',
          'orders.paidAt',
          'orders.linesOwnedWhenPaid',
        ])
        .orderBy('orders.paidAt')
        .orderBy('orders.id'),
      window,
    ).execute(),
  ]);
  return { total: asNumber(total.total), rows };
}

/** Where a page of the GST export ends: the next page starts after this line. */
export interface OrderLineCursor {
  paidAt: number;
  orderId: number;
  lineId: number;
}

/** A page of the range's sold order lines with their orders and buyers, by payment time. */
export function findSoldLinesPage(
  db: Kysely<Database>,
  range: MomentRange,
  after: OrderLineCursor | null,
  limit: number,
) {
  let query = db
    .selectFrom('orderItems')
    .innerJoin('orders', 'orders.id', 'orderItems.orderId')
    .innerJoin('users', 'users.id', 'orders.userId')
    .where((eb) => isSoldIn(eb, range));
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb('orders.paidAt', '>', after.paidAt),
        eb.and([
          eb('orders.paidAt', '=', after.paidAt),
          eb.or([
            eb('orders.id', '>', after.orderId),
            eb.and([eb('orders.id', '=', after.orderId), eb('orderItems.id', '>', after.lineId)]),
          ]),
        ]),
      ]),
    );
  return query
    .select([
      'orderItems.id as lineId',
      'orderItems.paperTitle',
      'orderItems.moduleNumber',
      'orderItems.moduleTitle',
      'orderItems.pricePaise',
      'orders.id as orderId',
      'orders.status',
      'orders.method',
      'orders.paidAt',
      'orders.closedAt',
      'orders.providerPaymentId',
      'users.name as buyerName',
      'users.countryCode as buyerCountryCode',
      'users.phone as buyerPhone',
      'users.collegeName as buyerCollege',
    ])
    .orderBy('orders.paidAt')
    .orderBy('orders.id')
    .orderBy('orderItems.id')
    .limit(limit)
    .execute();
}
