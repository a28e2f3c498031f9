/**
 * Web push for students: the public key browsers subscribe with, keeping and dropping a browser's
 * subscription, and pushing each announcement once to the browsers of the students it is meant
 * for (the same audience rule as the Notification screen). A push service that answers 404 or
 * 410 loses the subscription. Pushing never blocks the write that published the notice: a
 * sweep (plugins/push-sweeper.ts) pushes what is due every few seconds. Turning notifications on
 * records the student's consent to push (DPDP); the sweep pushes only to students whose current
 * choice is given, and withdrawing it (the profile) drops their subscriptions.
 */
import type { TPushMessage, TPushSubscriptionInput } from '@padanam/contract';
import type { Kysely } from 'kysely';
import type { PushConfig } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { AppError, invalidField } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import { isAllowedPushEndpoint, type PushSender } from '../../integrations/push/web-push-sender.js';
import type { DeliveryFailureService } from '../delivery-failures/delivery-failure.service.js';
import type { ConsentService } from '../privacy/consent.service.js';
import {
  claimAnnouncement,
  deleteOwnSubscription,
  deleteSubscriptionById,
  findAudienceSubscriptions,
  findUnpushedAnnouncements,
  markSubscriptionPushed,
  upsertSubscription,
} from './push.repository.js';

/** Notices older than this when push finds them are not pushed (push was off when they came). */
const PUSH_WINDOW_MS = 24 * 60 * 60 * 1000;
const ANNOUNCEMENTS_PER_ROUND = 20;
/** Pushes in flight at once, so a large audience does not open thousands of sockets. */
const CONCURRENT_PUSHES = 8;
const BODY_LENGTH = 180;

export interface PushSummary {
  announcements: number;
  sent: number;
  gone: number;
  failed: number;
}

export function createPushService({
  db,
  clock,
  config,
  send,
  failures,
  consents,
}: {
  db: Kysely<Database>;
  clock: Clock;
  config: PushConfig | null;
  send: PushSender | null;
  /** Where a push the push service refused is recorded for staff. */
  failures: Pick<DeliveryFailureService, 'record'>;
  /** Subscribing is consenting to push: recorded with the subscription. */
  consents: Pick<ConsentService, 'recordChoiceIn'>;
}) {
  function publicKey(): string | null {
    return config?.publicKey ?? null;
  }

  async function subscribe(userId: number, input: TPushSubscriptionInput): Promise<void> {
    if (!config) {
      throw new AppError('CONFLICT', {
        en: 'Notifications on this device are not turned on for Padanam.',
        ml: 'ഈ ഉപകരണത്തിൽ Padanam-ന്റെ അറിയിപ്പുകൾ ഓണാക്കിയിട്ടില്ല.',
      });
    }
    if (!isAllowedPushEndpoint(input.endpoint, config.serviceOrigins))
      throw invalidField('endpoint', 'must be the address of a browser push service');
    await db.transaction().execute(async (trx) => {
      await consents.recordChoiceIn(trx, userId, 'push', true, 'notifications');
      await upsertSubscription(trx, {
        userId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        createdAt: clock(),
      });
    });
  }

  async function unsubscribe(userId: number, endpoint: string): Promise<void> {
    await deleteOwnSubscription(db, userId, endpoint);
  }

  async function pushTo(targets: Awaited<ReturnType<typeof findAudienceSubscriptions>>, message: string) {
    const summary = { sent: 0, gone: 0, failed: 0 };
    if (!send) return summary;
    const queue = [...targets];
    const worker = async () => {
      for (let target = queue.shift(); target; target = queue.shift()) {
        const result = await send(target, message);
        summary[result.outcome] += 1;
        if (result.outcome === 'gone') await deleteSubscriptionById(db, target.id);
        if (result.outcome === 'sent') await markSubscriptionPushed(db, target.id, clock());
        if (result.outcome === 'failed')
          await failures.record({
            channel: 'push',
            userId: target.userId,
            recipient: new URL(target.endpoint).host,
            reason: result.reason,
          });
      }
    };
    await Promise.all(Array.from({ length: CONCURRENT_PUSHES }, worker));
    return summary;
  }

  /**
   * Pushes every announcement that is due and not yet pushed: published (a scheduled one once its
   * moment comes), within the last day, claimed by one conditional update so each is pushed once
   * whichever process gets there first.
   */
  async function pushDue(): Promise<PushSummary> {
    const summary: PushSummary = { announcements: 0, sent: 0, gone: 0, failed: 0 };
    if (!config || !send) return summary;
    const now = clock();
    for (const notice of await findUnpushedAnnouncements(db, now, now - PUSH_WINDOW_MS, ANNOUNCEMENTS_PER_ROUND)) {
      if (!(await claimAnnouncement(db, notice.id, now))) continue;
      summary.announcements += 1;
      const message: TPushMessage = {
        title: notice.title,
        body: notice.content.length > BODY_LENGTH ? `${notice.content.slice(0, BODY_LENGTH - 3)}...` : notice.content,
        link: notice.link ?? '/my-profile/notification',
      };
      const outcome = await pushTo(await findAudienceSubscriptions(db, notice.id, now), JSON.stringify(message));
      summary.sent += outcome.sent;
      summary.gone += outcome.gone;
      summary.failed += outcome.failed;
    }
    return summary;
  }

  return { publicKey, subscribe, unsubscribe, pushDue };
}

export type PushService = ReturnType<typeof createPushService>;
