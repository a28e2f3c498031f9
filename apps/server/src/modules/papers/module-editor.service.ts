/**
 * Modules as teachers and admins keep them: add, edit, reorder, archive, change the
 * thumbnail. What a module costs is an admin's decision: a teacher who sends a price (the
 * Module-Based Plan) is refused, whatever the value, and so is one who would make a module a
 * free preview or take it out of one (a free preview opens a paid module to everyone). Archiving hides the module from the catalogue and its
 * material from students, and keeps every result of the tests taken in it.
 */
import type { TAdminModule, TModuleInput, TModuleOrder, TModuleUpdate, TStaffRole } from '@padanam/contract';
import { AppError, invalidField, notFound } from '../../errors.js';
import type { SpooledUpload } from '../uploads/upload.service.js';
import type { StaffCatalogueDependencies } from './paper-editor.service.js';
import { PAPER_NOT_FOUND } from './paper-editor.service.js';
import { findStaffPaper } from './staff-paper.repository.js';
import {
  findModuleIdsOfPaper,
  findStaffModule,
  findStaffModulesOfPaper,
  insertModule,
  renumberModules,
  updateModule,
  type StaffModuleRow,
} from './staff-module.repository.js';

export const MODULE_NOT_FOUND = 'Module not found';
export const PRICES_ARE_FOR_ADMINS = {
  en: 'Only an admin can set prices.',
  ml: 'വില നിശ്ചയിക്കാൻ അഡ്മിന് മാത്രമേ കഴിയൂ.',
} as const;
export const FREE_PREVIEW_IS_FOR_ADMINS = {
  en: 'Only an admin can decide whether a module is a free preview.',
  ml: 'ഒരു മൊഡ്യൂൾ സൗജന്യ പ്രിവ്യൂ ആണോ എന്ന് അഡ്മിന് മാത്രമേ തീരുമാനിക്കാനാകൂ.',
} as const;

/** The struck-through figure is the higher one (the paper's editor says the same). */
export const LIST_PRICE_BELOW_PRICE = {
  en: 'The list price is the struck-through figure: it cannot be below the price.',
  ml: 'ലിസ്റ്റ് വില വെട്ടിക്കാണിക്കുന്ന തുകയാണ്: അത് വിലയേക്കാൾ കുറയരുത്.',
} as const;

export function toAdminModule(row: StaffModuleRow): TAdminModule {
  return {
    id: row.id,
    paperId: row.paperId,
    number: row.number,
    title: row.title,
    description: row.description,
    summaryLine: row.summaryLine,
    duration: row.duration,
    isFreePreview: row.isFreePreview === 1,
    thumbnailUrl: row.thumbnailUrl,
    pricePaise: row.pricePaise,
    listPricePaise: row.listPricePaise,
    isArchived: row.archivedAt !== null,
    noteCount: Number(row.notesCount ?? 0),
    audioCount: Number(row.audioClassesCount ?? 0),
    videoCount: Number(row.videoClassesCount ?? 0),
  };
}

function auditedModule(module: TAdminModule) {
  const { noteCount: _notes, audioCount: _audio, videoCount: _videos, ...kept } = module;
  return kept;
}

export interface Actor {
  userId: number;
  role: TStaffRole;
}

function assertMaySetPrices(actor: Actor, input: { pricePaise?: unknown; listPricePaise?: unknown }) {
  if (actor.role !== 'admin' && (input.pricePaise !== undefined || input.listPricePaise !== undefined))
    throw new AppError('FORBIDDEN', PRICES_ARE_FOR_ADMINS);
}

/** A teacher may send a module's free preview flag only as it already is (false for a new module). */
function assertMaySetFreePreview(actor: Actor, wanted: boolean | undefined, current: boolean) {
  if (actor.role !== 'admin' && wanted !== undefined && wanted !== current)
    throw new AppError('FORBIDDEN', FREE_PREVIEW_IS_FOR_ADMINS);
}

function checkListPrice(pricePaise: number | null | undefined, listPricePaise: number | null | undefined) {
  if (listPricePaise === null || listPricePaise === undefined) return;
  if (pricePaise === null || pricePaise === undefined)
    throw invalidField('listPricePaise', {
      en: 'Set the module price before its list price.',
      ml: 'ലിസ്റ്റ് വിലയ്ക്ക് മുമ്പ് മൊഡ്യൂളിന്റെ വില നിശ്ചയിക്കൂ.',
    });
  if (listPricePaise < pricePaise) throw invalidField('listPricePaise', LIST_PRICE_BELOW_PRICE);
}

