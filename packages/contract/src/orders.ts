/**
 * Orders: the cart bought at the server's prices, paid through Razorpay or by a WhatsApp order
 * that staff confirm. Amounts are whole paise and always the server's; the browser sends only
 * the total it showed, so a price changed in between is shown before anything is charged.
 */
import { z } from 'zod';
import { ZPageQuery, ZPage } from './admin-lists.js';
import { singleLineText } from './text.js';
import { ZId } from './ids.js';
import { MAX_PRICE_PAISE } from './money-rules.js';

export const PAYMENT_METHODS = ['razorpay', 'whatsapp'] as const;
export const ZPaymentMethod = z.enum(PAYMENT_METHODS, { error: 'must be razorpay or whatsapp' });
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

export const ORDER_STATUSES = ['awaiting_payment', 'paid', 'failed', 'cancelled', 'refunded'] as const;
export const ZOrderStatus = z.enum(ORDER_STATUSES, { error: `must be one of ${ORDER_STATUSES.join(', ')}` });
export type TOrderStatus = z.infer<typeof ZOrderStatus>;

/** What people read for each status. */
export const ORDER_STATUS_LABELS: Record<TOrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Payment failed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** The number on receipts and in WhatsApp messages: PDN-000042. */
export function orderNumber(orderId: number): string {
  return `PDN-${String(orderId).padStart(6, '0')}`;
}

export const ZCheckout = z
  .object({
    method: ZPaymentMethod,
    /** The total the cart screen showed; a different server total is a 409 PRICE_CHANGED, never a charge. */
    seenTotalPaise: z
      .number()
      .int()
      .nonnegative()
      .max(1_000 * MAX_PRICE_PAISE),
  })
  .strict();
export type TCheckout = z.infer<typeof ZCheckout>;

export const ZOrderLine = z.object({
  id: ZId,
  kind: z.enum(['paper', 'module']),
  paperId: ZId,
  paperTitle: z.string(),
  moduleId: ZId.nullable(),
  moduleNumber: z.number().int().nullable(),
  moduleTitle: z.string().nullable(),
  pricePaise: z.number().int().nonnegative(),
  listPricePaise: z.number().int().nullable(),
});
export type TOrderLine = z.infer<typeof ZOrderLine>;

export const ZOrder = z.object({
  id: ZId,
  number: z.string(),
  status: ZOrderStatus,
  method: ZPaymentMethod,
  amountPaise: z.number().int().nonnegative(),
  currency: z.string(),
  createdAt: z.number(),
  paidAt: z.number().nullable(),
  closedAt: z.number().nullable(),
  lines: z.array(ZOrderLine),
});
export type TOrder = z.infer<typeof ZOrder>;

export const ZOrderList = z.object({ items: z.array(ZOrder) });
export type TOrderList = z.infer<typeof ZOrderList>;

/** One order for its student; an awaiting WhatsApp order carries its message link again. */
export const ZOrderDetails = ZOrder.extend({ whatsappUrl: z.string().nullable() });
export type TOrderDetails = z.infer<typeof ZOrderDetails>;

export const ZCheckoutResult = z.object({
  order: ZOrder,
  /** WhatsApp: the chat link with the order message, to open in a new tab. */
  whatsappUrl: z.string().nullable(),
  /** Razorpay: the server's payment page for this order. */
  payUrl: z.string().nullable(),
});
export type TCheckoutResult = z.infer<typeof ZCheckoutResult>;

/** A printable receipt: the order, who bought it and who sold it. */
export const ZReceipt = z.object({
  order: ZOrder,
  buyer: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
    college: z.string().nullable(),
  }),
  seller: z.object({
    name: z.string(),
    address: z.string().nullable(),
    /** Such as GSTIN, each as label and value, from configuration. */
    taxFields: z.array(z.object({ label: z.string(), value: z.string() })),
  }),
});
export type TReceipt = z.infer<typeof ZReceipt>;

/** What Razorpay Checkout needs to open for one of our orders (the key id is public). */
export const ZRazorpayCheckout = z.object({
  /** Razorpay Checkout's script, which the payment page loads. */
  checkoutUrl: z.string(),
  keyId: z.string(),
  providerOrderId: z.string(),
  amountPaise: z.number().int().nonnegative(),
  currency: z.string(),
  name: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), contact: z.string(), email: z.string() }),
  order: ZOrder,
});
export type TRazorpayCheckout = z.infer<typeof ZRazorpayCheckout>;

const RAZORPAY_ID = /^[A-Za-z0-9_]{1,64}$/;

/** Razorpay Checkout's success handler fields, sent on as they came. */
export const ZPaymentCallback = z
  .object({
    razorpay_payment_id: z.string().regex(RAZORPAY_ID, { error: 'must be a Razorpay payment id' }),
    razorpay_order_id: z.string().regex(RAZORPAY_ID, { error: 'must be a Razorpay order id' }).optional(),
    razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/, { error: 'must be 64 hexadecimal characters' }),
  })
  .strict();
export type TPaymentCallback = z.infer<typeof ZPaymentCallback>;

/** How this server sells: which checkout methods are on. */
export const ZCheckoutMethods = z.object({ methods: z.array(ZPaymentMethod) });
export type TCheckoutMethods = z.infer<typeof ZCheckoutMethods>;

// The console's view.

export const ZAdminOrderListQuery = ZPageQuery.extend({
  status: ZOrderStatus.optional(),
  method: ZPaymentMethod.optional(),
  /** Order number, or the buyer's name or phone. */
  q: singleLineText(100).optional(),
});
export type TAdminOrderListQuery = z.infer<typeof ZAdminOrderListQuery>;

export const ZAdminOrder = ZOrder.extend({
  buyer: z.object({ id: ZId, name: z.string(), phone: z.string() }),
  providerPaymentId: z.string().nullable(),
  providerRefundId: z.string().nullable(),
  /**
   * Lines the buyer already had when this order was paid: they paid twice for them (two orders
   * started before either was paid). A refund takes away only what this order itself granted.
   */
  linesOwnedWhenPaid: z.number().int().nonnegative(),
  /**
   * The last payment Razorpay reported for this order at another amount or currency than the
   * order's: it paid nothing and granted nothing. Staff check it in Razorpay and refund it.
   */
  paymentMismatch: z
    .object({
      providerPaymentId: z.string().nullable(),
      amountPaise: z.number().int().nullable(),
      currency: z.string().nullable(),
      at: z.number(),
    })
    .nullable(),
});
export type TAdminOrder = z.infer<typeof ZAdminOrder>;

export const ZAdminOrderPage = ZPage(ZAdminOrder);
export type TAdminOrderPage = z.infer<typeof ZAdminOrderPage>;
