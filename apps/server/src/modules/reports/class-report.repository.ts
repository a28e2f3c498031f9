/**
 * SQL for the class report: the class's students, and for each of them what the database
 * records of their study (`module_progress`: one row a module, stamped when its note was
 * first opened and its audio and video first finished) and of their tests (`attempts`), summed
 * per student in one statement on either engine. With a paper, study and tests are that paper's.
 */
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { isPostgres } from '../../db/engine.js';
import type { Database } from '../../db/schema.js';

export interface ClassFilter {
  collegeId?: number;
  departmentId?: number;
  semester?: number;
  paperId?: number;
  progress?: 'started' | 'not_started';
}

const FINISHED = sql.lit<'finished'>('finished');

/** 1 when the condition holds, else 0: summed, it counts the rows that meet it. */
const oneWhen = (condition: ReturnType<typeof sql>) => sql<number>`case when ${condition} then 1 else 0 end`;

/** The later of two moments, either of which may be null (SQLite's max(a, b) is null if either is). */
function laterOf(db: Kysely<Database>, a: string, b: string) {
  return isPostgres(db)
    ? sql<number | string | null>`greatest(${sql.ref(a)}, ${sql.ref(b)})`
    : sql<number | string | null>`max(coalesce(${sql.ref(a)}, ${sql.ref(b)}), coalesce(${sql.ref(b)}, ${sql.ref(a)}))`;
}

function classReport(db: Kysely<Database>, filter: ClassFilter) {
  const inPaper = <T extends ExpressionBuilder<Database, 'modules'>>(eb: T) =>
    filter.paperId === undefined ? eb.lit(true) : eb('modules.paperId', '=', filter.paperId);
  return db
    .with('cls', (cte) => {
      let students = cte
        .selectFrom('users')
        .leftJoin('departments', 'departments.id', 'users.departmentId')
        .select(['users.id', 'users.name', 'users.collegeName', 'departments.name as departmentName', 'users.semester'])
        .where('users.role', '=', 'student');
      if (filter.collegeId !== undefined) students = students.where('users.collegeId', '=', filter.collegeId);
      if (filter.departmentId !== undefined) students = students.where('users.departmentId', '=', filter.departmentId);
      if (filter.semester !== undefined) students = students.where('users.semester', '=', filter.semester);
      if (filter.paperId !== undefined) {
        const paperId = filter.paperId;
        students = students.where((eb) =>
          eb.exists(
            eb
              .selectFrom('enrollments')
              .select('enrollments.id')
              .whereRef('enrollments.userId', '=', 'users.id')
              .where('enrollments.paperId', '=', paperId)
              .where('enrollments.revokedAt', 'is', null),
          ),
        );
      }
      return students;
    })
    .with('study', (cte) =>
      cte
        .selectFrom('moduleProgress')
        .innerJoin('modules', 'modules.id', 'moduleProgress.moduleId')
        .where((eb) => inPaper(eb))
        .where('moduleProgress.userId', 'in', (eb) => eb.selectFrom('cls').select('cls.id'))
        .groupBy('moduleProgress.userId')
        .select((eb) => [
          'moduleProgress.userId',
          eb.fn.countAll<number | string>().as('modulesStarted'),
          eb.fn.sum<number | string>(oneWhen(sql`module_progress.progress >= 100`)).as('modulesCompleted'),
          eb.fn.sum<number | string>(oneWhen(sql`module_progress.note_opened_at is not null`)).as('notesOpened'),
          eb.fn.sum<number | string>(oneWhen(sql`module_progress.audio_completed_at is not null`)).as('audioFinished'),
          eb.fn.sum<number | string>(oneWhen(sql`module_progress.video_completed_at is not null`)).as('videoFinished'),
          eb.fn.max('moduleProgress.updatedAt').as('lastStudiedAt'),
        ]),
    )
    .with('tests', (cte) =>
      cte
        .selectFrom('attempts')
        .innerJoin('quizzes', 'quizzes.id', 'attempts.quizId')
        .innerJoin('modules', 'modules.id', 'quizzes.moduleId')
        .where((eb) => inPaper(eb))
        .where('attempts.userId', 'in', (eb) => eb.selectFrom('cls').select('cls.id'))
        .groupBy('attempts.userId')
        .select((eb) => [
          'attempts.userId',
          eb.fn.sum<number | string>(oneWhen(sql`attempts.status = ${FINISHED}`)).as('testsTaken'),
          // The score as a share of the marks: hundredths of a mark over marks is already a percentage.
          eb.fn
            .sum<number | string | null>(
              sql`case when attempts.status = ${FINISHED} and attempts.max_marks > 0 then attempts.score_hundredths * 1.0 / attempts.max_marks end`,
            )
            .as('percentSum'),
          eb.fn
            .sum<number | string>(oneWhen(sql`attempts.status = ${FINISHED} and attempts.max_marks > 0`))
            .as('percentCount'),
          eb.fn.max(sql<number>`coalesce(attempts.finished_at, attempts.started_at)`).as('lastTestAt'),
        ]),
    )
    .selectFrom('cls')
    .leftJoin('study', 'study.userId', 'cls.id')
    .leftJoin('tests', 'tests.userId', 'cls.id');
}

