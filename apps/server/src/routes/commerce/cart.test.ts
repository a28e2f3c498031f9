/**
 * The cart on this engine: papers and modules at the server's prices, what may not go in (owned,
 * already there, a draft, a module sold only with its paper), a paper taking the place of its
 * module lines, removal of one's own lines only, and a price change showing at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCart } from '@padanam/contract';
import { startStudentSession } from '../../database-helpers.js';
import { insertStudent } from '../../test/accounts.js';
import { callerOf, insertStaff } from '../../test/staff.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('the cart', () => {
  let testApp: TestApp;
  let admin: { id: number; token: string };
  let student: { id: number; token: string };
  let paper: { id: number; pricePaise: number };
  let modules: { id: number }[];
  const call = callerOf(() => testApp.app);

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true });
    const db = testApp.database.db;
    admin = await insertStaff(db, 'admin');
    const { id } = await insertStudent(db, { name: 'Cart Student' });
    student = { id, token: await startStudentSession(db, id) };
    paper = await db
      .selectFrom('papers')
      .select(['id', 'pricePaise'])
      .where('type', '=', 'Major')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    modules = await db.selectFrom('modules').select('id').where('paperId', '=', paper.id).orderBy('number').execute();
    // The demo sells every module past the free first one at ₹69 (₹139 struck through); here
    // module 3 is sold only with its paper.
    await call('PATCH', `/api/admin/modules/${modules[2]!.id}`, admin.token, {
      pricePaise: null,
      listPricePaise: null,
    });
  });
  afterAll(() => testApp.close());

  it("tells anyone the plans' prices today: the cheapest paper and module on sale", async () => {
    expect((await call('GET', '/api/plans', null)).json()).toEqual({
      paper: { fromPaise: 24_900, listPricePaise: 29_900 },
      module: { fromPaise: 6_900, listPricePaise: 13_900 },
    });
  });

  it('starts empty, and needs a login', async () => {
    expect((await call('GET', '/api/cart', student.token)).json()).toEqual({ items: [], count: 0, totalPaise: 0 });
    expect((await call('GET', '/api/cart', null)).statusCode).toBe(401);
  });

  it('takes a module sold on its own, refuses one sold only with its paper, and a paper replaces its module lines', async () => {
    const module = await call('POST', '/api/cart/items', student.token, { moduleId: modules[1]!.id });
    expect(module.statusCode, module.body).toBe(201);
    expect(module.json()).toMatchObject({
      count: 1,
      totalPaise: 6900,
      items: [{ kind: 'module', moduleId: modules[1]!.id, pricePaise: 6900, listPricePaise: 13900 }],
    });
    const again = await call('POST', '/api/cart/items', student.token, { moduleId: modules[1]!.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This module is in your cart already.');
    const free = await call('POST', '/api/cart/items', student.token, { moduleId: modules[0]!.id });
    expect(free.json().error.message).toBe('This module is free to open: there is nothing to buy.');
    const unpriced = await call('POST', '/api/cart/items', student.token, { moduleId: modules[2]!.id });
    expect(unpriced.statusCode).toBe(409);
    expect(unpriced.json().error.message).toBe('This module is sold only with its paper.');

    const whole = await call('POST', '/api/cart/items', student.token, { paperId: paper.id });
    expect(whole.statusCode).toBe(201);
    const cart = whole.json() as TCart;
    expect(cart).toMatchObject({ count: 1, totalPaise: paper.pricePaise });
    expect(cart.items[0]).toMatchObject({ kind: 'paper', paperId: paper.id, moduleId: null });
    const moduleOfIt = await call('POST', '/api/cart/items', student.token, { moduleId: modules[1]!.id });
    expect(moduleOfIt.json().error.message).toBe('The whole paper is in your cart already.');
    expect((await call('POST', '/api/cart/items', student.token, { paperId: paper.id })).statusCode).toBe(409);
  });

  it('prices every line from the database when the cart is read', async () => {
    await call('PATCH', `/api/admin/papers/${paper.id}`, admin.token, { pricePaise: 24900, listPricePaise: 29900 });
    const cart = (await call('GET', '/api/cart', student.token)).json() as TCart;
    expect(cart.items[0]).toMatchObject({ pricePaise: 24900, listPricePaise: 29900 });
    expect(cart.totalPaise).toBe(24900);
    // The body names the item, never an amount: one with a price is refused.
    const priced = await call('POST', '/api/cart/items', student.token, { paperId: paper.id, pricePaise: 1 });
    expect(priced.statusCode).toBe(400);
  });

  it('refuses what the student owns, drafts and unknown things', async () => {
    const db = testApp.database.db;
    const owner = await insertStudent(db, { name: 'Owner' });
    const ownerToken = await startStudentSession(db, owner.id);
    await call('POST', `/api/admin/users/${owner.id}/enrollments`, admin.token, { paperId: paper.id });
    const owned = await call('POST', '/api/cart/items', ownerToken, { paperId: paper.id });
    expect(owned.statusCode).toBe(409);
    expect(owned.json().error.message).toBe('You own this paper already.');
    const ownedModule = await call('POST', '/api/cart/items', ownerToken, { moduleId: modules[1]!.id });
    expect(ownedModule.json().error.message).toBe('You own this module already.');

    const draft = (
      await call('POST', '/api/admin/papers', admin.token, {
        type: 'MDC',
        title: 'Not yet',
        language: 'English',
        description: '',
        pricePaise: 100,
        listPricePaise: null,
      })
    ).json() as { id: number };
    expect((await call('POST', '/api/cart/items', student.token, { paperId: draft.id })).statusCode).toBe(404);
    expect((await call('POST', '/api/cart/items', student.token, { paperId: 2_147_483_647 })).statusCode).toBe(404);
    expect((await call('POST', '/api/cart/items', student.token, { paperId: 1, moduleId: 1 })).statusCode).toBe(400);
  });

  it('removes only the caller’s own lines, and empties', async () => {
    const db = testApp.database.db;
    const other = await insertStudent(db, { name: 'Other' });
    const otherToken = await startStudentSession(db, other.id);
    const line = ((await call('GET', '/api/cart', student.token)).json() as TCart).items[0]!;
    expect((await call('DELETE', `/api/cart/items/${line.id}`, otherToken)).statusCode).toBe(404);
    expect(((await call('GET', '/api/cart', student.token)).json() as TCart).count).toBe(1);
    const removed = await call('DELETE', `/api/cart/items/${line.id}`, student.token);
    expect(removed.json()).toEqual({ items: [], count: 0, totalPaise: 0 });

    await call('POST', '/api/cart/items', student.token, { moduleId: modules[1]!.id });
    expect((await call('DELETE', '/api/cart', student.token)).statusCode).toBe(204);
    expect(((await call('GET', '/api/cart', student.token)).json() as TCart).count).toBe(0);
  });
});
