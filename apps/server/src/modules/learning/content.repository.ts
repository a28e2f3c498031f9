/** Reads of study material: modules with their paper, notes, audio and video classes, stored files. */
import type { Kysely } from 'kysely';
import { moduleIsVisibleToReader } from '../../db/module-access-conditions.js';
import type { Database } from '../../db/schema.js';

/** The module, when it is there for the caller (not archived, its paper visible to them; any module for staff who edit modules). */
export function findModuleWithPaper(db: Kysely<Database>, moduleId: number, caller: number | null) {
  return db
    .selectFrom('modules')
    .innerJoin('papers', 'papers.id', 'modules.paperId')
    .select([
      'modules.id',
      'modules.paperId',
      'modules.number',
      'modules.title',
      'modules.description',
      'modules.summaryLine',
      'modules.duration',
      'modules.isFreePreview',
      'modules.thumbnailUrl',
      'modules.pricePaise',
      'modules.listPricePaise',
      'papers.title as paperTitle',
      'papers.type as paperType',
    ])
    .where('modules.id', '=', moduleId)
    .where((eb) => moduleIsVisibleToReader(eb, caller))
    .executeTakeFirst();
}

export function findNotesByModule(db: Kysely<Database>, moduleId: number) {
  return db
    .selectFrom('notes')
    .innerJoin('storedFiles', 'storedFiles.id', 'notes.fileId')
    .select(['notes.id', 'notes.moduleId', 'notes.title', 'notes.description', 'storedFiles.sizeBytes'])
    .where('notes.moduleId', '=', moduleId)
    .where('notes.archivedAt', 'is', null)
    .orderBy('notes.position')
    .orderBy('notes.id')
    .execute();
}

export function findAudioByModule(db: Kysely<Database>, moduleId: number) {
  return db
    .selectFrom('audioClasses')
    .innerJoin('storedFiles', 'storedFiles.id', 'audioClasses.fileId')
    .select([
      'audioClasses.id',
      'audioClasses.moduleId',
      'audioClasses.title',
      'audioClasses.description',
      'audioClasses.durationSeconds',
      'storedFiles.sizeBytes',
    ])
    .where('audioClasses.moduleId', '=', moduleId)
    .where('audioClasses.archivedAt', 'is', null)
    .orderBy('audioClasses.position')
    .orderBy('audioClasses.id')
    .execute();
}

/** Of these modules, those there for the caller (as findModuleWithPaper decides), with what the access rule reads. */
export function findModulesForReader(db: Kysely<Database>, moduleIds: readonly number[], caller: number) {
  return db
    .selectFrom('modules')
    .innerJoin('papers', 'papers.id', 'modules.paperId')
    .select(['modules.id', 'modules.paperId', 'modules.isFreePreview'])
    .where('modules.id', 'in', moduleIds)
    .where((eb) => moduleIsVisibleToReader(eb, caller))
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
    .where('videoClasses.archivedAt', 'is', null)
    .orderBy('videoClasses.position')
    .orderBy('videoClasses.id')
    .execute();
}

/** The video class, when it and its module are there for the caller. */
export function findVideoById(db: Kysely<Database>, videoId: number, caller: number | null) {
  return selectVideos(db)
    .where('videoClasses.id', '=', videoId)
    .where('videoClasses.archivedAt', 'is', null)
    .where((eb) => moduleIsVisibleToReader(eb, caller))
    .executeTakeFirst();
}

/** The stored file behind a live note or audio class, with the module it belongs to (access is the caller's check). */
export function findMaterialFile(db: Kysely<Database>, table: 'notes' | 'audioClasses', id: number) {
  return db
    .selectFrom(table)
    .innerJoin('storedFiles', 'storedFiles.id', `${table}.fileId`)
    .where(`${table}.archivedAt`, 'is', null)
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
