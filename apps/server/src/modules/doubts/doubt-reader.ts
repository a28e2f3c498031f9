/**
 * Doubts as the API shows them, to their student and to staff alike: the list's summaries, and
 * one doubt whole (its question as the student saw it in the key, and every message).
 */
import type { TAdminDoubt, TAdminDoubtSummary } from '@padanam/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
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

export function createDoubtReader(db: Kysely<Database>) {
  async function summaries(filter: DoubtFilter, page: { order: 'asc' | 'desc'; limit: number; offset: number }) {
    return (await findDoubts(db, filter, page)).map(toSummary);
  }

  /** One doubt whole, or undefined when the filter (an id, and for a student their own) finds none. */
  async function one(filter: DoubtFilter & { id: number }): Promise<TAdminDoubt | undefined> {
    const [row] = await findDoubts(db, filter, { order: 'asc', limit: 1, offset: 0 });
    if (!row) return undefined;
    const [messages, question] = await Promise.all([
      findMessages(db, row.id),
      row.attemptId !== null && row.questionId !== null
        ? findDoubtQuestion(db, row.attemptId, row.questionId)
        : Promise.resolve(undefined),
    ]);
    return {
      ...toSummary(row),
      question:
        question && row.questionId !== null
          ? {
              number: Number(row.questionNumber),
              text: question.text,
              options: JSON.parse(question.options) as string[],
              imageUrl: question.imageUrl,
              correctOption: question.correctOption,
              chosenOption: question.chosenOption,
            }
          : null,
      messages: messages.map((message) => ({
        id: message.id,
        from: message.fromTutor === 1 ? ('tutor' as const) : ('student' as const),
        tutorName: message.fromTutor === 1 ? (message.authorName ?? 'Padanam tutor') : null,
        text: message.body,
        createdAt: Number(message.createdAt),
      })),
    };
  }

  return { summaries, one };
}

export type DoubtReader = ReturnType<typeof createDoubtReader>;
