/**
 * A student's own orders: the history, one order, its receipt, its WhatsApp message again, and
 * cancelling one not paid yet.
 */
import type { TOrder, TOrderDetails, TReceipt } from '@padanam/contract';
import { AppError, notFound } from '../../errors.js';
import { findBuyer, findOrder, findOrdersOf, moveOrder, type OrderRow } from './order.repository.js';
import { toOrder, toOrders } from './order-view.js';
import type { CommerceDependencies } from './commerce-dependencies.js';
import { whatsappOrderMessage, whatsappOrderUrl } from './whatsapp-order-message.js';

export function createOrderService({ db, clock, commerce }: CommerceDependencies) {
  /** The student's order; another student's is a 404, the same as one that does not exist. */
  async function ownOrder(userId: number, orderId: number): Promise<OrderRow> {
    const row = await findOrder(db, orderId);
    if (!row || row.userId !== userId) throw notFound('Order not found');
    return row;
  }

  async function listOrders(userId: number): Promise<TOrder[]> {
    return toOrders(db, await findOrdersOf(db, userId));
  }

  async function getOrder(userId: number, orderId: number): Promise<TOrderDetails> {
    const order = await toOrder(db, await ownOrder(userId, orderId));
    const canResend = order.method === 'whatsapp' && order.status === 'awaiting_payment' && commerce.whatsappNumber;
    const whatsappUrl = canResend
      ? whatsappOrderUrl(commerce.whatsappNumber!, whatsappOrderMessage(order, await findBuyer(db, userId)))
      : null;
    return { ...order, whatsappUrl };
  }

  async function getReceipt(userId: number, orderId: number): Promise<TReceipt> {
    const order = await toOrder(db, await ownOrder(userId, orderId));
    const buyer = await findBuyer(db, userId);
    return {
      order,
      buyer: {
        name: buyer.name,
        phone: `${buyer.countryCode} ${buyer.phone}`,
        email: buyer.email || null,
        college: buyer.collegeName || null,
      },
      seller: commerce.seller,
    };
  }

  /**
   * The student calls off an order they have not paid: awaiting payment (WhatsApp or Razorpay) or
   * failed. A Razorpay payment captured later still pays it (order-settlement.ts), so no money is
   * ever left without its papers.
   */
  async function cancelOwn(userId: number, orderId: number): Promise<TOrderDetails> {
    const row = await ownOrder(userId, orderId);
    const didCancel = await db
      .transaction()
      .execute((trx) => moveOrder(trx, orderId, ['awaiting_payment', 'failed'], 'cancelled', { now: clock() }));
    if (!didCancel) {
      const now = (await findOrder(db, orderId))?.status ?? row.status;
      throw new AppError(
        'CONFLICT',
        `Only an order not paid yet can be cancelled; this one is ${now.replace('_', ' ')}.`,
      );
    }
    return getOrder(userId, orderId);
  }

  return { ownOrder, listOrders, getOrder, getReceipt, cancelOwn };
}

export type OrderService = ReturnType<typeof createOrderService>;
