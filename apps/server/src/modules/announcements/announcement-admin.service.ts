/**
 * The console's announcements: teachers and admins publish to an audience (now or at a set
 * moment), archive, and export an event's registrations as CSV. Each write is audited.
 */
import type {
  TAdminAnnouncement,
  TAdminAnnouncementPage,
  TAdminAnnouncementQueryValues,
  TAnnouncementInput,
} from '@padanam/contract';
import { ZAnnouncementInput } from '@padanam/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { invalidField, notFound } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import { pageOf, readPageQuery } from '../../lib/page.js';
import { writeCsv } from '../../lib/write-csv.js';
import type { AuditService } from '../audit/audit.service.js';
import {
  countAnnouncements,
  departmentExists,
  findAnnouncementsPage,
  findRegistrations,
  insertAnnouncement,
  paperExists,
  setAnnouncementArchivedAt,
  type AnnouncementFilter,
} from './announcement.repository.js';

type Row = Awaited<ReturnType<typeof findAnnouncementsPage>>[number];

function audienceLabel(row: Row): string {
  switch (row.audience) {
    case 'everyone':
      return 'Everyone';
    case 'department':
      return row.departmentName ?? 'A department';
    case 'semester':
      return `Semester ${row.semester ?? ''}`;
    case 'paper':
      return `Students of ${row.paperTitle ?? 'a paper'}`;
  }
}

function toAdminAnnouncement(row: Row): TAdminAnnouncement {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    content: row.content,
    location: row.location,
    audience: row.audience,
    departmentId: row.departmentId,
    semester: row.semester,
    paperId: row.paperId,
    audienceLabel: audienceLabel(row),
    hasRegistration: row.hasRegistration === 1,
    registrations: Number(row.registrations ?? 0),
    reads: Number(row.reads ?? 0),
    publishedAt: Number(row.publishedAt),
    eventAt: row.eventAt === null ? null : Number(row.eventAt),
    archivedAt: row.archivedAt === null ? null : Number(row.archivedAt),
  };
}

export function createAnnouncementAdminService({
  db,
  clock,
  audit,
}: {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditService;
}) {
  async function findPage(
    filter: AnnouncementFilter,
    query: { page?: number; pageSize?: number; order?: 'asc' | 'desc' },
  ) {
    const page = readPageQuery(query, 'desc');
    const [total, rows] = await Promise.all([countAnnouncements(db, filter), findAnnouncementsPage(db, filter, page)]);
    return pageOf(rows.map(toAdminAnnouncement), total, page);
  }

  async function listAnnouncements(query: TAdminAnnouncementQueryValues): Promise<TAdminAnnouncementPage> {
    return findPage({ kind: query.kind, q: query.q || undefined }, query);
  }

  async function oneAnnouncement(id: number): Promise<TAdminAnnouncement> {
    const [announcement] = (await findPage({ id }, {})).items;
    if (!announcement) throw notFound('Announcement not found');
    return announcement;
  }

  async function assertAudienceExists(input: ReturnType<typeof ZAnnouncementInput.parse>) {
    if (input.departmentId && !(await departmentExists(db, input.departmentId)))
      throw invalidField('departmentId', { en: 'There is no such department', ml: 'ഇങ്ങനെയൊരു ഡിപ്പാർട്ട്മെന്റ് ഇല്ല' });
    if (input.paperId && !(await paperExists(db, input.paperId)))
      throw invalidField('paperId', { en: 'There is no such paper', ml: 'ഇങ്ങനെയൊരു പേപ്പർ ഇല്ല' });
  }

  async function publish(staffId: number, body: TAnnouncementInput): Promise<TAdminAnnouncement> {
    const input = ZAnnouncementInput.parse(body);
    await assertAudienceExists(input);
    const now = clock();
    const id = await db.transaction().execute(async (trx) => {
      const newId = await insertAnnouncement(trx, {
        kind: input.kind,
        title: input.title,
        content: input.content.trim(),
        location: input.location?.trim() || null,
        audience: input.audience,
        departmentId: input.departmentId ?? null,
        semester: input.semester ?? null,
        paperId: input.paperId ?? null,
        hasRegistration: input.hasRegistration ? 1 : 0,
        publishedAt: input.publishAt && input.publishAt > now ? input.publishAt : now,
        eventAt: input.eventAt ?? null,
        createdByUserId: staffId,
        createdAt: now,
        updatedAt: now,
        archivedAt: null,
      });
      await audit.recordIn(trx, {
        actorUserId: staffId,
        action: 'announcement.publish',
        entityType: 'announcement',
        entityId: newId,
        after: input,
      });
      return newId;
    });
    return oneAnnouncement(id);
  }

  async function setArchived(staffId: number, id: number, isArchived: boolean): Promise<TAdminAnnouncement> {
    const before = await oneAnnouncement(id);
    await db.transaction().execute(async (trx) => {
      await setAnnouncementArchivedAt(trx, id, isArchived ? (before.archivedAt ?? clock()) : null, clock());
      await audit.recordIn(trx, {
        actorUserId: staffId,
        action: isArchived ? 'announcement.archive' : 'announcement.restore',
        entityType: 'announcement',
        entityId: id,
        before: { archivedAt: before.archivedAt },
        after: { archived: isArchived },
      });
    });
    return oneAnnouncement(id);
  }

  /**
   * An event's registrations, first come first, as a spreadsheet opens them; students' names and
   * colleges open as text, never as formulas.
   */
  async function registrationsCsv(id: number): Promise<string> {
    await oneAnnouncement(id);
    const rows = (await findRegistrations(db, id)).map((row) => [
      row.name,
      row.phone,
      row.email,
      row.collegeName,
      new Date(Number(row.registeredAt)).toISOString(),
    ]);
    return writeCsv(['name', 'phone', 'email', 'college', 'registered_at'], rows);
  }

  return { listAnnouncements, oneAnnouncement, publish, setArchived, registrationsCsv };
}

export type AnnouncementAdminService = ReturnType<typeof createAnnouncementAdminService>;
