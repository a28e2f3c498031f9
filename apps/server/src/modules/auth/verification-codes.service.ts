/**
 * One-time codes, for every purpose (logging in, a parent's consent, confirming an account's
 * deletion, proving a new phone number by SMS or a new email address by email), decided entirely
 * on the server: a code is made, sent, checked and forgotten here and never leaves in a response
 * or a log line.
 *
 * Limits (SECURITY-CHECKLIST 1-10), counted per address (phone or email) and purpose in the database so they hold
 * whatever address, process or machine a request comes through: 5-minute codes, single use, a
 * resend retires the old code and waits 30 s, 3 sends per 10 minutes, a per-address brake on sends,
 * 5 wrong tries per code and 10 per hour.
 */
import type { Kysely, Transaction } from 'kysely';
import { OTP_LIFETIME_SECONDS, OTP_RESEND_AFTER_SECONDS, type TAppLanguage, type TOtpSent } from '@padanam/contract';
import type { CodePurpose, Database } from '../../db/schema.js';
import { AppError, tooManyRequests } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import { minutesText, waitMinutes } from '../../lib/minutes-text.js';
import { maskPhone } from '../../lib/mask-phone.js';
import { SmsDeliveryError, type SmsSender } from '../../integrations/sms/sms-sender.js';
import { MailDeliveryError, type MailSender } from '../../integrations/mail/mail-sender.js';
import type { DeliveryFailureService } from '../delivery-failures/delivery-failure.service.js';
import type { FixedWindowLimiter } from '../rate-limits/rate-limit.service.js';
import { codeMailSubject, codeMessageText } from './code-messages.js';
import { generateOtpCode, hashOtpCode, otpCodeMatches, toE164 } from './otp-code.js';
import {
  consumeChallenge,
  countChallengesSince,
  deleteChallenge,
  findLatestChallenge,
  insertChallenge,
  recordFailedAttempt,
  retireOpenChallenges,
  sumFailedAttemptsSince,
  type ChallengeKey,
  type CodeAddress,
} from './otp.repository.js';

export const OTP_LIFETIME_MS = OTP_LIFETIME_SECONDS * 1000;
export const OTP_RESEND_AFTER_MS = OTP_RESEND_AFTER_SECONDS * 1000;
export const SENDS_PER_PHONE = 3;
export const SEND_WINDOW_MS = 10 * 60 * 1000;
export const MAX_TRIES_PER_CODE = 5;
export const MAX_WRONG_TRIES_PER_PHONE_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;

export const SEND_FAILED_MESSAGE = {
  en: 'Failed to send OTP. Please try again.',
  ml: 'OTP അയയ്ക്കാനായില്ല. വീണ്ടും ശ്രമിക്കൂ.',
} as const;
const CODE_EXPIRED_MESSAGE = {
  en: 'This OTP has expired or was already used. Please request a new OTP.',
  ml: 'ഈ OTP-യുടെ സമയം കഴിഞ്ഞു, അല്ലെങ്കിൽ ഇത് ഇതിനകം ഉപയോഗിച്ചു. പുതിയ OTP ചോദിക്കൂ.',
} as const;

/** The purposes other services send codes for; login codes go through the login service. */
export type PurposeOfCode = Exclude<CodePurpose, 'login'>;

export type CodeRecipient = CodeAddress & {
  /** The language of the SMS or email. */
  language: TAppLanguage;
  /** The account the code is about, for the delivery-failure record; null before an account exists. */
  userId: number | null;
};

export type CodeToSend = ChallengeKey &
  CodeRecipient & {
    /** A fixed code sent nowhere (the store reviewer's login); otherwise a new random code is sent. */
    fixedCode?: string;
  };

export type CodeToCheck = ChallengeKey & { code: string };

/** The address and purpose alone, whatever else the request holds. */
function keyOf(request: ChallengeKey): ChallengeKey {
  return 'email' in request
    ? { email: request.email, purpose: request.purpose }
    : { countryCode: request.countryCode, phone: request.phone, purpose: request.purpose };
}

