/**
 * Grievances about personal data (DPDP Act 2023, s. 13; docs/PRIVACY.md): a student files one
 * (at most GRIEVANCES_PER_DAY a day) and gets a number unique in its year, taken in the same
 * transaction, and a due date GRIEVANCE_RESPONSE_DAYS later; they read only their own (another
 * student's is a 404, the same as one that does not exist). Admins list them by status, read one
 * (every reading is audited: a grievance is personal data), reply (the student is notified in
 * the same transaction) and move its status; every change is audited with it.
 */
import {
  GRIEVANCES_PER_DAY,
  type TAdminGrievance,
  type TAdminGrievancePage,
  type TAdminGrievanceQueryValues,
  type TGrievance,
  type TGrievanceInput,
  type TGrievanceList,
  type TGrievanceStatus,
} from '@padanam/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError, tooManyRequests } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import { maskPhone } from '../../lib/mask-phone.js';
import { pageOf, readPageQuery } from '../../lib/page.js';
import type { NotificationService } from '../announcements/notification.service.js';
import type { AuditService } from '../audit/audit.service.js';
import type { FixedWindowLimiter } from '../rate-limits/rate-limit.service.js';
import {
  countGrievances,
  findGrievances,
  findReplies,
  insertGrievance,
  insertReply,
  setGrievanceStatus,
  takeGrievanceNumber,
  type GrievanceFilter,
} from './grievance.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The most grievances a student's list shows, newest first. */
export const OWN_GRIEVANCES_LIMIT = 200;

/** How much of a reply the student's notification quotes. */
const NOTICE_QUOTE_LENGTH = 200;

export const GRIEVANCE_NOT_FOUND = {
  en: 'Grievance not found.',
  ml: 'ഈ പരാതി കണ്ടെത്താനായില്ല.',
} as const;

export const TOO_MANY_GRIEVANCES = {
  en: `You can file ${GRIEVANCES_PER_DAY} grievances a day. Please try again tomorrow.`,
  ml: `ഒരു ദിവസം ${GRIEVANCES_PER_DAY} പരാതികൾ വരെ നൽകാം. നാളെ വീണ്ടും ശ്രമിക്കൂ.`,
} as const;

/** `GR-2026-000123`. */
export function grievanceNumber(year: number, sequence: number): string {
  return `GR-${year}-${String(sequence).padStart(6, '0')}`;
}

const quote = (body: string) =>
  body.length > NOTICE_QUOTE_LENGTH ? `${body.slice(0, NOTICE_QUOTE_LENGTH - 3)}...` : body;

type GrievanceRow = Awaited<ReturnType<typeof findGrievances>>[number];

