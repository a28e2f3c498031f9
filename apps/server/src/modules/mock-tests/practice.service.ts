/**
 * The mistake notebook and untimed practice. A question is the student's to practise only
 * while THE answer-key rule (`answerKeyOf`, test-window.ts) opens its attempt's key to them:
 * the test is finished, its review timing has come, and they still have the module (the
 * access rule, re-checked in the same query on every request). Questions are read at the
 * revision the attempt was taken with, as the answer key reads them. Practice asks without a
 * key and answers with one only after the student has chosen; it writes its own tables, so
 * results and the leaderboard never see it. Two right answers master a question (it leaves
 * the notebook) until the student brings it back.
 */
import type { Kysely } from 'kysely';
import {
  PRACTICE_RIGHT_TO_MASTER,
  type TNotebook,
  type TNotebookEntry,
  type TNotebookPaper,
  type TNotebookRestored,
  type TNotebookWaiting,
  type TPracticeFeedback,
  type TPracticeQuestion,
} from '@padanam/contract';
import type { Database } from '../../db/schema.js';
import { AppError, notFound } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { AccessService } from '../learning/access.service.js';
import { type AttemptRow, findFinishedAttemptsOfUser } from './attempt.repository.js';
import {
  type Mastery,
  findAnswersOfAttempts,
  findAttemptOfQuestion,
  findMasteryOfUser,
  recordPracticeAnswer,
  restoreToNotebook,
} from './practice.repository.js';
import { createQuizCache } from './quiz-cache.js';
import type { LiveQuestion, QuizRow } from './quiz.repository.js';
import { answerKeyOf, answerKeyRefusal } from './test-window.js';

const questionNotFound = () => notFound('That question is not in your practice.');

/** One question of a finished attempt whose key is open to its student. */
interface KeyedQuestion {
  attempt: AttemptRow;
  quiz: QuizRow;
  question: LiveQuestion;
  number: number;
  chosenOption: number | null;
  status: 'correct' | 'wrong' | 'unanswered';
  mastery: Mastery | undefined;
}

export interface PracticeServiceDependencies {
  db: Kysely<Database>;
  clock: Clock;
  access: AccessService;
}

