/** SQL for doubts: a student's own, the console's queue, their messages, question and picture. */
import { type Kysely, sql } from 'kysely';
import { readQuestionOptions } from '../../db/question-options.js';
import { isQuestionOfRevision } from '../../db/question-revision-conditions.js';
import type { Database, DoubtStatus } from '../../db/schema.js';

/** Which doubts a list shows: a student's own (userId) or the queue's filters. */
export interface DoubtFilter {
  id?: number;
  userId?: number;
  status?: DoubtStatus;
  paperId?: number;
  moduleId?: number;
  /** Only doubts whose last message is older than this moment. */
  updatedBefore?: number;
}

/** The longest excerpt a list shows of a doubt's first message. */
const EXCERPT_LENGTH = 160;

function filtered(db: Kysely<Database>, filter: DoubtFilter) {
  let query = db
    .selectFrom('doubts')
    .innerJoin('modules', 'modules.id', 'doubts.moduleId')
    .innerJoin('papers', 'papers.id', 'modules.paperId')
    .innerJoin('users', 'users.id', 'doubts.userId');
  if (filter.id !== undefined) query = query.where('doubts.id', '=', filter.id);
  if (filter.userId !== undefined) query = query.where('doubts.userId', '=', filter.userId);
  if (filter.status) query = query.where('doubts.status', '=', filter.status);
  if (filter.paperId !== undefined) query = query.where('modules.paperId', '=', filter.paperId);
  if (filter.moduleId !== undefined) query = query.where('doubts.moduleId', '=', filter.moduleId);
  if (filter.updatedBefore !== undefined) query = query.where('doubts.updatedAt', '<', filter.updatedBefore);
  return query;
}