export function createGrievanceService({
  db,
  clock,
  audit,
  notifications,
  limiter,
  responseDays,
}: {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditService;
  notifications: Pick<NotificationService, 'notifyStudentIn'>;
  /** Counts filings per student a day (GRIEVANCES_PER_DAY). */
  limiter: FixedWindowLimiter;
  /** GRIEVANCE_RESPONSE_DAYS. */
  responseDays: number;
}) {
  async function withReplies(rows: GrievanceRow[]): Promise<TGrievance[]> {
    const replies = await findReplies(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      id: row.id,
      number: row.number,
      category: row.category,
      subject: row.subject,
      text: row.body,
      status: row.status,
      createdAt: Number(row.createdAt),
      updatedAt: Number(row.updatedAt),
      dueAt: Number(row.dueAt),
      closedAt: row.closedAt === null ? null : Number(row.closedAt),
      replies: replies
        .filter((reply) => reply.grievanceId === row.id)
        .map((reply) => ({
          id: reply.id,
          text: reply.body,
          from: reply.authorName ?? 'Padanam',
          createdAt: Number(reply.createdAt),
        })),
    }));
  }

  async function listOwn(userId: number): Promise<TGrievanceList> {
    const rows = await findGrievances(db, { userId }, { order: 'desc', limit: OWN_GRIEVANCES_LIMIT, offset: 0 });
    return { items: await withReplies(rows) };
  }

  async function readOwn(userId: number, grievanceId: number): Promise<TGrievance> {
    const rows = await findGrievances(db, { id: grievanceId, userId }, { order: 'desc', limit: 1, offset: 0 });
    const [grievance] = await withReplies(rows);
    if (!grievance) throw new AppError('NOT_FOUND', GRIEVANCE_NOT_FOUND);
    return grievance;
  }

  async function file(userId: number, input: TGrievanceInput): Promise<TGrievance> {
    const now = clock();
    const decision = await limiter.consume(String(userId), now);
    if (!decision.allowed) throw tooManyRequests(TOO_MANY_GRIEVANCES, decision.retryAfterMs);
    const year = new Date(now).getUTCFullYear();
    const id = await db.transaction().execute(async (trx) =>
      insertGrievance(trx, {
        number: grievanceNumber(year, await takeGrievanceNumber(trx, year)),
        userId,
        category: input.category,
        subject: input.subject.trim(),
        body: input.text.trim(),
        dueAt: now + responseDays * DAY_MS,
        createdAt: now,
      }),
    );
    return readOwn(userId, id);
  }

  function forStaff(grievance: TGrievance, row: GrievanceRow, now: number): TAdminGrievance {
    return {
      ...grievance,
      student: { id: row.userId, name: row.name, phone: maskPhone(`${row.countryCode}${row.phone}`) },
      isOverdue: grievance.status !== 'closed' && grievance.status !== 'answered' && grievance.dueAt < now,
    };
  }

  async function list(filter: GrievanceFilter, query: TAdminGrievanceQueryValues) {
    const page = readPageQuery(query, 'desc');
    const [total, rows] = await Promise.all([countGrievances(db, filter), findGrievances(db, filter, page)]);
    const grievances = await withReplies(rows);
    const now = clock();
    return { page, total, items: grievances.map((grievance, index) => forStaff(grievance, rows[index]!, now)) };
  }

  async function listForStaff(query: TAdminGrievanceQueryValues): Promise<TAdminGrievancePage> {
    const { page, total, items } = await list({ status: query.status }, query);
    return pageOf(
      items.map(({ replies: _replies, text: _text, ...summary }) => summary),
      total,
      page,
    );
  }

  async function loadForStaff(grievanceId: number): Promise<TAdminGrievance> {
    const [grievance] = (await list({ id: grievanceId }, {})).items;
    if (!grievance) throw new AppError('NOT_FOUND', GRIEVANCE_NOT_FOUND);
    return grievance;
  }

  /** One grievance for a staff member; the reading is audited. */
  async function readForStaff(staffId: number, grievanceId: number): Promise<TAdminGrievance> {
    const grievance = await loadForStaff(grievanceId);
    await db.transaction().execute((trx) =>
      audit.recordIn(trx, {
        actorUserId: staffId,
        action: 'grievance.view',
        entityType: 'grievance',
        entityId: grievanceId,
      }),
    );
    return grievance;
  }

  /** A reply: the student sees it and is notified; an open grievance becomes answered. */
  async function reply(staffId: number, grievanceId: number, text: string): Promise<TAdminGrievance> {
    const before = await loadForStaff(grievanceId);
    const body = text.trim();
    const now = clock();
    const status: TGrievanceStatus = before.status === 'closed' ? 'closed' : 'answered';
    await db.transaction().execute(async (trx) => {
      await insertReply(trx, { grievanceId, authorUserId: staffId, body, createdAt: now });
      await setGrievanceStatus(trx, grievanceId, { status, updatedAt: now, closedAt: before.closedAt });
      await notifications.notifyStudentIn(trx, {
        userId: before.student.id,
        title: `Your grievance ${before.number} has a reply`,
        content: quote(body),
        link: `/my-profile/grievances?grievance=${grievanceId}`,
        fromUserId: staffId,
      });
      await audit.recordIn(trx, {
        actorUserId: staffId,
        action: 'grievance.reply',
        entityType: 'grievance',
        entityId: grievanceId,
        before: { status: before.status },
        after: { status, reply: body },
      });
    });
    return loadForStaff(grievanceId);
  }

  async function setStatus(staffId: number, grievanceId: number, status: TGrievanceStatus): Promise<TAdminGrievance> {
    const before = await loadForStaff(grievanceId);
    const now = clock();
    await db.transaction().execute(async (trx) => {
      await setGrievanceStatus(trx, grievanceId, {
        status,
        updatedAt: now,
        closedAt: status === 'closed' ? (before.closedAt ?? now) : null,
      });
      await audit.recordIn(trx, {
        actorUserId: staffId,
        action: 'grievance.status',
        entityType: 'grievance',
        entityId: grievanceId,
        before: { status: before.status },
        after: { status },
      });
    });
    return loadForStaff(grievanceId);
  }

  return { listOwn, readOwn, file, listForStaff, readForStaff, reply, setStatus };
}

export type GrievanceService = ReturnType<typeof createGrievanceService>;
