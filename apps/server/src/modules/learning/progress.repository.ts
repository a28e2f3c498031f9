import { type Kysely, sql } from 'kysely';
import type { TProgressRequest } from '@padanam/contract';
import type { Database } from '../../db/schema.js';

const COLUMN_BY_KIND = {
  note: 'noteOpenedAt',
  audio: 'audioCompletedAt',
  video: 'videoCompletedAt',
} as const;

/** Which kinds of material a module has: progress is measured against these. */
export async function findAvailableKinds(db: Kysely<Database>, moduleId: number) {
  const count = (table: 'notes' | 'audioClasses' | 'videoClasses') =>
    db
      .selectFrom(table)
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .where('moduleId', '=', moduleId)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.count) > 0);
  const [note, audio, video] = await Promise.all([count('notes'), count('audioClasses'), count('videoClasses')]);
  return { note, audio, video };
}

/**
 * Marks one kind done (the first time counts; later times keep the first date) and
 * stores the resulting percentage, all in one transaction.
 */
export async function recordProgress(
  db: Kysely<Database>,
  entry: { userId: number; moduleId: number; kind: TProgressRequest['kind']; now: number },
  percentageOf: (done: { note: boolean; audio: boolean; video: boolean }) => number,
): Promise<number> {
  const column = COLUMN_BY_KIND[entry.kind];
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('moduleProgress')
      .values({ userId: entry.userId, moduleId: entry.moduleId, progress: 0, updatedAt: entry.now })
      .onConflict((conflict) => conflict.columns(['userId', 'moduleId']).doNothing())
      .execute();
    await trx
      .updateTable('moduleProgress')
      .set({ [column]: sql`coalesce(${sql.ref(column)}, ${entry.now})`, updatedAt: entry.now })
      .where('userId', '=', entry.userId)
      .where('moduleId', '=', entry.moduleId)
      .execute();
    const row = await trx
      .selectFrom('moduleProgress')
      .select(['noteOpenedAt', 'audioCompletedAt', 'videoCompletedAt'])
      .where('userId', '=', entry.userId)
      .where('moduleId', '=', entry.moduleId)
      .executeTakeFirstOrThrow();
    const progress = percentageOf({
      note: row.noteOpenedAt !== null,
      audio: row.audioCompletedAt !== null,
      video: row.videoCompletedAt !== null,
    });
    await trx
      .updateTable('moduleProgress')
      .set({ progress })
      .where('userId', '=', entry.userId)
      .where('moduleId', '=', entry.moduleId)
      .execute();
    return progress;
  });
}

export async function findProgressByModule(db: Kysely<Database>, userId: number, moduleIds: number[]) {
  if (moduleIds.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('moduleProgress')
    .select(['moduleId', 'progress'])
    .where('userId', '=', userId)
    .where('moduleId', 'in', moduleIds)
    .execute();
  return new Map(rows.map((row) => [row.moduleId, row.progress]));
}

/** The modules a student touched most recently, newest first. */
export function findRecentlyStudiedModules(db: Kysely<Database>, userId: number, limit: number) {
  return db
    .selectFrom('moduleProgress')
    .select(['moduleId', 'progress'])
    .where('userId', '=', userId)
    .orderBy('updatedAt', 'desc')
    .limit(limit)
    .execute();
}
