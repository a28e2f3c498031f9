import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { DATA_EXPORT_LIFETIME_MS, DATA_EXPORT_REQUEST_WINDOW_MS } from '@padanam/contract';
import { startStudentSession } from '../../database-helpers.js';
import { createFileStorage } from '../../integrations/storage/index.js';
import { createFakeClock } from '../../lib/clock.js';
import { bearer, insertStudent } from '../../test/accounts.js';
import { sweepDataExports } from '../../test/data-export-sweep.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const clock = createFakeClock(Date.UTC(2026, 11, 4, 4, 30));
let testApp: TestApp;

const sweep = () => sweepDataExports(testApp, clock);

async function student(name: string) {
  const { id, phone } = await insertStudent(testApp.database.db, { name });
  const token = await startStudentSession(testApp.database.db, id, clock());
  return { id, phone, headers: bearer(token) };
}

const ask = (headers: Record<string, string>, language = 'en') =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/me/data-exports',
    headers: { ...headers, 'accept-language': language },
  });
const list = async (headers: Record<string, string>) =>
  (await testApp.app.inject({ method: 'GET', url: '/api/me/data-exports', headers })).json().exports as {
    id: number;
    status: string;
    readyAt: number | null;
    expiresAt: number | null;
    sizeBytes: number | null;
  }[];
const download = (headers: Record<string, string>, id: number) =>
  testApp.app.inject({ method: 'GET', url: `/api/me/data-exports/${id}/download`, headers });

async function auditActions(userId: number) {
  const rows = await testApp.database.db
    .selectFrom('auditLog')
    .select(['action', 'entityId'])
    .where('actorUserId', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.action);
}

beforeAll(async () => {
  testApp = await createTestApp({ seed: true, clock });
});
afterAll(async () => {
  await testApp.close();
});

