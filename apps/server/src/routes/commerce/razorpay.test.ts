/**
 * Paying by Razorpay on this engine, against a stand-in Razorpay on 127.0.0.1 (its REST API over
 * real HTTP, payments and webhooks signed as Razorpay signs them): the gateway order is made
 * once at the server's amount; a tampered callback or webhook changes nothing; a replayed or
 * repeated event is handled once; a webhook for an unknown order is acknowledged and ignored;
 * callback and webhook racing 20 at a time end in one enrollment per line; refunds go through
 * the gateway and revoke; the payment page carries its own CSP.
 */
import fs from 'node:fs';
import path from 'node:path';
import Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminOrderPage, TCart, TCheckoutResult, TOrder, TRazorpayCheckout } from '@padanam/contract';
import { startStudentSession } from '../../database-helpers.js';
import { paymentPagePolicy } from '../../plugins/payment-page.js';
import { insertStudent } from '../../test/accounts.js';
import { startFakeRazorpay, type FakeRazorpay, type SignedWebhook } from '../../test/fake-razorpay.js';
import { callerOf, insertStaff } from '../../test/staff.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('paying by Razorpay', () => {
  let gateway: FakeRazorpay;
  let testApp: TestApp;
  let admin: { id: number; token: string };
  let paperIds: number[];
  const call = callerOf(() => testApp.app);

  async function newStudent() {
    const { id } = await insertStudent(testApp.database.db);
    return { id, token: await startStudentSession(testApp.database.db, id) };
  }

  /** A student with an order of these papers, made by Check Out and opened for payment. */
  async function orderFor(paperIdsToBuy: number[]) {
    const student = await newStudent();
    for (const paperId of paperIdsToBuy) await call('POST', '/api/cart/items', student.token, { paperId });
    const cart = (await call('GET', '/api/cart', student.token)).json() as TCart;
    const checkout = await call('POST', '/api/orders', student.token, {
      method: 'razorpay',
      seenTotalPaise: cart.totalPaise,
    });
    expect(checkout.statusCode, checkout.body).toBe(201);
    const { order, payUrl } = checkout.json() as TCheckoutResult;
    expect(payUrl).toBe(`/pay/${order.id}`);
    const opened = await call('POST', `/api/orders/${order.id}/razorpay`, student.token, {});
    expect(opened.statusCode, opened.body).toBe(200);
    return { student, order, checkout: opened.json() as TRazorpayCheckout };
  }

  const webhook = (signed: SignedWebhook) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: signed.headers,
      payload: signed.body,
    });

  const captured = (providerOrderId: string, paymentId: string, amount: number, eventId?: string, currency = 'INR') =>
    gateway.webhook(
      'payment.captured',
      { payment: { entity: { id: paymentId, order_id: providerOrderId, amount, currency, status: 'captured' } } },
      eventId,
    );

  const grantsOf = (userId: number) =>
    testApp.database.db
      .selectFrom('enrollments')
      .select(['paperId', 'orderId', 'revokedAt'])
      .where('userId', '=', userId)
      .execute();

  const orderOf = async (token: string, orderId: number) =>
    (await call('GET', `/api/orders/${orderId}`, token)).json() as TOrder;

  beforeAll(async () => {
    gateway = await startFakeRazorpay();
    testApp = await createTestApp({ seed: true, env: gateway.env });
    admin = await insertStaff(testApp.database.db, 'admin');
    const papers = await testApp.database.db.selectFrom('papers').select('id').orderBy('id').limit(4).execute();
    paperIds = papers.map((paper) => paper.id);
  });
  afterAll(async () => {
    await testApp.close();
    await gateway.close();
  });

  it('signs as the official razorpay package checks, and offers both ways to pay', async () => {
    const { checkout } = await orderFor([paperIds[0]!]);
    const success = gateway.pay(checkout.providerOrderId);
    const fields = { order_id: checkout.providerOrderId, payment_id: success.razorpay_payment_id };
    expect(validatePaymentVerification(fields, success.razorpay_signature, gateway.config.keySecret)).toBe(true);
    const signed = gateway.webhook('payment.failed', {});
    expect(
      Razorpay.validateWebhookSignature(
        signed.body,
        signed.headers['x-razorpay-signature']!,
        gateway.config.webhookSecret,
      ),
    ).toBe(true);
    expect((await call('GET', '/api/checkout/methods', null)).json()).toEqual({ methods: ['razorpay', 'whatsapp'] });
  });

  it('makes the gateway order once, at the order amount, and hands Checkout what it needs', async () => {
    const { student, order, checkout } = await orderFor([paperIds[0]!, paperIds[1]!]);
    expect(checkout).toMatchObject({
      keyId: gateway.config.keyId,
      checkoutUrl: gateway.config.checkoutUrl,
      amountPaise: 49_800,
      currency: 'INR',
      name: 'Padanam',
      order: { id: order.id, status: 'awaiting_payment' },
    });
    expect(gateway.orders.get(checkout.providerOrderId)).toMatchObject({ amount: 49_800, receipt: order.number });
    const again = (await call('POST', `/api/orders/${order.id}/razorpay`, student.token, {})).json();
    expect(again.providerOrderId).toBe(checkout.providerOrderId);
    const stranger = await newStudent();
    expect((await call('POST', `/api/orders/${order.id}/razorpay`, stranger.token, {})).statusCode).toBe(404);
  });

  it('refuses a tampered callback and grants on a true one, once however often it comes', async () => {
    const { student, order, checkout } = await orderFor([paperIds[0]!]);
    const success = gateway.pay(checkout.providerOrderId);
    const forged = [
      { ...success, razorpay_signature: success.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) },
      // Signed for another gateway order: the server checks against the order id it stored.
      {
        ...success,
        razorpay_signature: gateway.pay((await orderFor([paperIds[1]!])).checkout.providerOrderId).razorpay_signature,
      },
      { ...success, razorpay_payment_id: 'pay_someoneelse1' },
    ];
    for (const body of forged) {
      const refused = await call('POST', `/api/orders/${order.id}/payment`, student.token, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('PAYMENT_NOT_VERIFIED');
    }
    expect(await grantsOf(student.id)).toEqual([]);
    expect((await orderOf(student.token, order.id)).status).toBe('awaiting_payment');

    for (let time = 0; time < 3; time += 1) {
      const paid = await call('POST', `/api/orders/${order.id}/payment`, student.token, success);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json()).toMatchObject({ status: 'paid' });
    }
    expect(await grantsOf(student.id)).toEqual([{ paperId: paperIds[0], orderId: order.id, revokedAt: null }]);
    // Another student replaying the same callback on their own order id gets a 404.
    const stranger = await newStudent();
    expect((await call('POST', `/api/orders/${order.id}/payment`, stranger.token, success)).statusCode).toBe(404);
  });

  it('settles by webhook alone when the browser never comes back; repeats and forgeries change nothing', async () => {
    const { student, order, checkout } = await orderFor([paperIds[2]!]);
    const success = gateway.pay(checkout.providerOrderId);
    const event = captured(checkout.providerOrderId, success.razorpay_payment_id, order.amountPaise);

    const tampered = { ...event, body: event.body.replace('"captured"', '"captured" ') };
    expect((await webhook(tampered)).statusCode).toBe(400);
    const unsigned = { ...event, headers: { ...event.headers, 'x-razorpay-signature': '' } };
    expect((await webhook(unsigned)).statusCode).toBe(400);
    const cheaper = captured(checkout.providerOrderId, success.razorpay_payment_id, 100);
    expect((await webhook(cheaper)).json()).toEqual({ received: true, outcome: 'mismatch' });
    expect(await grantsOf(student.id)).toEqual([]);

    expect((await webhook(event)).json()).toEqual({ received: true, outcome: 'paid' });
    expect((await webhook(event)).json()).toEqual({ received: true, outcome: 'duplicate' });
    // The same news under a new event id (order.paid after payment.captured) is harmless too.
    const orderPaid = gateway.webhook('order.paid', {
      order: { entity: { id: checkout.providerOrderId, amount_paid: order.amountPaise, currency: 'INR' } },
      payment: {
        entity: {
          id: success.razorpay_payment_id,
          order_id: checkout.providerOrderId,
          amount: order.amountPaise,
          currency: 'INR',
        },
      },
    });
    expect((await webhook(orderPaid)).json()).toEqual({ received: true, outcome: 'ignored' });
    // A failure reported late, after the capture, does not undo it.
    const lateFailure = gateway.webhook('payment.failed', {
      payment: { entity: { id: 'pay_earlierattempt', order_id: checkout.providerOrderId, amount: order.amountPaise } },
    });
    expect((await webhook(lateFailure)).json()).toEqual({ received: true, outcome: 'ignored' });
    expect((await orderOf(student.token, order.id)).status).toBe('paid');
    expect(await grantsOf(student.id)).toHaveLength(1);
  });

  it('pays nothing for a capture in another currency or amount: the order stays unpaid and staff see the mismatch', async () => {
    const { student, order, checkout } = await orderFor([paperIds[3]!]);
    const success = gateway.pay(checkout.providerOrderId);
    const mismatchOf = async () => {
      const page = (await call('GET', `/api/admin/orders?q=${order.number}`, admin.token)).json() as TAdminOrderPage;
      return page.items[0]!.paymentMismatch;
    };
    expect(await mismatchOf()).toBeNull();

    const dollars = captured(
      checkout.providerOrderId,
      success.razorpay_payment_id,
      order.amountPaise,
      undefined,
      'USD',
    );
    expect((await webhook(dollars)).json()).toEqual({ received: true, outcome: 'mismatch' });
    expect((await orderOf(student.token, order.id)).status).toBe('awaiting_payment');
    expect(await grantsOf(student.id)).toEqual([]);
    expect(await mismatchOf()).toEqual({
      providerPaymentId: success.razorpay_payment_id,
      amountPaise: order.amountPaise,
      currency: 'USD',
      at: expect.any(Number),
    });

    const short = captured(checkout.providerOrderId, success.razorpay_payment_id, order.amountPaise - 1);
    expect((await webhook(short)).json()).toEqual({ received: true, outcome: 'mismatch' });
    expect(await mismatchOf()).toMatchObject({ amountPaise: order.amountPaise - 1, currency: 'INR' });
    expect((await orderOf(student.token, order.id)).status).toBe('awaiting_payment');
    expect(await grantsOf(student.id)).toEqual([]);

    // The true capture still pays it.
    const right = captured(checkout.providerOrderId, success.razorpay_payment_id, order.amountPaise);
    expect((await webhook(right)).json()).toEqual({ received: true, outcome: 'paid' });
    expect(await grantsOf(student.id)).toHaveLength(1);
  });

  it('refuses a signed callback whose payment Razorpay recorded in another currency or amount', async () => {
    for (const taken of [{ currency: 'USD' }, { amount: 100 }]) {
      const { student, order, checkout } = await orderFor([paperIds[3]!]);
      const success = gateway.pay(checkout.providerOrderId, taken);
      const refused = await call('POST', `/api/orders/${order.id}/payment`, student.token, success);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('PAYMENT_NOT_VERIFIED');
      expect((await orderOf(student.token, order.id)).status).toBe('awaiting_payment');
      expect(await grantsOf(student.id)).toEqual([]);
      const page = (await call('GET', `/api/admin/orders?q=${order.number}`, admin.token)).json() as TAdminOrderPage;
      expect(page.items[0]!.paymentMismatch).toEqual({
        providerPaymentId: success.razorpay_payment_id,
        amountPaise: taken.amount ?? order.amountPaise,
        currency: taken.currency ?? 'INR',
        at: expect.any(Number),
      });
    }
  });

  it('acknowledges a webhook for an order it does not know, and changes nothing', async () => {
    const before = await testApp.database.db.selectFrom('enrollments').select('id').execute();
    const unknown = captured('order_notours12345', 'pay_notours12345', 24_900);
    expect((await webhook(unknown)).json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await testApp.database.db.selectFrom('enrollments').select('id').execute()).toEqual(before);
  });

  it('ends callbacks and webhooks racing 20 at a time in exactly one enrollment per line', async () => {
    const { student, order, checkout } = await orderFor([paperIds[0]!, paperIds[3]!]);
    const success = gateway.pay(checkout.providerOrderId);
    const requests = Array.from({ length: 20 }, (_, index) =>
      index % 2 === 0
        ? call('POST', `/api/orders/${order.id}/payment`, student.token, success)
        : webhook(
            captured(checkout.providerOrderId, success.razorpay_payment_id, order.amountPaise, `evt_race${index % 4}`),
          ),
    );
    const replies = await Promise.all(requests);
    expect(replies.map((reply) => reply.statusCode)).toEqual(new Array(20).fill(200));
    const grants = await grantsOf(student.id);
    expect(grants.map((grant) => grant.paperId).sort()).toEqual([paperIds[0], paperIds[3]].sort());
    const events = await testApp.database.db
      .selectFrom('paymentEvents')
      .select('providerEventId')
      .where('providerEventId', 'like', 'evt_race%')
      .execute();
    expect(events).toHaveLength(2);
  });

  it('refunds through the gateway and revokes; a refused refund changes nothing', async () => {
    const { student, order, checkout } = await orderFor([paperIds[1]!]);
    const success = gateway.pay(checkout.providerOrderId);
    await call('POST', `/api/orders/${order.id}/payment`, student.token, success);
    expect(await grantsOf(student.id)).toHaveLength(1);

    gateway.refuseNext(400);
    const refused = await call('POST', `/api/admin/orders/${order.id}/refund`, admin.token);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error.code).toBe('BAD_GATEWAY');
    expect((await orderOf(student.token, order.id)).status).toBe('paid');

    const refunded = await call('POST', `/api/admin/orders/${order.id}/refund`, admin.token);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ status: 'refunded', providerRefundId: expect.stringMatching(/^rfnd_/) });
    expect(gateway.refunds).toEqual([
      expect.objectContaining({ paymentId: success.razorpay_payment_id, amount: order.amountPaise }),
    ]);
    const [grant] = await grantsOf(student.id);
    expect(grant!.revokedAt).not.toBeNull();
    // Razorpay's own refund event afterwards is a no-op.
    const refundEvent = gateway.webhook('refund.processed', {
      refund: { entity: { id: 'rfnd_x', payment_id: success.razorpay_payment_id, amount: order.amountPaise } },
    });
    expect((await webhook(refundEvent)).json()).toEqual({ received: true, outcome: 'ignored' });
    // Staff cannot confirm a Razorpay order by hand.
    const confirm = await call('POST', `/api/admin/orders/${order.id}/confirm`, admin.token);
    expect(confirm.statusCode).toBe(409);
  });

  it('revokes on a refund made in the Razorpay dashboard, reported by webhook', async () => {
    const { student, order, checkout } = await orderFor([paperIds[2]!]);
    const success = gateway.pay(checkout.providerOrderId);
    await call('POST', `/api/orders/${order.id}/payment`, student.token, success);
    const refundEvent = gateway.webhook('refund.processed', {
      refund: { entity: { id: 'rfnd_dashboard1', payment_id: success.razorpay_payment_id, amount: order.amountPaise } },
    });
    expect((await webhook(refundEvent)).json()).toEqual({ received: true, outcome: 'refunded' });
    expect((await orderOf(student.token, order.id)).status).toBe('refunded');
    expect((await grantsOf(student.id)).every((grant) => grant.revokedAt !== null)).toBe(true);
  });

  it('answers 502 when the gateway refuses to make an order, and the order stays payable', async () => {
    const student = await newStudent();
    await call('POST', '/api/cart/items', student.token, { paperId: paperIds[3]! });
    const checkout = await call('POST', '/api/orders', student.token, { method: 'razorpay', seenTotalPaise: 24_900 });
    const { order } = checkout.json() as TCheckoutResult;
    gateway.refuseNext(500);
    expect((await call('POST', `/api/orders/${order.id}/razorpay`, student.token, {})).statusCode).toBe(502);
    expect((await call('POST', `/api/orders/${order.id}/razorpay`, student.token, {})).statusCode).toBe(200);
  });

  it('serves the payment page with a CSP admitting exactly what Razorpay Checkout loads', async () => {
    const directivesOf = (policy: string) =>
      Object.fromEntries(
        policy.split(';').map((directive) => {
          const [name, ...sources] = directive.trim().split(/\s+/);
          return [name!, sources];
        }),
      );
    // With Razorpay's own URLs (the defaults): the origins of Razorpay's CSP allowlist for Checkout.
    const razorpays = directivesOf(
      paymentPagePolicy({
        ...gateway.config,
        apiUrl: 'https://api.razorpay.com',
        checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      }),
    );
    expect(razorpays['script-src']).toEqual(["'self'", 'https://checkout.razorpay.com', 'https://cdn.razorpay.com']);
    expect(razorpays['frame-src']).toEqual(['https://api.razorpay.com']);
    expect(razorpays['connect-src']).toEqual([
      "'self'",
      'https://lumberjack.razorpay.com',
      'https://lumberjack-metrics.razorpay.com',
    ]);
    expect(razorpays['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.razorpay.com']);
    expect(razorpays['default-src']).toEqual(["'self'"]);
    expect(razorpays['style-src']).toEqual(["'self'"]);
    expect(razorpays['object-src']).toEqual(["'none'"]);
    expect(Object.values(razorpays).flat()).not.toContain("'unsafe-inline'");

    // Served with the configured stand-in's origins in their place.
    const pageDir = path.join(testApp.config.webDistDir, 'pay');
    fs.mkdirSync(pageDir, { recursive: true });
    fs.writeFileSync(path.join(pageDir, 'index.html'), '<!doctype html><title>Pay</title>');
    const page = await testApp.app.inject({ method: 'GET', url: '/pay/42' });
    expect(page.statusCode).toBe(200);
    const served = directivesOf(page.headers['content-security-policy'] as string);
    expect(served).toEqual({
      ...razorpays,
      'script-src': ["'self'", gateway.url, 'https://cdn.razorpay.com'],
      'frame-src': [gateway.url],
    });
    expect((await testApp.app.inject({ method: 'GET', url: '/pay/nope' })).statusCode).toBe(404);
    // The API keeps the strict policy.
    const api = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['content-security-policy']).toContain("script-src 'self';");
  });
});