export function createModuleEditorService({ db, clock, audit, uploads, write }: StaffCatalogueDependencies) {
  async function getModule(moduleId: number): Promise<TAdminModule> {
    const row = await findStaffModule(db, moduleId);
    if (!row) throw notFound(MODULE_NOT_FOUND);
    return toAdminModule(row);
  }

  async function listModulesOfPaper(paperId: number): Promise<TAdminModule[]> {
    return (await findStaffModulesOfPaper(db, paperId)).map(toAdminModule);
  }

  async function addModule(actor: Actor, paperId: number, input: TModuleInput) {
    assertMaySetPrices(actor, input);
    assertMaySetFreePreview(actor, input.isFreePreview, false);
    checkListPrice(input.pricePaise, input.listPricePaise);
    const moduleId = await write(async (trx) => {
      if (!(await findStaffPaper(trx, paperId))) throw notFound(PAPER_NOT_FOUND);
      const id = await insertModule(trx, paperId, {
        title: input.title,
        description: input.description,
        summaryLine: input.summaryLine ?? null,
        duration: input.duration,
        isFreePreview: input.isFreePreview ? 1 : 0,
        pricePaise: input.pricePaise ?? null,
        listPricePaise: input.listPricePaise ?? null,
      });
      const created = toAdminModule((await findStaffModule(trx, id))!);
      await audit.recordIn(trx, {
        actorUserId: actor.userId,
        action: 'module.create',
        entityType: 'module',
        entityId: id,
        after: auditedModule(created),
      });
      return id;
    });
    return getModule(moduleId);
  }

  async function editModule(actor: Actor, moduleId: number, update: TModuleUpdate) {
    assertMaySetPrices(actor, update);
    const { isArchived, isFreePreview, ...fields } = update;
    await write(async (trx) => {
      const beforeRow = await findStaffModule(trx, moduleId);
      if (!beforeRow) throw notFound(MODULE_NOT_FOUND);
      const before = toAdminModule(beforeRow);
      assertMaySetFreePreview(actor, isFreePreview, before.isFreePreview);
      const pricePaise = fields.pricePaise === undefined ? before.pricePaise : fields.pricePaise;
      checkListPrice(pricePaise, fields.listPricePaise === undefined ? before.listPricePaise : fields.listPricePaise);
      await updateModule(trx, moduleId, {
        ...fields,
        ...(isFreePreview === undefined ? {} : { isFreePreview: isFreePreview ? 1 : 0 }),
        ...(isArchived === undefined || isArchived === before.isArchived
          ? {}
          : { archivedAt: isArchived ? clock() : null }),
      });
      const after = toAdminModule((await findStaffModule(trx, moduleId))!);
      const action =
        isArchived === true && !before.isArchived
          ? 'module.archive'
          : isArchived === false && before.isArchived
            ? 'module.restore'
            : 'module.update';
      await audit.recordIn(trx, {
        actorUserId: actor.userId,
        action,
        entityType: 'module',
        entityId: moduleId,
        before: auditedModule(before),
        after: auditedModule(after),
      });
    });
    return getModule(moduleId);
  }

  async function reorderModules(actor: Actor, paperId: number, { moduleIds }: TModuleOrder) {
    await write(async (trx) => {
      if (!(await findStaffPaper(trx, paperId))) throw notFound(PAPER_NOT_FOUND);
      const current = await findModuleIdsOfPaper(trx, paperId);
      const known = new Set(current);
      if (moduleIds.length !== current.length || moduleIds.some((id) => !known.has(id)))
        throw invalidField('moduleIds', {
          en: 'List every module of this paper exactly once.',
          ml: 'ഈ പേപ്പറിലെ ഓരോ മൊഡ്യൂളും കൃത്യം ഒരു തവണ ലിസ്റ്റ് ചെയ്യൂ.',
        });
      const before = (await findStaffModulesOfPaper(trx, paperId)).map((row) => ({ id: row.id, number: row.number }));
      await renumberModules(trx, paperId, moduleIds);
      await audit.recordIn(trx, {
        actorUserId: actor.userId,
        action: 'module.reorder',
        entityType: 'paper',
        entityId: paperId,
        before,
        after: moduleIds.map((id, index) => ({ id, number: index + 1 })),
      });
    });
    return listModulesOfPaper(paperId);
  }

  async function replaceThumbnail(actor: Actor, moduleId: number, upload: SpooledUpload) {
    const replacedKey = await uploads.storeThen('image', upload, (stored) =>
      write(async (trx) => {
        const before = await findStaffModule(trx, moduleId);
        if (!before) throw notFound(MODULE_NOT_FOUND);
        const fileId = await uploads.recordIn(trx, stored);
        const thumbnailUrl = uploads.pictureUrlOf(stored);
        await updateModule(trx, moduleId, { thumbnailUrl, thumbnailFileId: fileId });
        await audit.recordIn(trx, {
          actorUserId: actor.userId,
          action: 'module.thumbnail',
          entityType: 'module',
          entityId: moduleId,
          before: { thumbnailUrl: before.thumbnailUrl },
          after: { thumbnailUrl },
        });
        return before.thumbnailFileId === null ? null : uploads.forgetIn(trx, before.thumbnailFileId);
      }),
    );
    await uploads.removeBytes(replacedKey);
    return getModule(moduleId);
  }

  return { getModule, listModulesOfPaper, addModule, editModule, reorderModules, replaceThumbnail };
}

export type ModuleEditorService = ReturnType<typeof createModuleEditorService>;
