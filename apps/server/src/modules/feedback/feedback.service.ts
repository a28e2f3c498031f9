/**
 * Feedback: students send an issue or a rating (an issue may carry one screenshot or PDF, sent
 * after it under the upload rules); staff read them newest first, filter, close and reopen,
 * and open an attachment. Closing is audited.
 */
import type {
  TAdminFeedback,
  TAdminFeedbackPage,
  TAdminFeedbackQueryValues,
  TFeedbackInput,
  TFeedbackReceipt,
  TIssueType,
} from '@padanam/contract';
import type { Kysely } from 'kysely';
import type { Readable } from 'node:stream';
import type { Database } from '../../db/schema.js';
import { AppError, notFound } from '../../errors.js';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import type { Clock } from '../../lib/clock.js';
import { pageOf, readPageQuery } from '../../lib/page.js';
import type { AuditService } from '../audit/audit.service.js';
import type { SpooledUpload, UploadService } from '../uploads/upload.service.js';
import {
  attachFile,
  countFeedback,
  findAttachment,
  findFeedbackPage,
  findOwnFeedback,
  insertFeedback,
  setFeedbackClosed,
  type FeedbackFilter,
} from './feedback.repository.js';

const FILE_ALREADY_ATTACHED = {
  en: 'This feedback has its file already.',
  ml: 'ഈ ഫീഡ്‌ബാക്കിന് ഇതിനകം ഒരു ഫയലുണ്ട്.',
} as const;

export function createFeedbackService({
  db,
  clock,
  audit,
  uploads,
  storage,
}: {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditService;
  uploads: UploadService;
  storage: FileStorage;
}) {
  async function send(userId: number, input: TFeedbackInput): Promise<TFeedbackReceipt> {
    const id = await insertFeedback(db, {
      userId,
      kind: input.kind,
      issueType: input.kind === 'issue' ? input.issueType : null,
      description: (input.description ?? '').trim(),
      rating: input.kind === 'rating' ? input.rating : null,
      createdAt: clock(),
    });
    return { id };
  }

  async function attach(userId: number, feedbackId: number, upload: SpooledUpload): Promise<TFeedbackReceipt> {
    const own = await findOwnFeedback(db, userId, feedbackId);
    if (!own) throw notFound('Feedback not found');
    if (own.fileId !== null) throw new AppError('CONFLICT', FILE_ALREADY_ATTACHED);
    await uploads.storeThen('attachment', upload, (stored) =>
      db.transaction().execute(async (trx) => {
        const fileId = await uploads.recordIn(trx, stored);
        if (!(await attachFile(trx, feedbackId, fileId))) throw new AppError('CONFLICT', FILE_ALREADY_ATTACHED);
      }),
    );
    return { id: feedbackId };
  }

  async function findPage(filter: FeedbackFilter, query: { page?: number; pageSize?: number; order?: 'asc' | 'desc' }) {
    const page = readPageQuery(query, 'desc');
    const [total, rows] = await Promise.all([countFeedback(db, filter), findFeedbackPage(db, filter, page)]);
    const items: TAdminFeedback[] = rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      issueType: row.issueType as TIssueType | null,
      description: row.description,
      rating: row.rating,
      hasAttachment: row.fileId !== null,
      from: { id: row.userId, name: row.name, phone: row.phone },
      createdAt: Number(row.createdAt),
      closedAt: row.closedAt === null ? null : Number(row.closedAt),
    }));
    return pageOf(items, total, page);
  }

  async function listFeedback(query: TAdminFeedbackQueryValues): Promise<TAdminFeedbackPage> {
    return findPage({ kind: query.kind, issueType: query.issueType, state: query.state }, query);
  }

  async function oneFeedback(id: number): Promise<TAdminFeedback> {
    const [item] = (await findPage({ id }, {})).items;
    if (!item) throw notFound('Feedback not found');
    return item;
  }

  async function setClosed(staffId: number, id: number, isClosed: boolean): Promise<TAdminFeedback> {
    const before = await oneFeedback(id);
    await db.transaction().execute(async (trx) => {
      await setFeedbackClosed(
        trx,
        id,
        isClosed ? { closedAt: before.closedAt ?? clock(), closedByUserId: staffId } : null,
      );
      await audit.recordIn(trx, {
        actorUserId: staffId,
        action: isClosed ? 'feedback.close' : 'feedback.reopen',
        entityType: 'feedback',
        entityId: id,
        before: { closedAt: before.closedAt },
        after: { closed: isClosed },
      });
    });
    return oneFeedback(id);
  }

  async function readAttachment(
    id: number,
  ): Promise<{ contentType: string; sizeBytes: number; fileName: string; body: Readable }> {
    const file = await findAttachment(db, id);
    if (!file) throw notFound('This feedback has no file');
    return {
      contentType: file.contentType,
      sizeBytes: Number(file.sizeBytes),
      fileName: file.originalName,
      body: await storage.read(file.storageKey),
    };
  }

  return { send, attach, listFeedback, setClosed, readAttachment };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
