/**
 * A module's material as teachers and admins keep it: PDF notes and audio classes uploaded
 * (type decided by the bytes, see modules/uploads), video classes by YouTube link, each with
 * a title and description, reordered and archived. Replacing a note's or audio class's file
 * keeps the old one until the new one is stored and recorded, then removes it.
 */
import type {
  TAdminAudio,
  TAdminModuleDetails,
  TAdminNote,
  TAdminVideo,
  TMaterialFields,
  TMaterialOrder,
  TMaterialUpdate,
  TVideoInput,
  TVideoUpdate,
} from '@padanam/contract';
import { parseYouTubeVideoId } from '@padanam/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { invalidField, notFound } from '../../errors.js';
import type { SpooledUpload } from '../uploads/upload.service.js';
import { MODULE_NOT_FOUND, toAdminModule } from './module-editor.service.js';
import type { StaffCatalogueDependencies } from './paper-editor.service.js';
import { findPaperOfModule, findStaffModule } from './staff-module.repository.js';
import {
  findFileIdOf,
  findMaterialIdsOfModule,
  findMaterialOwner,
  findStaffAudio,
  findStaffNotes,
  findStaffVideos,
  insertFileMaterial,
  insertVideo,
  setMaterialPositions,
  updateMaterial,
  type MaterialTable,
  markNoteTextPending,
} from './staff-material.repository.js';

export type FileMaterialKind = 'note' | 'audio';

const TABLE_OF = { note: 'notes', audio: 'audioClasses', video: 'videoClasses' } as const;
const NOT_FOUND_OF = {
  note: 'Note not found',
  audio: 'Audio class not found',
  video: 'Video class not found',
} as const;

type Row<T extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<T>>[number];

function toAdminNote({ archivedAt, fileId: _fileId, sizeBytes, ...row }: Row<typeof findStaffNotes>): TAdminNote {
  return { ...row, sizeBytes: Number(sizeBytes), isArchived: archivedAt !== null };
}

function toAdminAudio({ archivedAt, fileId: _fileId, sizeBytes, ...row }: Row<typeof findStaffAudio>): TAdminAudio {
  return { ...row, sizeBytes: Number(sizeBytes), isArchived: archivedAt !== null };
}

function toAdminVideo({ archivedAt, ...row }: Row<typeof findStaffVideos>): TAdminVideo {
  return { ...row, youtubeId: parseYouTubeVideoId(row.tutorialUrl) ?? '', isArchived: archivedAt !== null };
}

export interface Actor {
  userId: number;
}

