/**
 * Razorpay's REST API (orders, payments and refunds) over HTTPS with the key id and secret. The base URL
 * comes from configuration, so the tests' stand-in gateway on 127.0.0.1 runs this same code.
 * A gateway that cannot be reached or refuses is a 502 to the caller, never a half-made order:
 * callers talk to the gateway before their own transaction, and record only what it answered.
 */
import { z } from 'zod';
import type { RazorpayConfig } from '../../config.js';
import { AppError } from '../../errors.js';

const ZGatewayOrder = z.object({ id: z.string().min(1), amount: z.number(), currency: z.string() });
const ZGatewayPayment = z.object({
  id: z.string().min(1),
  order_id: z.string().nullish(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
});
const ZGatewayRefund = z.object({ id: z.string().min(1), payment_id: z.string(), amount: z.number() });
const ZGatewayError = z.object({ error: z.object({ description: z.string().optional() }).optional() });

export interface PaymentGateway {
  /** Creates the gateway's order for one of ours; `receipt` is our order number. */
  createOrder(input: {
    amountPaise: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<{ id: string }>;
  /** A payment as Razorpay recorded it (`GET /v1/payments/:id`): what was really taken, for which order. */
  fetchPayment(
    paymentId: string,
  ): Promise<{ id: string; orderId: string | null; amountPaise: number; currency: string; status: string }>;
  /** Refunds a captured payment in full. */
  refundPayment(paymentId: string, amountPaise: number, notes: Record<string, string>): Promise<{ id: string }>;
}

export function createRazorpayGateway(config: RazorpayConfig, timeoutMs = 15_000): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${config.apiUrl}${path}`, {
        method,
        headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
        body: method === 'POST' ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new AppError('BAD_GATEWAY', {
        en: 'The payment gateway could not be reached. Please try again.',
        ml: 'പേയ്‌മെന്റ് ഗേറ്റ്‌വേയിൽ എത്താനായില്ല. വീണ്ടും ശ്രമിക്കൂ.',
      });
    }
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const reason = ZGatewayError.safeParse(json).data?.error?.description;
      throw new AppError('BAD_GATEWAY', `The payment gateway refused: ${reason ?? `status ${response.status}`}`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new AppError('BAD_GATEWAY', 'The payment gateway answered in an unexpected shape.');
    return parsed.data;
  }

  return {
    createOrder: ({ amountPaise, currency, receipt, notes }) =>
      call('POST', '/v1/orders', { amount: amountPaise, currency, receipt, notes }, ZGatewayOrder),
    fetchPayment: async (paymentId) => {
      const payment = await call('GET', `/v1/payments/${encodeURIComponent(paymentId)}`, null, ZGatewayPayment);
      return {
        id: payment.id,
        orderId: payment.order_id ?? null,
        amountPaise: payment.amount,
        currency: payment.currency,
        status: payment.status,
      };
    },
    refundPayment: (paymentId, amountPaise, notes) =>
      call(
        'POST',
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise, notes },
        ZGatewayRefund,
      ),
  };
}
