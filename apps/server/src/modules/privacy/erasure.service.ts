/**
 * "Delete my account" (DPDP Act 2023, s. 12): a student confirms with an SMS code to their own
 * phone; the erasure is due after a grace period (ERASURE_GRACE_DAYS) in which logging in cancels
 * it; the sweep then erases each due account in one transaction (erasure-plan.ts) and removes its
 * files from storage after the commit, keeping a list so a removal that fails is retried.
 *
 * Scheduling ends the student's other sessions and keeps the one that asked: that screen shows
 * the countdown and "Cancel deletion", and every other device must log in again, which a
 * stranger holding one cannot do without the phone (and a login would cancel the erasure anyway).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { AppLanguage, Database } from '../../db/schema.js';
import type { TErasureStatus, TOtpSent } from '@padanam/contract';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import type { Clock } from '../../lib/clock.js';
import type { SessionService } from '../auth/session.service.js';
import type { UserService } from '../users/user.service.js';
import {
  claimDueErasure,
  deleteChallengesOfAccount,
  deleteErasureRequest,
  deleteFileRemoval,
  eraseAccountRows,
  findDueErasures,
  findErasureRequest,
  findPendingFileRemovals,
  upsertErasureRequest,
} from './erasure.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Accounts erased, and files removed, per sweep run at most: the next run takes the rest. */
const ERASURES_PER_RUN = 50;
const FILE_REMOVALS_PER_RUN = 200;

/** The SMS codes the erasure is confirmed with (`services.verificationCodes`). */
export interface ErasureCodes {
  send(
    request: { purpose: 'erasure'; countryCode: string; phone: string; language: AppLanguage; userId: number },
    clientAddress: string,
  ): Promise<TOtpSent>;
  consume<T>(
    request: { purpose: 'erasure'; countryCode: string; phone: string; code: string },
    then: (trx: Transaction<Database>) => Promise<T>,
  ): Promise<T>;
}

export interface ErasureServiceDependencies {
  db: Kysely<Database>;
  clock: Clock;
  storage: Pick<FileStorage, 'remove'>;
  sessions: Pick<SessionService, 'endSessionsOfUser'>;
  users: Pick<UserService, 'getUser'>;
  codes: ErasureCodes;
  graceDays: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export interface ErasureSweepSummary {
  accounts: number;
  filesRemoved: number;
  filesLeft: number;
}

export function createErasureService({
  db,
  clock,
  storage,
  sessions,
  users,
  codes,
  graceDays,
  log,
}: ErasureServiceDependencies) {
  async function sendCode(userId: number, clientAddress: string): Promise<TOtpSent> {
    const user = await users.getUser(userId);
    return codes.send(
      { purpose: 'erasure', countryCode: user.countryCode, phone: user.phone, language: user.language, userId },
      clientAddress,
    );
  }

  /** The right code schedules the erasure and ends the student's other sessions, together. */
  async function schedule(userId: number, sessionId: number, code: string): Promise<NonNullable<TErasureStatus>> {
    const user = await users.getUser(userId);
    return codes.consume(
      { purpose: 'erasure', countryCode: user.countryCode, phone: user.phone, code },
      async (trx) => {
        const now = clock();
        const scheduledFor = now + graceDays * DAY_MS;
        await upsertErasureRequest(trx, { userId, requestedAt: now, scheduledFor });
        await sessions.endSessionsOfUser(trx, userId, sessionId);
        return { scheduledFor };
      },
    );
  }

  async function status(userId: number): Promise<TErasureStatus> {
    return (await findErasureRequest(db, userId)) ?? null;
  }

  async function cancel(userId: number): Promise<void> {
    await deleteErasureRequest(db, userId);
  }

  /** A login's part: cancels a scheduled erasure inside the login's transaction; true when there was one. */
  function cancelOnLogin(trx: Transaction<Database>, userId: number): Promise<boolean> {
    return deleteErasureRequest(trx, userId);
  }

  /** Erases one due account in one transaction; false when it is no longer due (cancelled, taken). */
  async function eraseAccount(userId: number): Promise<boolean> {
    const now = clock();
    return db.transaction().execute(async (trx) => {
      if (!(await claimDueErasure(trx, userId, now))) return false;
      await sessions.endSessionsOfUser(trx, userId);
      await deleteChallengesOfAccount(trx, userId);
      await eraseAccountRows(trx, userId, now);
      return true;
    });
  }

  /** Removes listed files from storage; one that fails stays listed for the next run. */
  async function removePendingFiles(stop?: AbortSignal): Promise<{ removed: number; left: number }> {
    const pending = await findPendingFileRemovals(db, FILE_REMOVALS_PER_RUN);
    let removed = 0;
    for (const file of pending) {
      if (stop?.aborted) break;
      try {
        await storage.remove(file.storageKey);
        await deleteFileRemoval(db, file.id);
        removed += 1;
      } catch (error) {
        log.warn({ err: error }, 'an erased account’s file could not be removed from storage; the next sweep retries');
      }
    }
    return { removed, left: pending.length - removed };
  }

  /** The sweep: erases the accounts now due, then removes their files (and any left over before). */
  async function eraseDueAccounts(stop?: AbortSignal): Promise<ErasureSweepSummary> {
    let accounts = 0;
    for (const userId of await findDueErasures(db, clock(), ERASURES_PER_RUN)) {
      if (stop?.aborted) break;
      if (await eraseAccount(userId)) accounts += 1;
    }
    const files = await removePendingFiles(stop);
    return { accounts, filesRemoved: files.removed, filesLeft: files.left };
  }

  /** Makes the account's erasure due now, for an account already warned (the inactive-account rule). */
  async function eraseWithoutGrace(userId: number): Promise<void> {
    const now = clock();
    await upsertErasureRequest(db, { userId, requestedAt: now, scheduledFor: now });
  }

  return { sendCode, schedule, status, cancel, cancelOnLogin, eraseDueAccounts, eraseWithoutGrace };
}

export type ErasureService = ReturnType<typeof createErasureService>;
