/** Sessions: SECURITY-CHECKLIST items 11-14. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock } from '../../lib/clock.js';
import { SESSION_RECHECK_MS } from '../../modules/auth/session-cache.js';
import { SESSION_TOUCH_INTERVAL_MS, hashSessionToken } from '../../modules/auth/session-token.js';
import { bearer, insertStudent, logIn } from '../../test/accounts.js';
import { FakeSmsSender } from '../../test/fake-sms.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const DAY = 24 * 60 * 60 * 1000;

describe('sessions', () => {
  const clock = createFakeClock();
  const sms = new FakeSmsSender();
  let testApp: TestApp;
  const me = (token: string) => testApp.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
  const newSession = async () => logIn(testApp.app, sms, (await insertStudent(testApp.database.db)).phone);

  beforeAll(async () => {
    testApp = await createTestApp({ clock, sms, captureLogs: true });
  });
  afterAll(() => testApp.close());

  it('stores only a hash of the token', async () => {
    const token = await newSession();
    const rows = await testApp.database.db.selectFrom('sessions').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.map((row) => row.tokenHash)).toContain(hashSessionToken(token));
  });

  it('is refused after logout with 401 SESSION_EXPIRED', async () => {
    const token = await newSession();
    expect((await me(token)).statusCode).toBe(200);
    const logout = await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(204);
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: { code: 'SESSION_EXPIRED', message: 'Session expired' } });
  });

  it('is refused within SESSION_RECHECK_MS once revoked by another server process', async () => {
    const token = await newSession();
    expect((await me(token)).statusCode).toBe(200);
    // Another process logs the session out: only the shared database knows.
    await testApp.database.db
      .updateTable('sessions')
      .set({ revokedAt: clock() })
      .where('tokenHash', '=', hashSessionToken(token))
      .execute();
    clock.advance(SESSION_RECHECK_MS);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('records when a session was last used, at most once an hour', async () => {
    const token = await newSession();
    const lastSeen = async () =>
      (
        await testApp.database.db
          .selectFrom('sessions')
          .select('lastSeenAt')
          .where('tokenHash', '=', hashSessionToken(token))
          .executeTakeFirstOrThrow()
      ).lastSeenAt;
    const loggedInAt = await lastSeen();
    clock.advance(SESSION_TOUCH_INTERVAL_MS - 1);
    expect((await me(token)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(loggedInAt);
    clock.advance(SESSION_RECHECK_MS); // past the interval, and past the in-memory recheck
    expect((await me(token)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(clock());
  });

  it('expires after 7 idle days', async () => {
    const token = await newSession();
    clock.advance(7 * DAY - 1);
    expect((await me(token)).statusCode).toBe(200);
    const kept = await newSession();
    clock.advance(7 * DAY);
    expect((await me(kept)).statusCode).toBe(401);
  });

  it('expires 30 days after login however often it is used', async () => {
    const token = await newSession();
    for (let day = 6; day < 30; day += 6) {
      clock.advance(6 * DAY);
      expect((await me(token)).statusCode).toBe(200);
    }
    clock.advance(6 * DAY); // day 30
    const expired = await me(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('SESSION_EXPIRED');
  });

  it('asks for a login without a token and refuses a malformed or unknown one', async () => {
    const none = await testApp.app.inject({ method: 'GET', url: '/api/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('UNAUTHENTICATED');
    for (const authorization of ['Bearer', 'Basic abc', 'Bearer short', `Bearer ${'x'.repeat(43)}`]) {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/me', headers: { authorization } });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('SESSION_EXPIRED');
    }
  });

  it('never writes a token into a log line', async () => {
    const token = await newSession();
    await me(token);
    await testApp.app.inject({ method: 'GET', url: '/api/nope', headers: bearer(token) });
    expect(testApp.logs()).toContain('"url":"/api/me"');
    expect(testApp.logs()).not.toContain(token);
  });
});
