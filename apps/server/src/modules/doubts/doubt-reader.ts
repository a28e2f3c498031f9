/**
 * Doubts as the API shows them, to their student and to staff: the list's summaries, and one
 * doubt whole (its question as the student answered it, and every message). What of a question
 * the student sees is the answer-key rule's (modules/mock-tests/test-window.ts), asked through
 * the attempt service: no question once they no longer have the module; no correct option until
 * the key is open; no tutor's reply while the key's review timing still holds it back (a reply
 * may give the answer away). Staff see everything, and when the student will.
 */
import type { TAdminDoubt, TAdminDoubtSummary, TOwnDoubtSummary } from '@padanam/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AnswerKey, AttemptService } from '../mock-tests/attempt.service.js';
import { findDoubtQuestion, findDoubts, findMessages, type DoubtFilter, type DoubtRow } from './doubt.repository.js';

function toSummary(row: DoubtRow): TAdminDoubtSummary {
  return {
    id: row.id,
    status: row.status,
    paperId: row.paperId,
    paperTitle: row.paperTitle,
    moduleId: row.moduleId,
    moduleTitle: row.moduleTitle,
    // The count is 0, not null, for a doubt about no question.
    questionNumber: row.questionId === null ? null : Number(row.questionNumber),
    excerpt: row.excerpt ?? '',
    hasImage: row.imageFileId !== null,
    createdAt: Number(row.createdAt),
    updatedAt: Number(row.updatedAt),
    student: { id: row.userId, name: row.userName, phone: row.phone },
  };
}

/** Who reads a doubt: its student, or a tutor (staff). */
export type DoubtAudience = 'student' | 'tutor';

export function createDoubtReader(db: Kysely<Database>, attempts: Pick<AttemptService, 'answerKeyOfAttempt'>) {
  async function summaries(filter: DoubtFilter, page: { order: 'asc' | 'desc'; limit: number; offset: number }) {
    return (await findDoubts(db, filter, page)).map(toSummary);
  }

  /**
   * A student's own list, each doubt with when a held answer shows: the answer key is asked
   * once for each attempt that an answered doubt is about (a doubt about no question, or one
   * waiting for a tutor, holds nothing back).
   */
  async function ownSummaries(
    userId: number,
    page: { order: 'asc' | 'desc'; limit: number; offset: number },
  ): Promise<TOwnDoubtSummary[]> {
    const rows = await findDoubts(db, { userId }, page);
    const attemptIds = new Set(
      rows.flatMap((row) => (row.status === 'answered' && row.attemptId !== null ? [row.attemptId] : [])),
    );
    const keys = new Map(
      await Promise.all(
        [...attemptIds].map(async (attemptId) => [attemptId, await attempts.answerKeyOfAttempt(attemptId)] as const),
      ),
    );
    return rows.map((row) => {
      const { student: _student, ...summary } = toSummary(row);
      const key = row.attemptId === null ? undefined : keys.get(row.attemptId);
      return { ...summary, answerShowsAt: answerShowsAt(row.status, key) };
    });
  }

  /**
   * One doubt whole as `audience` may see it, or undefined when the filter (an id, and for a
   * student their own) finds none.
   */
  async function one(filter: DoubtFilter & { id: number }, audience: DoubtAudience): Promise<TAdminDoubt | undefined> {
    const [row] = await findDoubts(db, filter, { order: 'asc', limit: 1, offset: 0 });
    if (!row) return undefined;
    const about =
      row.attemptId !== null && row.questionId !== null
        ? { attemptId: row.attemptId, questionId: row.questionId }
        : null;
    const [allMessages, question, key] = await Promise.all([
      findMessages(db, row.id),
      about ? findDoubtQuestion(db, about.attemptId, about.questionId) : Promise.resolve(undefined),
      about ? attempts.answerKeyOfAttempt(about.attemptId) : Promise.resolve(undefined),
    ]);
    const shown = shownTo(audience, key);
    const messages = shown.tutorReplies ? allMessages : allMessages.filter((message) => message.fromTutor !== 1);
    return {
      ...toSummary(row),
      question:
        question && shown.question
          ? {
              number: Number(row.questionNumber),
              text: question.text,
              options: question.options,
              imageUrl: question.imageUrl,
              correctOption: shown.correctOption ? question.correctOption : null,
              chosenOption: question.chosenOption,
            }
          : null,
      keyOpensAt: key?.opensAt ?? null,
      answerShowsAt: answerShowsAt(row.status, key),
      messages: messages.map((message) => ({
        id: message.id,
        from: message.fromTutor === 1 ? ('tutor' as const) : ('student' as const),
        tutorName: message.fromTutor === 1 ? (message.authorName ?? 'Padanam tutor') : null,
        text: message.body,
        createdAt: Number(message.createdAt),
      })),
    };
  }

  return { summaries, ownSummaries, one };
}

/**
 * When an answered doubt's answer shows to its student: the moment the key's timing stops
 * holding tutors' replies back (as `shownTo` does), or null when nothing is held.
 */
function answerShowsAt(status: DoubtRow['status'], key: AnswerKey | undefined): number | null {
  return status === 'answered' ? (key?.opensAt ?? null) : null;
}

/**
 * What of a doubt about a question `audience` sees, by the answer key of its attempt (undefined:
 * a doubt about no question, or its attempt gone).
 */
function shownTo(audience: DoubtAudience, key: AnswerKey | undefined) {
  if (audience === 'tutor') return { question: true, correctOption: true, tutorReplies: true };
  return {
    question: key?.hasModule ?? false,
    correctOption: key?.isOpen ?? false,
    // The thread stays the student's after a refund; only the key's timing holds replies back.
    tutorReplies: (key?.opensAt ?? null) === null,
  };
}

export type DoubtReader = ReturnType<typeof createDoubtReader>;
