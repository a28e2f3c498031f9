/**
 * Paying an order through Razorpay: the gateway's order is made on the server, Checkout's
 * callback is believed only with a valid signature over the order id stored here, and the
 * webhook (signed over its raw body, each event handled once) settles what the browser never
 * came back to report. docs/COMMERCE.md follows one payment through all of it.
 */
import {
  ORDER_STATUS_LABELS,
  orderNumber,
  type TOrder,
  type TOrderStatus,
  type TPaymentCallback,
  type TRazorpayCheckout,
} from '@padanam/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { RazorpayConfig } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { PaymentGateway } from '../../integrations/payments/razorpay-gateway.js';
import { isPaymentSignatureValid, isWebhookSignatureValid } from '../../integrations/payments/razorpay-signatures.js';
import { PAYABLE_BY_GATEWAY, type OrderSettlement } from './order-settlement.js';
import {
  findBuyer,
  findOrder,
  findOrderByProviderOrderId,
  findOrderByProviderPaymentId,
  moveOrder,
  recordPaymentEvent,
  recordPaymentMismatch,
  storeProviderOrderId,
  type OrderRow,
} from './order.repository.js';
import type { OrderService } from './order.service.js';
import { toOrder } from './order-view.js';
import type { TMessage } from '../../i18n/localized-text.js';

const ZEntity = <T extends z.ZodRawShape>(shape: T) => z.object({ entity: z.object(shape) });

/** The parts of Razorpay's webhook payloads this server acts on; anything else is ignored. */
const ZWebhookEvent = z.object({
  event: z.string(),
  payload: z.object({
    payment: ZEntity({
      id: z.string(),
      order_id: z.string().nullish(),
      amount: z.number(),
      currency: z.string().optional(),
    }).optional(),
    order: ZEntity({ id: z.string(), amount_paid: z.number().optional(), currency: z.string().optional() }).optional(),
    refund: ZEntity({ id: z.string(), payment_id: z.string() }).optional(),
  }),
});
type WebhookEvent = z.infer<typeof ZWebhookEvent>;

export type WebhookOutcome = 'paid' | 'failed' | 'refunded' | 'mismatch' | 'duplicate' | 'ignored';

/** What the gateway says was taken, against the order it was taken for. */
interface Taken {
  providerPaymentId: string | null;
  amountPaise: number | null;
  currency: string | null;
}

