/**
 * The one-time code: 6 digits from the CSPRNG, stored only as an HMAC keyed with the
 * server's secret and bound to the phone, so a database copy alone cannot be brute-forced
 * offline and one phone's code is worthless for another.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@padanam/contract';

export function generateOtpCode(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
}

export function hashOtpCode(secret: string, phoneKey: string, code: string): string {
  return createHmac('sha256', secret).update(`${phoneKey}:${code}`).digest('hex');
}

export function otpCodeMatches(secret: string, phoneKey: string, code: string, expectedHash: string): boolean {
  const actual = Buffer.from(hashOtpCode(secret, phoneKey, code), 'hex');
  const expected = Buffer.from(expectedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** '+91' and '9000000001' → '+919000000001', the form SMS providers and the outbox use. */
export const toE164 = (countryCode: string, phone: string) => `${countryCode}${phone}`;
