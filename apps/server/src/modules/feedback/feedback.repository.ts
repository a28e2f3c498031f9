/** SQL for feedback: a student's own items, and the console's inbox. */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface NewFeedback {
  userId: number;
  kind: 'issue' | 'rating';
  issueType: string | null;
  description: string;
  rating: number | null;
  createdAt: number;
}

export async function insertFeedback(db: Kysely<Database>, feedback: NewFeedback): Promise<number> {
  const { id } = await db
    .insertInto('feedback')
    .values({ ...feedback, fileId: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The student's own feedback item, if it is theirs. */
export function findOwnFeedback(db: Kysely<Database>, userId: number, feedbackId: number) {
  return db
    .selectFrom('feedback')
    .select(['id', 'fileId'])
    .where('id', '=', feedbackId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** Attaches a stored file, once: false when the item has one already. */
export async function attachFile(db: Kysely<Database>, feedbackId: number, fileId: number): Promise<boolean> {
  const result = await db
    .updateTable('feedback')
    .set({ fileId })
    .where('id', '=', feedbackId)
    .where('fileId', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface FeedbackFilter {
  kind?: 'issue' | 'rating';
  issueType?: string;
  state?: 'open' | 'closed';
  id?: number;
}

function filtered(db: Kysely<Database>, filter: FeedbackFilter) {
  let query = db.selectFrom('feedback').innerJoin('users', 'users.id', 'feedback.userId');
  if (filter.id !== undefined) query = query.where('feedback.id', '=', filter.id);
  if (filter.kind) query = query.where('feedback.kind', '=', filter.kind);
  if (filter.issueType) query = query.where('feedback.issueType', '=', filter.issueType);
  if (filter.state) query = query.where('feedback.closedAt', filter.state === 'open' ? 'is' : 'is not', null);
  return query;
}

export async function countFeedback(db: Kysely<Database>, filter: FeedbackFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function findFeedbackPage(
  db: Kysely<Database>,
  filter: FeedbackFilter,
  page: { order: 'asc' | 'desc'; limit: number; offset: number },
) {
  return filtered(db, filter)
    .select([
      'feedback.id',
      'feedback.kind',
      'feedback.issueType',
      'feedback.description',
      'feedback.rating',
      'feedback.fileId',
      'feedback.createdAt',
      'feedback.closedAt',
      'users.id as userId',
      'users.name',
      sql<string>`${sql.ref('users.country_code')} || ' ' || ${sql.ref('users.phone')}`.as('phone'),
    ])
    .orderBy('feedback.createdAt', page.order)
    .orderBy('feedback.id', page.order)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function setFeedbackClosed(
  db: Kysely<Database>,
  feedbackId: number,
  closed: { closedAt: number; closedByUserId: number } | null,
): Promise<void> {
  await db
    .updateTable('feedback')
    .set({ closedAt: closed?.closedAt ?? null, closedByUserId: closed?.closedByUserId ?? null })
    .where('id', '=', feedbackId)
    .execute();
}

export function findAttachment(db: Kysely<Database>, feedbackId: number) {
  return db
    .selectFrom('feedback')
    .innerJoin('storedFiles', 'storedFiles.id', 'feedback.fileId')
    .select(['storedFiles.storageKey', 'storedFiles.contentType', 'storedFiles.sizeBytes', 'storedFiles.originalName'])
    .where('feedback.id', '=', feedbackId)
    .executeTakeFirst();
}
