/**
 * The question bank as teachers and admins keep it: a test's current questions; adding, editing
 * and removing one, each a new revision of the test (question-revisions.repository.ts) so a test
 * already started never changes; every change audited in its transaction.
 */
import {
  QUIZ_TITLES,
  type TAdminQuestionList,
  type TQuestionDraft,
  type TQuestionInput,
  type TQuizCategory,
} from '@padanam/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import type { AuditService } from '../audit/audit.service.js';
import { ensureTest, findCurrentQuestion, findCurrentQuestions, nextPosition } from './question-bank.repository.js';
import { addQuestion, beginRevision, endQuestion, replaceQuestion } from './question-revisions.repository.js';
import { findModuleForStaff, findTest } from './test-settings.repository.js';

const questionNotFound = () => notFound('Question not found (it may have been edited or removed meanwhile)');

function draftOf(input: TQuestionInput): TQuestionDraft {
  return {
    text: input.text.trim(),
    options: input.options.map((option) => option.trim()),
    correctOption: input.correctOption,
    solution: input.solution?.trim() || null,
    imageUrl: null,
  };
}

export function createQuestionBankService({ db, audit }: { db: Kysely<Database>; audit: AuditService }) {
  async function listQuestions(moduleId: number, category: TQuizCategory): Promise<TAdminQuestionList> {
    if (!(await findModuleForStaff(db, moduleId))) throw notFound('Module not found');
    const test = await findTest(db, moduleId, category);
    const rows = test ? await findCurrentQuestions(db, test.id) : [];
    return {
      moduleId,
      category,
      quizId: test?.id ?? null,
      revision: test?.revision ?? 0,
      questions: rows.map((row, index) => ({
        id: row.id,
        number: index + 1,
        text: row.text,
        options: JSON.parse(row.options) as string[],
        correctOption: row.correctOption,
        solution: row.solution,
      })),
    };
  }

  async function createQuestion(
    staffId: number,
    moduleId: number,
    category: TQuizCategory,
    input: TQuestionInput,
  ): Promise<TAdminQuestionList> {
    if (!(await findModuleForStaff(db, moduleId))) throw notFound('Module not found');
    const draft = draftOf(input);
    await db.transaction().execute(async (trx) => {
      const quizId = await ensureTest(trx, { moduleId, category, title: QUIZ_TITLES[category] });
      const revision = await beginRevision(trx, quizId);
      const id = await addQuestion(trx, quizId, draft, await nextPosition(trx, quizId), revision);
      await audit.recordIn(trx, {
        actorUserId: staffId,
        action: 'question.create',
        entityType: 'question',
        entityId: id,
        before: null,
        after: { moduleId, category, revision, ...draft },
      });
    });
    return listQuestions(moduleId, category);
  }

  async function updateQuestion(staffId: number, questionId: number, input: TQuestionInput) {
    const current = await findCurrentQuestion(db, questionId);
    if (!current) throw questionNotFound();
    const draft = draftOf(input);
    await db.transaction().execute(async (trx) => {
      const revision = await beginRevision(trx, current.quizId);
      const id = await replaceQuestion(trx, current.quizId, questionId, draft, revision);
      if (id === null) throw questionNotFound();
      await audit.recordIn(trx, {
        actorUserId: staffId,
        action: 'question.update',
        entityType: 'question',
        entityId: id,
        before: {
          id: questionId,
          text: current.text,
          options: JSON.parse(current.options),
          correctOption: current.correctOption,
          solution: current.solution,
        },
        after: { revision, ...draft },
      });
    });
    return listQuestions(current.moduleId, current.category);
  }

  async function deleteQuestion(staffId: number, questionId: number): Promise<TAdminQuestionList> {
    const current = await findCurrentQuestion(db, questionId);
    if (!current) throw questionNotFound();
    await db.transaction().execute(async (trx) => {
      const revision = await beginRevision(trx, current.quizId);
      if (!(await endQuestion(trx, current.quizId, questionId, revision))) throw questionNotFound();
      await audit.recordIn(trx, {
        actorUserId: staffId,
        action: 'question.delete',
        entityType: 'question',
        entityId: questionId,
        before: { text: current.text },
        after: { revision, removed: true },
      });
    });
    return listQuestions(current.moduleId, current.category);
  }

  return { listQuestions, createQuestion, updateQuestion, deleteQuestion };
}

export type QuestionBankService = ReturnType<typeof createQuestionBankService>;
