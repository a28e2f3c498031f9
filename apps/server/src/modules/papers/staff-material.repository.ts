/** SQL for a module's notes, audio and video classes as the console sees them (archived ones too). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export type FileMaterialTable = 'notes' | 'audioClasses';
export type MaterialTable = FileMaterialTable | 'videoClasses';

export function findStaffNotes(db: Kysely<Database>, moduleId: number) {
  return db
    .selectFrom('notes')
    .innerJoin('storedFiles', 'storedFiles.id', 'notes.fileId')
    .select([
      'notes.id',
      'notes.moduleId',
      'notes.title',
      'notes.description',
      'notes.position',
      'notes.archivedAt',
      'notes.fileId',
      'notes.textStatus',
      'notes.pageCount',
      'storedFiles.originalName as fileName',
      'storedFiles.sizeBytes',
    ])
    .where('notes.moduleId', '=', moduleId)
    .orderBy('notes.position')
    .orderBy('notes.id')
    .execute();
}

export function findStaffAudio(db: Kysely<Database>, moduleId: number) {
  return db
    .selectFrom('audioClasses')
    .innerJoin('storedFiles', 'storedFiles.id', 'audioClasses.fileId')
    .select([
      'audioClasses.id',
      'audioClasses.moduleId',
      'audioClasses.title',
      'audioClasses.description',
      'audioClasses.position',
      'audioClasses.archivedAt',
      'audioClasses.fileId',
      'audioClasses.durationSeconds',
      'storedFiles.originalName as fileName',
      'storedFiles.sizeBytes',
    ])
    .where('audioClasses.moduleId', '=', moduleId)
    .orderBy('audioClasses.position')
    .orderBy('audioClasses.id')
    .execute();
}

export function findStaffVideos(db: Kysely<Database>, moduleId: number) {
  return db
    .selectFrom('videoClasses')
    .select([
      'id',
      'moduleId',
      'title',
      'description',
      'tutorialUrl',
      'instructor',
      'duration',
      'position',
      'archivedAt',
    ])
    .where('moduleId', '=', moduleId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Which module a note, audio or video class belongs to, and its file (notes and audio). */
export function findMaterialOwner(db: Kysely<Database>, table: MaterialTable, id: number) {
  return db
    .selectFrom(table)
    .select([`${table}.moduleId as moduleId`, `${table}.title as title`])
    .where(`${table}.id`, '=', id)
    .executeTakeFirst();
}

async function nextPosition(db: Kysely<Database>, table: MaterialTable, moduleId: number): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max(`${table}.position`).as('position'))
    .where(`${table}.moduleId`, '=', moduleId)
    .executeTakeFirst();
  return Number(row?.position ?? 0) + 1;
}

export async function insertFileMaterial(
  db: Kysely<Database>,
  table: FileMaterialTable,
  values: { moduleId: number; title: string; description: string; fileId: number },
): Promise<number> {
  const position = await nextPosition(db, table, values.moduleId);
  const row = await db
    .insertInto(table)
    .values({ ...values, position })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertVideo(
  db: Kysely<Database>,
  values: {
    moduleId: number;
    title: string;
    description: string;
    tutorialUrl: string;
    instructor: string;
    duration: string | null;
  },
): Promise<number> {
  const position = await nextPosition(db, 'videoClasses', values.moduleId);
  const row = await db
    .insertInto('videoClasses')
    .values({ ...values, thumbnailUrl: null, position })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMaterial(
  db: Kysely<Database>,
  table: MaterialTable,
  id: number,
  values: {
    title?: string;
    description?: string;
    archivedAt?: number | null;
    fileId?: number;
    tutorialUrl?: string;
    instructor?: string;
    duration?: string | null;
  },
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.updateTable(table).set(values).where(`${table}.id`, '=', id).execute();
}

/** The ids of the module's rows in `table`. */
export async function findMaterialIdsOfModule(db: Kysely<Database>, table: MaterialTable, moduleId: number) {
  const rows = await db
    .selectFrom(table)
    .select(`${table}.id as id`)
    .where(`${table}.moduleId`, '=', moduleId)
    .execute();
  return rows.map((row) => row.id);
}

export async function setMaterialPositions(db: Kysely<Database>, table: MaterialTable, orderedIds: number[]) {
  for (const [index, id] of orderedIds.entries()) {
    await db
      .updateTable(table)
      .set({ position: index + 1 })
      .where(`${table}.id`, '=', id)
      .execute();
  }
}

export async function findFileIdOf(db: Kysely<Database>, table: FileMaterialTable, id: number): Promise<number | null> {
  const row = await db
    .selectFrom(table)
    .select(`${table}.fileId as fileId`)
    .where(`${table}.id`, '=', id)
    .executeTakeFirst();
  return row?.fileId ?? null;
}

/** A note's file changed: its text is read again by the study assistant's sweep. */
export async function markNoteTextPending(db: Kysely<Database>, noteId: number): Promise<void> {
  await db.updateTable('notes').set({ textStatus: 'pending', pageCount: null }).where('id', '=', noteId).execute();
}
