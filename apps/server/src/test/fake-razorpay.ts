/**
 * A stand-in for Razorpay on 127.0.0.1, for the API tests and the browser suite: the REST calls
 * the server makes (orders, refunds, with the key id and secret as Basic auth), payments signed
 * as Razorpay signs them, webhooks signed with the webhook secret, and a Checkout script that
 * opens a frame from this origin (as the real one opens api.razorpay.com) with a Pay button.
 * Nothing here reaches the internet.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RazorpayConfig } from '../config.js';
import { signPayment, signWebhook } from '../integrations/payments/razorpay-signatures.js';

export interface GatewayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
}

export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface SignedWebhook {
  body: string;
  headers: Record<string, string>;
}

export interface FakeRazorpay {
  url: string;
  config: RazorpayConfig;
  /** The same, as the environment a server process reads. */
  env: Record<string, string>;
  orders: Map<string, GatewayOrder>;
  refunds: { id: string; paymentId: string; amount: number }[];
  /**
   * Pays a gateway order: what Checkout's success handler receives. `taken` is what the
   * payment records as taken when it is not the order's amount and currency (a gateway that
   * went wrong, for the tests of what the server does then).
   */
  pay(providerOrderId: string, taken?: { amount?: number; currency?: string }): CheckoutSuccess;
  /** A webhook as Razorpay would deliver it for this event, signed with the webhook secret. */
  webhook(event: string, payload: Record<string, unknown>, eventId?: string): SignedWebhook;
  /** The next REST call is answered with this status and a Razorpay error. */
  refuseNext(status: number): void;
  close(): Promise<void>;
}

const KEY_ID = 'rzp_test_padanamfake';
const KEY_SECRET = 'fake-key-secret-for-tests';
const WEBHOOK_SECRET = 'fake-webhook-secret-for-tests';

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

/** Checkout's stand-in: `new Razorpay(options).open()` shows our frame; its answer calls `handler`. */
function checkoutScript(origin: string): string {
  return `window.Razorpay = function (options) {
  var handlers = {};
  this.on = function (name, callback) { handlers[name] = callback; };
  this.open = function () {
    var frame = document.createElement('iframe');
    frame.title = 'Razorpay test checkout';
    frame.src = ${JSON.stringify(origin)} + '/checkout-frame?order_id=' + encodeURIComponent(options.order_id) +
      '&amount=' + encodeURIComponent(options.amount);
    frame.width = '360'; frame.height = '200';
    document.body.appendChild(frame);
    window.addEventListener('message', function listen(event) {
      if (event.origin !== ${JSON.stringify(origin)}) return;
      window.removeEventListener('message', listen);
      frame.remove();
      if (event.data && event.data.razorpay_payment_id) options.handler(event.data);
      else if (handlers['payment.failed']) handlers['payment.failed']({ error: { description: 'Payment cancelled in the test checkout' } });
    });
  };
};`;
}

