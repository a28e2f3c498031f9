import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { TProgressRequest } from '@padanam/contract';
import type { Database } from '../../db/schema.js';

const COLUMN_BY_KIND = {
  note: 'noteOpenedAt',
  audio: 'audioCompletedAt',
  video: 'videoCompletedAt',
} as const;

/**
 * Which kinds of material a module has: progress is measured against these. A note counts while
 * it is current (not archived); every note has a file.
 */
export async function findAvailableKinds(db: Kysely<Database>, moduleId: number) {
  const count = (table: 'notes' | 'audioClasses' | 'videoClasses') => {
    const query = db
      .selectFrom(table)
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .where('moduleId', '=', moduleId);
    return (table === 'notes' ? query.where('archivedAt', 'is', null) : query)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.count) > 0);
  };
  const [note, audio, video] = await Promise.all([count('notes'), count('audioClasses'), count('videoClasses')]);
  return { note, audio, video };
}

type DoneKinds = { note: boolean; audio: boolean; video: boolean };

/**
 * Sets one kind's column (done or not), then stores the resulting percentage, in the caller's
 * transaction; returns the percentage.
 */
async function writeProgressIn(
  trx: Kysely<Database>,
  entry: { userId: number; moduleId: number; now: number },
  column: (typeof COLUMN_BY_KIND)[keyof typeof COLUMN_BY_KIND],
  value: RawBuilder<unknown> | null,
  percentageOf: (done: DoneKinds) => number,
): Promise<number> {
  await trx
    .insertInto('moduleProgress')
    .values({ userId: entry.userId, moduleId: entry.moduleId, progress: 0, updatedAt: entry.now })
    .onConflict((conflict) => conflict.columns(['userId', 'moduleId']).doNothing())
    .execute();
  await trx
    .updateTable('moduleProgress')
    .set({ [column]: value, updatedAt: entry.now })
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
}

/**
 * Marks audio or video done (the first time counts; later times keep the first date) and
 * stores the resulting percentage, all in one transaction.
 */
export function recordProgress(
  db: Kysely<Database>,
  entry: { userId: number; moduleId: number; kind: Exclude<TProgressRequest['kind'], 'note'>; now: number },
  percentageOf: (done: DoneKinds) => number,
): Promise<number> {
  const column = COLUMN_BY_KIND[entry.kind];
  return db
    .transaction()
    .execute((trx) =>
      writeProgressIn(trx, entry, column, sql`coalesce(${sql.ref(column)}, ${entry.now})`, percentageOf),
    );
}

/**
 * Whether the module's notes are read (every page of every current note seen), in the caller's
 * transaction: read keeps the first date it became so; not read (a note added or replaced since)
 * clears it, so progress says what is true now.
 */
export function recordNotesReadIn(
  trx: Kysely<Database>,
  entry: { userId: number; moduleId: number; now: number; read: boolean },
  percentageOf: (done: DoneKinds) => number,
): Promise<number> {
  const value = entry.read ? sql`coalesce(${sql.ref('noteOpenedAt')}, ${entry.now})` : null;
  return writeProgressIn(trx, entry, 'noteOpenedAt', value, percentageOf);
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