describe('a copy of my data', () => {
  it('is asked for, built by the sweep, downloaded once as a ZIP, and both are audited', async () => {
    const amala = await student('Amala Joseph');
    const asked = await ask(amala.headers);
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toMatchObject({ status: 'queued', requestedAt: clock(), readyAt: null, sizeBytes: null });
    const { id } = asked.json() as { id: number };

    // Not ready yet: refused with a reason, and nothing is spent.
    const early = await download(amala.headers, id);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toContain('still being made');

    clock.advance(5000);
    expect(await sweep()).toMatchObject({ built: 1, failed: 0 });
    const [ready] = await list(amala.headers);
    expect(ready).toMatchObject({
      id,
      status: 'ready',
      readyAt: clock(),
      expiresAt: clock() + DATA_EXPORT_LIFETIME_MS,
    });
    expect(ready!.sizeBytes).toBeGreaterThan(0);

    const reply = await download(amala.headers, id);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/zip');
    expect(reply.headers['content-disposition']).toBe('attachment; filename="padanam-my-data-2026-12-04.zip"');
    expect(reply.headers['cache-control']).toBe('private, no-store');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(String(reply.headers['content-security-policy'])).toMatch(/sandbox/);
    expect(Number(reply.headers['content-length'])).toBe(ready!.sizeBytes);
    const zip = unzipSync(new Uint8Array(reply.rawPayload));
    expect(strFromU8(zip['README.txt']!)).toContain('data/profile.json: Your profile');
    expect(JSON.parse(strFromU8(zip['data/profile.json']!))).toMatchObject({
      id: amala.id,
      name: 'Amala Joseph',
      phone: amala.phone,
    });
    const sessions = JSON.parse(strFromU8(zip['data/sessions.json']!)) as Record<string, unknown>[];
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).not.toHaveProperty('token_hash');

    const [spent] = await list(amala.headers);
    expect(spent!.status).toBe('downloaded');
    const again = await download(amala.headers, id);
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toMatchObject({ code: 'GONE' });
    expect(again.json().error.message).toContain('already been downloaded');

    // The file itself is deleted once the reply has read it (after the reply: wait for it).
    await vi.waitFor(
      async () => {
        const row = await testApp.database.db
          .selectFrom('dataExports')
          .select('storageKey')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        expect(row.storageKey).toBeNull();
      },
      { timeout: 10_000, interval: 20 },
    );

    expect(await auditActions(amala.id)).toEqual(['data_export.request', 'data_export.download']);
  });

  it('is asked for once a day: a second request is 429 saying when, in the language asked for', async () => {
    const biju = await student('Biju Thomas');
    expect((await ask(biju.headers)).statusCode).toBe(202);
    clock.advance(60_000);
    const refused = await ask(biju.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(refused.json().error.message).toMatch(
      /^You asked for a copy of your data less than a day ago\. You can ask again after .+\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBe((DATA_EXPORT_REQUEST_WINDOW_MS - 60_000) / 1000);
    const inMalayalam = await ask(biju.headers, 'ml');
    expect(inMalayalam.json().error.message).toContain('വീണ്ടും ചോദിക്കാം');
    expect(await list(biju.headers)).toHaveLength(1);

    clock.advance(DATA_EXPORT_REQUEST_WINDOW_MS);
    expect((await ask(biju.headers)).statusCode).toBe(202);
    expect((await list(biju.headers)).map((item) => item.status)).toEqual(['queued', 'queued']);
  });

  it("is another student's 404, and lists only one's own", async () => {
    const chinnu = await student('Chinnu Mathew');
    const devan = await student('Devan Nair');
    const { id } = (await ask(chinnu.headers)).json() as { id: number };
    await sweep();
    const refused = await download(devan.headers, id);
    expect(refused.statusCode).toBe(404);
    expect(await list(devan.headers)).toEqual([]);
    expect((await list(chinnu.headers)).map((item) => item.status)).toEqual(['ready']);
    expect(await auditActions(devan.id)).toEqual([]);
  });

  it('is deleted by the sweep 7 days after it was built, then refused as gone', async () => {
    const elsa = await student('Elsa Varghese');
    const { id } = (await ask(elsa.headers)).json() as { id: number };
    await sweep();
    const key = (
      await testApp.database.db
        .selectFrom('dataExports')
        .select('storageKey')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).storageKey!;
    const storage = createFileStorage(testApp.config);
    expect(await storage.size(key)).toBeGreaterThan(0);

    clock.advance(DATA_EXPORT_LIFETIME_MS);
    // A week on, her session has ended too: she logs in again.
    const headers = bearer(await startStudentSession(testApp.database.db, elsa.id, clock()));
    const expired = await download(headers, id);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.message).toContain('kept for 7 days');
    expect((await sweep()).deleted).toBeGreaterThanOrEqual(1);
    expect(await storage.size(key)).toBeNull();
    const [item] = await list(headers);
    expect(item!.status).toBe('expired');
    expect((await download(headers, id)).statusCode).toBe(410);
  });

  it('that could not be made is marked failed and gives the request back: the student asks again at once', async () => {
    const fathima = await student('Fathima Rahman');
    const { id } = (await ask(fathima.headers)).json() as { id: number };
    const storage = createFileStorage(testApp.config);
    const full: typeof storage = { ...storage, putFile: () => Promise.reject(new Error('disk full')) };
    expect(await sweepDataExports(testApp, clock, { storage: full })).toMatchObject({ built: 0, failed: 1 });
    const [failed] = await list(fathima.headers);
    expect(failed).toMatchObject({ id, status: 'failed' });
    expect((await download(fathima.headers, id)).json().error.message).toContain('could not be made');

    clock.advance(60_000);
    const again = await ask(fathima.headers);
    expect(again.statusCode).toBe(202);
    // The new request is counted as usual: a third is refused.
    expect((await ask(fathima.headers)).statusCode).toBe(429);
    expect(await sweep()).toMatchObject({ built: 1, failed: 0 });
    expect((await list(fathima.headers)).map((item) => item.status)).toEqual(['ready', 'failed']);
  });
});