type ClassQuery = ReturnType<typeof classReport>;

const hasStarted = sql<boolean>`(study.user_id is not null or tests.user_id is not null)`;

function withProgress(query: ClassQuery, progress: ClassFilter['progress']): ClassQuery {
  if (progress === 'started') return query.where(hasStarted);
  if (progress === 'not_started') return query.where(sql<boolean>`not ${hasStarted}`);
  return query;
}

export async function countClassStudents(db: Kysely<Database>, filter: ClassFilter): Promise<number> {
  const row = await withProgress(classReport(db, filter), filter.progress)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The class as a whole (whatever the progress filter): how many, how many started, and the mean score. */
export function summariseClass(db: Kysely<Database>, filter: ClassFilter) {
  return classReport(db, filter)
    .select((eb) => [
      eb.fn.countAll<number | string>().as('students'),
      eb.fn.sum<number | string | null>(sql`case when ${hasStarted} then 1 else 0 end`).as('started'),
      eb.fn.sum<number | string | null>('tests.testsTaken').as('testsTaken'),
      eb.fn.sum<number | string | null>('tests.percentSum').as('percentSum'),
      eb.fn.sum<number | string | null>('tests.percentCount').as('percentCount'),
    ])
    .executeTakeFirstOrThrow();
}

/** One page of the class (all of it when `page` is left out), by name. */
export function findClassStudents(
  db: Kysely<Database>,
  filter: ClassFilter,
  page?: { limit: number; offset: number; order: 'asc' | 'desc' },
) {
  const lastFinished = (eb: ExpressionBuilder<Database & { cls: { id: number } }, 'cls'>) =>
    eb
      .selectFrom('attempts as last')
      .innerJoin('quizzes', 'quizzes.id', 'last.quizId')
      .innerJoin('modules', 'modules.id', 'quizzes.moduleId')
      .whereRef('last.userId', '=', 'cls.id')
      .where('last.status', '=', FINISHED)
      .where((inner) =>
        filter.paperId === undefined ? inner.lit(true) : inner('modules.paperId', '=', filter.paperId),
      )
      .orderBy('last.finishedAt', 'desc')
      .orderBy('last.id', 'desc')
      .limit(1);
  let query = withProgress(classReport(db, filter), filter.progress)
    .select((eb) => [
      'cls.id as userId',
      'cls.name',
      'cls.collegeName',
      'cls.departmentName',
      'cls.semester',
      'study.modulesStarted',
      'study.modulesCompleted',
      'study.notesOpened',
      'study.audioFinished',
      'study.videoFinished',
      'tests.testsTaken',
      'tests.percentSum',
      'tests.percentCount',
      laterOf(db, 'study.lastStudiedAt', 'tests.lastTestAt').as('lastActiveAt'),
      hasStarted.as('hasStarted'),
      lastFinished(eb).select('last.scoreHundredths').as('lastScoreHundredths'),
      lastFinished(eb).select('last.maxMarks').as('lastMaxMarks'),
    ])
    .orderBy(sql`lower(cls.name)`, page?.order ?? 'asc')
    .orderBy('cls.id', page?.order ?? 'asc');
  if (page) query = query.limit(page.limit).offset(page.offset);
  return query.execute();
}

export type ClassStudentRow = Awaited<ReturnType<typeof findClassStudents>>[number];

/** The paper's title and how many modules it has (not archived), or undefined. */
export function findPaperOutline(db: Kysely<Database>, paperId: number) {
  return db
    .selectFrom('papers')
    .select((eb) => [
      'papers.id',
      'papers.title',
      eb
        .selectFrom('modules')
        .select(eb.fn.countAll<number | string>().as('count'))
        .whereRef('modules.paperId', '=', 'papers.id')
        .where('modules.archivedAt', 'is', null)
        .as('moduleCount'),
    ])
    .where('papers.id', '=', paperId)
    .executeTakeFirst();
}
