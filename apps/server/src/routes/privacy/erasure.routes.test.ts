import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeClock } from '../../lib/clock.js';
import { bearer, insertStudent, logIn } from '../../test/accounts.js';
import { FakeSmsSender } from '../../test/fake-sms.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;

let testApp: TestApp;
let sms: FakeSmsSender;
const clock = createFakeClock();

beforeEach(async () => {
  sms = new FakeSmsSender();
  clock.set(Date.UTC(2026, 11, 4, 9, 0, 0));
  testApp = await createTestApp({ sms, clock, env: { ERASURE_GRACE_DAYS: '7' } });
});

afterEach(async () => {
  await testApp.close();
});

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A student logged in on two devices. */
async function studentOnTwoDevices() {
  const { id, phone } = await insertStudent(testApp.database.db);
  const first = await logIn(testApp.app, sms, phone);
  clock.advance(31_000);
  const second = await logIn(testApp.app, sms, phone);
  clock.advance(31_000);
  return { id, phone, first, second };
}

async function askForCode(token: string, phone: string): Promise<string> {
  const sent = await inject('POST', '/api/me/erasure/code', token);
  expect(sent.statusCode, sent.body).toBe(202);
  return sms.lastCodeFor(`+91${phone}`);
}

describe('deleting my account', () => {
  it('the right code schedules it after the grace period and ends the other sessions; cancel undoes it', async () => {
    const { phone, first, second } = await studentOnTwoDevices();
    expect((await inject('GET', '/api/me/erasure', first)).json()).toBeNull();

    const code = await askForCode(first, phone);
    const scheduled = await inject('POST', '/api/me/erasure', first, { code });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const scheduledFor = clock() + 7 * DAY_MS;
    expect(scheduled.json()).toEqual({ scheduledFor });

    expect((await inject('GET', '/api/me/erasure', first)).json()).toEqual({ scheduledFor });
    // The device that asked keeps its session (it shows the countdown); the other must log in again.
    expect((await inject('GET', '/api/me', second)).statusCode).toBe(401);

    expect((await inject('DELETE', '/api/me/erasure', first)).statusCode).toBe(204);
    expect((await inject('GET', '/api/me/erasure', first)).json()).toBeNull();
  });

  it('a wrong code schedules nothing', async () => {
    const { phone, first, second } = await studentOnTwoDevices();
    const code = await askForCode(first, phone);
    const wrong = code === '000000' ? '111111' : '000000';

    const refused = await inject('POST', '/api/me/erasure', first, { code: wrong });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('INVALID_OTP');
    expect((await inject('GET', '/api/me/erasure', first)).json()).toBeNull();
    expect((await inject('GET', '/api/me', second)).statusCode).toBe(200);
  });

  it('logging in during the grace period cancels it, and the login says so once', async () => {
    const { phone, first } = await studentOnTwoDevices();
    const code = await askForCode(first, phone);
    expect((await inject('POST', '/api/me/erasure', first, { code })).statusCode).toBe(200);
    clock.advance(2 * DAY_MS);

    const sent = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/otp',
      payload: { countryCode: '+91', phone },
    });
    expect(sent.statusCode).toBe(202);
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/otp/verify',
      payload: { countryCode: '+91', phone, code: sms.lastCodeFor(`+91${phone}`) },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().erasureCancelled).toBe(true);
    const token = login.json().token as string;
    expect((await inject('GET', '/api/me/erasure', token)).json()).toBeNull();

    clock.advance(31_000);
    const again = await logIn(testApp.app, sms, phone);
    expect(again).toEqual(expect.any(String));
    const nextLogin = await testApp.app.inject({ method: 'GET', url: '/api/me', headers: bearer(again) });
    expect(nextLogin.statusCode).toBe(200);
  });

  it('the login answer says nothing of an erasure when none was scheduled', async () => {
    const { phone } = await insertStudent(testApp.database.db);
    await testApp.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { countryCode: '+91', phone } });
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/otp/verify',
      payload: { countryCode: '+91', phone, code: sms.lastCodeFor(`+91${phone}`) },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).not.toHaveProperty('erasureCancelled');
  });
});
