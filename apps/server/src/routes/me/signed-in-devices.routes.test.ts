import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeClock } from '../../lib/clock.js';
import { bearer, insertStudent, requestCode, verifyCode } from '../../test/accounts.js';
import { FakeSmsSender } from '../../test/fake-sms.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let sms: FakeSmsSender;
const clock = createFakeClock();

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.135 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

beforeEach(async () => {
  sms = new FakeSmsSender();
  clock.set(Date.UTC(2026, 11, 5, 9, 0, 0));
  testApp = await createTestApp({ sms, clock });
});

afterEach(async () => {
  await testApp.close();
});

/** Logs in from a browser with this User-Agent (none: no header); returns the session token. */
async function logInFrom(phone: string, userAgent?: string): Promise<string> {
  clock.advance(4 * 60_000); // past the resend wait and within the sends allowed per phone
  const headers: Record<string, string> = userAgent === undefined ? {} : { 'user-agent': userAgent };
  expect((await requestCode(testApp.app, phone, headers)).statusCode).toBe(202);
  const verified = await verifyCode(testApp.app, phone, sms.lastCodeFor(`+91${phone}`), headers);
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json().token as string;
}

const listSessions = (token: string) =>
  testApp.app.inject({ method: 'GET', url: '/api/me/sessions', headers: bearer(token) });
const signOut = (token: string, id: number) =>
  testApp.app.inject({ method: 'DELETE', url: `/api/me/sessions/${id}`, headers: bearer(token) });
const signOutOthers = (token: string) =>
  testApp.app.inject({ method: 'DELETE', url: '/api/me/sessions', headers: bearer(token) });
const me = (token: string) => testApp.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });

const sessionRows = (userId: number) =>
  testApp.database.db.selectFrom('sessions').selectAll().where('userId', '=', userId).orderBy('id').execute();

