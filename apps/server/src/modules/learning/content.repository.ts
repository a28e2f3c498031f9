/** Reads of study material: modules with their paper, notes, audio and video classes, stored files. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export function findModuleWithPaper(db: Kysely<Database>, moduleId: number) {
  return db
    .selectFrom('modules')
    .innerJoin('papers', 'papers.id', 'modules.paperId')
    .select([
      'modules.id',
      'modules.paperId',
      'modules.number',
      'modules.title',
      'modules.description',
      'modules.duration',
      'modules.isFreePreview',
      'modules.thumbnailUrl',
      'papers.title as paperTitle',
      'papers.type as paperType',
    ])
    .where('modules.id', '=', moduleId)
    .executeTakeFirst();
}

export function findNotesByModule(db: Kysely<Database>, moduleId: number) {
  return db
    .selectFrom('notes')
    .innerJoin('storedFiles', 'storedFiles.id', 'notes.fileId')
    .select(['notes.id', 'notes.moduleId', 'notes.title', 'notes.description', 'storedFiles.sizeBytes'])
    .where('notes.moduleId', '=', moduleId)
    .orderBy('notes.position')
    .orderBy('notes.id')
    .execute();
}

export function findAudioByModule(db: Kysely<Database>, moduleId: number) {
  return db
    .selectFrom('audioClasses')
    .select(['id', 'moduleId', 'title', 'description', 'durationSeconds'])
    .where('moduleId', '=', moduleId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

function selectVideos(db: Kysely<Database>) {
  return db
    .selectFrom('videoClasses')
    .innerJoin('modules', 'modules.id', 'videoClasses.moduleId')
    .innerJoin('papers', 'papers.id', 'modules.paperId')
    .select([
      'videoClasses.id',
      'videoClasses.moduleId',
      'modules.number as moduleNumber',
      'modules.isFreePreview',
      'papers.id as paperId',
      'papers.title as paperTitle',
      'papers.type as paperType',
      'videoClasses.title',
      'videoClasses.description',
      'videoClasses.instructor',
      'videoClasses.duration',
      'videoClasses.thumbnailUrl',
      'videoClasses.position as order',
      'videoClasses.tutorialUrl',
    ]);
}

export function findVideosByModule(db: Kysely<Database>, moduleId: number) {
  return selectVideos(db)
    .where('videoClasses.moduleId', '=', moduleId)
    .orderBy('videoClasses.position')
    .orderBy('videoClasses.id')
    .execute();
}

export function findVideoById(db: Kysely<Database>, videoId: number) {
  return selectVideos(db).where('videoClasses.id', '=', videoId).executeTakeFirst();
}

/** The stored file behind a note or an audio class, with the module it belongs to. */
export function findMaterialFile(db: Kysely<Database>, table: 'notes' | 'audioClasses', id: number) {
  return db
    .selectFrom(table)
    .innerJoin('storedFiles', 'storedFiles.id', `${table}.fileId`)
    .select([
      `${table}.moduleId as moduleId`,
      'storedFiles.storageKey',
      'storedFiles.originalName',
      'storedFiles.contentType',
      'storedFiles.sizeBytes',
    ])
    .where(`${table}.id`, '=', id)
    .executeTakeFirst();
}
