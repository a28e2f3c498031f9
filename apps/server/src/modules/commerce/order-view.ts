/** Orders as the API shows them: rows with their lines, numbered for people. */
import { orderNumber, type TOrder } from '@padanam/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findLinesOf, type OrderRow } from './order.repository.js';

export async function toOrders(db: Kysely<Database>, rows: OrderRow[]): Promise<TOrder[]> {
  const lines = await findLinesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    number: orderNumber(row.id),
    status: row.status,
    method: row.method,
    amountPaise: row.amountPaise,
    currency: row.currency,
    createdAt: Number(row.createdAt),
    paidAt: row.paidAt === null ? null : Number(row.paidAt),
    closedAt: row.closedAt === null ? null : Number(row.closedAt),
    lines: lines
      .filter((line) => line.orderId === row.id)
      .map((line) => ({
        id: line.id,
        kind: line.moduleId === null ? ('paper' as const) : ('module' as const),
        paperId: line.paperId,
        paperTitle: line.paperTitle,
        moduleId: line.moduleId,
        moduleNumber: line.moduleNumber,
        moduleTitle: line.moduleTitle,
        pricePaise: line.pricePaise,
        listPricePaise: line.listPricePaise,
      })),
  }));
}

export async function toOrder(db: Kysely<Database>, row: OrderRow): Promise<TOrder> {
  const [order] = await toOrders(db, [row]);
  return order!;
}
