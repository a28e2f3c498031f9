/**
 * SQL for the console's home: one count a number, each the same rows as the list it links to
 * (the people list's role and "joined since", the orders list's status, the doubt queue's
 * status), each answered from an index (users by created_at, orders and doubts by status).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

const count = (row: { total: number | string | bigint }) => Number(row.total);

/** Students whose account was made in [since, until). */
export async function countStudentsJoined(db: Kysely<Database>, since: number, until: number): Promise<number> {
  return count(
    await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('role', '=', 'student')
      .where('createdAt', '>=', since)
      .where('createdAt', '<', until)
      .executeTakeFirstOrThrow(),
  );
}

export async function countOrdersAwaitingPayment(db: Kysely<Database>): Promise<number> {
  return count(
    await db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('status', '=', 'awaiting_payment')
      .executeTakeFirstOrThrow(),
  );
}

export async function countOpenDoubts(db: Kysely<Database>): Promise<number> {
  return count(
    await db
      .selectFrom('doubts')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow(),
  );
}

/**
 * Tests students can start now inside a window: one end at least is set, it has opened and not
 * yet closed (the start's own rule, `startRefusal`), in a module that is not archived of a paper
 * that is not a draft.
 */
function testsInWindow(db: Kysely<Database>, now: number) {
  return db
    .selectFrom('quizzes')
    .innerJoin('modules', 'modules.id', 'quizzes.moduleId')
    .innerJoin('papers', 'papers.id', 'modules.paperId')
    .where('modules.archivedAt', 'is', null)
    .where('papers.status', '<>', 'draft')
    .where((eb) =>
      eb.and([
        eb.or([eb('quizzes.opensAt', 'is not', null), eb('quizzes.closesAt', 'is not', null)]),
        eb.or([eb('quizzes.opensAt', 'is', null), eb('quizzes.opensAt', '<=', now)]),
        eb.or([eb('quizzes.closesAt', 'is', null), eb('quizzes.closesAt', '>', now)]),
      ]),
    );
}

export async function countTestsInWindow(db: Kysely<Database>, now: number): Promise<number> {
  return count(
    await testsInWindow(db, now)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  );
}

/** Soonest to close first (an open-ended one last), then by id. */
export function findTestsInWindow(db: Kysely<Database>, now: number, limit: number) {
  return testsInWindow(db, now)
    .select([
      'quizzes.id',
      'quizzes.moduleId',
      'papers.title as paperTitle',
      'modules.number as moduleNumber',
      'modules.title as moduleTitle',
      'quizzes.category',
      'quizzes.title',
      'quizzes.opensAt',
      'quizzes.closesAt',
    ])
    .orderBy((eb) => eb.case().when('quizzes.closesAt', 'is', null).then(1).else(0).end())
    .orderBy('quizzes.closesAt')
    .orderBy('quizzes.id')
    .limit(limit)
    .execute();
}