export function createMaterialEditorService({ db, clock, audit, uploads, write }: StaffCatalogueDependencies) {
  async function getModuleDetails(moduleId: number): Promise<TAdminModuleDetails> {
    const [moduleRow, paper, notes, audio, videos] = await Promise.all([
      findStaffModule(db, moduleId),
      findPaperOfModule(db, moduleId),
      findStaffNotes(db, moduleId),
      findStaffAudio(db, moduleId),
      findStaffVideos(db, moduleId),
    ]);
    if (!moduleRow || !paper) throw notFound(MODULE_NOT_FOUND);
    return {
      module: toAdminModule(moduleRow),
      paper,
      notes: notes.map(toAdminNote),
      audio: audio.map(toAdminAudio),
      videos: videos.map(toAdminVideo),
    };
  }

  /** The material row as the audit log keeps it. */
  async function snapshot(trx: Kysely<Database>, kind: FileMaterialKind | 'video', moduleId: number, id: number) {
    if (kind === 'note') return (await findStaffNotes(trx, moduleId)).map(toAdminNote).find((row) => row.id === id);
    if (kind === 'audio') return (await findStaffAudio(trx, moduleId)).map(toAdminAudio).find((row) => row.id === id);
    return (await findStaffVideos(trx, moduleId)).map(toAdminVideo).find((row) => row.id === id);
  }

  async function ownerOf(trx: Kysely<Database>, kind: FileMaterialKind | 'video', id: number) {
    const owner = await findMaterialOwner(trx, TABLE_OF[kind], id);
    if (!owner) throw notFound(NOT_FOUND_OF[kind]);
    return owner;
  }

  async function addFile(
    actor: Actor,
    kind: FileMaterialKind,
    moduleId: number,
    fields: TMaterialFields & { description: string },
    upload: SpooledUpload,
  ) {
    if (!(await findStaffModule(db, moduleId))) throw notFound(MODULE_NOT_FOUND);
    const id = await uploads.storeThen(kind, upload, (stored) =>
      write(async (trx) => {
        if (!(await findStaffModule(trx, moduleId))) throw notFound(MODULE_NOT_FOUND);
        const fileId = await uploads.recordIn(trx, stored);
        const created = await insertFileMaterial(trx, TABLE_OF[kind], {
          moduleId,
          title: fields.title,
          description: fields.description,
          fileId,
        });
        await audit.recordIn(trx, {
          actorUserId: actor.userId,
          action: `${kind}.create`,
          entityType: kind,
          entityId: created,
          after: await snapshot(trx, kind, moduleId, created),
        });
        return created;
      }),
    );
    return getModuleDetails(moduleId).then((details) => ({ details, id }));
  }

  async function replaceFile(actor: Actor, kind: FileMaterialKind, id: number, upload: SpooledUpload) {
    const { moduleId } = await ownerOf(db, kind, id);
    const replacedKey = await uploads.storeThen(kind, upload, (stored) =>
      write(async (trx) => {
        const before = await snapshot(trx, kind, moduleId, id);
        const oldFileId = await findFileIdOf(trx, TABLE_OF[kind] as 'notes' | 'audioClasses', id);
        if (!before || oldFileId === null) throw notFound(NOT_FOUND_OF[kind]);
        const fileId = await uploads.recordIn(trx, stored);
        await updateMaterial(trx, TABLE_OF[kind], id, { fileId });
        if (kind === 'note') await markNoteTextPending(trx, id);
        await audit.recordIn(trx, {
          actorUserId: actor.userId,
          action: `${kind}.replace-file`,
          entityType: kind,
          entityId: id,
          before,
          after: await snapshot(trx, kind, moduleId, id),
        });
        return uploads.forgetIn(trx, oldFileId);
      }),
    );
    await uploads.removeBytes(replacedKey);
    return getModuleDetails(moduleId);
  }

  async function editMaterial(
    actor: Actor,
    kind: FileMaterialKind | 'video',
    id: number,
    update: TMaterialUpdate | TVideoUpdate,
  ) {
    const { isArchived, ...fields } = update as TMaterialUpdate & Partial<TVideoInput>;
    const { link, ...rest } = fields as typeof fields & { link?: string };
    const moduleId = await write(async (trx) => {
      const { moduleId: owner } = await ownerOf(trx, kind, id);
      const before = await snapshot(trx, kind, owner, id);
      const wasArchived = before?.isArchived ?? false;
      await updateMaterial(trx, TABLE_OF[kind], id, {
        ...rest,
        ...(link === undefined ? {} : { tutorialUrl: link }),
        ...(isArchived === undefined || isArchived === wasArchived ? {} : { archivedAt: isArchived ? clock() : null }),
      });
      await audit.recordIn(trx, {
        actorUserId: actor.userId,
        action:
          isArchived === true && !wasArchived
            ? `${kind}.archive`
            : isArchived === false && wasArchived
              ? `${kind}.restore`
              : `${kind}.update`,
        entityType: kind,
        entityId: id,
        before,
        after: await snapshot(trx, kind, owner, id),
      });
      return owner;
    });
    return getModuleDetails(moduleId);
  }

  async function addVideo(actor: Actor, moduleId: number, input: TVideoInput & { link: string; description: string }) {
    await write(async (trx) => {
      if (!(await findStaffModule(trx, moduleId))) throw notFound(MODULE_NOT_FOUND);
      const id = await insertVideo(trx, {
        moduleId,
        title: input.title,
        description: input.description,
        tutorialUrl: input.link,
        instructor: input.instructor,
        duration: input.duration,
      });
      await audit.recordIn(trx, {
        actorUserId: actor.userId,
        action: 'video.create',
        entityType: 'video',
        entityId: id,
        after: await snapshot(trx, 'video', moduleId, id),
      });
    });
    return getModuleDetails(moduleId);
  }

  async function reorderMaterial(actor: Actor, moduleId: number, order: TMaterialOrder) {
    const lists: [keyof TMaterialOrder, MaterialTable][] = [
      ['noteIds', 'notes'],
      ['audioIds', 'audioClasses'],
      ['videoIds', 'videoClasses'],
    ];
    await write(async (trx) => {
      if (!(await findStaffModule(trx, moduleId))) throw notFound(MODULE_NOT_FOUND);
      for (const [field, table] of lists) {
        const ids = order[field];
        if (!ids) continue;
        const current = new Set(await findMaterialIdsOfModule(trx, table, moduleId));
        if (ids.length !== current.size || new Set(ids).size !== ids.length || ids.some((id) => !current.has(id)))
          throw invalidField(field, {
            en: 'List every item of this module exactly once.',
            ml: 'ഈ മൊഡ്യൂളിലെ ഓരോ ഇനവും കൃത്യം ഒരു തവണ ലിസ്റ്റ് ചെയ്യൂ.',
          });
        await setMaterialPositions(trx, table, ids);
      }
      await audit.recordIn(trx, {
        actorUserId: actor.userId,
        action: 'module.reorder-material',
        entityType: 'module',
        entityId: moduleId,
        after: order,
      });
    });
    return getModuleDetails(moduleId);
  }

  return { getModuleDetails, addFile, replaceFile, editMaterial, addVideo, reorderMaterial };
}

export type MaterialEditorService = ReturnType<typeof createMaterialEditorService>;
