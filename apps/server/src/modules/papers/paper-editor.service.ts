/**
 * Papers as admins keep them: create (a draft), edit, set prices, publish, archive, change
 * the picture. Every write commits with its audit entry and a catalogue version bump, so
 * the public catalogue's cached replies move on with it. Archiving a paper students are
 * enrolled in needs `confirmArchive`: they keep their access, the catalogue loses the paper.
 */
import type { Kysely } from 'kysely';
import type {
  TAdminPaper,
  TAdminPaperListQueryValues,
  TAdminPaperPage,
  TPaperInput,
  TPaperUpdate,
} from '@padanam/contract';
import type { Database } from '../../db/schema.js';
import { AppError, invalidField, notFound } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import { pageOf, readPageQuery } from '../../lib/page.js';
import type { AuditService } from '../audit/audit.service.js';
import type { SpooledUpload, UploadService } from '../uploads/upload.service.js';
import type { CatalogueWrite } from './catalogue-writer.js';
import {
  countStaffPapers,
  findStaffPaper,
  findStaffPapers,
  insertPaper,
  updatePaper,
  type StaffPaperRow,
} from './staff-paper.repository.js';
import { LIST_PRICE_BELOW_PRICE } from './module-editor.service.js';

export interface StaffCatalogueDependencies {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditService;
  uploads: UploadService;
  write: CatalogueWrite;
}

export const PAPER_NOT_FOUND = 'Paper not found';

export function toAdminPaper({ imageFileId: _imageFileId, ...row }: StaffPaperRow): TAdminPaper {
  return {
    ...row,
    createdAt: Number(row.createdAt),
    updatedAt: row.updatedAt === null ? null : Number(row.updatedAt),
    moduleCount: Number(row.moduleCount ?? 0),
    enrolledCount: Number(row.enrolledCount ?? 0),
  };
}

/** What the audit log keeps of a paper: what staff can change, not the counts. */
function auditedPaper(paper: TAdminPaper) {
  const { moduleCount: _modules, enrolledCount: _enrolled, createdAt: _created, updatedAt: _updated, ...kept } = paper;
  return kept;
}

function checkListPrice(pricePaise: number, listPricePaise: number | null | undefined) {
  if (listPricePaise !== null && listPricePaise !== undefined && listPricePaise < pricePaise)
    throw invalidField('listPricePaise', LIST_PRICE_BELOW_PRICE);
}

export function createPaperEditorService({ db, clock, audit, uploads, write }: StaffCatalogueDependencies) {
  async function getPaper(paperId: number): Promise<TAdminPaper> {
    const row = await findStaffPaper(db, paperId);
    if (!row) throw notFound(PAPER_NOT_FOUND);
    return toAdminPaper(row);
  }

  async function listPapers(query: TAdminPaperListQueryValues): Promise<TAdminPaperPage> {
    const filter = { q: query.q?.trim() || undefined, type: query.type, status: query.status };
    const page = readPageQuery(query);
    const [total, rows] = await Promise.all([
      countStaffPapers(db, filter),
      findStaffPapers(db, filter, { ...page, sort: query.sort ?? 'title' }),
    ]);
    return pageOf(rows.map(toAdminPaper), total, page);
  }

  async function createPaper(actorUserId: number, input: TPaperInput & { listPricePaise: number | null }) {
    checkListPrice(input.pricePaise, input.listPricePaise);
    const paperId = await write(async (trx) => {
      const id = await insertPaper(trx, input, clock());
      const created = await findStaffPaper(trx, id);
      await audit.recordIn(trx, {
        actorUserId,
        action: 'paper.create',
        entityType: 'paper',
        entityId: id,
        after: created && auditedPaper(toAdminPaper(created)),
      });
      return id;
    });
    return getPaper(paperId);
  }

  async function updatePaperDetails(actorUserId: number, paperId: number, update: TPaperUpdate) {
    const { confirmArchive, ...changes } = update;
    await write(async (trx) => {
      const beforeRow = await findStaffPaper(trx, paperId);
      if (!beforeRow) throw notFound(PAPER_NOT_FOUND);
      const before = toAdminPaper(beforeRow);
      checkListPrice(changes.pricePaise ?? before.pricePaise, changes.listPricePaise ?? before.listPricePaise);
      const isArchiving = changes.status === 'archived' && before.status !== 'archived';
      if (isArchiving && before.enrolledCount > 0 && confirmArchive !== true)
        throw new AppError(
          'CONFLICT',
          `${before.enrolledCount} student${before.enrolledCount === 1 ? ' is' : 's are'} enrolled in this paper. ` +
            'Archiving keeps their access but takes the paper out of the catalogue. Confirm to archive it.',
        );
      await updatePaper(trx, paperId, changes, clock());
      const after = toAdminPaper((await findStaffPaper(trx, paperId))!);
      await audit.recordIn(trx, {
        actorUserId,
        action: isArchiving
          ? 'paper.archive'
          : changes.status === 'published' && before.status !== 'published'
            ? 'paper.publish'
            : 'paper.update',
        entityType: 'paper',
        entityId: paperId,
        before: auditedPaper(before),
        after: auditedPaper(after),
      });
    });
    return getPaper(paperId);
  }

  async function replacePicture(actorUserId: number, paperId: number, upload: SpooledUpload) {
    const replacedKey = await uploads.storeThen('image', upload, (stored) =>
      write(async (trx) => {
        const before = await findStaffPaper(trx, paperId);
        if (!before) throw notFound(PAPER_NOT_FOUND);
        const fileId = await uploads.recordIn(trx, stored);
        const imageUrl = uploads.pictureUrlOf(stored);
        await updatePaper(trx, paperId, { imageUrl, imageFileId: fileId }, clock());
        await audit.recordIn(trx, {
          actorUserId,
          action: 'paper.picture',
          entityType: 'paper',
          entityId: paperId,
          before: { imageUrl: before.imageUrl },
          after: { imageUrl },
        });
        return before.imageFileId === null ? null : uploads.forgetIn(trx, before.imageFileId);
      }),
    );
    await uploads.removeBytes(replacedKey);
    return getPaper(paperId);
  }

  return { listPapers, getPaper, createPaper, updatePaperDetails, replacePicture };
}

export type PaperEditorService = ReturnType<typeof createPaperEditorService>;
