/** SQL for carts: a student's lines with their current prices, and what may go in. */
import type { Kysely } from 'kysely';
import { isEnrolledForModule, isActiveEnrollmentOf } from '../../db/module-access-conditions.js';
import type { Database } from '../../db/schema.js';

export function findCartLines(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('cartItems')
    .innerJoin('papers', 'papers.id', 'cartItems.paperId')
    .leftJoin('modules', 'modules.id', 'cartItems.moduleId')
    .select([
      'cartItems.id',
      'cartItems.paperId',
      'papers.title as paperTitle',
      'papers.type as paperType',
      'cartItems.moduleId',
      'modules.number as moduleNumber',
      'modules.title as moduleTitle',
      'papers.pricePaise as paperPricePaise',
      'papers.listPricePaise as paperListPricePaise',
      'modules.pricePaise as modulePricePaise',
      'modules.listPricePaise as moduleListPricePaise',
      'cartItems.addedAt',
    ])
    .where('cartItems.userId', '=', userId)
    .orderBy('cartItems.addedAt')
    .orderBy('cartItems.id')
    .execute();
}

/** A published paper, and whether the student already owns the whole of it. */
export function findPaperForCart(db: Kysely<Database>, paperId: number, userId: number) {
  return db
    .selectFrom('papers')
    .select((eb) => [
      'papers.id',
      eb
        .exists(
          eb
            .selectFrom('enrollments')
            .select('enrollments.id')
            .where((enrollment) => isActiveEnrollmentOf(enrollment, userId))
            .whereRef('enrollments.paperId', '=', 'papers.id')
            .where('enrollments.moduleId', 'is', null),
        )
        .as('isOwned'),
    ])
    .where('papers.id', '=', paperId)
    .where('papers.status', '=', 'published')
    .executeTakeFirst();
}

/** A live module of a published paper, its price, and whether an active enrollment already opens it. */
export function findModuleForCart(db: Kysely<Database>, moduleId: number, userId: number) {
  return db
    .selectFrom('modules')
    .innerJoin('papers', 'papers.id', 'modules.paperId')
    .select((eb) => [
      'modules.id',
      'modules.paperId',
      'modules.pricePaise',
      'modules.isFreePreview',
      isEnrolledForModule(eb, userId).as('isOwned'),
    ])
    .where('modules.id', '=', moduleId)
    .where('modules.archivedAt', 'is', null)
    .where('papers.status', '=', 'published')
    .executeTakeFirst();
}

/** The student's line for this paper (`moduleId` null) or this module, if there is one. */
export function findCartLine(db: Kysely<Database>, userId: number, paperId: number, moduleId: number | null) {
  return db
    .selectFrom('cartItems')
    .select('id')
    .where('userId', '=', userId)
    .where('paperId', '=', paperId)
    .where('moduleId', moduleId === null ? 'is' : '=', moduleId)
    .executeTakeFirst();
}

export async function insertCartLine(
  db: Kysely<Database>,
  line: { userId: number; paperId: number; moduleId: number | null; addedAt: number },
): Promise<void> {
  await db.insertInto('cartItems').values(line).execute();
}

/** Module lines of a paper, dropped when the whole paper goes in the cart. */
export async function deleteModuleLinesOfPaper(db: Kysely<Database>, userId: number, paperId: number): Promise<void> {
  await db
    .deleteFrom('cartItems')
    .where('userId', '=', userId)
    .where('paperId', '=', paperId)
    .where('moduleId', 'is not', null)
    .execute();
}

/** Deletes the student's own line; false when there is no such line of theirs. */
export async function deleteCartLine(db: Kysely<Database>, userId: number, lineId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('cartItems')
    .where('id', '=', lineId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteCart(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('cartItems').where('userId', '=', userId).execute();
}

/** The cheapest published paper and the cheapest module sold on its own, with their list prices. */
export async function findPlanPrices(db: Kysely<Database>) {
  const paper = await db
    .selectFrom('papers')
    .select(['pricePaise', 'listPricePaise'])
    .where('status', '=', 'published')
    .orderBy('pricePaise')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const module = await db
    .selectFrom('modules')
    .innerJoin('papers', 'papers.id', 'modules.paperId')
    .select(['modules.pricePaise', 'modules.listPricePaise'])
    .where('papers.status', '=', 'published')
    .where('modules.archivedAt', 'is', null)
    .where('modules.isFreePreview', '=', 0)
    .where('modules.pricePaise', 'is not', null)
    .orderBy('modules.pricePaise')
    .orderBy('modules.id')
    .limit(1)
    .executeTakeFirst();
  return { paper, module };
}