/** What a code's hash is keyed by: the phone in E.164, or the email address. */
function hashKeyOf(key: ChallengeKey): string {
  return 'email' in key ? key.email : toE164(key.countryCode, key.phone);
}

export interface VerificationCodeServiceDependencies {
  db: Kysely<Database>;
  clock: Clock;
  sms: SmsSender;
  /** Sends the codes that go to an email address. */
  mail: MailSender;
  secret: string;
  ipSendLimiter: FixedWindowLimiter;
  /** Where a code the SMS provider did not take is recorded for staff. */
  failures: Pick<DeliveryFailureService, 'record'>;
}

export function createVerificationCodeService(deps: VerificationCodeServiceDependencies) {
  const { db, clock, sms, mail, secret } = deps;

  /** The per-address brake on sends, checked before anything else is looked up. */
  async function checkAddress(clientAddress: string): Promise<void> {
    const byAddress = await deps.ipSendLimiter.consume(clientAddress, clock());
    if (byAddress.allowed) return;
    throw tooManyRequests(
      {
        en: `Too many OTP requests from this network. Please try again in ${minutesText(byAddress.retryAfterMs)}.`,
        ml: `ഈ നെറ്റ്‌വർക്കിൽ നിന്ന് വളരെയധികം OTP അഭ്യർത്ഥനകൾ. ${waitMinutes(byAddress.retryAfterMs)} മിനിറ്റ് കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കൂ.`,
      },
      byAddress.retryAfterMs,
    );
  }

  /** Makes a code for the phone or email and purpose and sends it; the client's address must have been checked. */
  async function issue(request: CodeToSend): Promise<TOtpSent> {
    const now = clock();
    const key = keyOf(request);
    const latest = await findLatestChallenge(db, key);
    if (latest && now < latest.createdAt + OTP_RESEND_AFTER_MS) {
      const waitMs = latest.createdAt + OTP_RESEND_AFTER_MS - now;
      const seconds = Math.ceil(waitMs / 1000);
      throw tooManyRequests(
        {
          en: `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before requesting a new OTP.`,
          ml: `പുതിയ OTP ചോദിക്കുന്നതിന് മുമ്പ് ${seconds} സെക്കൻഡ് കാത്തിരിക്കൂ.`,
        },
        waitMs,
      );
    }
    const recent = await countChallengesSince(db, key, now - SEND_WINDOW_MS);
    if (recent.count >= SENDS_PER_PHONE && recent.earliest !== null) {
      const waitMs = recent.earliest + SEND_WINDOW_MS - now;
      throw tooManyRequests(
        {
          en: `Too many OTP requests. Please try again in ${minutesText(waitMs)}.`,
          ml: `വളരെയധികം OTP അഭ്യർത്ഥനകൾ. ${waitMinutes(waitMs)} മിനിറ്റ് കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കൂ.`,
        },
        waitMs,
      );
    }

    const code = request.fixedCode ?? generateOtpCode();
    const hashKey = hashKeyOf(key);
    const challengeId = await db.transaction().execute(async (trx) => {
      await retireOpenChallenges(trx, key, now);
      return insertChallenge(trx, {
        ...key,
        codeHash: hashOtpCode(secret, hashKey, code),
        createdAt: now,
        expiresAt: now + OTP_LIFETIME_MS,
      });
    });
    const sent: TOtpSent = { resendAfterSeconds: OTP_RESEND_AFTER_SECONDS, expiresInSeconds: OTP_LIFETIME_SECONDS };
    if (request.fixedCode !== undefined) return sent;
    const text = codeMessageText(key.purpose, code, OTP_LIFETIME_SECONDS / 60, request.language);
    if ('email' in key) {
      try {
        await mail.send({ to: key.email, subject: codeMailSubject(request.language), text });
      } catch (error) {
        // No usable challenge may outlive a failed send.
        await deleteChallenge(db, challengeId);
        // The SMTP sender logged the refusal (the address masked); delivery failures are SMS and push only.
        if (error instanceof MailDeliveryError) throw new AppError('BAD_GATEWAY', SEND_FAILED_MESSAGE);
        throw error;
      }
      return sent;
    }
    const kind = key.purpose;
    // Every SMS goes on its own registered template; a new email address is proved by email only.
    if (kind === 'email_change') {
      await deleteChallenge(db, challengeId);
      throw new Error('An email_change code is sent to an email address');
    }
    try {
      await sms.send({
        to: hashKey,
        kind,
        text,
        otp: code,
        language: request.language,
      });
    } catch (error) {
      // No usable challenge may outlive a failed send.
      await deleteChallenge(db, challengeId);
      await deps.failures.record({
        channel: 'sms',
        userId: request.userId,
        recipient: maskPhone(hashKey),
        // The sender's own words name the provider's refusal and never hold the code.
        reason: error instanceof SmsDeliveryError ? error.message : `The SMS sender failed (${sms.name})`,
      });
      if (error instanceof SmsDeliveryError) throw new AppError('BAD_GATEWAY', SEND_FAILED_MESSAGE);
      throw error;
    }
    return sent;
  }

  /**
   * Checks the code and, if it is right, uses it up and runs `then` in the same transaction, so
   * what the code allows happens exactly once. `known` false (no such account, for a login) is
   * answered like an expired code, so a caller learns nothing about which numbers have accounts.
   */
  async function consume<T>(
    request: CodeToCheck,
    then: (trx: Transaction<Database>) => Promise<T>,
    known = true,
  ): Promise<T> {
    const now = clock();
    const key = keyOf(request);
    const wrongThisHour = await sumFailedAttemptsSince(db, key, now - HOUR_MS);
    if (wrongThisHour >= MAX_WRONG_TRIES_PER_PHONE_PER_HOUR) {
      throw tooManyRequests(
        {
          en: 'Too many incorrect attempts. Please try again in an hour.',
          ml: 'വളരെയധികം തെറ്റായ ശ്രമങ്ങൾ. ഒരു മണിക്കൂർ കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കൂ.',
        },
        HOUR_MS,
      );
    }
    const challenge = await findLatestChallenge(db, key);
    if (
      !known ||
      challenge === undefined ||
      challenge.consumedAt !== null ||
      challenge.retiredAt !== null ||
      now >= challenge.expiresAt
    ) {
      throw new AppError('OTP_EXPIRED', CODE_EXPIRED_MESSAGE);
    }
    if (challenge.failedAttempts >= MAX_TRIES_PER_CODE) {
      const waitMs = Math.max(0, challenge.createdAt + OTP_RESEND_AFTER_MS - now);
      throw tooManyRequests(
        {
          en: 'Too many incorrect attempts. Please request a new OTP.',
          ml: 'വളരെയധികം തെറ്റായ ശ്രമങ്ങൾ. പുതിയ OTP ചോദിക്കൂ.',
        },
        waitMs,
      );
    }
    if (!otpCodeMatches(secret, hashKeyOf(key), request.code, challenge.codeHash)) {
      await recordFailedAttempt(db, challenge.id, MAX_TRIES_PER_CODE);
      throw new AppError('INVALID_OTP', { en: 'Incorrect OTP', ml: 'OTP തെറ്റാണ്' });
    }
    const done = await db.transaction().execute(async (trx) => {
      if (!(await consumeChallenge(trx, challenge.id, now, MAX_TRIES_PER_CODE))) return { used: false as const };
      return { used: true as const, value: await then(trx) };
    });
    if (!done.used) throw new AppError('OTP_EXPIRED', CODE_EXPIRED_MESSAGE);
    return done.value;
  }

  /** Sends a code for a purpose other than logging in (the login service sends those). */
  async function send(request: CodeRecipient & { purpose: PurposeOfCode }, clientAddress: string): Promise<TOtpSent> {
    await checkAddress(clientAddress);
    return issue(request);
  }

  return { checkAddress, issue, send, consume };
}

export type VerificationCodeService = ReturnType<typeof createVerificationCodeService>;
