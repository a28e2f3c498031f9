/** SQL for web push: the browsers subscribed, and which announcements are due to be pushed. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isMeantFor } from '../../db/announcement-audience.js';

export interface NewPushSubscription {
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  createdAt: number;
}

/** One row per endpoint: a browser that subscribes again (or for another login) takes it over. */
export async function upsertSubscription(db: Kysely<Database>, subscription: NewPushSubscription): Promise<void> {
  await db
    .insertInto('pushSubscriptions')
    .values(subscription)
    .onConflict((conflict) =>
      conflict.column('endpoint').doUpdateSet({
        userId: subscription.userId,
        p256dh: subscription.p256dh,
        auth: subscription.auth,
        createdAt: subscription.createdAt,
      }),
    )
    .execute();
}

/** Only the caller's own: another student's endpoint is left alone. */
export async function deleteOwnSubscription(db: Kysely<Database>, userId: number, endpoint: string): Promise<void> {
  await db.deleteFrom('pushSubscriptions').where('userId', '=', userId).where('endpoint', '=', endpoint).execute();
}

/** The push service said the subscription is gone (404 or 410). */
export async function deleteSubscriptionById(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('pushSubscriptions').where('id', '=', id).execute();
}

export async function markSubscriptionPushed(db: Kysely<Database>, id: number, now: number): Promise<void> {
  await db.updateTable('pushSubscriptions').set({ lastPushedAt: now }).where('id', '=', id).execute();
}

/** Announcements published (by now) since `since` that no process has pushed yet. */
export function findUnpushedAnnouncements(db: Kysely<Database>, now: number, since: number, limit: number) {
  return db
    .selectFrom('announcements')
    .select(['id', 'title', 'content', 'link'])
    .where('pushedAt', 'is', null)
    .where('archivedAt', 'is', null)
    .where('publishedAt', '<=', now)
    .where('publishedAt', '>=', since)
    .orderBy('publishedAt')
    .limit(limit)
    .execute();
}

/** Claims an announcement for pushing: true for exactly one caller, however many race. */
export async function claimAnnouncement(db: Kysely<Database>, announcementId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('announcements')
    .set({ pushedAt: now })
    .where('id', '=', announcementId)
    .where('pushedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The subscriptions of every student the announcement is meant for (THE audience rule) whose
 * current choice gives consent to push: a student who withdrew it is never pushed to, whatever
 * subscription a browser still holds.
 */
export function findAudienceSubscriptions(db: Kysely<Database>, announcementId: number, now: number) {
  return db
    .selectFrom('pushSubscriptions')
    .innerJoin('users', 'users.id', 'pushSubscriptions.userId')
    .innerJoin('consentChoices', (join) =>
      join
        .onRef('consentChoices.userId', '=', 'pushSubscriptions.userId')
        .on('consentChoices.purpose', '=', 'push')
        .on('consentChoices.given', '=', 1),
    )
    .innerJoin('announcements', (join) => join.on('announcements.id', '=', announcementId))
    .select([
      'pushSubscriptions.id',
      'pushSubscriptions.userId',
      'pushSubscriptions.endpoint',
      'pushSubscriptions.p256dh',
      'pushSubscriptions.auth',
    ])
    .where((eb) => isMeantFor(eb, eb.ref('users.id'), now))
    .orderBy('pushSubscriptions.id')
    .execute();
}