export async function countDoubts(db: Kysely<Database>, filter: DoubtFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function findDoubts(
  db: Kysely<Database>,
  filter: DoubtFilter,
  page: { order: 'asc' | 'desc'; limit: number; offset: number },
) {
  return filtered(db, filter)
    .select((eb) => [
      'doubts.id',
      'doubts.status',
      'doubts.moduleId',
      'doubts.attemptId',
      'doubts.questionId',
      'doubts.imageFileId',
      'doubts.createdAt',
      'doubts.updatedAt',
      'modules.title as moduleTitle',
      'papers.id as paperId',
      'papers.title as paperTitle',
      'users.id as userId',
      'users.name as userName',
      sql<string>`${sql.ref('users.country_code')} || ' ' || ${sql.ref('users.phone')}`.as('phone'),
      eb
        .selectFrom('doubtMessages')
        .select(sql<string>`substr(${sql.ref('doubt_messages.body')}, 1, ${sql.lit(EXCERPT_LENGTH)})`.as('excerpt'))
        .whereRef('doubtMessages.doubtId', '=', 'doubts.id')
        .orderBy('doubtMessages.id')
        .limit(1)
        .as('excerpt'),
      // The question's number as the attempt's answer key counts it: its place among the
      // questions of the test's revision that attempt started with.
      eb
        .selectFrom('questions as asked')
        .innerJoin('attempts', (join) => join.onRef('attempts.id', '=', 'doubts.attemptId'))
        .innerJoin('questions', (join) =>
          join.onRef('questions.quizId', '=', 'asked.quizId').onRef('questions.position', '<=', 'asked.position'),
        )
        .select((count) => count.fn.countAll<number>().as('number'))
        .whereRef('asked.id', '=', 'doubts.questionId')
        .where('questions.isDeleted', '=', 0)
        .where((inner) => isQuestionOfRevision(inner, inner.ref('attempts.quizRevision')))
        .as('questionNumber'),
    ])
    .orderBy('doubts.updatedAt', page.order)
    .orderBy('doubts.id', page.order)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export type DoubtRow = Awaited<ReturnType<typeof findDoubts>>[number];

export function findMessages(db: Kysely<Database>, doubtId: number) {
  return db
    .selectFrom('doubtMessages')
    .leftJoin('users', 'users.id', 'doubtMessages.authorUserId')
    .select([
      'doubtMessages.id',
      'doubtMessages.fromTutor',
      'doubtMessages.body',
      'doubtMessages.createdAt',
      'users.name as authorName',
    ])
    .where('doubtMessages.doubtId', '=', doubtId)
    .orderBy('doubtMessages.id')
    .execute();
}

/** The question a doubt is about, with the option the student chose in that attempt. */
export async function findDoubtQuestion(db: Kysely<Database>, attemptId: number, questionId: number) {
  const row = await db
    .selectFrom('questions')
    .leftJoin('attemptAnswers', (join) =>
      join.onRef('attemptAnswers.questionId', '=', 'questions.id').on('attemptAnswers.attemptId', '=', attemptId),
    )
    .select([
      'questions.text',
      'questions.options',
      'questions.imageUrl',
      'questions.correctOption',
      'attemptAnswers.chosenOption',
    ])
    .where('questions.id', '=', questionId)
    .executeTakeFirst();
  return row && { ...row, options: readQuestionOptions(row.options) };
}

/**
 * Whether the question was one of a finished attempt of this student (of the revision the
 * attempt was asked), in a test of this module: a doubt can only point at a question the student
 * has answered. Whether its key is open yet is the answer-key rule's, when the doubt is read.
 */
export async function isQuestionOfFinishedAttempt(
  db: Kysely<Database>,
  values: { userId: number; moduleId: number; attemptId: number; questionId: number },
): Promise<boolean> {
  const found = await db
    .selectFrom('attempts')
    .innerJoin('quizzes', 'quizzes.id', 'attempts.quizId')
    .innerJoin('questions', 'questions.quizId', 'attempts.quizId')
    .select('attempts.id')
    .where('questions.isDeleted', '=', 0)
    .where((eb) => isQuestionOfRevision(eb, eb.ref('attempts.quizRevision')))
    .where('attempts.id', '=', values.attemptId)
    .where('attempts.userId', '=', values.userId)
    .where('attempts.status', '=', 'finished')
    .where('quizzes.moduleId', '=', values.moduleId)
    .where('questions.id', '=', values.questionId)
    .executeTakeFirst();
  return found !== undefined;
}

export async function insertDoubt(
  db: Kysely<Database>,
  values: { userId: number; moduleId: number; attemptId: number | null; questionId: number | null; now: number },
): Promise<number> {
  const { id } = await db
    .insertInto('doubts')
    .values({
      userId: values.userId,
      moduleId: values.moduleId,
      attemptId: values.attemptId,
      questionId: values.questionId,
      status: 'open',
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertMessage(
  db: Kysely<Database>,
  values: { doubtId: number; authorUserId: number; fromTutor: boolean; body: string; createdAt: number },
): Promise<void> {
  await db
    .insertInto('doubtMessages')
    .values({ ...values, fromTutor: values.fromTutor ? 1 : 0 })
    .execute();
}

export async function setDoubtStatus(
  db: Kysely<Database>,
  doubtId: number,
  values: { status: DoubtStatus; updatedAt?: number; closedAt: number | null },
): Promise<void> {
  await db.updateTable('doubts').set(values).where('id', '=', doubtId).execute();
}

/** The doubt's owner and status, for the checks before a write. */
export function findDoubtState(db: Kysely<Database>, doubtId: number) {
  return db
    .selectFrom('doubts')
    .innerJoin('modules', 'modules.id', 'doubts.moduleId')
    .select([
      'doubts.userId',
      'doubts.attemptId',
      'doubts.status',
      'doubts.imageFileId',
      'doubts.closedAt',
      'modules.title as moduleTitle',
    ])
    .where('doubts.id', '=', doubtId)
    .executeTakeFirst();
}

/** Attaches the picture once: false when the doubt has one already. */
export async function attachImage(db: Kysely<Database>, doubtId: number, fileId: number): Promise<boolean> {
  const result = await db
    .updateTable('doubts')
    .set({ imageFileId: fileId })
    .where('id', '=', doubtId)
    .where('imageFileId', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function findImage(db: Kysely<Database>, doubtId: number) {
  return db
    .selectFrom('doubts')
    .innerJoin('storedFiles', 'storedFiles.id', 'doubts.imageFileId')
    .select(['doubts.userId', 'storedFiles.storageKey', 'storedFiles.contentType', 'storedFiles.sizeBytes'])
    .where('doubts.id', '=', doubtId)
    .executeTakeFirst();
}