function checkoutFrame(orderId: string, amount: string): string {
  const rupees = (Number(amount) / 100).toFixed(2);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test checkout</title></head>
<body><p>Test checkout for ${orderId.replace(/[^A-Za-z0-9_]/g, '')}</p>
<button id="pay" type="button">Pay ₹${rupees} (test)</button>
<script>
document.getElementById('pay').addEventListener('click', function () {
  fetch('/test/pay', { method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ order_id: ${JSON.stringify(orderId)} }) })
    .then(function (response) { return response.json(); })
    .then(function (result) { parent.postMessage(result, '*'); });
});
</script></body></html>`;
}

export async function startFakeRazorpay(
  options: { port?: number; host?: string; webhookUrl?: string } = {},
): Promise<FakeRazorpay> {
  const orders = new Map<string, GatewayOrder>();
  const payments = new Map<string, { orderId: string; amount: number; currency: string }>();
  const refunds: FakeRazorpay['refunds'] = [];
  let refusal: number | null = null;
  const expectedAuth = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;

  function pay(providerOrderId: string, taken: { amount?: number; currency?: string } = {}): CheckoutSuccess {
    const order = orders.get(providerOrderId);
    if (!order) throw new Error(`no gateway order ${providerOrderId}`);
    const paymentId = id('pay');
    payments.set(paymentId, {
      orderId: providerOrderId,
      amount: taken.amount ?? order.amount,
      currency: taken.currency ?? order.currency,
    });
    return {
      razorpay_payment_id: paymentId,
      razorpay_order_id: providerOrderId,
      razorpay_signature: signPayment(providerOrderId, paymentId, KEY_SECRET),
    };
  }

  function webhook(event: string, payload: Record<string, unknown>, eventId = id('evt')): SignedWebhook {
    const body = JSON.stringify({ entity: 'event', event, payload, created_at: Math.floor(Date.now() / 1000) });
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signWebhook(body, WEBHOOK_SECRET),
        'x-razorpay-event-id': eventId,
      },
    };
  }

  /** After a Checkout payment, Razorpay also tells the server: the browser suite gets both. */
  async function deliverCaptured(success: CheckoutSuccess): Promise<void> {
    if (!options.webhookUrl) return;
    const payment = payments.get(success.razorpay_payment_id)!;
    const signed = webhook('payment.captured', {
      payment: {
        entity: {
          id: success.razorpay_payment_id,
          order_id: payment.orderId,
          amount: payment.amount,
          currency: payment.currency,
          status: 'captured',
        },
      },
    });
    await fetch(options.webhookUrl, { method: 'POST', headers: signed.headers, body: signed.body }).catch(() => {});
  }

  async function readJson(request: http.IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const send = (status: number, body: unknown, type = 'application/json') => {
      response.writeHead(status, { 'content-type': type });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    const refuse = (status: number, description: string) =>
      send(status, { error: { code: 'BAD_REQUEST_ERROR', description } });

    void (async () => {
      if (request.method === 'GET' && url.pathname === '/checkout.js')
        return send(200, checkoutScript(origin), 'text/javascript');
      if (request.method === 'GET' && url.pathname === '/checkout-frame')
        return send(
          200,
          checkoutFrame(url.searchParams.get('order_id') ?? '', url.searchParams.get('amount') ?? '0'),
          'text/html; charset=utf-8',
        );
      if (request.method === 'POST' && url.pathname === '/test/pay') {
        const body = await readJson(request);
        const success = pay(String(body.order_id));
        void deliverCaptured(success);
        return send(200, success);
      }
      if (!url.pathname.startsWith('/v1/')) return refuse(404, 'The requested URL was not found on the server.');
      if (request.headers.authorization !== expectedAuth) return refuse(401, 'Authentication failed');
      if (refusal !== null) {
        const status = refusal;
        refusal = null;
        return refuse(status, 'The gateway refused this request (test)');
      }
      const body = await readJson(request);
      if (request.method === 'POST' && url.pathname === '/v1/orders') {
        if (typeof body.amount !== 'number' || body.amount < 100) return refuse(400, 'Order amount less than minimum');
        const order: GatewayOrder = {
          id: id('order'),
          amount: body.amount,
          currency: String(body.currency),
          receipt: String(body.receipt),
          notes: (body.notes ?? {}) as Record<string, string>,
        };
        orders.set(order.id, order);
        return send(200, { ...order, entity: 'order', status: 'created', amount_paid: 0 });
      }
      const fetched = /^\/v1\/payments\/([A-Za-z0-9_]+)$/.exec(url.pathname);
      if (request.method === 'GET' && fetched) {
        const payment = payments.get(fetched[1]!);
        if (!payment) return refuse(400, 'The id provided does not exist');
        return send(200, {
          id: fetched[1],
          entity: 'payment',
          amount: payment.amount,
          currency: payment.currency,
          status: 'captured',
          order_id: payment.orderId,
        });
      }
      const refund = /^\/v1\/payments\/([A-Za-z0-9_]+)\/refund$/.exec(url.pathname);
      if (request.method === 'POST' && refund) {
        const payment = payments.get(refund[1]!);
        if (!payment) return refuse(400, 'The id provided does not exist');
        if (refunds.some((done) => done.paymentId === refund[1]))
          return refuse(400, 'The payment has been fully refunded already');
        const done = { id: id('rfnd'), paymentId: refund[1]!, amount: Number(body.amount ?? payment.amount) };
        refunds.push(done);
        return send(200, { id: done.id, entity: 'refund', payment_id: done.paymentId, amount: done.amount });
      }
      return refuse(404, 'The requested URL was not found on the server.');
    })().catch((error: unknown) => refuse(500, String(error)));
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const config: RazorpayConfig = {
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: origin,
    checkoutUrl: `${origin}/checkout.js`,
  };
  return {
    url: origin,
    config,
    env: {
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: origin,
      RAZORPAY_CHECKOUT_URL: config.checkoutUrl,
    },
    orders,
    refunds,
    pay,
    webhook,
    refuseNext: (status) => {
      refusal = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
