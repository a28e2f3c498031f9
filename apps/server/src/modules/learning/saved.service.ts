/** Saved papers and modules: idempotent, and only ever the caller's own. */
import type { Kysely } from 'kysely';
import type { TSavedCategory, TSavedItem } from '@padanam/contract';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import { deleteSavedItem, findSavedModules, findSavedPapers, insertSavedItem } from './saved.repository.js';

export async function listSavedItems(db: Kysely<Database>, userId: number): Promise<TSavedItem[]> {
  const [papers, modules] = await Promise.all([findSavedPapers(db, userId), findSavedModules(db, userId)]);
  const items: TSavedItem[] = [
    ...modules.map(({ id, title, number, paperId, paperTitle, paperType, savedAt }) => ({
      category: 'module' as const,
      id,
      title,
      module: number,
      paperId,
      paperTitle,
      paperType,
      savedAt,
    })),
    ...papers.map(({ id, title, paperType, savedAt }) => ({
      category: 'paper' as const,
      id,
      title,
      module: null,
      paperId: id,
      paperTitle: title,
      paperType,
      savedAt,
    })),
  ];
  return items.sort((a, b) => b.savedAt - a.savedAt);
}

async function itemExists(db: Kysely<Database>, category: TSavedCategory, id: number): Promise<boolean> {
  const table = category === 'paper' ? 'papers' : 'modules';
  return (await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function saveItem(
  db: Kysely<Database>,
  userId: number,
  category: TSavedCategory,
  id: number,
  now: number,
) {
  if (!(await itemExists(db, category, id)))
    throw notFound(category === 'paper' ? 'Paper not found' : 'Module not found');
  await insertSavedItem(db, { userId, category, itemId: id, createdAt: now });
}

export async function unsaveItem(db: Kysely<Database>, userId: number, category: TSavedCategory, id: number) {
  await deleteSavedItem(db, userId, category, id);
}
