/**
 * Checking out on this engine, WhatsApp mode: the order is made at the server's prices in one
 * transaction and the cart emptied; a price changed since the cart was shown is refused before
 * anything is written; the chat link carries the spec's message; staff confirm once (which
 * enrolls), cancel, refund (which revokes); another student's order is a 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TAdminEnrollment,
  TAdminOrderPage,
  TCart,
  TCheckoutResult,
  TModuleList,
  TOrder,
  TOrderList,
  TReceipt,
} from '@padanam/contract';
import { startStudentSession } from '../../database-helpers.js';
import { insertStudent } from '../../test/accounts.js';
import { callerOf, insertStaff } from '../../test/staff.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('orders by WhatsApp message', () => {
  let testApp: TestApp;
  let admin: { id: number; token: string };
  let teacher: { id: number; token: string };
  let student: { id: number; token: string };
  let other: { id: number; token: string };
  let papers: { id: number; title: string }[];
  let lockedModuleId: number;
  const call = callerOf(() => testApp.app);

  async function newStudent(name: string) {
    const { id } = await insertStudent(testApp.database.db, { name });
    return { id, token: await startStudentSession(testApp.database.db, id) };
  }

  const cartOf = async (token: string) => (await call('GET', '/api/cart', token)).json() as TCart;
  const activeGrants = (userId: number) =>
    testApp.database.db
      .selectFrom('enrollments')
      .select(['paperId', 'moduleId', 'source', 'orderId'])
      .where('userId', '=', userId)
      .where('revokedAt', 'is', null)
      .execute();

  async function canOpen(token: string, paperId: number, moduleId: number) {
    const { modules } = (await call('GET', `/api/papers/${paperId}/modules`, token)).json() as TModuleList;
    return modules.find((module) => module.id === moduleId)!.canOpen;
  }

  async function checkOut(token: string, items: ({ paperId: number } | { moduleId: number })[]) {
    for (const item of items) expect((await call('POST', '/api/cart/items', token, item)).statusCode).toBe(201);
    const cart = await cartOf(token);
    const reply = await call('POST', '/api/orders', token, { method: 'whatsapp', seenTotalPaise: cart.totalPaise });
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json() as TCheckoutResult;
  }

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true, env: { WHATSAPP_ORDER_NUMBER: '919876543210' } });
    const db = testApp.database.db;
    admin = await insertStaff(db, 'admin');
    teacher = await insertStaff(db, 'teacher');
    student = await newStudent('Anjali Menon');
    other = await newStudent('Other Student');
    papers = await db.selectFrom('papers').select(['id', 'title']).orderBy('id').limit(3).execute();
    const locked = await db
      .selectFrom('modules')
      .select('id')
      .where('paperId', '=', papers[2]!.id)
      .where('number', '=', 2)
      .executeTakeFirstOrThrow();
    lockedModuleId = locked.id;
  });
  afterAll(() => testApp.close());

  it('says which ways to pay are on: WhatsApp alone without Razorpay keys', async () => {
    expect((await call('GET', '/api/checkout/methods', null)).json()).toEqual({ methods: ['whatsapp'] });
  });

  it('makes the order at the server prices, empties the cart and links the spec message', async () => {
    const result = await checkOut(student.token, [{ paperId: papers[0]!.id }, { moduleId: lockedModuleId }]);
    expect(result.order).toMatchObject({
      status: 'awaiting_payment',
      method: 'whatsapp',
      amountPaise: 24_900 + 6_900,
      currency: 'INR',
      lines: [
        { kind: 'paper', paperId: papers[0]!.id, pricePaise: 24_900, listPricePaise: 29_900 },
        { kind: 'module', moduleId: lockedModuleId, moduleNumber: 2, pricePaise: 6_900, listPricePaise: 13_900 },
      ],
    });
    expect(result.order.number).toMatch(/^PDN-\d{6}$/);
    expect(result.payUrl).toBeNull();
    const link = new URL(result.whatsappUrl!);
    expect(link.origin + link.pathname).toBe('https://wa.me/919876543210');
    const message = link.searchParams.get('text')!;
    expect(message).toContain(`New order ${result.order.number}`);
    expect(message).toContain('Name: Anjali Menon');
    expect(message).toMatch(/Phone: \+91 \d{10}/);
    expect(message).toMatch(/Date: .+\nTime: .+/);
    expect(message).toContain(`1. ${papers[0]!.title} (Paper-Based Plan) - ₹249.00`);
    expect(message).toContain('(Module-Based Plan) - ₹69.00');
    expect(message).toContain('Total: ₹318.00');
    expect((await cartOf(student.token)).count).toBe(0);
    // Nothing is granted until staff confirm.
    expect(await activeGrants(student.id)).toEqual([]);
  });

  it('refuses an empty cart, a method that is off, and any amount from the browser', async () => {
    const empty = await call('POST', '/api/orders', other.token, { method: 'whatsapp', seenTotalPaise: 0 });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().error.message).toBe('Your cart is empty.');
    await call('POST', '/api/cart/items', other.token, { paperId: papers[1]!.id });
    const online = await call('POST', '/api/orders', other.token, { method: 'razorpay', seenTotalPaise: 24_900 });
    expect(online.statusCode).toBe(409);
    expect(online.json().error.message).toBe('Paying online is not available here.');
    const priced = await call('POST', '/api/orders', other.token, {
      method: 'whatsapp',
      seenTotalPaise: 24_900,
      amountPaise: 100,
    });
    expect(priced.statusCode).toBe(400);
    expect((await cartOf(other.token)).count).toBe(1);
  });

  it('refuses a total the student was not shown, writes nothing, and charges the new price once seen', async () => {
    const before = await cartOf(other.token);
    await call('PATCH', `/api/admin/papers/${papers[1]!.id}`, admin.token, { pricePaise: 19_900 });
    const stale = await call('POST', '/api/orders', other.token, {
      method: 'whatsapp',
      seenTotalPaise: before.totalPaise,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'PRICE_CHANGED' });
    expect(stale.json().error.message).toContain('₹199.00');
    expect((await call('GET', '/api/orders', other.token)).json()).toEqual({ items: [] });
    expect((await cartOf(other.token)).count).toBe(1);

    const seen = await cartOf(other.token);
    expect(seen.totalPaise).toBe(19_900);
    const paid = await call('POST', '/api/orders', other.token, {
      method: 'whatsapp',
      seenTotalPaise: seen.totalPaise,
    });
    expect(paid.statusCode).toBe(201);
    expect((paid.json() as TCheckoutResult).order.amountPaise).toBe(19_900);
    await call('PATCH', `/api/admin/papers/${papers[1]!.id}`, admin.token, { pricePaise: 24_900 });
  });

  it("shows a student their own orders and receipts, and another's as 404", async () => {
    const list = (await call('GET', '/api/orders', student.token)).json() as TOrderList;
    expect(list.items).toHaveLength(1);
    const order = list.items[0]!;
    const details = await call('GET', `/api/orders/${order.id}`, student.token);
    expect(details.json()).toMatchObject({ id: order.id, whatsappUrl: expect.stringContaining('https://wa.me/') });
    const receipt = (await call('GET', `/api/orders/${order.id}/receipt`, student.token)).json() as TReceipt;
    expect(receipt).toMatchObject({
      order: { id: order.id, amountPaise: 31_800 },
      buyer: { name: 'Anjali Menon' },
      seller: { name: 'Padanam', taxFields: [] },
    });
    for (const url of [`/api/orders/${order.id}`, `/api/orders/${order.id}/receipt`]) {
      const refused = await call('GET', url, other.token);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('lets staff find orders, admins alone confirm; confirming enrolls once and only once', async () => {
    const [order] = ((await call('GET', '/api/orders', student.token)).json() as TOrderList).items;
    const byNumber = (
      await call('GET', `/api/admin/orders?q=${order!.number}`, teacher.token)
    ).json() as TAdminOrderPage;
    expect(byNumber.items.map((item) => item.id)).toEqual([order!.id]);
    expect(byNumber.items[0]!.buyer.name).toBe('Anjali Menon');
    const awaiting = (
      await call('GET', '/api/admin/orders?status=awaiting_payment&method=whatsapp', teacher.token)
    ).json();
    expect((awaiting as TAdminOrderPage).total).toBe(2);

    expect((await call('POST', `/api/admin/orders/${order!.id}/confirm`, teacher.token)).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/orders/${order!.id}/confirm`, student.token)).statusCode).toBe(403);
    const confirmations = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', `/api/admin/orders/${order!.id}/confirm`, admin.token)),
    );
    expect(confirmations.map((reply) => reply.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const grants = await activeGrants(student.id);
    expect(grants).toHaveLength(2);
    expect(grants).toEqual(
      expect.arrayContaining([
        { paperId: papers[0]!.id, moduleId: null, source: 'order', orderId: order!.id },
        { paperId: papers[2]!.id, moduleId: lockedModuleId, source: 'order', orderId: order!.id },
      ]),
    );
    const paid = (await call('GET', `/api/orders/${order!.id}`, student.token)).json() as TOrder;
    expect(paid.status).toBe('paid');
    expect(paid.paidAt).not.toBeNull();
    // What was bought now opens, and can no longer be added to the cart.
    expect(await canOpen(student.token, papers[2]!.id, lockedModuleId)).toBe(true);
    expect(await canOpen(other.token, papers[2]!.id, lockedModuleId)).toBe(false);
    expect((await call('POST', '/api/cart/items', student.token, { paperId: papers[0]!.id })).statusCode).toBe(409);
  });

  it('refunds a confirmed order: access is revoked from then on, and it is audited', async () => {
    const [order] = ((await call('GET', '/api/orders', student.token)).json() as TOrderList).items;
    const refunded = await call('POST', `/api/admin/orders/${order!.id}/refund`, admin.token);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ status: 'refunded' });
    expect(await activeGrants(student.id)).toEqual([]);
    expect(await canOpen(student.token, papers[2]!.id, lockedModuleId)).toBe(false);
    expect((await call('POST', `/api/admin/orders/${order!.id}/refund`, admin.token)).statusCode).toBe(409);
    const audit = await testApp.database.db
      .selectFrom('auditLog')
      .select('action')
      .where('entityType', '=', 'order')
      .where('entityId', '=', order!.id)
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['order.confirm', 'order.refund']);
  });

  it('cancels an unpaid order, after which it cannot be confirmed', async () => {
    const [order] = ((await call('GET', '/api/orders', other.token)).json() as TOrderList).items;
    const cancelled = await call('POST', `/api/admin/orders/${order!.id}/cancel`, admin.token);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    const confirm = await call('POST', `/api/admin/orders/${order!.id}/confirm`, admin.token);
    expect(confirm.statusCode).toBe(409);
    expect(await activeGrants(other.id)).toEqual([]);
    expect((await call('POST', '/api/admin/orders/999999/cancel', admin.token)).statusCode).toBe(404);
  });

  it('lets a student cancel their own order not paid yet, and nothing else', async () => {
    const buyer = await newStudent('Cancelling Student');
    const { order } = await checkOut(buyer.token, [{ paperId: papers[1]!.id }]);
    // Another student's order is not there for them, and a paid one cannot be called off.
    expect((await call('POST', `/api/orders/${order.id}/cancel`, other.token)).statusCode).toBe(404);
    const cancelled = await call('POST', `/api/orders/${order.id}/cancel`, buyer.token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ id: order.id, status: 'cancelled', whatsappUrl: null });
    const again = await call('POST', `/api/orders/${order.id}/cancel`, buyer.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: 'CONFLICT', message: 'Only an order not paid yet can be cancelled; this one is cancelled.' },
    });
    // Staff can no longer confirm it, and it granted nothing.
    expect((await call('POST', `/api/admin/orders/${order.id}/confirm`, admin.token)).statusCode).toBe(409);
    expect(await activeGrants(buyer.id)).not.toContainEqual(expect.objectContaining({ paperId: papers[1]!.id }));

    const { order: paid } = await checkOut(buyer.token, [{ paperId: papers[1]!.id }]);
    expect((await call('POST', `/api/admin/orders/${paid.id}/confirm`, admin.token)).statusCode).toBe(200);
    const refused = await call('POST', `/api/orders/${paid.id}/cancel`, buyer.token);
    expect(refused.statusCode).toBe(409);
    expect((await call('GET', `/api/orders/${paid.id}`, buyer.token)).json()).toMatchObject({ status: 'paid' });
  });

  it('lets a student buy a paper holding a module they own, but not a module of a paper they own', async () => {
    const buyer = await newStudent('Module Owner');
    const first = await checkOut(buyer.token, [{ moduleId: lockedModuleId }]);
    await call('POST', `/api/admin/orders/${first.order.id}/confirm`, admin.token);
    const whole = await checkOut(buyer.token, [{ paperId: papers[2]!.id }]);
    await call('POST', `/api/admin/orders/${whole.order.id}/confirm`, admin.token);
    const grants = await activeGrants(buyer.id);
    expect(grants.map((grant) => grant.moduleId ?? 'paper').sort()).toEqual([lockedModuleId, 'paper'].sort());
    const moduleOfOwnedPaper = await call('POST', '/api/cart/items', buyer.token, { moduleId: lockedModuleId });
    expect(moduleOfOwnedPaper.statusCode).toBe(409);
  });

  it('marks an order paid for what the student had already; either refund leaves the other order standing', async () => {
    const buyer = await newStudent('Pays Twice');
    // Two orders for one paper, both started before either was paid.
    const first = await checkOut(buyer.token, [{ paperId: papers[2]!.id }]);
    const second = await checkOut(buyer.token, [{ paperId: papers[2]!.id }]);
    for (const { order } of [first, second])
      expect((await call('POST', `/api/admin/orders/${order.id}/confirm`, admin.token)).statusCode).toBe(200);
    const listed = (await call('GET', `/api/admin/orders?q=Pays Twice`, teacher.token)).json() as TAdminOrderPage;
    const owned = Object.fromEntries(listed.items.map((order) => [order.id, order.linesOwnedWhenPaid]));
    expect(owned).toEqual({ [first.order.id]: 0, [second.order.id]: 1 });
    // Each paid order holds its own grant.
    expect(await activeGrants(buyer.id)).toEqual(
      expect.arrayContaining([
        { paperId: papers[2]!.id, moduleId: null, source: 'order', orderId: first.order.id },
        { paperId: papers[2]!.id, moduleId: null, source: 'order', orderId: second.order.id },
      ]),
    );
    // Refunding the order that granted first leaves the second, still paid, opening the paper.
    expect((await call('POST', `/api/admin/orders/${first.order.id}/refund`, admin.token)).statusCode).toBe(200);
    expect(await activeGrants(buyer.id)).toEqual([
      { paperId: papers[2]!.id, moduleId: null, source: 'order', orderId: second.order.id },
    ]);
    expect(await canOpen(buyer.token, papers[2]!.id, lockedModuleId)).toBe(true);
    // Refunding both takes it away.
    expect((await call('POST', `/api/admin/orders/${second.order.id}/refund`, admin.token)).statusCode).toBe(200);
    expect(await activeGrants(buyer.id)).toEqual([]);
    expect(await canOpen(buyer.token, papers[2]!.id, lockedModuleId)).toBe(false);
  });

  it('keeps a staff grant standing when the order over it is refunded, and the order when staff revoke theirs', async () => {
    const buyer = await newStudent('Scholar And Buyer');
    const enrollmentsOf = async () =>
      (await call('GET', `/api/admin/users/${buyer.id}/enrollments`, admin.token)).json()
        .enrollments as TAdminEnrollment[];
    // Bought first, then granted a scholarship for the same paper: both stand on their own.
    const { order } = await checkOut(buyer.token, [{ paperId: papers[2]!.id }]);
    expect((await call('POST', `/api/admin/orders/${order.id}/confirm`, admin.token)).statusCode).toBe(200);
    const granted = await call('POST', `/api/admin/users/${buyer.id}/enrollments`, admin.token, {
      paperId: papers[2]!.id,
    });
    expect(granted.statusCode, granted.body).toBe(201);
    const staffGrant = (await enrollmentsOf()).find((enrollment) => enrollment.source === 'staff')!;
    const orderGrant = (await enrollmentsOf()).find((enrollment) => enrollment.source === 'order')!;

    // Staff revoke their grant: the paid order still opens the paper.
    const revoked = await call('DELETE', `/api/admin/users/${buyer.id}/enrollments/${staffGrant.id}`, admin.token);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(await canOpen(buyer.token, papers[2]!.id, lockedModuleId)).toBe(true);
    // An order's grant is taken back by refunding the order, not by a revoke.
    const paidFor = await call('DELETE', `/api/admin/users/${buyer.id}/enrollments/${orderGrant.id}`, admin.token);
    expect(paidFor.statusCode).toBe(409);
    expect(paidFor.json().error.message).toBe(
      `This enrollment was bought with order ${order.number}: refund the order to take it back.`,
    );
    expect(await canOpen(buyer.token, papers[2]!.id, lockedModuleId)).toBe(true);

    // Granted again, then the order refunded: the staff grant keeps the paper open.
    expect(
      (await call('POST', `/api/admin/users/${buyer.id}/enrollments`, admin.token, { paperId: papers[2]!.id }))
        .statusCode,
    ).toBe(201);
    expect((await call('POST', `/api/admin/orders/${order.id}/refund`, admin.token)).statusCode).toBe(200);
    expect(await activeGrants(buyer.id)).toEqual([
      { paperId: papers[2]!.id, moduleId: null, source: 'staff', orderId: null },
    ]);
    expect(await canOpen(buyer.token, papers[2]!.id, lockedModuleId)).toBe(true);
  });

  it('counts a staff grant made while an order waited as owned when it is paid, and keeps it after the refund', async () => {
    const buyer = await newStudent('Granted While Waiting');
    const { order } = await checkOut(buyer.token, [{ moduleId: lockedModuleId }]);
    expect(
      (await call('POST', `/api/admin/users/${buyer.id}/enrollments`, admin.token, { paperId: papers[2]!.id }))
        .statusCode,
    ).toBe(201);
    expect((await call('POST', `/api/admin/orders/${order.id}/confirm`, admin.token)).statusCode).toBe(200);
    const [listed] = ((await call('GET', `/api/admin/orders?q=${order.number}`, admin.token)).json() as TAdminOrderPage)
      .items;
    expect(listed!.linesOwnedWhenPaid).toBe(1);
    expect((await call('POST', `/api/admin/orders/${order.id}/refund`, admin.token)).statusCode).toBe(200);
    expect(await canOpen(buyer.token, papers[2]!.id, lockedModuleId)).toBe(true);
  });
});
