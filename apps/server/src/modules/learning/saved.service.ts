/** Saved papers, modules, audio and video classes: idempotent, and only ever the caller's own. */
import type { Kysely } from 'kysely';
import type { TSavedCategory, TSavedItem } from '@padanam/contract';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import {
  deleteSavedItem,
  findSavedAudio,
  findSavedModules,
  findSavedPapers,
  findSavedVideos,
  insertSavedItem,
  savedItemTargetExists,
} from './saved.repository.js';

const NOT_FOUND_MESSAGES: Record<TSavedCategory, string> = {
  paper: 'Paper not found',
  module: 'Module not found',
  audio: 'Audio class not found',
  video: 'Video class not found',
};

export function createSavedService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  async function listSavedItems(userId: number): Promise<TSavedItem[]> {
    const [papers, modules, audio, videos] = await Promise.all([
      findSavedPapers(db, userId),
      findSavedModules(db, userId),
      findSavedAudio(db, userId),
      findSavedVideos(db, userId),
    ]);
    const noClassFacts = { durationSeconds: null, duration: null, instructor: null };
    const items: TSavedItem[] = [
      ...modules.map(({ id, title, number, paperId, paperTitle, paperType, savedAt }) => ({
        category: 'module' as const,
        id,
        title,
        module: number,
        moduleId: id,
        paperId,
        paperTitle,
        paperType,
        ...noClassFacts,
        savedAt,
      })),
      ...papers.map(({ id, title, paperType, savedAt }) => ({
        category: 'paper' as const,
        id,
        title,
        module: null,
        moduleId: null,
        paperId: id,
        paperTitle: title,
        paperType,
        ...noClassFacts,
        savedAt,
      })),
      ...audio.map(({ number, durationSeconds, ...item }) => ({
        category: 'audio' as const,
        ...item,
        module: number,
        ...noClassFacts,
        durationSeconds,
      })),
      ...videos.map(({ number, duration, instructor, ...item }) => ({
        category: 'video' as const,
        ...item,
        module: number,
        ...noClassFacts,
        duration,
        instructor,
      })),
    ];
    return items.sort((a, b) => b.savedAt - a.savedAt);
  }

  async function saveItem(userId: number, category: TSavedCategory, id: number): Promise<void> {
    if (!(await savedItemTargetExists(db, category, id, userId))) throw notFound(NOT_FOUND_MESSAGES[category]);
    await insertSavedItem(db, { userId, category, itemId: id, createdAt: clock() });
  }

  async function unsaveItem(userId: number, category: TSavedCategory, id: number): Promise<void> {
    await deleteSavedItem(db, userId, category, id);
  }

  return { listSavedItems, saveItem, unsaveItem };
}

export type SavedService = ReturnType<typeof createSavedService>;
