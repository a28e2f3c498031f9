/**
 * Login by SMS code: the code is one of the verification codes (verification-codes.service.ts
 * makes, sends, limits and checks them); this service adds what a login needs: an account for the
 * number, the store reviewer's fixed code, and a session started with the code's use.
 */
import type { Kysely, Transaction } from 'kysely';
import type { TOtpSent, TPhoneLogin, TSession } from '@padanam/contract';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import { deleteInBatches, PURGE_BATCH_SIZE } from '../../lib/delete-in-batches.js';
import type { UserService } from '../users/user.service.js';
import { deviceLabel } from './device-label.js';
import { deleteChallengesCreatedBefore } from './otp.repository.js';
import type { SessionService } from './session.service.js';
import { OTP_LIFETIME_MS, SEND_WINDOW_MS, type VerificationCodeService } from './verification-codes.service.js';

export {
  MAX_TRIES_PER_CODE,
  MAX_WRONG_TRIES_PER_PHONE_PER_HOUR,
  OTP_LIFETIME_MS,
  OTP_RESEND_AFTER_MS,
  SEND_FAILED_MESSAGE,
  SENDS_PER_PHONE,
  SEND_WINDOW_MS,
} from './verification-codes.service.js';

const HOUR_MS = 60 * 60 * 1000;
/**
 * How long a challenge is kept: its own 5 minutes, and then as long as the longest limit that
 * counts it (wrong tries per phone per hour; sends per phone look back only 10 minutes).
 * Deleting it sooner would hand that phone fresh tries. The same for every purpose.
 */
export const CHALLENGE_RETENTION_MS = Math.max(HOUR_MS, SEND_WINDOW_MS, OTP_LIFETIME_MS);

export const NO_ACCOUNT_MESSAGE = {
  en: 'No account found with this number. Please register first.',
  ml: 'ഈ നമ്പറിൽ അക്കൗണ്ട് ഒന്നും കണ്ടെത്തിയില്ല. ആദ്യം രജിസ്റ്റർ ചെയ്യൂ.',
} as const;

export interface OtpServiceDependencies {
  db: Kysely<Database>;
  clock: Clock;
  users: UserService;
  sessions: SessionService;
  codes: VerificationCodeService;
  review: { phone: string; code: string } | null;
  /**
   * Cancels the account's scheduled erasure in the login's transaction (a login during the grace
   * period is the student changing their mind); true when one was cancelled.
   */
  cancelErasure: (trx: Transaction<Database>, userId: number) => Promise<boolean>;
}

export function createOtpService(deps: OtpServiceDependencies) {
  const { db, clock, users, sessions, codes, review } = deps;
  const isReviewPhone = ({ countryCode, phone }: TPhoneLogin) =>
    review !== null && countryCode === '+91' && phone === review.phone;

  async function requestCode(login: TPhoneLogin, clientAddress: string): Promise<TOtpSent> {
    await codes.checkAddress(clientAddress);
    const account = await users.findAccountOfPhone(login.countryCode, login.phone);
    if (account === undefined) throw new AppError('NOT_FOUND', NO_ACCOUNT_MESSAGE);
    // The store reviewer's code is fixed and sent nowhere; it is otherwise a code like any
    // other, so its tries are counted and limited the same way.
    const fixedCode = isReviewPhone(login) && review !== null ? review.code : undefined;
    return codes.issue({
      ...login,
      purpose: 'login',
      language: account.language,
      userId: account.id,
      ...(fixedCode === undefined ? {} : { fixedCode }),
    });
  }

  /** `userAgent` is the login's User-Agent header: only its short device label is kept. */
  async function verifyCode(login: TPhoneLogin & { code: string }, userAgent?: string): Promise<TSession> {
    const userId = await users.findUserIdOfPhone(login.countryCode, login.phone);
    const known = userId !== undefined;
    // An unknown number is refused like an expired code (after the per-hour limit), so `consume`
    // runs the session's start only for a known account.
    const account = userId as number;
    const started = await codes.consume(
      { ...login, purpose: 'login' },
      async (trx) => ({
        token: await sessions.startSession(account, trx, deviceLabel(userAgent)),
        erasureCancelled: await deps.cancelErasure(trx, account),
      }),
      known,
    );
    const session: TSession = { token: started.token, user: await users.getUser(account) };
    return started.erasureCancelled ? { ...session, erasureCancelled: true } : session;
  }

  /** Deletes, in batches, the challenges no code check or limit will read again; returns how many. */
  async function purgeOldChallenges(batchSize = PURGE_BATCH_SIZE): Promise<number> {
    const cutoff = clock() - CHALLENGE_RETENTION_MS;
    return deleteInBatches((limit) => deleteChallengesCreatedBefore(db, cutoff, limit), batchSize);
  }

  return { requestCode, verifyCode, purgeOldChallenges };
}

export type OtpService = ReturnType<typeof createOtpService>;
