import type { Kysely } from 'kysely';
import type { TSavedCategory } from '@padanam/contract';
import { moduleIsVisibleTo, paperIsVisibleTo } from '../../db/module-access-conditions.js';
import type { Database } from '../../db/schema.js';

export async function findSavedIds(
  db: Kysely<Database>,
  userId: number,
  category: TSavedCategory,
): Promise<Set<number>> {
  const rows = await db
    .selectFrom('savedItems')
    .select('itemId')
    .where('userId', '=', userId)
    .where('category', '=', category)
    .execute();
  return new Set(rows.map((row) => row.itemId));
}

export function findSavedPapers(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('savedItems')
    .innerJoin('papers', 'papers.id', 'savedItems.itemId')
    .select(['papers.id', 'papers.title', 'papers.type as paperType', 'savedItems.createdAt as savedAt'])
    .where('savedItems.userId', '=', userId)
    .where('savedItems.category', '=', 'paper')
    .where((eb) => paperIsVisibleTo(eb, userId))
    .orderBy('savedItems.createdAt', 'desc')
    .orderBy('savedItems.id', 'desc')
    .execute();
}

export function findSavedModules(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('savedItems')
    .innerJoin('modules', 'modules.id', 'savedItems.itemId')
    .innerJoin('papers', 'papers.id', 'modules.paperId')
    .select([
      'modules.id',
      'modules.title',
      'modules.number',
      'papers.id as paperId',
      'papers.title as paperTitle',
      'papers.type as paperType',
      'savedItems.createdAt as savedAt',
    ])
    .where('savedItems.userId', '=', userId)
    .where('savedItems.category', '=', 'module')
    .where((eb) => moduleIsVisibleTo(eb, userId))
    .orderBy('savedItems.createdAt', 'desc')
    .orderBy('savedItems.id', 'desc')
    .execute();
}

/** The saved audio classes of live material in modules the student can see, newest first. */
export function findSavedAudio(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('savedItems')
    .innerJoin('audioClasses', 'audioClasses.id', 'savedItems.itemId')
    .innerJoin('modules', 'modules.id', 'audioClasses.moduleId')
    .innerJoin('papers', 'papers.id', 'modules.paperId')
    .select([
      'audioClasses.id',
      'audioClasses.title',
      'audioClasses.durationSeconds',
      'modules.id as moduleId',
      'modules.number',
      'papers.id as paperId',
      'papers.title as paperTitle',
      'papers.type as paperType',
      'savedItems.createdAt as savedAt',
    ])
    .where('savedItems.userId', '=', userId)
    .where('savedItems.category', '=', 'audio')
    .where('audioClasses.archivedAt', 'is', null)
    .where((eb) => moduleIsVisibleTo(eb, userId))
    .orderBy('savedItems.createdAt', 'desc')
    .orderBy('savedItems.id', 'desc')
    .execute();
}

/** The saved video classes, as `findSavedAudio`. */
export function findSavedVideos(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('savedItems')
    .innerJoin('videoClasses', 'videoClasses.id', 'savedItems.itemId')
    .innerJoin('modules', 'modules.id', 'videoClasses.moduleId')
    .innerJoin('papers', 'papers.id', 'modules.paperId')
    .select([
      'videoClasses.id',
      'videoClasses.title',
      'videoClasses.duration',
      'videoClasses.instructor',
      'modules.id as moduleId',
      'modules.number',
      'papers.id as paperId',
      'papers.title as paperTitle',
      'papers.type as paperType',
      'savedItems.createdAt as savedAt',
    ])
    .where('savedItems.userId', '=', userId)
    .where('savedItems.category', '=', 'video')
    .where('videoClasses.archivedAt', 'is', null)
    .where((eb) => moduleIsVisibleTo(eb, userId))
    .orderBy('savedItems.createdAt', 'desc')
    .orderBy('savedItems.id', 'desc')
    .execute();
}

/**
 * Whether what a student wants to save is there for them: a paper or module they can see, or a
 * live audio or video class of such a module (saving does not need an enrollment: a locked
 * class can be kept for later, and opening it still asks for one).
 */
export async function savedItemTargetExists(
  db: Kysely<Database>,
  category: TSavedCategory,
  id: number,
  userId: number,
): Promise<boolean> {
  switch (category) {
    case 'paper':
      return Boolean(
        await db
          .selectFrom('papers')
          .select('id')
          .where('id', '=', id)
          .where((eb) => paperIsVisibleTo(eb, userId))
          .executeTakeFirst(),
      );
    case 'module':
      return Boolean(
        await db
          .selectFrom('modules')
          .select('id')
          .where('id', '=', id)
          .where((eb) => moduleIsVisibleTo(eb, userId))
          .executeTakeFirst(),
      );
    case 'audio':
      return Boolean(
        await db
          .selectFrom('audioClasses')
          .innerJoin('modules', 'modules.id', 'audioClasses.moduleId')
          .select('audioClasses.id')
          .where('audioClasses.id', '=', id)
          .where('audioClasses.archivedAt', 'is', null)
          .where((eb) => moduleIsVisibleTo(eb, userId))
          .executeTakeFirst(),
      );
    case 'video':
      return Boolean(
        await db
          .selectFrom('videoClasses')
          .innerJoin('modules', 'modules.id', 'videoClasses.moduleId')
          .select('videoClasses.id')
          .where('videoClasses.id', '=', id)
          .where('videoClasses.archivedAt', 'is', null)
          .where((eb) => moduleIsVisibleTo(eb, userId))
          .executeTakeFirst(),
      );
  }
}

/** Saving twice is one row: the unique key decides, so racing saves can't duplicate. */
export async function insertSavedItem(
  db: Kysely<Database>,
  item: { userId: number; category: TSavedCategory; itemId: number; createdAt: number },
): Promise<void> {
  await db
    .insertInto('savedItems')
    .values(item)
    .onConflict((conflict) => conflict.columns(['userId', 'category', 'itemId']).doNothing())
    .execute();
}

export async function deleteSavedItem(
  db: Kysely<Database>,
  userId: number,
  category: TSavedCategory,
  itemId: number,
): Promise<void> {
  await db
    .deleteFrom('savedItems')
    .where('userId', '=', userId)
    .where('category', '=', category)
    .where('itemId', '=', itemId)
    .execute();
}
