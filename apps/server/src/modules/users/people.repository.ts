/** SQL for the console's people: search, one person's enrollments and results, roles. */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../../db/engine.js';
import type { Database, UserRole } from '../../db/schema.js';
import { containsText } from '../../db/text-search.js';

const FINISHED = sql.lit<'finished'>('finished');

export interface PeopleFilter {
  q?: string;
  role?: UserRole;
  departmentId?: number;
  semester?: number;
  /** Joined at or after this moment. */
  joinedSince?: number;
}

export type PeopleSort = 'name' | 'joined' | 'semester';

function filtered(db: Kysely<Database>, filter: PeopleFilter) {
  let query = db
    .selectFrom('users')
    .leftJoin('departments', 'departments.id', 'users.departmentId')
    .leftJoin('courses', 'courses.id', 'users.courseId');
  if (filter.q) {
    const text = filter.q;
    const digits = text.replace(/[^0-9]/g, '');
    query = query.where((eb) =>
      eb.or([
        containsText('users.name', text),
        containsText('users.college_name', text),
        containsText('users.email', text),
        ...(digits.length >= 3 ? [containsText('users.phone', digits)] : []),
      ]),
    );
  }
  if (filter.role) query = query.where('users.role', '=', filter.role);
  if (filter.departmentId !== undefined) query = query.where('users.departmentId', '=', filter.departmentId);
  if (filter.semester !== undefined) query = query.where('users.semester', '=', filter.semester);
  if (filter.joinedSince !== undefined) query = query.where('users.createdAt', '>=', filter.joinedSince);
  return query;
}

const PERSON_COLUMNS = [
  'users.id',
  'users.name',
  'users.countryCode',
  'users.phone',
  'users.email',
  'users.collegeName',
  'departments.name as departmentName',
  'courses.title as courseTitle',
  'users.semester',
  'users.role',
  'users.createdAt',
] as const;

const SORT_COLUMNS = {
  name: sql`lower(users.name)`,
  joined: sql`users.created_at`,
  semester: sql`coalesce(users.semester, 0)`,
} as const;

export async function countPeople(db: Kysely<Database>, filter: PeopleFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function findPeople(
  db: Kysely<Database>,
  filter: PeopleFilter,
  page: { sort: PeopleSort; order: 'asc' | 'desc'; limit: number; offset: number },
) {
  return filtered(db, filter)
    .select(PERSON_COLUMNS)
    .orderBy(SORT_COLUMNS[page.sort], page.order)
    .orderBy('users.id', page.order)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export function findPerson(db: Kysely<Database>, userId: number) {
  return filtered(db, {}).select(PERSON_COLUMNS).where('users.id', '=', userId).executeTakeFirst();
}

export type PersonRow = NonNullable<Awaited<ReturnType<typeof findPerson>>>;

/** Every enrollment of the student, revoked ones too (they are the history), newest first. */
export function findEnrollmentsOfPerson(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('enrollments')
    .innerJoin('papers', 'papers.id', 'enrollments.paperId')
    .leftJoin('modules', 'modules.id', 'enrollments.moduleId')
    .leftJoin('users as granter', 'granter.id', 'enrollments.grantedByUserId')
    .select([
      'enrollments.id',
      'enrollments.paperId',
      'papers.title as paperTitle',
      'papers.type as paperType',
      'enrollments.moduleId',
      'modules.title as moduleTitle',
      'enrollments.source',
      'granter.name as grantedByName',
      'enrollments.createdAt',
      'enrollments.revokedAt',
    ])
    .where('enrollments.userId', '=', userId)
    .orderBy('enrollments.createdAt', 'desc')
    .orderBy('enrollments.id', 'desc')
    .execute();
}

/**
 * The student's graded tests, newest first (the latest 100). Timed out: the server closed it at
 * its deadline (a submit is earlier).
 */
export function findResultsOfPerson(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('attempts')
    .innerJoin('quizzes', 'quizzes.id', 'attempts.quizId')
    .innerJoin('modules', 'modules.id', 'quizzes.moduleId')
    .innerJoin('papers', 'papers.id', 'modules.paperId')
    .select([
      'attempts.id as attemptId',
      'papers.title as paperTitle',
      'modules.number as moduleNumber',
      'modules.title as moduleTitle',
      'quizzes.category',
      'quizzes.title as testTitle',
      'attempts.scoreHundredths',
      'attempts.maxMarks',
      'attempts.correctAnswers',
      'attempts.wrongAnswers',
      'attempts.finishedAt',
      'attempts.workingTimeSeconds',
      'attempts.quizId',
      'attempts.deadlineAt',
      'attempts.timedOut',
    ])
    .where('attempts.userId', '=', userId)
    .where('attempts.status', '=', FINISHED)
    .orderBy('attempts.finishedAt', 'desc')
    .limit(100)
    .execute();
}

/** All the working time of the student's finished tests, and how many (not only the 100 listed). */
export function findTestTimeOfPerson(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('attempts')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number | string>('attempts.workingTimeSeconds'), eb.lit(0)).as('testSeconds'),
      eb.fn.countAll<number | string>().as('testsTaken'),
    ])
    .where('attempts.userId', '=', userId)
    .where('attempts.status', '=', FINISHED)
    .executeTakeFirstOrThrow();
}

