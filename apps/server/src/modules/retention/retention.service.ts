/**
 * Keeping personal data no longer than it is needed (DPDP Act 2023, s. 8(7); docs/PRIVACY.md):
 * - inactive accounts: a student with no session activity (or none since joining) for
 *   INACTIVE_ACCOUNT_DAYS gets one SMS, in their language, 48 hours before their account is
 *   handed to erasure; activity after the notice (a login) clears it; staff are never swept;
 * - logs: audit entries and payment events older than LOG_RETENTION_DAYS are deleted in
 *   batches, except the events of a paid order, which are its tax record and stay with it
 *   (failed deliveries are deleted sooner, after 30 days, by their own service).
 * Session activity is folded into `account_activity` first, in the maintenance sweep's run
 * before it purges ended sessions, so a purge never loses the last sign of a person.
 */
import type { TAppLanguage } from '@padanam/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SmsSender } from '../../integrations/sms/sms-sender.js';
import type { Clock } from '../../lib/clock.js';
import { deleteInBatches, PURGE_BATCH_SIZE } from '../../lib/delete-in-batches.js';
import { DAY_MS } from '../../lib/india-time.js';
import { maskPhone } from '../../lib/mask-phone.js';
import type { DeliveryFailureService } from '../delivery-failures/delivery-failure.service.js';
import {
  deleteAuditEntriesBefore,
  deletePaymentEventsBefore,
  deleteVoidNotices,
  findDueForErasure,
  findInactiveWithoutNotice,
  foldSessionActivity,
  insertNotice,
  markErasureRequested,
} from './retention.repository.js';

/** How long before the erasure the notice is sent. */
export const INACTIVE_NOTICE_MS = 48 * 60 * 60 * 1000;

/** The notice, as its DLT template is registered in each language. */
export function inactiveNoticeText(language: TAppLanguage): string {
  return language === 'ml'
    ? 'Padanam: നിങ്ങളുടെ അക്കൗണ്ട് ഏറെക്കാലമായി ഉപയോഗിച്ചിട്ടില്ല. 48 മണിക്കൂറിനുള്ളിൽ അക്കൗണ്ടും അതിലെ വിവരങ്ങളും മായ്ക്കും. നിലനിർത്താൻ ആപ്പിൽ ലോഗിൻ ചെയ്യൂ.'
    : 'Padanam: your account has not been used for a long time. It and its data will be erased in 48 hours. Log in to the app to keep it.';
}

export interface RetentionSummary {
  inactiveNotices: number;
  noticesCleared: number;
  handedToErasure: number;
  auditEntries: number;
  paymentEvents: number;
}

export function createRetentionService({
  db,
  clock,
  sms,
  failures,
  inactiveAccountDays,
  logRetentionDays,
  handOverToErasure,
}: {
  db: Kysely<Database>;
  clock: Clock;
  sms: SmsSender;
  failures: Pick<DeliveryFailureService, 'record'>;
  /** 0 turns the inactive-account sweep off. */
  inactiveAccountDays: number;
  logRetentionDays: number;
  /** Makes the account's erasure due now (the erasure sweep carries it out): the 48 hours' notice was its grace. */
  handOverToErasure: (userId: number) => Promise<void>;
}) {
  /**
   * The one hand-over of an inactive student's account to erasure: the erasure is made due now
   * and the notice marked handed over (`inactive_account_notices.erasure_requested_at`).
   */
  async function requestErasureOfInactive(userId: number): Promise<void> {
    await handOverToErasure(userId);
    await markErasureRequested(db, userId, clock());
  }

  /** Keeps each person's last session activity beyond the sessions' own purge. */
  function recordActivity(): Promise<void> {
    return foldSessionActivity(db);
  }

  async function sendNotices(batchSize: number): Promise<number> {
    const now = clock();
    const cutoff = now - inactiveAccountDays * DAY_MS;
    let sent = 0;
    for (;;) {
      const batch = await findInactiveWithoutNotice(db, cutoff, batchSize);
      for (const student of batch) {
        const to = `${student.countryCode}${student.phone}`;
        try {
          await sms.send({
            to,
            kind: 'inactive_notice',
            text: inactiveNoticeText(student.language),
            language: student.language,
          });
        } catch (error) {
          await failures.record({
            channel: 'sms',
            userId: student.id,
            recipient: maskPhone(to),
            reason: error instanceof Error ? error.message : 'The SMS could not be sent',
          });
        }
        // Recorded sent even when the provider refused: the 48 hours run from the attempt, which
        // the failure list shows staff, rather than the sweep texting the student every run.
        await insertNotice(db, student.id, now);
        sent += 1;
      }
      if (batch.length < batchSize) return sent;
    }
  }

  async function handOver(batchSize: number): Promise<number> {
    const now = clock();
    let handed = 0;
    for (;;) {
      const due = await findDueForErasure(db, now - INACTIVE_NOTICE_MS, batchSize);
      for (const userId of due) {
        await requestErasureOfInactive(userId);
        handed += 1;
      }
      if (due.length < batchSize) return handed;
    }
  }

  /** Notices, clearings and hand-overs of inactive students (nothing when the days are 0). */
  async function sweepInactive(
    batchSize = PURGE_BATCH_SIZE,
  ): Promise<Pick<RetentionSummary, 'inactiveNotices' | 'noticesCleared' | 'handedToErasure'>> {
    if (inactiveAccountDays === 0) return { inactiveNotices: 0, noticesCleared: 0, handedToErasure: 0 };
    await recordActivity();
    const noticesCleared = await deleteVoidNotices(db);
    const handedToErasure = await handOver(batchSize);
    const inactiveNotices = await sendNotices(batchSize);
    return { inactiveNotices, noticesCleared, handedToErasure };
  }

  async function purgeOldLogs(
    batchSize = PURGE_BATCH_SIZE,
  ): Promise<Pick<RetentionSummary, 'auditEntries' | 'paymentEvents'>> {
    const cutoff = clock() - logRetentionDays * DAY_MS;
    return {
      auditEntries: await deleteInBatches((limit) => deleteAuditEntriesBefore(db, cutoff, limit), batchSize),
      paymentEvents: await deleteInBatches((limit) => deletePaymentEventsBefore(db, cutoff, limit), batchSize),
    };
  }

  return { recordActivity, sweepInactive, purgeOldLogs, requestErasureOfInactive };
}

export type RetentionService = ReturnType<typeof createRetentionService>;
