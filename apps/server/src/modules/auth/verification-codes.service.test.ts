import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock } from '../../lib/clock.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { FakeMailSender } from '../../test/fake-mail.js';
import { FakeSmsSender } from '../../test/fake-sms.js';
import { createDeliveryFailureService } from '../delivery-failures/delivery-failure.service.js';
import { createFixedWindowLimiter } from '../rate-limits/rate-limit.service.js';
import { createVerificationCodeService, OTP_LIFETIME_MS, SENDS_PER_PHONE } from './verification-codes.service.js';

let database: TestDatabase;
const clock = createFakeClock();
const sms = new FakeSmsSender();
const parent = { countryCode: '+91', phone: '9447000001' } as const;

function codes() {
  const { db } = database;
  return createVerificationCodeService({
    db,
    clock,
    sms,
    mail: new FakeMailSender(),
    secret: 's'.repeat(32),
    ipSendLimiter: createFixedWindowLimiter({ db, name: 'codes-test', limit: 1000, windowMs: 60_000 }),
    failures: createDeliveryFailureService({ db, clock }),
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

describe('verification codes for a purpose', () => {
  it('sends the purpose’s own text in the language asked, and a right code runs what it allows once', async () => {
    const service = codes();
    await service.send({ ...parent, purpose: 'parent_consent', language: 'ml', userId: null }, '10.0.0.1');
    const message = sms.sent.at(-1);
    expect(message?.to).toBe('+919447000001');
    expect(message?.language).toBe('ml');
    expect(message?.text).toContain('രക്ഷിതാവ');
    const code = sms.lastCodeFor('+919447000001');

    let runs = 0;
    const result = await service.consume({ ...parent, purpose: 'parent_consent', code }, async () => {
      runs += 1;
      return 'agreed';
    });
    expect(result).toBe('agreed');
    // Used up: the same code again is refused and runs nothing.
    await expect(
      service.consume({ ...parent, purpose: 'parent_consent', code }, async () => {
        runs += 1;
      }),
    ).rejects.toMatchObject({ code: 'OTP_EXPIRED' });
    expect(runs).toBe(1);
  });

  it('never takes a code made for one purpose as another’s', async () => {
    clock.advance(OTP_LIFETIME_MS);
    const service = codes();
    await service.send({ ...parent, purpose: 'erasure', language: 'en', userId: null }, '10.0.0.1');
    const code = sms.lastCodeFor('+919447000001');
    expect(sms.sent.at(-1)?.text).toContain('confirms deleting your Padanam account');
    await expect(
      service.consume({ ...parent, purpose: 'phone_change', code }, async () => 'changed'),
    ).rejects.toMatchObject({ code: 'OTP_EXPIRED' });
    await expect(service.consume({ ...parent, purpose: 'login', code }, async () => 'in')).rejects.toMatchObject({
      code: 'OTP_EXPIRED',
    });
    expect(await service.consume({ ...parent, purpose: 'erasure', code }, async () => 'erase')).toBe('erase');
  });

  it('counts sends per purpose: a parent’s codes do not use up the same number’s other codes', async () => {
    clock.advance(60 * 60 * 1000);
    const service = codes();
    for (let index = 0; index < SENDS_PER_PHONE; index += 1) {
      await service.send({ ...parent, purpose: 'parent_consent', language: 'en', userId: null }, '10.0.0.1');
      clock.advance(31_000);
    }
    await expect(
      service.send({ ...parent, purpose: 'parent_consent', language: 'en', userId: null }, '10.0.0.1'),
    ).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await expect(
      service.send({ ...parent, purpose: 'phone_change', language: 'en', userId: null }, '10.0.0.1'),
    ).resolves.toMatchObject({ expiresInSeconds: 300 });
  });

  it('refuses a wrong code, and nothing runs', async () => {
    clock.advance(60 * 60 * 1000);
    const service = codes();
    await service.send({ ...parent, purpose: 'phone_change', language: 'en', userId: null }, '10.0.0.1');
    const code = sms.lastCodeFor('+919447000001');
    const wrong = code === '000000' ? '111111' : '000000';
    let runs = 0;
    await expect(
      service.consume({ ...parent, purpose: 'phone_change', code: wrong }, async () => {
        runs += 1;
      }),
    ).rejects.toMatchObject({ code: 'INVALID_OTP' });
    expect(runs).toBe(0);
  });
});
