import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeClock } from '../../lib/clock.js';
import { OTP_LIFETIME_MS } from '../../modules/auth/verification-codes.service.js';
import { bearer, insertStudent, logIn } from '../../test/accounts.js';
import { FakeMailSender } from '../../test/fake-mail.js';
import { FakeSmsSender } from '../../test/fake-sms.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let sms: FakeSmsSender;
let mail: FakeMailSender;
const clock = createFakeClock();

beforeEach(async () => {
  sms = new FakeSmsSender();
  mail = new FakeMailSender();
  clock.set(Date.UTC(2026, 11, 5, 9, 0, 0));
  testApp = await createTestApp({ sms, mail, clock });
});

afterEach(async () => {
  await testApp.close();
});

const sendCode = (token: string, email: unknown) =>
  testApp.app.inject({ method: 'POST', url: '/api/me/email/code', headers: bearer(token), payload: { email } });
const changeEmail = (token: string, email: string, code: string) =>
  testApp.app.inject({ method: 'PUT', url: '/api/me/email', headers: bearer(token), payload: { email, code } });
const emailOf = async (userId: number) =>
  (await testApp.database.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow())
    .email;
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

async function student() {
  const { id, phone } = await insertStudent(testApp.database.db);
  const email = await emailOf(id);
  return { id, email, token: await logIn(testApp.app, sms, phone) };
}

