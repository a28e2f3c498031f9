/** SQL for grievances: numbering, a student's own, the console's list, replies and status. */
import { type Kysely, sql } from 'kysely';
import type { Database, GrievanceCategory, GrievanceStatus } from '../../db/schema.js';

/** Takes the year's next number; run inside the filing's transaction. */
export async function takeGrievanceNumber(trx: Kysely<Database>, year: number): Promise<number> {
  const { lastNumber } = await trx
    .insertInto('grievanceNumbers')
    .values({ year, lastNumber: 1 })
    .onConflict((conflict) =>
      conflict.column('year').doUpdateSet({ lastNumber: sql<number>`${sql.ref('grievance_numbers.last_number')} + 1` }),
    )
    .returning('lastNumber')
    .executeTakeFirstOrThrow();
  return Number(lastNumber);
}

export interface NewGrievance {
  number: string;
  userId: number;
  category: GrievanceCategory;
  subject: string;
  body: string;
  dueAt: number;
  createdAt: number;
}

export async function insertGrievance(trx: Kysely<Database>, grievance: NewGrievance): Promise<number> {
  const { id } = await trx
    .insertInto('grievances')
    .values({ ...grievance, updatedAt: grievance.createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export interface GrievanceFilter {
  id?: number;
  userId?: number;
  status?: GrievanceStatus;
}

function filtered(db: Kysely<Database>, filter: GrievanceFilter) {
  let query = db.selectFrom('grievances').innerJoin('users', 'users.id', 'grievances.userId');
  if (filter.id !== undefined) query = query.where('grievances.id', '=', filter.id);
  if (filter.userId !== undefined) query = query.where('grievances.userId', '=', filter.userId);
  if (filter.status) query = query.where('grievances.status', '=', filter.status);
  return query;
}

export async function countGrievances(db: Kysely<Database>, filter: GrievanceFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Newest first (or oldest, for the console's `asc`). */
export function findGrievances(
  db: Kysely<Database>,
  filter: GrievanceFilter,
  page: { order: 'asc' | 'desc'; limit: number; offset: number },
) {
  return filtered(db, filter)
    .select([
      'grievances.id',
      'grievances.number',
      'grievances.category',
      'grievances.subject',
      'grievances.body',
      'grievances.status',
      'grievances.dueAt',
      'grievances.createdAt',
      'grievances.updatedAt',
      'grievances.closedAt',
      'users.id as userId',
      'users.name',
      'users.countryCode',
      'users.phone',
    ])
    .orderBy('grievances.createdAt', page.order)
    .orderBy('grievances.id', page.order)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export function findReplies(db: Kysely<Database>, grievanceIds: number[]) {
  if (grievanceIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('grievanceReplies')
    .leftJoin('users', 'users.id', 'grievanceReplies.authorUserId')
    .select([
      'grievanceReplies.id',
      'grievanceReplies.grievanceId',
      'grievanceReplies.body',
      'grievanceReplies.createdAt',
      'users.name as authorName',
    ])
    .where('grievanceReplies.grievanceId', 'in', grievanceIds)
    .orderBy('grievanceReplies.createdAt', 'asc')
    .orderBy('grievanceReplies.id', 'asc')
    .execute();
}

export async function insertReply(
  trx: Kysely<Database>,
  reply: { grievanceId: number; authorUserId: number; body: string; createdAt: number },
): Promise<void> {
  await trx.insertInto('grievanceReplies').values(reply).execute();
}

export async function setGrievanceStatus(
  trx: Kysely<Database>,
  grievanceId: number,
  change: { status: GrievanceStatus; updatedAt: number; closedAt: number | null },
): Promise<void> {
  await trx.updateTable('grievances').set(change).where('id', '=', grievanceId).execute();
}
