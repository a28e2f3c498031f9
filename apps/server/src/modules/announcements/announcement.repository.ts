/**
 * SQL for announcements: which ones a student sees (the audience rule, in the query), their
 * read state and registrations, and the console's list with its counts.
 */
import { type Insertable, type Kysely, sql } from 'kysely';
import { isMeantFor } from '../../db/announcement-audience.js';
import type { AnnouncementTable, Database } from '../../db/schema.js';
import { containsText } from '../../db/text-search.js';

function meantForStudent(db: Kysely<Database>, userId: number, now: number) {
  return db
    .selectFrom('announcements')
    .innerJoin('users', (join) => join.on('users.id', '=', userId))
    .where((eb) => isMeantFor(eb, userId, now));
}

/** The student's notices, newest first, with whether each is read and (events) registered for. */
export function findNotificationsFor(db: Kysely<Database>, userId: number, now: number, limit: number) {
  return meantForStudent(db, userId, now)
    .select((eb) => [
      'announcements.id',
      'announcements.kind',
      'announcements.title',
      'announcements.content',
      'announcements.location',
      'announcements.publishedAt',
      'announcements.eventAt',
      'announcements.hasRegistration',
      'announcements.link',
      eb
        .exists(
          eb
            .selectFrom('announcementReads')
            .select('announcementReads.userId')
            .where('announcementReads.userId', '=', userId)
            .whereRef('announcementReads.announcementId', '=', 'announcements.id'),
        )
        .as('isRead'),
      eb
        .exists(
          eb
            .selectFrom('eventRegistrations')
            .select('eventRegistrations.userId')
            .where('eventRegistrations.userId', '=', userId)
            .whereRef('eventRegistrations.announcementId', '=', 'announcements.id'),
        )
        .as('isRegistered'),
    ])
    .orderBy('announcements.publishedAt', 'desc')
    .orderBy('announcements.id', 'desc')
    .limit(limit)
    .execute();
}

/** One notice, if it is meant for the student now. */
export function findNotificationFor(db: Kysely<Database>, userId: number, announcementId: number, now: number) {
  return meantForStudent(db, userId, now)
    .select(['announcements.id', 'announcements.kind', 'announcements.hasRegistration', 'announcements.eventAt'])
    .where('announcements.id', '=', announcementId)
    .executeTakeFirst();
}

/** A notice for one student, visible at once (an answered doubt). */
export async function insertPersonalNotice(
  db: Kysely<Database>,
  notice: {
    userId: number;
    title: string;
    content: string;
    link: string;
    fromUserId: number;
    now: number;
    publishedAt: number;
  },
): Promise<void> {
  await db
    .insertInto('announcements')
    .values({
      // Padanam's own news: the tab a message from Padanam's tutors belongs under.
      kind: 'padanam',
      title: notice.title,
      content: notice.content,
      audience: 'everyone',
      recipientUserId: notice.userId,
      link: notice.link,
      publishedAt: notice.publishedAt,
      createdByUserId: notice.fromUserId,
      createdAt: notice.now,
      updatedAt: notice.now,
    })
    .execute();
}

export async function insertRead(db: Kysely<Database>, userId: number, announcementId: number, now: number) {
  await db
    .insertInto('announcementReads')
    .values({ userId, announcementId, readAt: now })
    .onConflict((conflict) => conflict.columns(['userId', 'announcementId']).doNothing())
    .execute();
}

export async function insertRegistration(db: Kysely<Database>, userId: number, announcementId: number, now: number) {
  await db
    .insertInto('eventRegistrations')
    .values({ userId, announcementId, registeredAt: now })
    .onConflict((conflict) => conflict.columns(['userId', 'announcementId']).doNothing())
    .execute();
}

// The console.

export interface AnnouncementFilter {
  kind?: 'exam' | 'event' | 'padanam';
  q?: string;
  id?: number;
}

function filtered(db: Kysely<Database>, filter: AnnouncementFilter) {
  let query = db
    .selectFrom('announcements')
    .leftJoin('departments', 'departments.id', 'announcements.departmentId')
    .leftJoin('papers', 'papers.id', 'announcements.paperId')
    // A notice for one student (an answered doubt) is not one staff publish.
    .where('announcements.recipientUserId', 'is', null);
  if (filter.id !== undefined) query = query.where('announcements.id', '=', filter.id);
  if (filter.kind) query = query.where('announcements.kind', '=', filter.kind);
  if (filter.q) {
    const text = filter.q;
    query = query.where((eb) =>
      eb.or([containsText('announcements.title', text), containsText('announcements.content', text)]),
    );
  }
  return query;
}

export async function countAnnouncements(db: Kysely<Database>, filter: AnnouncementFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function findAnnouncementsPage(
  db: Kysely<Database>,
  filter: AnnouncementFilter,
  page: { order: 'asc' | 'desc'; limit: number; offset: number },
) {
  return filtered(db, filter)
    .selectAll('announcements')
    .select((eb) => [
      'departments.name as departmentName',
      'papers.title as paperTitle',
      eb
        .selectFrom('eventRegistrations')
        .select((count) => count.fn.countAll<number>().as('count'))
        .whereRef('eventRegistrations.announcementId', '=', 'announcements.id')
        .as('registrations'),
      eb
        .selectFrom('announcementReads')
        .select((count) => count.fn.countAll<number>().as('count'))
        .whereRef('announcementReads.announcementId', '=', 'announcements.id')
        .as('reads'),
    ])
    .orderBy('announcements.publishedAt', page.order)
    .orderBy('announcements.id', page.order)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export function findRegistrations(db: Kysely<Database>, announcementId: number) {
  return db
    .selectFrom('eventRegistrations')
    .innerJoin('users', 'users.id', 'eventRegistrations.userId')
    .select([
      'users.name',
      sql<string>`${sql.ref('users.country_code')} || ' ' || ${sql.ref('users.phone')}`.as('phone'),
      'users.email',
      'users.collegeName',
      'eventRegistrations.registeredAt',
    ])
    .where('eventRegistrations.announcementId', '=', announcementId)
    .orderBy('eventRegistrations.registeredAt')
    .orderBy('users.id')
    .execute();
}

export async function departmentExists(db: Kysely<Database>, departmentId: number): Promise<boolean> {
  return Boolean(await db.selectFrom('departments').select('id').where('id', '=', departmentId).executeTakeFirst());
}

export async function paperExists(db: Kysely<Database>, paperId: number): Promise<boolean> {
  return Boolean(await db.selectFrom('papers').select('id').where('id', '=', paperId).executeTakeFirst());
}

export async function insertAnnouncement(db: Kysely<Database>, values: Insertable<AnnouncementTable>): Promise<number> {
  const { id } = await db.insertInto('announcements').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function setAnnouncementArchivedAt(
  db: Kysely<Database>,
  id: number,
  archivedAt: number | null,
  now: number,
): Promise<void> {
  await db.updateTable('announcements').set({ archivedAt, updatedAt: now }).where('id', '=', id).execute();
}
