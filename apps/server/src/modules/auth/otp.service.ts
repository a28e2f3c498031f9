/**
 * Login by SMS code, decided entirely on the server: the code is made, sent, checked and
 * forgotten here and never leaves in a response or a log line.
 *
 * Limits (SECURITY-CHECKLIST 1-10): 5-minute codes, single use, a resend retires the old
 * code and waits 30 s, 3 sends per phone per 10 minutes, a per-address brake on sends,
 * 5 wrong tries per code and 10 per phone per hour. Every limit is counted in the database,
 * so it holds whatever address, process or machine a request comes through.
 */
import type { Kysely } from 'kysely';
import {
  OTP_LIFETIME_SECONDS,
  OTP_RESEND_AFTER_SECONDS,
  type TOtpSent,
  type TPhoneLogin,
  type TSession,
} from '@padanam/contract';
import type { Database } from '../../db/schema.js';
import { AppError, tooManyRequests } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import { minutesText, waitMinutes } from '../../lib/minutes-text.js';
import { SmsDeliveryError, otpMessageText, type SmsSender } from '../../integrations/sms/sms-sender.js';
import { maskPhone } from '../../lib/mask-phone.js';
import type { DeliveryFailureService } from '../delivery-failures/delivery-failure.service.js';
import type { FixedWindowLimiter } from '../rate-limits/rate-limit.service.js';
import type { UserService } from '../users/user.service.js';
import { generateOtpCode, hashOtpCode, otpCodeMatches, toE164 } from './otp-code.js';
import { deleteInBatches, PURGE_BATCH_SIZE } from '../../lib/delete-in-batches.js';
import {
  consumeChallenge,
  countChallengesSince,
  deleteChallenge,
  deleteChallengesCreatedBefore,
  findLatestChallenge,
  insertChallenge,
  recordFailedAttempt,
  retireOpenChallenges,
  sumFailedAttemptsSince,
} from './otp.repository.js';
import type { SessionService } from './session.service.js';

export const OTP_LIFETIME_MS = OTP_LIFETIME_SECONDS * 1000;
export const OTP_RESEND_AFTER_MS = OTP_RESEND_AFTER_SECONDS * 1000;
export const SENDS_PER_PHONE = 3;
export const SEND_WINDOW_MS = 10 * 60 * 1000;
export const MAX_TRIES_PER_CODE = 5;
export const MAX_WRONG_TRIES_PER_PHONE_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;
/**
 * How long a challenge is kept: its own 5 minutes, and then as long as the longest limit that
 * counts it (wrong tries per phone per hour; sends per phone look back only 10 minutes).
 * Deleting it sooner would hand that phone fresh tries.
 */
export const CHALLENGE_RETENTION_MS = Math.max(HOUR_MS, SEND_WINDOW_MS, OTP_LIFETIME_MS);

export const NO_ACCOUNT_MESSAGE = {
  en: 'No account found with this number. Please register first.',
  ml: 'ഈ നമ്പറിൽ അക്കൗണ്ട് ഒന്നും കണ്ടെത്തിയില്ല. ആദ്യം രജിസ്റ്റർ ചെയ്യൂ.',
} as const;
export const SEND_FAILED_MESSAGE = {
  en: 'Failed to send OTP. Please try again.',
  ml: 'OTP അയയ്ക്കാനായില്ല. വീണ്ടും ശ്രമിക്കൂ.',
} as const;
const CODE_EXPIRED_MESSAGE = {
  en: 'This OTP has expired or was already used. Please request a new OTP.',
  ml: 'ഈ OTP-യുടെ സമയം കഴിഞ്ഞു, അല്ലെങ്കിൽ ഇത് ഇതിനകം ഉപയോഗിച്ചു. പുതിയ OTP ചോദിക്കൂ.',
} as const;

export interface OtpServiceDependencies {
  db: Kysely<Database>;
  clock: Clock;
  sms: SmsSender;
  users: UserService;
  sessions: SessionService;
  secret: string;
  review: { phone: string; code: string } | null;
  ipSendLimiter: FixedWindowLimiter;
  /** Where a code the SMS provider did not take is recorded for staff. */
  failures: Pick<DeliveryFailureService, 'record'>;
}

