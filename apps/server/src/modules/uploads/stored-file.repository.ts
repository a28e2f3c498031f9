/** SQL for `stored_files`, the record of every file in storage. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function insertStoredFile(
  db: Kysely<Database>,
  file: { storageKey: string; originalName: string; contentType: string; sizeBytes: number; createdAt: number },
): Promise<number> {
  const row = await db.insertInto('storedFiles').values(file).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Deletes the record and says which key it named (null when there was none). */
export async function deleteStoredFile(db: Kysely<Database>, fileId: number): Promise<string | null> {
  const row = await db.deleteFrom('storedFiles').where('id', '=', fileId).returning('storageKey').executeTakeFirst();
  return row?.storageKey ?? null;
}

/** Deletes these records; returns the keys they named. */
export async function deleteStoredFiles(db: Kysely<Database>, fileIds: readonly number[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const rows = await db.deleteFrom('storedFiles').where('id', 'in', fileIds).returning('storageKey').execute();
  return rows.map((row) => row.storageKey);
}

export function findStoredFileByKey(db: Kysely<Database>, storageKey: string) {
  return db
    .selectFrom('storedFiles')
    .select(['storageKey', 'contentType', 'sizeBytes'])
    .where('storageKey', '=', storageKey)
    .executeTakeFirst();
}
