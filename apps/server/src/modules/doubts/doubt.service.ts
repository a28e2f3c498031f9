/**
 * A student's doubts: ask one about a module they can open (optionally about a question of a
 * finished attempt of theirs), add a picture once, follow up until it is closed, and read only
 * their own. Another student's doubt is a 404, the same as one that does not exist. What of a
 * question and of the tutors' replies the student sees is the answer-key rule's (doubt-reader.ts).
 */
import type { TDoubt, TDoubtInput, TDoubtList } from '@padanam/contract';
import type { Kysely } from 'kysely';
import type { Readable } from 'node:stream';
import type { Database } from '../../db/schema.js';
import { AppError, notFound } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { AccessService } from '../learning/access.service.js';
import type { AttemptService } from '../mock-tests/attempt.service.js';
import type { SpooledUpload, UploadService } from '../uploads/upload.service.js';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import { createDoubtReader } from './doubt-reader.js';
import {
  attachImage,
  findDoubtState,
  findImage,
  insertDoubt,
  insertMessage,
  isQuestionOfFinishedAttempt,
  setDoubtStatus,
} from './doubt.repository.js';

/** The most doubts a student's list shows, newest activity first. */
export const OWN_DOUBTS_LIMIT = 200;

export const CLOSED_DOUBT_MESSAGE = {
  en: 'This doubt is closed. Ask a new doubt if you still need help.',
  ml: 'ഈ സംശയം ക്ലോസ് ചെയ്തു. ഇനിയും സഹായം വേണമെങ്കിൽ പുതിയൊരു സംശയം ചോദിക്കൂ.',
} as const;

const doubtNotFound = () => notFound('Doubt not found');

export function createDoubtService({
  db,
  clock,
  access,
  attempts,
  uploads,
  storage,
}: {
  db: Kysely<Database>;
  clock: Clock;
  access: AccessService;
  attempts: Pick<AttemptService, 'answerKeyOfAttempt'>;
  uploads: UploadService;
  storage: FileStorage;
}) {
  const reader = createDoubtReader(db, attempts);

  async function listOwn(userId: number): Promise<TDoubtList> {
    return { items: await reader.ownSummaries(userId, { order: 'desc', limit: OWN_DOUBTS_LIMIT, offset: 0 }) };
  }

  async function readOwn(userId: number, doubtId: number): Promise<TDoubt> {
    const doubt = await reader.one({ id: doubtId, userId }, 'student');
    if (!doubt) throw doubtNotFound();
    const { student: _student, ...own } = doubt;
    return own;
  }

  async function ask(userId: number, input: TDoubtInput): Promise<TDoubt> {
    await access.assertCanOpenModule(userId, input.moduleId);
    const question =
      input.attemptId !== undefined && input.questionId !== undefined
        ? { attemptId: input.attemptId, questionId: input.questionId }
        : null;
    if (question && !(await isQuestionOfFinishedAttempt(db, { userId, moduleId: input.moduleId, ...question })))
      throw notFound('That question is not in a finished test of yours in this module');
    const now = clock();
    const doubtId = await db.transaction().execute(async (trx) => {
      const id = await insertDoubt(trx, {
        userId,
        moduleId: input.moduleId,
        attemptId: question?.attemptId ?? null,
        questionId: question?.questionId ?? null,
        now,
      });
      await insertMessage(trx, {
        doubtId: id,
        authorUserId: userId,
        fromTutor: false,
        body: input.text.trim(),
        createdAt: now,
      });
      return id;
    });
    return readOwn(userId, doubtId);
  }

  async function ownState(userId: number, doubtId: number) {
    const state = await findDoubtState(db, doubtId);
    if (!state || state.userId !== userId) throw doubtNotFound();
    return state;
  }

  /** A follow-up puts the doubt back in the tutors' queue. */
  async function followUp(userId: number, doubtId: number, text: string): Promise<TDoubt> {
    const state = await ownState(userId, doubtId);
    if (state.status === 'closed') throw new AppError('CONFLICT', CLOSED_DOUBT_MESSAGE);
    const now = clock();
    await db.transaction().execute(async (trx) => {
      await insertMessage(trx, { doubtId, authorUserId: userId, fromTutor: false, body: text.trim(), createdAt: now });
      await setDoubtStatus(trx, doubtId, { status: 'open', updatedAt: now, closedAt: null });
    });
    return readOwn(userId, doubtId);
  }

  async function attach(userId: number, doubtId: number, upload: SpooledUpload): Promise<TDoubt> {
    const state = await ownState(userId, doubtId);
    const hasOne = () =>
      new AppError('CONFLICT', { en: 'This doubt has its picture already.', ml: 'ഈ സംശയത്തിന് ഇതിനകം ഒരു ചിത്രമുണ്ട്.' });
    if (state.imageFileId !== null) throw hasOne();
    await uploads.storeThen('doubt', upload, (stored) =>
      db.transaction().execute(async (trx) => {
        const fileId = await uploads.recordIn(trx, stored);
        if (!(await attachImage(trx, doubtId, fileId))) throw hasOne();
      }),
    );
    return readOwn(userId, doubtId);
  }

  /** The picture, for its student (`userId`) or for staff (null). */
  async function readImage(
    userId: number | null,
    doubtId: number,
  ): Promise<{ contentType: string; sizeBytes: number; body: Readable }> {
    const file = await findImage(db, doubtId);
    if (!file || (userId !== null && file.userId !== userId)) throw notFound('This doubt has no picture');
    return {
      contentType: file.contentType,
      sizeBytes: Number(file.sizeBytes),
      body: await storage.read(file.storageKey),
    };
  }

  return { listOwn, readOwn, ask, followUp, attach, readImage };
}

export type DoubtService = ReturnType<typeof createDoubtService>;
