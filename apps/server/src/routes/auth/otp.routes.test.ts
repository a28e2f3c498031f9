/** Login by SMS code: SECURITY-CHECKLIST items 1-10, through the API. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock } from '../../lib/clock.js';
import { bearer, insertStudent, requestCode, verifyCode } from '../../test/accounts.js';
import { FakeSmsSender } from '../../test/fake-sms.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('login by SMS code', () => {
  const clock = createFakeClock();
  const sms = new FakeSmsSender();
  let testApp: TestApp;
  const app = () => testApp.app;
  const codeFor = (phone: string) => sms.lastCodeFor(`+91${phone}`);
  const newStudent = async () => (await insertStudent(testApp.database.db)).phone;

  beforeAll(async () => {
    testApp = await createTestApp({ clock, sms, captureLogs: true, env: { OTP_IP_SEND_LIMIT: '1000' } });
  });
  afterAll(() => testApp.close());

  it('sends a code: 202 with the resend delay and lifetime, never the code', async () => {
    const phone = await newStudent();
    const response = await requestCode(app(), phone);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ resendAfterSeconds: 30, expiresInSeconds: 300 });
    const code = codeFor(phone);
    expect(code).toMatch(/^[0-9]{6}$/);
    expect(response.body).not.toContain(code);
    expect(sms.sent.at(-1)?.text).toContain(code);
  });

  it("writes the code in the account's language", async () => {
    const phone = await newStudent();
    await requestCode(app(), phone);
    expect(sms.sent.at(-1)).toMatchObject({
      language: 'en',
      text: expect.stringContaining('is your Padanam login code'),
    });

    const student = await verifyCode(app(), phone, codeFor(phone));
    const chosen = await app().inject({
      method: 'PUT',
      url: '/api/me/language',
      headers: bearer(student.json().token),
      payload: { language: 'ml' },
    });
    expect(chosen.statusCode).toBe(200);
    clock.advance(31 * SECOND);
    await requestCode(app(), phone);
    expect(sms.sent.at(-1)).toMatchObject({
      language: 'ml',
      text: `${codeFor(phone)} ആണ് നിങ്ങളുടെ Padanam ലോഗിൻ കോഡ്. ഇത് 5 മിനിറ്റ് സമയത്തേക്ക് മാത്രം. ആരുമായും പങ്കിടരുത്.`,
    });
  });

  it('answers an unknown phone with 404 and the spec message', async () => {
    const response = await requestCode(app(), '9111111111');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No account found with this number. Please register first.' },
    });
  });

  it('logs in with the right code: a 256-bit opaque token and the user', async () => {
    const phone = await newStudent();
    await requestCode(app(), phone);
    const response = await verifyCode(app(), phone, codeFor(phone));
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user).toMatchObject({ phone, countryCode: '+91', role: 'student' });
    const me = await app().inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.phone).toBe(phone);
  });

  it('accepts the code just before 5 minutes and refuses it just after', async () => {
    const early = await newStudent();
    await requestCode(app(), early);
    clock.advance(5 * MINUTE - 1);
    expect((await verifyCode(app(), early, codeFor(early))).statusCode).toBe(200);

    const late = await newStudent();
    await requestCode(app(), late);
    clock.advance(5 * MINUTE);
    const response = await verifyCode(app(), late, codeFor(late));
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('OTP_EXPIRED');
  });

  it('uses a code once', async () => {
    const phone = await newStudent();
    await requestCode(app(), phone);
    const code = codeFor(phone);
    expect((await verifyCode(app(), phone, code)).statusCode).toBe(200);
    const again = await verifyCode(app(), phone, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('OTP_EXPIRED');
  });

  it('gives exactly one session to 20 parallel verifies of one correct code', async () => {
    const { id: userId, phone } = await insertStudent(testApp.database.db);
    await requestCode(app(), phone);
    const code = codeFor(phone);
    const responses = await Promise.all(Array.from({ length: 20 }, () => verifyCode(app(), phone, code)));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode !== 200).every((r) => r.statusCode === 401)).toBe(true);
    const sessions = await testApp.database.db
      .selectFrom('sessions')
      .select('id')
      .where('userId', '=', userId)
      .execute();
    expect(sessions).toHaveLength(1);
  });

  it('retires the old code when a new one is sent, and only after 30 s', async () => {
    const phone = await newStudent();
    await requestCode(app(), phone);
    const oldCode = codeFor(phone);

    clock.advance(29 * SECOND);
    const tooSoon = await requestCode(app(), phone);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBe('1');
    expect(tooSoon.json().error.message).toBe('Please wait 1 second before requesting a new OTP.');

    clock.advance(1 * SECOND);
    expect((await requestCode(app(), phone)).statusCode).toBe(202);
    const newCode = codeFor(phone);
    if (newCode !== oldCode) {
      const old = await verifyCode(app(), phone, oldCode);
      expect(old.statusCode).toBe(401);
      expect(old.json().error).toEqual({ code: 'INVALID_OTP', message: 'Incorrect OTP' });
    }
    expect((await verifyCode(app(), phone, newCode)).statusCode).toBe(200);
  });

  it("refuses A's code for B", async () => {
    const phoneA = await newStudent();
    const phoneB = await newStudent();
    await requestCode(app(), phoneA);
    await requestCode(app(), phoneB);
    const codeA = codeFor(phoneA);
    if (codeA === codeFor(phoneB)) return; // one chance in a million; nothing to show then
    expect((await verifyCode(app(), phoneB, codeA)).statusCode).toBe(401);
    expect((await verifyCode(app(), phoneB, codeFor(phoneB))).statusCode).toBe(200);
  });

  it('ends a challenge after 5 wrong tries: the 6th is refused even when right, and a new code works', async () => {
    const phone = await newStudent();
    await requestCode(app(), phone);
    const code = codeFor(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await verifyCode(app(), phone, wrong);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('Incorrect OTP');
    }
    const sixth = await verifyCode(app(), phone, code);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
    expect(sixth.json().error.message).toBe('Too many incorrect attempts. Please request a new OTP.');

    clock.advance(30 * SECOND);
    await requestCode(app(), phone);
    expect((await verifyCode(app(), phone, codeFor(phone))).statusCode).toBe(200);
  });

  it('counts wrong tries per challenge whatever X-Forwarded-For says', async () => {
    const phone = await newStudent();
    await requestCode(app(), phone);
    const code = codeFor(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await verifyCode(app(), phone, wrong, { 'x-forwarded-for': `203.0.113.${attempt}` });
    }
    const response = await verifyCode(app(), phone, code, { 'x-forwarded-for': '198.51.100.77' });
    expect(response.statusCode).toBe(429);
  });

  it('caps wrong tries per phone per hour across challenges', async () => {
    const phone = await newStudent();
    for (let round = 0; round < 2; round += 1) {
      await requestCode(app(), phone);
      const code = codeFor(phone);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 5; attempt += 1) await verifyCode(app(), phone, wrong);
      clock.advance(31 * SECOND);
    }
    await requestCode(app(), phone);
    const blocked = await verifyCode(app(), phone, codeFor(phone));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe('Too many incorrect attempts. Please try again in an hour.');
    clock.advance(61 * MINUTE);
    await requestCode(app(), phone);
    expect((await verifyCode(app(), phone, codeFor(phone))).statusCode).toBe(200);
  });

  it('allows 3 sends per phone in 10 minutes; the 4th is a 429 with Retry-After', async () => {
    const phone = await newStudent();
    for (let send = 1; send <= 3; send += 1) {
      expect((await requestCode(app(), phone)).statusCode).toBe(202);
      clock.advance(31 * SECOND);
    }
    const fourth = await requestCode(app(), phone);
    expect(fourth.statusCode).toBe(429);
    // The first send was 93 s ago, so the window reopens in 507 s.
    expect(fourth.headers['retry-after']).toBe('507');
    expect(fourth.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many OTP requests. Please try again in 9 minutes.',
    });
    clock.advance(507 * SECOND);
    expect((await requestCode(app(), phone)).statusCode).toBe(202);
  });

  it.each([
    ['an empty code', ''],
    ['a null code', null],
    ['a 5-digit code', '12345'],
    ['a 7-digit code', '1234567'],
    ['letters', '12a456'],
    ['a number instead of text', 123456],
  ])('refuses %s with 400', async (_label, code) => {
    const phone = await newStudent();
    await requestCode(app(), phone);
    const response = await verifyCode(app(), phone, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(response.json().error.message).toMatch(/^code: /);
  });

  it('refuses a missing code with 400 and a verify before any send with 401', async () => {
    const phone = await newStudent();
    const missing = await app().inject({
      method: 'POST',
      url: '/api/auth/otp/verify',
      payload: { countryCode: '+91', phone },
    });
    expect(missing.statusCode).toBe(400);
    const beforeSend = await verifyCode(app(), phone, '123456');
    expect(beforeSend.statusCode).toBe(401);
    expect(beforeSend.json().error.code).toBe('OTP_EXPIRED');
  });

  it.each([
    ['+91', '5123456789'],
    ['+91', '912345678'],
    ['+91', '91234567890'],
    ['+91', '98765-4321'],
    ['+1', '12345'],
    ['+99', '9876543210'],
  ])('refuses the phone %s %s with a clear message', async (countryCode, phone) => {
    const response = await app().inject({ method: 'POST', url: '/api/auth/otp', payload: { countryCode, phone } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(
      /^(phone: Please enter a valid 10-digit mobile number|countryCode: must be one of \+91, \+1, \+44, \+86, \+81)$/,
    );
  });

  it('never puts a code in a response body or a log line, and stores only its hash', async () => {
    const { phone } = await insertStudent(testApp.database.db);
    const bodies: string[] = [];
    const sent = await requestCode(app(), phone);
    bodies.push(sent.body);
    const code = codeFor(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    bodies.push((await verifyCode(app(), phone, wrong)).body);
    const verified = await verifyCode(app(), phone, code);
    bodies.push(verified.body);
    for (const body of bodies) expect(body).not.toContain(code);
    expect(testApp.logs()).not.toContain(code);
    expect(testApp.logs()).not.toContain(verified.json().token);

    const rows = await testApp.database.db.selectFrom('otpChallenges').selectAll().where('phone', '=', phone).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(JSON.stringify(row)).not.toContain(code);
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    }
  });
});

describe('sends per client address', () => {
  it('are limited per socket address; a rotating X-Forwarded-For does not reset the count', async () => {
    const sms = new FakeSmsSender();
    const testApp = await createTestApp({ sms, env: { OTP_IP_SEND_LIMIT: '2' } });
    try {
      const phones = await Promise.all([1, 2, 3].map(() => insertStudent(testApp.database.db)));
      const answers = [];
      for (const [index, { phone }] of phones.entries()) {
        answers.push(await requestCode(testApp.app, phone, { 'x-forwarded-for': `203.0.113.${index}` }));
      }
      expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 429]);
      expect(answers[2]?.headers['retry-after']).toBeDefined();
    } finally {
      await testApp.close();
    }
  });

  it('hold across server processes sharing the database', async () => {
    const sms = new FakeSmsSender();
    const first = await createTestApp({ sms, env: { OTP_IP_SEND_LIMIT: '2' } });
    const second = await createTestApp({ sms, env: { OTP_IP_SEND_LIMIT: '2' }, sameDatabaseAs: first });
    try {
      const phones = await Promise.all([1, 2, 3].map(() => insertStudent(first.database.db)));
      const statuses = [];
      for (const [index, { phone }] of phones.entries()) {
        const server = index % 2 === 0 ? first : second;
        statuses.push((await requestCode(server.app, phone)).statusCode);
      }
      // One process alone would have allowed the third.
      expect(statuses).toEqual([202, 202, 429]);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('a provider failure', () => {
  it("says 'Failed to send OTP. Please try again.' and leaves no usable challenge", async () => {
    const sms = new FakeSmsSender();
    const testApp = await createTestApp({ sms });
    try {
      const { phone } = await insertStudent(testApp.database.db);
      sms.failNext = true;
      const response = await requestCode(testApp.app, phone);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        error: { code: 'BAD_GATEWAY', message: 'Failed to send OTP. Please try again.' },
      });
      const open = await testApp.database.db
        .selectFrom('otpChallenges')
        .select('id')
        .where('phone', '=', phone)
        .where('consumedAt', 'is', null)
        .where('retiredAt', 'is', null)
        .execute();
      expect(open).toEqual([]);
      // The student can try again straight away.
      expect((await requestCode(testApp.app, phone)).statusCode).toBe(202);
    } finally {
      await testApp.close();
    }
  });
});