describe('correcting my email', () => {
  it('the code mailed to the new address changes it, audited, and the old address is told', async () => {
    const { id, email, token } = await student();
    const next = 'Anu.New@Example.IN ';

    const sent = await sendCode(token, next);
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.body).not.toMatch(/[0-9]{6}/);
    const [codeMail] = mail.to('anu.new@example.in');
    expect(codeMail?.subject).toBe('Padanam: your confirmation code');
    expect(codeMail?.text).toMatch(/^[0-9]{6} confirms this as your new email address on Padanam/);
    expect(mail.to(email)).toEqual([]);

    const changed = await changeEmail(token, 'anu.new@example.in', mail.lastCodeFor('anu.new@example.in'));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().user.email).toBe('anu.new@example.in');
    expect(await emailOf(id)).toBe('anu.new@example.in');

    const [notice] = mail.to(email);
    expect(notice?.subject).toBe('Padanam: your email was changed');
    expect(notice?.text).toContain('a***@example.in');
    expect(notice?.text).not.toMatch(/[0-9]{6}/);

    const audit = await testApp.database.db
      .selectFrom('auditLog')
      .select(['actorUserId', 'action', 'beforeJson', 'afterJson'])
      .where('entityId', '=', id)
      .where('action', '=', 'user.email')
      .execute();
    expect(audit).toEqual([
      {
        actorUserId: id,
        action: 'user.email',
        beforeJson: JSON.stringify({ email }),
        afterJson: JSON.stringify({ email: 'anu.new@example.in' }),
      },
    ]);
  });

  it('writes the code in Malayalam for a student who reads Malayalam', async () => {
    const { id, token } = await student();
    await testApp.database.db.updateTable('users').set({ language: 'ml' }).where('id', '=', id).execute();
    expect((await sendCode(token, 'ml.reader@example.in')).statusCode).toBe(202);
    expect(mail.to('ml.reader@example.in')[0]?.text).toContain('ഈ ഇമെയിൽ വിലാസം നിങ്ങളുടേതാണെന്ന്');
  });

  it('adds an email to an account without one, and tells nobody else', async () => {
    const { id, token } = await student();
    await testApp.database.db.updateTable('users').set({ email: '' }).where('id', '=', id).execute();
    expect((await sendCode(token, 'first@example.in')).statusCode).toBe(202);
    const changed = await changeEmail(token, 'first@example.in', mail.lastCodeFor('first@example.in'));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await emailOf(id)).toBe('first@example.in');
    expect(mail.sent.map((message) => message.to)).toEqual(['first@example.in']);
  });

  it('refuses its own email, one another account uses (without saying whose), and a malformed one, sending nothing', async () => {
    const { email, token } = await student();
    const other = await insertStudent(testApp.database.db);
    const otherEmail = await emailOf(other.id);

    const same = await sendCode(token, email.toUpperCase());
    expect(same.statusCode).toBe(409);
    expect(same.json().error.message).toBe('This is already your email.');
    const taken = await sendCode(token, otherEmail);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('Another account already uses this email.');
    expect(taken.body).not.toContain(String(other.id));
    for (const malformed of ['not-an-email', '', 'a@b', 42]) {
      const refused = await sendCode(token, malformed);
      expect(refused.statusCode, JSON.stringify(malformed)).toBe(400);
      expect(refused.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(mail.sent).toEqual([]);
  });

  it('a wrong code changes nothing; an expired code or one used twice is refused', async () => {
    const { id, email, token } = await student();
    expect((await sendCode(token, 'next@example.in')).statusCode).toBe(202);
    const code = mail.lastCodeFor('next@example.in');

    const refused = await changeEmail(token, 'next@example.in', wrong(code));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('INVALID_OTP');
    expect(await emailOf(id)).toBe(email);

    // A code for one address does not change the email to another.
    const elsewhere = await changeEmail(token, 'other@example.in', code);
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().error.code).toBe('OTP_EXPIRED');

    expect((await changeEmail(token, 'next@example.in', code)).statusCode).toBe(200);
    const twice = await changeEmail(token, 'next@example.in', code);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('This is already your email.');

    clock.advance(31_000);
    expect((await sendCode(token, 'later@example.in')).statusCode).toBe(202);
    const late = mail.lastCodeFor('later@example.in');
    clock.advance(OTP_LIFETIME_MS);
    const expired = await changeEmail(token, 'later@example.in', late);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('OTP_EXPIRED');
    expect(await emailOf(id)).toBe('next@example.in');
  });

  it('a used code cannot be used again by another account (the code is single use)', async () => {
    const first = await student();
    const second = await student();
    expect((await sendCode(first.token, 'shared@example.in')).statusCode).toBe(202);
    const code = mail.lastCodeFor('shared@example.in');
    expect((await changeEmail(first.token, 'shared@example.in', code)).statusCode).toBe(200);
    const again = await changeEmail(second.token, 'shared@example.in', code);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Another account already uses this email.');
    expect(await emailOf(second.id)).toBe(second.email);
  });

  it('keeps the SMS limits: a wait between sends, 3 sends per 10 minutes, 5 wrong tries per code', async () => {
    const { token } = await student();
    expect((await sendCode(token, 'limits@example.in')).statusCode).toBe(202);
    expect((await sendCode(token, 'limits@example.in')).statusCode).toBe(429);
    clock.advance(31_000);
    expect((await sendCode(token, 'limits@example.in')).statusCode).toBe(202);
    clock.advance(31_000);
    expect((await sendCode(token, 'limits@example.in')).statusCode).toBe(202);
    clock.advance(31_000);
    expect((await sendCode(token, 'limits@example.in')).statusCode).toBe(429);

    const code = mail.lastCodeFor('limits@example.in');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await changeEmail(token, 'limits@example.in', wrong(code))).statusCode).toBe(401);
    }
    const locked = await changeEmail(token, 'limits@example.in', code);
    expect(locked.statusCode).toBe(429);
  });

  it('a mail server that refuses leaves no usable code (502) and a later send works', async () => {
    const { token } = await student();
    mail.failNext = true;
    const failed = await sendCode(token, 'flaky@example.in');
    expect(failed.statusCode).toBe(502);
    expect(mail.sent).toEqual([]);
    const retried = await sendCode(token, 'flaky@example.in');
    expect(retried.statusCode, retried.body).toBe(202);
  });
});
