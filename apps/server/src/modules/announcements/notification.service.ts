/**
 * A student's notifications: the announcements meant for them (see `isMeantFor`), marked read
 * one by one, and event registration, once per student. Anything not meant for the student is a
 * 404, the same as one that does not exist.
 */
import type { TNotification, TNotificationList } from '@padanam/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError, notFound } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import {
  findNotificationFor,
  findNotificationsFor,
  insertPersonalNotice,
  insertRead,
  insertRegistration,
} from './announcement.repository.js';

/** The newest notices a student is shown; older ones stay in the console. */
export const NOTIFICATION_LIMIT = 200;

export function createNotificationService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  async function listNotifications(userId: number): Promise<TNotificationList> {
    const rows = await findNotificationsFor(db, userId, clock(), NOTIFICATION_LIMIT);
    const items: TNotification[] = rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      content: row.content,
      location: row.location,
      publishedAt: Number(row.publishedAt),
      eventAt: row.eventAt === null ? null : Number(row.eventAt),
      hasRegistration: row.hasRegistration === 1,
      isRegistered: Boolean(row.isRegistered),
      isRead: Boolean(row.isRead),
      link: row.link,
    }));
    return { items, unreadCount: items.filter((item) => !item.isRead).length };
  }

  async function meantFor(userId: number, announcementId: number) {
    const row = await findNotificationFor(db, userId, announcementId, clock());
    if (!row) throw notFound('Notification not found');
    return row;
  }

  async function markRead(userId: number, announcementId: number): Promise<void> {
    await meantFor(userId, announcementId);
    await insertRead(db, userId, announcementId, clock());
  }

  /** Registers once; a second call is the same success. */
  async function register(userId: number, announcementId: number): Promise<void> {
    const row = await meantFor(userId, announcementId);
    if (row.hasRegistration !== 1) {
      throw new AppError('CONFLICT', {
        en: 'This announcement takes no registrations.',
        ml: 'ഈ അറിയിപ്പിന് രജിസ്ട്രേഷൻ ഇല്ല.',
      });
    }
    if (row.eventAt !== null && Number(row.eventAt) <= clock()) {
      throw new AppError('CONFLICT', {
        en: 'Registration has closed: the event has started.',
        ml: 'രജിസ്ട്രേഷൻ അവസാനിച്ചു: പരിപാടി തുടങ്ങിക്കഴിഞ്ഞു.',
      });
    }
    await insertRegistration(db, userId, announcementId, clock());
    // Registering is reading it.
    await insertRead(db, userId, announcementId, clock());
  }

  /**
   * Tells one student something that concerns them alone, inside the caller's transaction; from
   * `publishAt` when given (a scheduled notice, like a scheduled announcement), else now.
   */
  async function notifyStudentIn(
    trx: Kysely<Database>,
    notice: { userId: number; title: string; content: string; link: string; fromUserId: number; publishAt?: number },
  ): Promise<void> {
    const { publishAt, ...rest } = notice;
    const now = clock();
    await insertPersonalNotice(trx, { ...rest, now, publishedAt: publishAt ?? now });
  }

  return { listNotifications, markRead, register, notifyStudentIn };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