/**
 * The papers the student is enrolled in (actively) or has studied, with their progress through
 * each paper's modules that are not archived (as the student's own paper progress counts them).
 */
export function findPaperProgressOfPerson(db: Kysely<Database>, userId: number) {
  const studied = db
    .selectFrom('moduleProgress')
    .innerJoin('modules', 'modules.id', 'moduleProgress.moduleId')
    .where('moduleProgress.userId', '=', userId)
    .where('modules.archivedAt', 'is', null)
    .groupBy('modules.paperId')
    .select((eb) => [
      'modules.paperId',
      eb.fn.countAll<number | string>().as('modulesStarted'),
      eb.fn
        .sum<number | string>(sql`case when module_progress.progress >= 100 then 1 else 0 end`)
        .as('modulesCompleted'),
      eb.fn
        .sum<number | string>(sql`case when module_progress.note_opened_at is not null then 1 else 0 end`)
        .as('notesOpened'),
      eb.fn
        .sum<number | string>(sql`case when module_progress.audio_completed_at is not null then 1 else 0 end`)
        .as('audioFinished'),
      eb.fn
        .sum<number | string>(sql`case when module_progress.video_completed_at is not null then 1 else 0 end`)
        .as('videoFinished'),
      eb.fn.max('moduleProgress.updatedAt').as('lastStudiedAt'),
    ]);
  return db
    .selectFrom('papers')
    .leftJoin(studied.as('studied'), 'studied.paperId', 'papers.id')
    .select((eb) => [
      'papers.id as paperId',
      'papers.title as paperTitle',
      eb
        .selectFrom('modules')
        .select((inner) => inner.fn.countAll<number | string>().as('count'))
        .whereRef('modules.paperId', '=', 'papers.id')
        .where('modules.archivedAt', 'is', null)
        .as('moduleCount'),
      'studied.modulesStarted',
      'studied.modulesCompleted',
      'studied.notesOpened',
      'studied.audioFinished',
      'studied.videoFinished',
      'studied.lastStudiedAt',
    ])
    .where((eb) =>
      eb.or([
        eb('studied.paperId', 'is not', null),
        eb.exists(
          eb
            .selectFrom('enrollments')
            .select('enrollments.id')
            .whereRef('enrollments.paperId', '=', 'papers.id')
            .where('enrollments.userId', '=', userId)
            .where('enrollments.revokedAt', 'is', null),
        ),
      ]),
    )
    .orderBy('papers.title')
    .orderBy('papers.id')
    .execute();
}

export async function updateRole(db: Kysely<Database>, userId: number, role: UserRole, now: number): Promise<void> {
  await db.updateTable('users').set({ role, updatedAt: now }).where('id', '=', userId).execute();
}

export async function updateEmail(db: Kysely<Database>, userId: number, email: string, now: number): Promise<void> {
  await db.updateTable('users').set({ email, updatedAt: now }).where('id', '=', userId).execute();
}

/** Another account holding this (non-empty) email, if any. */
export function findOtherHolderOfEmail(db: Kysely<Database>, email: string, userId: number) {
  return db.selectFrom('users').select('id').where('email', '=', email).where('id', '<>', userId).executeTakeFirst();
}

/**
 * How many admins there are, their rows locked until the transaction ends: two admins stepping
 * each other down at once would otherwise both count two and leave none. On PostgreSQL the second
 * waits for the first (`for update`) and then counts again; SQLite runs one write transaction at
 * a time, so its plain read is already up to date.
 */
export async function countAdminsLocked(db: Kysely<Database>): Promise<number> {
  const admins = db.selectFrom('users').select('id').where('role', '=', 'admin');
  return (await (isPostgres(db) ? admins.forUpdate() : admins).execute()).length;
}
