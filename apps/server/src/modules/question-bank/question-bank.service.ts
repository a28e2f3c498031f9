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
  type TQuestionOrder,
  type TQuizCategory,
} from '@padanam/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { invalidField, notFound } from '../../errors.js';
import type { AuditService } from '../audit/audit.service.js';
import type { UploadService } from '../uploads/upload.service.js';
import { ensureTest, findCurrentQuestion, findCurrentQuestions, nextPosition } from './question-bank.repository.js';
import {
  addQuestion,
  beginRevision,
  endQuestion,
  moveQuestion,
  replaceQuestion,
} from './question-revisions.repository.js';
import { findModuleForStaff, findTest } from './test-settings.repository.js';

const questionNotFound = () => notFound('Question not found (it may have been edited or removed meanwhile)');

function draftOf(input: TQuestionInput): TQuestionDraft {
  return {
    text: input.text.trim(),
    options: input.options.map((option) => option.trim()),
    correctOption: input.correctOption,
    solution: input.solution?.trim() || null,
    imageUrl: input.imageUrl ?? null,
  };
}

/** What the question bank's services use: the database, the audit log and stored pictures. */
export interface QuestionBankDependencies {
  db: Kysely<Database>;
  audit: AuditService;
  uploads: UploadService;
}

export function createQuestionBankService({ db, audit, uploads }: QuestionBankDependencies) {
  /** A picture must be one stored here: an address from elsewhere would show students nothing. */
  async function checkPicture(draft: TQuestionDraft): Promise<void> {
    if (draft.imageUrl !== null && !(await uploads.isStoredPicture(draft.imageUrl)))
      throw invalidField('imageUrl', {
        en: 'This picture is not on Padanam any more; upload it again.',
        ml: 'ഈ ചിത്രം ഇപ്പോൾ Padanam-ൽ ഇല്ല; വീണ്ടും അപ്‌ലോഡ് ചെയ്യൂ.',
      });
  }

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
        options: row.options,
        correctOption: row.correctOption,
        solution: row.solution,
        imageUrl: row.imageUrl,
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
    await checkPicture(draft);
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
    await checkPicture(draft);
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
          options: current.options,
          correctOption: current.correctOption,
          solution: current.solution,
          imageUrl: current.imageUrl,
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

  /**
   * Puts the test's current questions in the given order as a new revision: those that move are
   * copies at their new places (new ids), so a started test keeps the order its student saw.
   */
  async function reorderQuestions(
    staffId: number,
    moduleId: number,
    category: TQuizCategory,
    { questionIds }: TQuestionOrder,
  ): Promise<TAdminQuestionList> {
    if (!(await findModuleForStaff(db, moduleId))) throw notFound('Module not found');
    await db.transaction().execute(async (trx) => {
      const test = await findTest(trx, moduleId, category);
      const current = test ? await findCurrentQuestions(trx, test.id) : [];
      const known = new Set(current.map((row) => row.id));
      if (
        !test ||
        questionIds.length !== current.length ||
        new Set(questionIds).size !== questionIds.length ||
        questionIds.some((id) => !known.has(id))
      )
        throw invalidField(
          'questionIds',
          'List every current question of this test exactly once (the list may have changed meanwhile; reload it).',
        );
      const revision = await beginRevision(trx, test.id);
      for (const [index, questionId] of questionIds.entries())
        if ((await moveQuestion(trx, test.id, questionId, index + 1, revision)) === null) throw questionNotFound();
      await audit.recordIn(trx, {
        actorUserId: staffId,
        action: 'question.reorder',
        entityType: 'test',
        entityId: test.id,
        before: current.map((row) => row.id),
        after: { revision, order: questionIds },
      });
    });
    return listQuestions(moduleId, category);
  }

  return { listQuestions, createQuestion, updateQuestion, deleteQuestion, reorderQuestions };
}

export type QuestionBankService = ReturnType<typeof createQuestionBankService>;
