/** Saved papers and modules: idempotent, and only ever the caller's own. */
import type { Kysely } from 'kysely';
import type { TSavedCategory, TSavedItem } from '@padanam/contract';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import {
  deleteSavedItem,
  findSavedModules,
  findSavedPapers,
  insertSavedItem,
  savedItemTargetExists,
} from './saved.repository.js';

export function createSavedService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  async function listSavedItems(userId: number): Promise<TSavedItem[]> {
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

  async function saveItem(userId: number, category: TSavedCategory, id: number): Promise<void> {
    if (!(await savedItemTargetExists(db, category, id, userId)))
      throw notFound(category === 'paper' ? 'Paper not found' : 'Module not found');
    await insertSavedItem(db, { userId, category, itemId: id, createdAt: clock() });
  }

  async function unsaveItem(userId: number, category: TSavedCategory, id: number): Promise<void> {
    await deleteSavedItem(db, userId, category, id);
  }

  return { listSavedItems, saveItem, unsaveItem };
}

export type SavedService = ReturnType<typeof createSavedService>;