export function createOtpService(deps: OtpServiceDependencies) {
  const { db, clock, sms, users, sessions, secret, review } = deps;
  const isReviewPhone = ({ countryCode, phone }: TPhoneLogin) =>
    review !== null && countryCode === '+91' && phone === review.phone;

  async function requestCode(login: TPhoneLogin, clientAddress: string): Promise<TOtpSent> {
    const now = clock();
    const sent: TOtpSent = { resendAfterSeconds: OTP_RESEND_AFTER_SECONDS, expiresInSeconds: OTP_LIFETIME_SECONDS };

    const byAddress = await deps.ipSendLimiter.consume(clientAddress, now);
    if (!byAddress.allowed) {
      throw tooManyRequests(
        {
          en: `Too many OTP requests from this network. Please try again in ${minutesText(byAddress.retryAfterMs)}.`,
          ml: `ഈ നെറ്റ്‌വർക്കിൽ നിന്ന് വളരെയധികം OTP അഭ്യർത്ഥനകൾ. ${waitMinutes(byAddress.retryAfterMs)} മിനിറ്റ് കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കൂ.`,
        },
        byAddress.retryAfterMs,
      );
    }
    const account = await users.findAccountOfPhone(login.countryCode, login.phone);
    if (account === undefined) throw new AppError('NOT_FOUND', NO_ACCOUNT_MESSAGE);
    const userId = account.id;

    const latest = await findLatestChallenge(db, login);
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
    const recent = await countChallengesSince(db, login, now - SEND_WINDOW_MS);
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

    // The store reviewer's code is fixed and sent nowhere; it is otherwise a code like any
    // other, so its tries are counted and limited the same way.
    const isReviewer = isReviewPhone(login) && review !== null;
    const code = isReviewer ? review.code : generateOtpCode();
    const phoneKey = toE164(login.countryCode, login.phone);
    const challengeId = await db.transaction().execute(async (trx) => {
      await retireOpenChallenges(trx, login, now);
      return insertChallenge(trx, {
        ...login,
        codeHash: hashOtpCode(secret, phoneKey, code),
        createdAt: now,
        expiresAt: now + OTP_LIFETIME_MS,
      });
    });

    if (isReviewer) return sent;
    try {
      await sms.send({
        to: phoneKey,
        text: otpMessageText(code, OTP_LIFETIME_SECONDS / 60, account.language),
        otp: code,
        language: account.language,
      });
    } catch (error) {
      // No usable challenge may outlive a failed send.
      await deleteChallenge(db, challengeId);
      await deps.failures.record({
        channel: 'sms',
        userId,
        recipient: maskPhone(phoneKey),
        // The sender's own words name the provider's refusal and never hold the code.
        reason: error instanceof SmsDeliveryError ? error.message : `The SMS sender failed (${sms.name})`,
      });
      if (error instanceof SmsDeliveryError) throw new AppError('BAD_GATEWAY', SEND_FAILED_MESSAGE);
      throw error;
    }
    return sent;
  }

  async function verifyCode(login: TPhoneLogin & { code: string }): Promise<TSession> {
    const now = clock();
    const userId = await users.findUserIdOfPhone(login.countryCode, login.phone);

    const wrongThisHour = await sumFailedAttemptsSince(db, login, now - HOUR_MS);
    if (wrongThisHour >= MAX_WRONG_TRIES_PER_PHONE_PER_HOUR) {
      throw tooManyRequests(
        {
          en: 'Too many incorrect attempts. Please try again in an hour.',
          ml: 'വളരെയധികം തെറ്റായ ശ്രമങ്ങൾ. ഒരു മണിക്കൂർ കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കൂ.',
        },
        HOUR_MS,
      );
    }
    const challenge = await findLatestChallenge(db, login);
    const isUsable =
      userId !== undefined &&
      challenge !== undefined &&
      challenge.consumedAt === null &&
      challenge.retiredAt === null &&
      now < challenge.expiresAt;
    if (!isUsable || !challenge || userId === undefined) {
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
    if (!otpCodeMatches(secret, toE164(login.countryCode, login.phone), login.code, challenge.codeHash)) {
      await recordFailedAttempt(db, challenge.id, MAX_TRIES_PER_CODE);
      throw new AppError('INVALID_OTP', { en: 'Incorrect OTP', ml: 'OTP തെറ്റാണ്' });
    }

    const token = await db.transaction().execute(async (trx) => {
      if (!(await consumeChallenge(trx, challenge.id, now, MAX_TRIES_PER_CODE))) return null;
      return sessions.startSession(userId, trx);
    });
    if (!token) throw new AppError('OTP_EXPIRED', CODE_EXPIRED_MESSAGE);
    return { token, user: await users.getUser(userId) };
  }

  /** Deletes, in batches, the challenges no code check or limit will read again; returns how many. */
  async function purgeOldChallenges(batchSize = PURGE_BATCH_SIZE): Promise<number> {
    const cutoff = clock() - CHALLENGE_RETENTION_MS;
    return deleteInBatches((limit) => deleteChallengesCreatedBefore(db, cutoff, limit), batchSize);
  }

  return { requestCode, verifyCode, purgeOldChallenges };
}

export type OtpService = ReturnType<typeof createOtpService>;
