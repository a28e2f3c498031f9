/**
 * The console's data requests beside grievances on this engine: students' copies of their data
 * (by status, never the ZIP's key), account deletions (scheduled with overdue marked, or erased:
 * the tombstone with no phone) and parental consents (a parent's masked phone, or the exemption),
 * paged; admins only, and every reading audited with the students it showed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminDataExportPage, TAdminErasurePage, TAdminParentalConsentPage } from '@padanam/contract';
import { startStudentSession } from '../../database-helpers.js';
import { createFakeClock } from '../../lib/clock.js';
import { insertStudent } from '../../test/accounts.js';
import { callerOf, insertStaff } from '../../test/staff.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('data requests for staff', () => {
  const clock = createFakeClock(Date.UTC(2026, 11, 5, 6, 0, 0));
  let testApp: TestApp;
  let admin: { id: number; token: string };
  let teacher: { id: number; token: string };
  let anjali: { id: number; phone: string; token: string };
  let rahul: { id: number; phone: string };
  let erased: { id: number };
  const call = callerOf(() => testApp.app);
  const masked = (phone: string) => `+91******${phone.slice(-4)}`;

  beforeAll(async () => {
    testApp = await createTestApp({ clock });
    const db = testApp.database.db;
    admin = await insertStaff(db, 'admin', clock());
    teacher = await insertStaff(db, 'teacher', clock());
    const anjaliRow = await insertStudent(db, { name: 'Anjali Menon' });
    anjali = { ...anjaliRow, token: await startStudentSession(db, anjaliRow.id, clock()) };
    rahul = await insertStudent(db, { name: 'Rahul Nair' });
    erased = await insertStudent(db, { name: 'Gone Student' });
    const now = clock();

    await db
      .insertInto('dataExports')
      .values([
        {
          userId: anjali.id,
          status: 'ready',
          requestedAt: now - 3 * DAY_MS,
          claimedAt: now - 3 * DAY_MS,
          readyAt: now - 3 * DAY_MS + 60_000,
          expiresAt: now + 4 * DAY_MS,
          storageKey: 'exports/anjali.zip',
          sizeBytes: 20_480,
        },
        {
          userId: rahul.id,
          status: 'downloaded',
          requestedAt: now - 2 * DAY_MS,
          readyAt: now - 2 * DAY_MS + 60_000,
          expiresAt: now + 5 * DAY_MS,
          downloadedAt: now - DAY_MS,
          sizeBytes: 10_240,
        },
        { userId: anjali.id, status: 'queued', requestedAt: now - DAY_MS },
      ])
      .execute();

    await db
      .insertInto('erasureRequests')
      .values([
        { userId: anjali.id, requestedAt: now - 10 * DAY_MS, scheduledFor: now - DAY_MS },
        { userId: rahul.id, requestedAt: now - 2 * DAY_MS, scheduledFor: now + 5 * DAY_MS },
      ])
      .execute();
    // The tombstone the erasure plan leaves: its request row is gone with the rest.
    await db
      .updateTable('users')
      .set({ name: 'Deleted student', countryCode: '', phone: `erased-${erased.id}`, email: '', erasedAt: now })
      .where('id', '=', erased.id)
      .execute();

    await db
      .insertInto('parentalConsents')
      .values([
        {
          userId: anjali.id,
          parentCountryCode: '+91',
          parentPhone: '9447001234',
          declaredAt: now - 5 * DAY_MS,
          verifiedAt: now - 5 * DAY_MS + 30_000,
          exemption: null,
          noticeVersion: '2026-11-01',
          createdAt: now - 5 * DAY_MS,
        },
        {
          userId: rahul.id,
          parentCountryCode: null,
          parentPhone: null,
          declaredAt: null,
          verifiedAt: null,
          exemption: 'educational_institution',
          noticeVersion: '2026-11-01',
          createdAt: now - 4 * DAY_MS,
        },
      ])
      .execute();
  });
  afterAll(() => testApp.close());

  const readings = (action: string) =>
    testApp.database.db
      .selectFrom('auditLog')
      .select(['actorUserId', 'action', 'entityType', 'entityId', 'afterJson'])
      .where('action', '=', action)
      .orderBy('id')
      .execute();

  it('refuses students and teachers on every list', async () => {
    for (const url of ['/api/admin/data-exports', '/api/admin/erasures', '/api/admin/parental-consents']) {
      expect((await call('GET', url, anjali.token)).statusCode, url).toBe(403);
      expect((await call('GET', url, teacher.token)).statusCode, url).toBe(403);
      expect((await call('GET', url, null)).statusCode, url).toBe(401);
    }
    expect(await readings('data_export.list')).toEqual([]);
  });

  it('lists copies of data newest first, by status and paged, without the ZIP, and audits the reading', async () => {
    const all = await call('GET', '/api/admin/data-exports', admin.token);
    expect(all.statusCode, all.body).toBe(200);
    const page = all.json<TAdminDataExportPage>();
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(page.items.map((item) => [item.student.name, item.status])).toEqual([
      ['Anjali Menon', 'queued'],
      ['Rahul Nair', 'downloaded'],
      ['Anjali Menon', 'ready'],
    ]);
    expect(page.items[2]).toEqual({
      id: expect.any(Number),
      student: { id: anjali.id, name: 'Anjali Menon', phone: masked(anjali.phone) },
      status: 'ready',
      requestedAt: clock() - 3 * DAY_MS,
      readyAt: clock() - 3 * DAY_MS + 60_000,
      expiresAt: clock() + 4 * DAY_MS,
      downloadedAt: null,
      sizeBytes: 20_480,
    });
    expect(all.body).not.toContain('exports/anjali.zip');

    const ready = (await call('GET', '/api/admin/data-exports?status=ready', admin.token)).json<TAdminDataExportPage>();
    expect(ready.items.map((item) => item.status)).toEqual(['ready']);
    const second = (
      await call('GET', '/api/admin/data-exports?pageSize=10&page=2', admin.token)
    ).json<TAdminDataExportPage>();
    expect(second).toEqual({ items: [], total: 3, page: 2, pageSize: 10 });
    const oldest = (await call('GET', '/api/admin/data-exports?order=asc', admin.token)).json<TAdminDataExportPage>();
    expect(oldest.items[0]?.status).toBe('ready');
    expect((await call('GET', '/api/admin/data-exports?status=lost', admin.token)).statusCode).toBe(400);

    const audit = await readings('data_export.list');
    expect(audit).toHaveLength(4);
    expect(audit[1]).toMatchObject({ actorUserId: admin.id, entityType: 'data_export', entityId: null });
    expect(JSON.parse(audit[0]!.afterJson!)).toEqual({
      page: 1,
      pageSize: 20,
      order: 'desc',
      students: [anjali.id, rahul.id],
    });
    expect(JSON.parse(audit[1]!.afterJson!)).toMatchObject({ status: 'ready', students: [anjali.id] });
  });

  it('lists deletions scheduled (overdue marked) and carried out (no phone), by state, and audits the reading', async () => {
    const all = await call('GET', '/api/admin/erasures', admin.token);
    expect(all.statusCode, all.body).toBe(200);
    const page = all.json<TAdminErasurePage>();
    expect(page.total).toBe(3);
    expect(page.items).toEqual([
      {
        student: { id: erased.id, name: 'Deleted student', phone: null },
        state: 'erased',
        requestedAt: null,
        scheduledFor: null,
        erasedAt: clock(),
        isOverdue: false,
      },
      {
        student: { id: rahul.id, name: 'Rahul Nair', phone: masked(rahul.phone) },
        state: 'scheduled',
        requestedAt: clock() - 2 * DAY_MS,
        scheduledFor: clock() + 5 * DAY_MS,
        erasedAt: null,
        isOverdue: false,
      },
      {
        student: { id: anjali.id, name: 'Anjali Menon', phone: masked(anjali.phone) },
        state: 'scheduled',
        requestedAt: clock() - 10 * DAY_MS,
        scheduledFor: clock() - DAY_MS,
        erasedAt: null,
        isOverdue: true,
      },
    ]);
    expect(all.body).not.toContain(`erased-${erased.id}`);

    const scheduled = (await call('GET', '/api/admin/erasures?state=scheduled', admin.token)).json<TAdminErasurePage>();
    expect(scheduled.items.map((item) => item.student.id)).toEqual([rahul.id, anjali.id]);
    const done = (await call('GET', '/api/admin/erasures?state=erased', admin.token)).json<TAdminErasurePage>();
    expect(done).toMatchObject({ total: 1, items: [{ student: { id: erased.id, phone: null } }] });
    const paged = (
      await call('GET', '/api/admin/erasures?pageSize=10&page=1&order=asc', admin.token)
    ).json<TAdminErasurePage>();
    expect(paged.items.map((item) => item.student.id)).toEqual([anjali.id, rahul.id, erased.id]);
    expect((await call('GET', '/api/admin/erasures?state=cancelled', admin.token)).statusCode).toBe(400);

    const audit = await readings('erasure_request.list');
    expect(audit).toHaveLength(4);
    expect(audit[0]).toMatchObject({ actorUserId: admin.id, entityType: 'erasure_request', entityId: null });
    expect(JSON.parse(audit[2]!.afterJson!)).toMatchObject({ state: 'erased', students: [erased.id] });
  });

  it("lists parental consents with the parent's masked phone or the exemption, by kind, and audits the reading", async () => {
    const all = await call('GET', '/api/admin/parental-consents', admin.token);
    expect(all.statusCode, all.body).toBe(200);
    const page = all.json<TAdminParentalConsentPage>();
    expect(page.total).toBe(2);
    expect(page.items).toEqual([
      {
        id: expect.any(Number),
        student: { id: rahul.id, name: 'Rahul Nair', phone: masked(rahul.phone) },
        parentPhone: null,
        declaredAt: null,
        verifiedAt: null,
        exemption: 'educational_institution',
        noticeVersion: '2026-11-01',
        createdAt: clock() - 4 * DAY_MS,
      },
      {
        id: expect.any(Number),
        student: { id: anjali.id, name: 'Anjali Menon', phone: masked(anjali.phone) },
        parentPhone: '+91******1234',
        declaredAt: clock() - 5 * DAY_MS,
        verifiedAt: clock() - 5 * DAY_MS + 30_000,
        exemption: null,
        noticeVersion: '2026-11-01',
        createdAt: clock() - 5 * DAY_MS,
      },
    ]);
    expect(all.body).not.toContain('9447001234');
    const parents = (
      await call('GET', '/api/admin/parental-consents?kind=parent', admin.token)
    ).json<TAdminParentalConsentPage>();
    expect(parents.items.map((item) => item.student.id)).toEqual([anjali.id]);
    const exempt = (
      await call('GET', '/api/admin/parental-consents?kind=exempt', admin.token)
    ).json<TAdminParentalConsentPage>();
    expect(exempt.items.map((item) => item.student.id)).toEqual([rahul.id]);
    const second = (
      await call('GET', '/api/admin/parental-consents?pageSize=10&page=2', admin.token)
    ).json<TAdminParentalConsentPage>();
    expect(second).toEqual({ items: [], total: 2, page: 2, pageSize: 10 });

    const audit = await readings('parental_consent.list');
    expect(audit).toHaveLength(4);
    expect(audit[0]).toMatchObject({ actorUserId: admin.id, entityType: 'parental_consent', entityId: null });
    expect(JSON.parse(audit[0]!.afterJson!)).toMatchObject({ students: [rahul.id, anjali.id] });
  });
});
