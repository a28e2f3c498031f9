/**
 * The console's orders: find them, confirm a WhatsApp order once its money has arrived (which
 * enrolls), cancel one that never paid, refund one that did (through Razorpay when it paid by
 * Razorpay; recorded either way) which takes back its access from that moment. Each is audited.
 */
import type { TAdminOrder, TAdminOrderListQuery, TAdminOrderPage } from '@padanam/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError, notFound } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import { pageOf, readPageQuery, type PageRequest } from '../../lib/page.js';
import type { AuditService } from '../audit/audit.service.js';
import { countOrders, findOrdersPage, type OrderFilter } from './order-admin.repository.js';
import { findOrder, moveOrder, type OrderRow } from './order.repository.js';
import type { OrderSettlement } from './order-settlement.js';
import { toOrders } from './order-view.js';
import type { RazorpayPaymentService } from './razorpay-payment.service.js';

export function createOrderAdminService({
  db,
  clock,
  audit,
  settlement,
  razorpay,
}: {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditService;
  settlement: OrderSettlement;
  razorpay: RazorpayPaymentService;
}) {
  async function listOrders(query: TAdminOrderListQuery): Promise<TAdminOrderPage> {
    const page = readPageQuery(query, 'desc');
    return findPage({ status: query.status, method: query.method, q: query.q || undefined }, page);
  }

  async function findPage(filter: OrderFilter, page: PageRequest): Promise<TAdminOrderPage> {
    const [total, rows] = await Promise.all([countOrders(db, filter), findOrdersPage(db, filter, page)]);
    const orders = await toOrders(db, rows);
    const items: TAdminOrder[] = orders.map((order, index) => {
      const row = rows[index]!;
      return {
        ...order,
        buyer: { id: row.userId, name: row.buyerName, phone: `${row.buyerCountryCode} ${row.buyerPhone}` },
        providerPaymentId: row.providerPaymentId,
        providerRefundId: row.providerRefundId,
        linesOwnedWhenPaid: row.linesOwnedWhenPaid,
        paymentMismatch:
          row.paymentMismatchAt === null
            ? null
            : {
                providerPaymentId: row.paymentMismatchPaymentId,
                amountPaise: row.paymentMismatchAmountPaise,
                currency: row.paymentMismatchCurrency,
                at: Number(row.paymentMismatchAt),
              },
      };
    });
    return pageOf(items, total, page);
  }

  async function existing(orderId: number): Promise<OrderRow> {
    const row = await findOrder(db, orderId);
    if (!row) throw notFound('Order not found');
    return row;
  }

  async function oneOrder(orderId: number): Promise<TAdminOrder> {
    const [order] = (await findPage({ id: orderId }, readPageQuery({}))).items;
    if (!order) throw notFound('Order not found');
    return order;
  }

  async function confirm(staffId: number, orderId: number): Promise<TAdminOrder> {
    const row = await existing(orderId);
    if (row.method !== 'whatsapp')
      throw new AppError('CONFLICT', {
        en: 'Razorpay orders are confirmed by Razorpay, not by hand.',
        ml: 'Razorpay ഓർഡറുകൾ Razorpay ആണ് സ്ഥിരീകരിക്കുക, കൈകൊണ്ടല്ല.',
      });
    const didConfirm = await settlement.inTransaction((trx) =>
      settlement.markPaid(trx, row, ['awaiting_payment'], { decidedByUserId: staffId }),
    );
    if (!didConfirm)
      throw new AppError('CONFLICT', `Only an order awaiting payment can be confirmed; this one is ${row.status}.`);
    return oneOrder(orderId);
  }

  async function cancel(staffId: number, orderId: number): Promise<TAdminOrder> {
    const row = await existing(orderId);
    const didCancel = await settlement.inTransaction(async (trx) => {
      const moved = await moveOrder(trx, orderId, ['awaiting_payment', 'failed'], 'cancelled', {
        now: clock(),
        decidedByUserId: staffId,
      });
      if (moved)
        await audit.recordIn(trx, {
          actorUserId: staffId,
          action: 'order.cancel',
          entityType: 'order',
          entityId: orderId,
          before: { status: row.status },
          after: { status: 'cancelled' },
        });
      return moved;
    });
    if (!didCancel) throw new AppError('CONFLICT', `Only an unpaid order can be cancelled; this one is ${row.status}.`);
    return oneOrder(orderId);
  }

  async function refund(staffId: number, orderId: number): Promise<TAdminOrder> {
    const row = await existing(orderId);
    if (row.status !== 'paid')
      throw new AppError('CONFLICT', `Only a paid order can be refunded; this one is ${row.status}.`);
    // Razorpay first: if it refuses, nothing here changes; if it accepts, the record follows.
    const providerRefundId = row.method === 'razorpay' ? await razorpay.refundThroughGateway(row) : undefined;
    await settlement.inTransaction((trx) =>
      settlement.markRefunded(trx, orderId, { providerRefundId, decidedByUserId: staffId }),
    );
    return oneOrder(orderId);
  }

  return { listOrders, oneOrder, confirm, cancel, refund };
}

export type OrderAdminService = ReturnType<typeof createOrderAdminService>;