/** Whether what was taken is exactly the order's amount, in the order's currency. */
function matchesOrder(taken: Taken, row: Pick<OrderRow, 'amountPaise' | 'currency'>): boolean {
  return taken.amountPaise === row.amountPaise && taken.currency === row.currency;
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

const notVerified = (message: TMessage) => new AppError('PAYMENT_NOT_VERIFIED', message);

/** An order's status in Malayalam, in the web app's words (components/purchase/order-status-text.ts). */
const ORDER_STATUS_MALAYALAM: Record<TOrderStatus, string> = {
  awaiting_payment: 'പേയ്‌മെന്റ് കാത്തിരിക്കുന്നു',
  paid: 'പണമടച്ചു',
  failed: 'പേയ്‌മെന്റ് പരാജയപ്പെട്ടു',
  cancelled: 'റദ്ദാക്കി',
  refunded: 'റീഫണ്ട് ചെയ്തു',
};

export function createRazorpayPaymentService({
  db,
  clock,
  razorpay,
  gateway,
  orders,
  settlement,
  sellerName,
  log,
}: {
  db: Kysely<Database>;
  clock: Clock;
  razorpay: RazorpayConfig | null;
  gateway: PaymentGateway | null;
  orders: OrderService;
  settlement: OrderSettlement;
  sellerName: string;
  log: FastifyBaseLogger;
}) {
  function configured(): { razorpay: RazorpayConfig; gateway: PaymentGateway } {
    if (!razorpay || !gateway) {
      throw new AppError('CONFLICT', {
        en: 'Paying online is not available here.',
        ml: 'ഇവിടെ ഓൺലൈനായി പണമടയ്ക്കാൻ സൗകര്യമില്ല.',
      });
    }
    return { razorpay, gateway };
  }

  /** The gateway's order for ours, made once (a second call reuses it). */
  async function gatewayOrderId(row: OrderRow, gateway: PaymentGateway): Promise<string> {
    if (row.providerOrderId) return row.providerOrderId;
    const created = await gateway.createOrder({
      amountPaise: row.amountPaise,
      currency: row.currency,
      receipt: orderNumber(row.id),
      notes: { orderId: String(row.id) },
    });
    if (await storeProviderOrderId(db, row.id, created.id, clock())) return created.id;
    // Another request stored one first: use that, so the order has one gateway order.
    return (await findOrder(db, row.id))!.providerOrderId!;
  }

  async function startPayment(userId: number, orderId: number): Promise<TRazorpayCheckout> {
    const row = await orders.ownOrder(userId, orderId);
    const { razorpay: keys, gateway: api } = configured();
    if (row.method !== 'razorpay')
      throw new AppError('CONFLICT', {
        en: 'This order is paid by WhatsApp message, not online.',
        ml: 'ഈ ഓർഡറിന് WhatsApp സന്ദേശം വഴിയാണ് പണമടയ്ക്കേണ്ടത്, ഓൺലൈനായല്ല.',
      });
    if (row.status !== 'awaiting_payment' && row.status !== 'failed')
      throw new AppError('CONFLICT', {
        en: `This order is ${ORDER_STATUS_LABELS[row.status].toLowerCase()}: there is nothing to pay.`,
        ml: `ഈ ഓർഡറിന്റെ നില: ${ORDER_STATUS_MALAYALAM[row.status]}. ഇനി ഒന്നും അടയ്ക്കാനില്ല.`,
      });
    const providerOrderId = await gatewayOrderId(row, api);
    const buyer = await findBuyer(db, userId);
    const order = await toOrder(db, { ...row, providerOrderId });
    return {
      checkoutUrl: keys.checkoutUrl,
      keyId: keys.keyId,
      providerOrderId,
      amountPaise: row.amountPaise,
      currency: row.currency,
      name: sellerName,
      description: `Order ${order.number}`,
      prefill: { name: buyer.name, contact: `${buyer.countryCode}${buyer.phone}`, email: buyer.email },
      order,
    };
  }

  /** Keeps a payment taken at another amount or currency than the order's: it pays and grants nothing. */
  async function recordMismatch(trx: Kysely<Database>, row: OrderRow, taken: Taken): Promise<void> {
    log.warn(
      { orderId: row.id, taken, expected: { amountPaise: row.amountPaise, currency: row.currency } },
      'payment amount or currency does not match the order',
    );
    await recordPaymentMismatch(trx, row.id, { ...taken, now: clock() });
  }

  /**
   * Checkout's success handler, passed on by the payment page. The signature proves Razorpay
   * made this payment for our gateway order; what it took is then read from Razorpay itself,
   * and only the order's amount in the order's currency pays it.
   */
  async function confirmCallback(userId: number, orderId: number, callback: TPaymentCallback): Promise<TOrder> {
    const row = await orders.ownOrder(userId, orderId);
    const { razorpay: keys } = configured();
    if (!row.providerOrderId) {
      throw new AppError('CONFLICT', {
        en: 'This order has no online payment to confirm.',
        ml: 'ഈ ഓർഡറിന് സ്ഥിരീകരിക്കാൻ ഓൺലൈൻ പേയ്‌മെന്റ് ഒന്നുമില്ല.',
      });
    }
    const isValid = isPaymentSignatureValid(
      row.providerOrderId,
      callback.razorpay_payment_id,
      callback.razorpay_signature,
      keys.keySecret,
    );
    if (!isValid) {
      log.warn({ orderId }, 'payment callback with a signature that does not match');
      throw notVerified({
        en: 'This payment could not be verified. If money was taken, Razorpay confirms it to us shortly.',
        ml: 'ഈ പേയ്‌മെന്റ് സ്ഥിരീകരിക്കാനായില്ല. പണം പോയിട്ടുണ്ടെങ്കിൽ Razorpay ഉടൻ ഞങ്ങളെ അറിയിക്കും.',
      });
    }
    const payment = await configured().gateway.fetchPayment(callback.razorpay_payment_id);
    const taken = { providerPaymentId: payment.id, amountPaise: payment.amountPaise, currency: payment.currency };
    if (payment.orderId !== row.providerOrderId || !matchesOrder(taken, row)) {
      await recordMismatch(db, row, taken);
      throw notVerified({
        en: 'This payment does not match the order, so it was not accepted. Our staff will look into it and refund any money taken.',
        ml: 'ഈ പേയ്‌മെന്റ് ഓർഡറുമായി യോജിക്കാത്തതിനാൽ സ്വീകരിച്ചില്ല. ഞങ്ങളുടെ സ്റ്റാഫ് പരിശോധിച്ച് പോയ പണം തിരികെ നൽകും.',
      });
    }
    await settlement.inTransaction((trx) =>
      settlement.markPaid(trx, row, PAYABLE_BY_GATEWAY, { providerPaymentId: callback.razorpay_payment_id }),
    );
    return toOrder(db, (await findOrder(db, orderId))!);
  }

  async function orderOfEvent(event: WebhookEvent): Promise<OrderRow | undefined> {
    const { payment, order, refund } = event.payload;
    if (refund) return findOrderByProviderPaymentId(db, refund.entity.payment_id);
    const providerOrderId = order?.entity.id ?? payment?.entity.order_id;
    return providerOrderId ? findOrderByProviderOrderId(db, providerOrderId) : undefined;
  }

  /** What one verified, first-seen event does to its order, in the transaction that records the event. */
  async function apply(trx: Transaction<Database>, event: WebhookEvent, row: OrderRow): Promise<WebhookOutcome> {
    const { payment, order, refund } = event.payload;
    switch (event.event) {
      case 'payment.captured':
      case 'order.paid': {
        if (!payment) return 'ignored';
        const taken = {
          providerPaymentId: payment.entity.id,
          amountPaise: order?.entity.amount_paid ?? payment.entity.amount,
          currency: payment.entity.currency ?? order?.entity.currency ?? null,
        };
        if (!matchesOrder(taken, row)) {
          await recordMismatch(trx, row, taken);
          return 'mismatch';
        }
        const didPay = await settlement.markPaid(trx, row, PAYABLE_BY_GATEWAY, {
          providerPaymentId: payment.entity.id,
        });
        return didPay ? 'paid' : 'ignored';
      }
      case 'payment.failed': {
        // Out of order after a capture, or a retry that later succeeds: only an open order fails.
        const didFail = await moveOrder(trx, row.id, ['awaiting_payment'], 'failed', { now: clock() });
        return didFail ? 'failed' : 'ignored';
      }
      case 'refund.created':
      case 'refund.processed': {
        const didRefund = await settlement.markRefunded(trx, row.id, { providerRefundId: refund?.entity.id });
        return didRefund ? 'refunded' : 'ignored';
      }
      default:
        return 'ignored';
    }
  }

  async function handleWebhook(rawBody: Buffer, signature: string | undefined, eventId: string | undefined) {
    const { razorpay: keys } = configured();
    if (!signature || !isWebhookSignatureValid(rawBody, signature, keys.webhookSecret)) {
      log.warn('webhook with a missing or wrong signature');
      throw notVerified('The webhook signature does not match.');
    }
    if (!eventId) throw new AppError('VALIDATION_FAILED', 'The x-razorpay-event-id header is missing.');
    const parsed = ZWebhookEvent.safeParse(parseJson(rawBody));
    if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'The webhook body is not a Razorpay event.');
    const event = parsed.data;
    const row = await orderOfEvent(event);
    // The event's id is kept in the transaction that acts on it: a repeat finds it and does
    // nothing, and an event whose handling failed is not kept, so Razorpay's retry handles it.
    const outcome = await settlement.inTransaction(async (trx): Promise<WebhookOutcome> => {
      const isFirst = await recordPaymentEvent(trx, {
        provider: 'razorpay',
        providerEventId: eventId,
        eventType: event.event,
        orderId: row?.id ?? null,
        now: clock(),
      });
      if (!isFirst) return 'duplicate';
      if (!row) {
        log.warn({ event: event.event }, 'webhook for an order this server does not know');
        return 'ignored';
      }
      return apply(trx, event, row);
    });
    return { outcome };
  }

  /** A staff refund of a Razorpay payment: the gateway first, then our record. */
  async function refundThroughGateway(row: OrderRow): Promise<string> {
    const { gateway: api } = configured();
    if (!row.providerPaymentId) throw new AppError('CONFLICT', 'This order has no Razorpay payment to refund.');
    const refund = await api.refundPayment(row.providerPaymentId, row.amountPaise, { orderId: String(row.id) });
    return refund.id;
  }

  return { startPayment, confirmCallback, handleWebhook, refundThroughGateway };
}

export type RazorpayPaymentService = ReturnType<typeof createRazorpayPaymentService>;
