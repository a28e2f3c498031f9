import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeClock } from '../../lib/clock.js';
import { bearer, insertStudent, logIn, requestCode } from '../../test/accounts.js';
import { FakeSmsSender } from '../../test/fake-sms.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let sms: FakeSmsSender;
const clock = createFakeClock();

beforeEach(async () => {
  sms = new FakeSmsSender();
  clock.set(Date.UTC(2026, 11, 4, 9, 0, 0));
  testApp = await createTestApp({ sms, clock });
});

afterEach(async () => {
  await testApp.close();
});

const sendCode = (token: string, phone: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/me/phone/code',
    headers: bearer(token),
    payload: { countryCode: '+91', phone },
  });
const changePhone = (token: string, phone: string, code: string) =>
  testApp.app.inject({
    method: 'PUT',
    url: '/api/me/phone',
    headers: bearer(token),
    payload: { countryCode: '+91', phone, code },
  });

describe('correcting my phone number', () => {
  it('the code sent to the new number changes it; the new number logs in, the old one no longer does', async () => {
    const { phone } = await insertStudent(testApp.database.db);
    const token = await logIn(testApp.app, sms, phone);
    const next = '9123400001';

    expect((await sendCode(token, next)).statusCode).toBe(202);
    const changed = await changePhone(token, next, sms.lastCodeFor(`+91${next}`));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().user).toMatchObject({ countryCode: '+91', phone: next });

    clock.advance(31_000);
    expect((await requestCode(testApp.app, phone)).statusCode).toBe(404);
    expect(await logIn(testApp.app, sms, next)).toEqual(expect.any(String));
  });

  it('refuses a number another account has (409) before sending anything, and its own number', async () => {
    const { phone } = await insertStudent(testApp.database.db);
    const other = await insertStudent(testApp.database.db);
    const token = await logIn(testApp.app, sms, phone);
    const sentBefore = sms.sent.length;

    const taken = await sendCode(token, other.phone);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('Another account already uses this number.');
    expect((await sendCode(token, phone)).statusCode).toBe(409);
    expect(sms.sent.length).toBe(sentBefore);
  });

  it('a wrong code changes nothing', async () => {
    const { phone } = await insertStudent(testApp.database.db);
    const token = await logIn(testApp.app, sms, phone);
    const next = '9123400002';
    expect((await sendCode(token, next)).statusCode).toBe(202);
    const code = sms.lastCodeFor(`+91${next}`);

    const refused = await changePhone(token, next, code === '000000' ? '111111' : '000000');
    expect(refused.statusCode).toBe(401);
    const me = await testApp.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(me.json().user.phone).toBe(phone);
  });
});