export function createPracticeService({ db, clock, access }: PracticeServiceDependencies) {
  const quizzes = createQuizCache(db, clock);

  /** Every question of the student's finished tests whose key is open to them, and the tests still waiting. */
  async function keyedQuestions(userId: number): Promise<{ questions: KeyedQuestion[]; waiting: TNotebookWaiting[] }> {
    // Only attempts whose module still opens to the student (a revoked enrollment leaves them out).
    const attempts = await findFinishedAttemptsOfUser(db, userId);
    const now = clock();
    const open: { attempt: AttemptRow; quiz: QuizRow }[] = [];
    const waiting: TNotebookWaiting[] = [];
    for (const attempt of attempts) {
      const quiz = await quizzes.quiz(attempt.quizId);
      if (!quiz) continue;
      const key = answerKeyOf({ status: attempt.status, opensToStudent: true }, quiz, now);
      if (key.isOpen) open.push({ attempt, quiz });
      else if (key.opensAt !== null) {
        waiting.push({
          attemptId: attempt.id,
          testTitle: quiz.title,
          paperTitle: quiz.paperTitle,
          moduleNumber: quiz.moduleNumber,
          moduleTitle: quiz.moduleTitle,
          opensAt: key.opensAt,
        });
      }
    }
    const [answers, mastery] = await Promise.all([
      findAnswersOfAttempts(
        db,
        open.map(({ attempt }) => attempt.id),
      ),
      findMasteryOfUser(db, userId),
    ]);
    const questions: KeyedQuestion[] = [];
    for (const { attempt, quiz } of open) {
      const live = await quizzes.questions(quiz.id, attempt.quizRevision);
      const chosen = answers.get(attempt.id);
      live.forEach((question, index) => {
        const chosenOption = chosen?.get(question.id) ?? null;
        const status =
          chosenOption === null ? 'unanswered' : chosenOption === question.correctOption ? 'correct' : 'wrong';
        questions.push({
          attempt,
          quiz,
          question,
          number: index + 1,
          chosenOption,
          status,
          mastery: mastery.get(question.id),
        });
      });
    }
    questions.sort(
      (a, b) =>
        a.quiz.paperTitle.localeCompare(b.quiz.paperTitle) ||
        a.quiz.paperId - b.quiz.paperId ||
        a.quiz.moduleNumber - b.quiz.moduleNumber ||
        // Weekly Challenge before Special Exam, then in the test's order.
        b.quiz.category.localeCompare(a.quiz.category) ||
        a.number - b.number,
    );
    return { questions, waiting: waiting.sort((a, b) => a.opensAt - b.opensAt) };
  }

  const isMistake = (entry: KeyedQuestion) => entry.status !== 'correct';
  const isMastered = (entry: KeyedQuestion) => (entry.mastery?.masteredAt ?? null) !== null;

  function entryOf(entry: KeyedQuestion): TNotebookEntry {
    return {
      questionId: entry.question.id,
      attemptId: entry.attempt.id,
      testTitle: entry.quiz.title,
      category: entry.quiz.category,
      number: entry.number,
      text: entry.question.text,
      options: entry.question.options,
      imageUrl: entry.question.imageUrl,
      chosenOption: entry.chosenOption,
      correctOption: entry.question.correctOption,
      solution: entry.question.solution,
      status: entry.status === 'wrong' ? 'wrong' : 'unanswered',
      timesRight: entry.mastery?.timesRight ?? 0,
    };
  }

  /** Grouped by paper, then module, keeping the (sorted) order of `entries`. */
  function grouped(entries: KeyedQuestion[]): TNotebookPaper[] {
    const papers: TNotebookPaper[] = [];
    for (const entry of entries) {
      const { quiz } = entry;
      let paper = papers.at(-1);
      if (paper?.paperId !== quiz.paperId) {
        paper = { paperId: quiz.paperId, paperTitle: quiz.paperTitle, paperType: quiz.paperType, modules: [] };
        papers.push(paper);
      }
      let module = paper.modules.at(-1);
      if (module?.moduleId !== quiz.moduleId) {
        module = {
          moduleId: quiz.moduleId,
          moduleNumber: quiz.moduleNumber,
          moduleTitle: quiz.moduleTitle,
          entries: [],
        };
        paper.modules.push(module);
      }
      module.entries.push(entryOf(entry));
    }
    return papers;
  }

  async function getNotebook(userId: number): Promise<TNotebook> {
    const { questions, waiting } = await keyedQuestions(userId);
    const mistakes = questions.filter(isMistake);
    return {
      papers: grouped(mistakes.filter((entry) => !isMastered(entry))),
      mastered: grouped(mistakes.filter(isMastered)),
      waiting,
    };
  }

  /**
   * A practice set, without keys: the notebook's questions (of one module, when given), or every
   * question of a module's tests whose key is open to the student.
   */
  async function getPracticeSet(
    userId: number,
    source: 'notebook' | 'module',
    moduleId: number | undefined,
  ): Promise<TPracticeQuestion[]> {
    // 404 for a module that is not there, 403 NOT_ENROLLED for one the student may not open.
    if (moduleId !== undefined) await access.assertCanOpenModule(userId, moduleId);
    const { questions } = await keyedQuestions(userId);
    return questions
      .filter((entry) => moduleId === undefined || entry.quiz.moduleId === moduleId)
      .filter((entry) => source === 'module' || (isMistake(entry) && !isMastered(entry)))
      .map(({ quiz, question }) => ({
        // An allowlist of fields: the correct option and the solution never leave here.
        id: question.id,
        text: question.text,
        options: question.options,
        imageUrl: question.imageUrl,
        testTitle: quiz.title,
        paperTitle: quiz.paperTitle,
        moduleNumber: quiz.moduleNumber,
        moduleTitle: quiz.moduleTitle,
      }));
  }

  /**
   * The question as the student's finished attempt asked it, once its key is open to them:
   * 404 for a question of a test they have not taken (or of no test), the key's own refusal
   * (403) while it is closed, NOT_ENROLLED once the module is no longer theirs.
   */
  async function keyedQuestion(userId: number, questionId: number): Promise<LiveQuestion> {
    const found = await findAttemptOfQuestion(db, userId, questionId);
    const quiz = found && (await quizzes.quiz(found.attempt.quizId));
    if (!found || !quiz) throw questionNotFound();
    const question = (await quizzes.questions(quiz.id, found.attempt.quizRevision)).find(
      (entry) => entry.id === questionId,
    );
    if (!question) throw questionNotFound();
    const refusal = answerKeyRefusal(
      answerKeyOf({ status: found.attempt.status, opensToStudent: found.opensToStudent }, quiz, clock()),
    );
    if (refusal) throw refusal;
    return question;
  }

  async function answerPractice(userId: number, questionId: number, option: number): Promise<TPracticeFeedback> {
    const question = await keyedQuestion(userId, questionId);
    if (option >= question.options.length) {
      throw new AppError('VALIDATION_FAILED', `option: must be between 0 and ${question.options.length - 1}`);
    }
    const isCorrect = option === question.correctOption;
    const mastery = await recordPracticeAnswer(
      db,
      { userId, questionId, chosenOption: option, isCorrect, answeredAt: clock() },
      PRACTICE_RIGHT_TO_MASTER,
    );
    return {
      questionId,
      option,
      isCorrect,
      correctOption: question.correctOption,
      solution: question.solution,
      timesRight: mastery.timesRight,
      isMastered: mastery.masteredAt !== null,
    };
  }

  async function restoreQuestion(userId: number, questionId: number): Promise<TNotebookRestored> {
    await keyedQuestion(userId, questionId);
    await restoreToNotebook(db, userId, questionId, clock());
    return { questionId, timesRight: 0, isMastered: false };
  }

  return { getNotebook, getPracticeSet, answerPractice, restoreQuestion };
}

export type PracticeService = ReturnType<typeof createPracticeService>;