describe('signed-in devices', () => {
  it('labels each login from its User-Agent and keeps neither the User-Agent nor the address', async () => {
    const { id, phone } = await insertStudent(testApp.database.db);
    await logInFrom(phone, ANDROID_CHROME);
    await logInFrom(phone, IPHONE_SAFARI);
    await logInFrom(phone, WINDOWS_FIREFOX);
    await logInFrom(phone, 'curl/8.5.0');
    await logInFrom(phone);

    const rows = await sessionRows(id);
    expect(rows.map((row) => row.device)).toEqual([
      'Chrome on Android',
      'Safari on iPhone',
      'Firefox on Windows',
      null,
      null,
    ]);
    const stored = JSON.stringify(rows);
    for (const kept of ['Mozilla', 'Gecko', 'SM-A546E', '131.0', 'curl', '127.0.0.1']) {
      expect(stored).not.toContain(kept);
    }
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(
      ['createdAt', 'device', 'expiresAt', 'id', 'lastSeenAt', 'revokedAt', 'tokenHash', 'userId'].sort(),
    );
  });

  it("lists only the student's own live sessions, newest use first, the one asking marked current", async () => {
    const { id, phone } = await insertStudent(testApp.database.db);
    const other = await insertStudent(testApp.database.db);
    const phoneToken = await logInFrom(phone, ANDROID_CHROME);
    const signedInAt = clock();
    const laptopToken = await logInFrom(phone, WINDOWS_FIREFOX);
    const endedToken = await logInFrom(phone, IPHONE_SAFARI);
    await logInFrom(other.phone, IPHONE_SAFARI);
    await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(endedToken) });
    // An expired session of the student's is not live either.
    await testApp.database.db
      .insertInto('sessions')
      .values({
        userId: id,
        tokenHash: 'expired-session-hash',
        device: 'Chrome on Mac',
        createdAt: clock() - 40 * 86_400_000,
        lastSeenAt: clock() - 86_400_000,
        expiresAt: clock() - 1,
        revokedAt: null,
      })
      .execute();

    // Last use is written at most hourly: the laptop is used two hours on, the phone a minute later.
    clock.advance(2 * 60 * 60_000);
    const laptopUsedAt = clock();
    expect((await me(laptopToken)).statusCode).toBe(200);
    clock.advance(60_000);
    const phoneUsedAt = clock();

    const listed = await listSessions(phoneToken);
    expect(listed.statusCode, listed.body).toBe(200);
    const rows = await sessionRows(id);
    const idOf = (device: string) => rows.find((row) => row.device === device && row.revokedAt === null)?.id;
    expect(listed.json()).toEqual({
      sessions: [
        {
          id: idOf('Chrome on Android'),
          device: 'Chrome on Android',
          signedInAt,
          lastActiveAt: phoneUsedAt,
          current: true,
        },
        {
          id: idOf('Firefox on Windows'),
          device: 'Firefox on Windows',
          signedInAt: signedInAt + 4 * 60_000,
          lastActiveAt: laptopUsedAt,
          current: false,
        },
      ],
    });
  });

  it("signs out one of the student's other devices: its token is refused, the audit log has it", async () => {
    const { id, phone } = await insertStudent(testApp.database.db);
    const phoneToken = await logInFrom(phone, ANDROID_CHROME);
    const laptopToken = await logInFrom(phone, WINDOWS_FIREFOX);
    expect((await me(laptopToken)).statusCode).toBe(200); // now in the session cache too
    const laptop = (await listSessions(phoneToken)).json().sessions.find((s: { current: boolean }) => !s.current);

    const signedOut = await signOut(phoneToken, laptop.id);
    expect(signedOut.statusCode, signedOut.body).toBe(204);

    const refused = await me(laptopToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('SESSION_EXPIRED');
    expect((await me(phoneToken)).statusCode).toBe(200);
    expect((await listSessions(phoneToken)).json().sessions).toEqual([
      expect.objectContaining({ device: 'Chrome on Android', current: true }),
    ]);
    const entries = await testApp.database.db
      .selectFrom('auditLog')
      .select(['actorUserId', 'action', 'entityType', 'entityId', 'afterJson'])
      .where('entityType', '=', 'session')
      .execute();
    expect(entries).toEqual([
      {
        actorUserId: id,
        action: 'session.sign_out',
        entityType: 'session',
        entityId: laptop.id,
        afterJson: JSON.stringify({ device: 'Firefox on Windows' }),
      },
    ]);
    // Signed out already: the same 404 as an unknown id.
    expect((await signOut(phoneToken, laptop.id)).statusCode).toBe(404);
  });

  it("another student's session and an unknown id are the same 404, and nothing is revoked", async () => {
    const { phone } = await insertStudent(testApp.database.db);
    const other = await insertStudent(testApp.database.db);
    const token = await logInFrom(phone, ANDROID_CHROME);
    const otherToken = await logInFrom(other.phone, IPHONE_SAFARI);
    const [otherSession] = await sessionRows(other.id);

    const theirs = await signOut(token, otherSession?.id ?? 0);
    const unknown = await signOut(token, 999_999);
    expect(theirs.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    expect(theirs.json().error.message).toBe('This device is not signed in to your account.');

    expect((await me(otherToken)).statusCode).toBe(200);
    expect((await sessionRows(other.id)).map((row) => row.revokedAt)).toEqual([null]);
    const audited = await testApp.database.db
      .selectFrom('auditLog')
      .select('id')
      .where('entityType', '=', 'session')
      .execute();
    expect(audited).toEqual([]);
  });

  it('signs out every other device and keeps the one asking', async () => {
    const { phone } = await insertStudent(testApp.database.db);
    const other = await insertStudent(testApp.database.db);
    const phoneToken = await logInFrom(phone, ANDROID_CHROME);
    const laptopToken = await logInFrom(phone, WINDOWS_FIREFOX);
    const tabletToken = await logInFrom(phone, IPHONE_SAFARI);
    const otherToken = await logInFrom(other.phone, IPHONE_SAFARI);
    expect((await me(laptopToken)).statusCode).toBe(200);

    const response = await signOutOthers(tabletToken);
    expect(response.statusCode, response.body).toBe(204);

    expect((await me(laptopToken)).statusCode).toBe(401);
    expect((await me(phoneToken)).statusCode).toBe(401);
    expect((await me(tabletToken)).statusCode).toBe(200);
    expect((await me(otherToken)).statusCode).toBe(200);
    expect((await listSessions(tabletToken)).json().sessions).toEqual([
      expect.objectContaining({ device: 'Safari on iPhone', current: true }),
    ]);
    const audited = await testApp.database.db
      .selectFrom('auditLog')
      .select('action')
      .where('entityType', '=', 'session')
      .execute();
    expect(audited).toHaveLength(2);
  });

  it('without a session token each of these routes is 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/me/sessions'],
      ['DELETE', '/api/me/sessions/1'],
      ['DELETE', '/api/me/sessions'],
    ] as const) {
      expect((await testApp.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
