/** SQL for the console's orders: filtered, paged, newest first, with the buyer. */
import type { Kysely } from 'kysely';
import type { Database, OrderStatus, PaymentMethod } from '../../db/schema.js';
import { containsText } from '../../db/text-search.js';
import { ORDER_COLUMNS } from './order.repository.js';

export interface OrderFilter {
  status?: OrderStatus;
  method?: PaymentMethod;
  q?: string;
  /** One order by its id. */
  id?: number;
}

/** "PDN-000042", "pdn-42" or "42" find order 42; other text matches the buyer's name or phone. */
function orderIdIn(text: string): number | null {
  const match = /^(?:pdn-?)?0*([1-9][0-9]{0,9})$/i.exec(text.trim());
  return match ? Number(match[1]) : null;
}

function filtered(db: Kysely<Database>, filter: OrderFilter) {
  let query = db.selectFrom('orders').innerJoin('users', 'users.id', 'orders.userId');
  if (filter.status) query = query.where('orders.status', '=', filter.status);
  if (filter.id !== undefined) query = query.where('orders.id', '=', filter.id);
  if (filter.method) query = query.where('orders.method', '=', filter.method);
  if (filter.q) {
    const text = filter.q;
    const orderId = orderIdIn(text);
    const digits = text.replace(/[^0-9]/g, '');
    query = query.where((eb) =>
      eb.or([
        ...(orderId !== null && orderId <= 2_147_483_647 ? [eb('orders.id', '=', orderId)] : []),
        containsText('users.name', text),
        ...(digits.length >= 3 ? [containsText('users.phone', digits)] : []),
      ]),
    );
  }
  return query;
}

export async function countOrders(db: Kysely<Database>, filter: OrderFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function findOrdersPage(
  db: Kysely<Database>,
  filter: OrderFilter,
  page: { order: 'asc' | 'desc'; limit: number; offset: number },
) {
  return filtered(db, filter)
    .select([
      ...ORDER_COLUMNS,
      'users.name as buyerName',
      'users.countryCode as buyerCountryCode',
      'users.phone as buyerPhone',
      'orders.linesOwnedWhenPaid',
      'orders.paymentMismatchPaymentId',
      'orders.paymentMismatchAmountPaise',
      'orders.paymentMismatchCurrency',
      'orders.paymentMismatchAt',
    ])
    .orderBy('orders.createdAt', page.order)
    .orderBy('orders.id', page.order)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}
