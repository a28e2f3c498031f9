/**
 * Mock-test attempts, modelled on Moodle's quiz: the server owns the clock (deadline =
 * start + 35 minutes), accepts saves until 5 s past it for answers in flight, closes
 * overdue attempts itself with every saved answer counted, grades on the server, and
 * shows the answer key only once an attempt is finished. One attempt per student per
 * test; a submit, however often repeated or raced, ends in one result.
 *
 * Every attempt route applies the access rule again (SECURITY-CHECKLIST 41): once the
 * enrollment that opened the module is revoked (a refund, a staff decision), the student's
 * attempts there answer 403 NOT_ENROLLED, open or finished: no resume, save or submit, no
 * result and no answer key, and the results lists leave them out. An open attempt is not
 * graded on the student's behalf then: it stays open, and the sweep closes it at its
 * deadline with the answers saved while it was allowed, as for any student who went
 * silent. Granting the module again opens the attempt, its result and its review again.
 */
import {
  type AnswerKey,
  answerKeyOf,
  answerKeyRefusal,
  deadlineOf,
  reviewOpensAt,
  startRefusal,
} from './test-window.js';
import type { Kysely, Transaction } from 'kysely';
import {
  SAVE_GRACE_SECONDS,
  type TAnswerSaved,
  type TAttempt,
  type TAttemptQuestion,
  type TAttemptAnalysis,
  type TAttemptReview,
  type TAttemptStanding,
  type TFinishedAttempt,
  type TModuleTest,
  type TOpenAttemptList,
  type TPositionSaved,
  type TQuestionVisit,
  type TQuizCategory,
  type TQuizResult,
  type TResultListEntry,
} from '@padanam/contract';
import { createGroupCommit } from '../../db/group-commit.js';
import type { Database } from '../../db/schema.js';
import { AppError, notFound } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { type AccessService, notEnrolled } from '../learning/access.service.js';
import {
  type AnswerState,
  type AttemptRow,
  findAnswerStates,
  findAnswers,
  findAttemptById,
  findAttemptByUserAndQuiz,
  findAttemptFacts,
  capSecondsOnScreen,
  type AttemptFacts,
  type LockedAttempt,
  findAttemptWithAccess,
  findAttemptWithAnswersForWrite,
  findAttemptsOfUserForQuizzes,
  findFinishedAttemptsOfUser,
  findOpenAttemptsOfUser,
  findOverdueAttemptIds,
  finishAttempt,
  insertAttemptOnce,
  recordPositionWhileOpen,
  saveAnswerWhileOpen,
} from './attempt.repository.js';
import { gradeAnswers, percentageOf, toMarks } from './grading.js';
import { periodKeysFor } from './period-keys.js';
import { analysisQuestions, percentileOf, questionTimes, rankOf } from './result-analysis.js';
import { findAnswersWithTime } from './results.repository.js';
import { createTestFigures } from './test-figures.js';
import { createQuizCache } from './quiz-cache.js';
import {
  type LiveQuestion,
  type QuizRow,
  countLiveQuestions,
  findQuizzesByModule,
  moduleIsVisible,
} from './quiz.repository.js';

export type { AnswerKey } from './test-window.js';

export const SAVE_GRACE_MS = SAVE_GRACE_SECONDS * 1000;
const SWEEP_BATCH = 200;
/** A few hundred bytes each: a whole college's exam day stays in memory. */
const ATTEMPT_FACTS_KEPT = 100_000;
const attemptNotFound = () => notFound('Attempt not found');
const attemptClosed = () =>
  new AppError('ATTEMPT_CLOSED', {
    en: 'This test has ended, so the answer was not saved. Your saved answers were graded.',
    ml: 'ഈ ടെസ്റ്റ് അവസാനിച്ചതിനാൽ ഉത്തരം സേവ് ചെയ്തില്ല. സേവ് ചെയ്ത ഉത്തരങ്ങൾക്ക് മാർക്ക് നൽകി.',
  });

export interface AttemptServiceDependencies {
  db: Kysely<Database>;
  clock: Clock;
  isPostgres: boolean;
  access: AccessService;
  /** Told after each result is graded (the leaderboard drops what it shares). */
  onGraded?: () => void;
}

export function createAttemptService({ db, clock, isPostgres, access, onGraded }: AttemptServiceDependencies) {
  const quizzes = createQuizCache(db, clock);
  // Autosaves arriving together commit together on SQLite (db/group-commit.ts).
  const autosaves = createGroupCommit(db);

  const maxMarksOf = (quiz: QuizRow, questionCount: number) => quiz.maxMarks ?? questionCount;
  const isOverdue = (attempt: AttemptRow, now: number) => now > attempt.deadlineAt + SAVE_GRACE_MS;

  function infoOf(attempt: AttemptRow, quiz: QuizRow) {
    return {
      id: attempt.id,
      quizId: quiz.id,
      moduleId: quiz.moduleId,
      moduleNumber: quiz.moduleNumber,
      moduleTitle: quiz.moduleTitle,
      paperId: quiz.paperId,
      paperTitle: quiz.paperTitle,
      paperType: quiz.paperType,
      category: quiz.category,
      title: quiz.title,
      startedAt: attempt.startedAt,
    };
  }

  function resultOf(attempt: AttemptRow): TQuizResult {
    const total = attempt.totalQuestions ?? 0;
    const answered = attempt.answeredQuestions ?? 0;
    const score = attempt.scoreHundredths ?? 0;
    const maxMarks = attempt.maxMarks ?? total;
    return {
      totalQuestions: total,
      answeredQuestions: answered,
      unansweredQuestions: total - answered,
      correctAnswers: attempt.correctAnswers ?? 0,
      wrongAnswers: attempt.wrongAnswers ?? 0,
      skippedQuestions: total - answered,
      workingTime: attempt.workingTimeSeconds ?? 0,
      totalScore: toMarks(score),
      maxMarks,
      percentage: percentageOf(score, maxMarks),
      finishedAt: attempt.finishedAt ?? attempt.deadlineAt,
    };
  }

  const finishedView = (attempt: AttemptRow, quiz: QuizRow): TFinishedAttempt => ({
    ...infoOf(attempt, quiz),
    status: 'finished',
    result: resultOf(attempt),
  });

  /** `knownAnswers` spares the read for an attempt that has just been created. */
  async function openView(
    attempt: AttemptRow,
    quiz: QuizRow,
    knownAnswers?: Map<number, AnswerState>,
  ): Promise<TAttempt> {
    const [live, shown, states] = await Promise.all([
      quizzes.questions(quiz.id, attempt.quizRevision),
      quizzes.studentQuestions(quiz.id, attempt.quizRevision),
      knownAnswers ?? findAnswerStates(db, attempt.id),
    ]);
    // One pass over the rows the student has touched (none for a new attempt).
    const answers: Record<string, number | null> = {};
    const marked: number[] = [];
    const visited: number[] = [];
    let currentQuestionId: number | null = null;
    if (states.size > 0) {
      let latest = 0;
      for (const question of live) {
        const state = states.get(question.id);
        if (!state) continue;
        answers[String(question.id)] = state.chosenOption;
        visited.push(question.id);
        if (state.marked) marked.push(question.id);
        if (state.seenOrder > latest) {
          latest = state.seenOrder;
          currentQuestionId = question.id;
        }
      }
    }
    return {
      ...infoOf(attempt, quiz),
      status: 'open',
      deadlineAt: attempt.deadlineAt,
      serverNow: clock(),
      durationSeconds: Math.round((attempt.deadlineAt - attempt.startedAt) / 1000),
      maxMarks: maxMarksOf(quiz, live.length),
      // The same frozen array for every student of the revision (the reply's JSON is made once for it).
      questions: shown as TAttemptQuestion[],
      answers,
      currentQuestionId,
      marked,
      visited,
    };
  }

  /**
   * Grades and closes an attempt inside `trx`, which holds it locked with `answers` read, and
   * holds its seconds on screen to its working time. `live` is read before the transaction:
   * SQLite has one connection, so no other query may run while the transaction holds it.
   * `timedOut`: the clock reached the deadline before it closed (the report counts those apart).
   */
  async function closeInTransaction(
    trx: Transaction<Database>,
    { attempt, answers, secondsOnScreen }: Omit<LockedAttempt, 'opensToStudent'>,
    quiz: QuizRow,
    live: LiveQuestion[],
    finishedAt: number,
    timedOut: boolean,
  ): Promise<AttemptRow | undefined> {
    const grade = gradeAnswers(live, answers);
    const workingTimeSeconds = Math.max(0, Math.round((finishedAt - attempt.startedAt) / 1000));
    const closed = await finishAttempt(
      trx,
      attempt.id,
      { finishedAt, ...grade, maxMarks: maxMarksOf(quiz, live.length), workingTimeSeconds, timedOut: timedOut ? 1 : 0 },
      periodKeysFor(finishedAt),
      isPostgres,
    );
    if (!closed) return findAttemptById(trx, attempt.id); // finished meanwhile: the first result stands
    if (secondsOnScreen > workingTimeSeconds) {
      await capSecondsOnScreen(trx, attempt.id, secondsOnScreen, workingTimeSeconds);
    }
    return closed;
  }

  /** Closes an overdue attempt as of its deadline (the student never came back). */
  async function closeIfOverdue(attempt: AttemptRow, quiz: QuizRow): Promise<AttemptRow> {
    if (attempt.status !== 'open' || !isOverdue(attempt, clock())) return attempt;
    const live = await quizzes.questions(quiz.id, attempt.quizRevision);
    const closed = await db.transaction().execute(async (trx) => {
      const locked = await findAttemptWithAnswersForWrite(trx, attempt.id);
      if (locked?.attempt.status !== 'open') return locked?.attempt;
      return closeInTransaction(trx, locked, quiz, live, locked.attempt.deadlineAt, true);
    });
    onGraded?.(); // after the commit, so nobody re-reads the board before the result is in
    return closed ?? attempt;
  }

  /** The caller's attempt, its access re-checked in the same read. */
  async function ownedAttempt(userId: number, attemptId: number) {
    const found = await findAttemptWithAccess(db, attemptId);
    // Someone else's attempt is indistinguishable from one that does not exist.
    if (!found || found.attempt.userId !== userId) throw attemptNotFound();
    if (!found.opensToStudent) throw notEnrolled();
    const { attempt } = found;
    const quiz = await quizzes.quiz(attempt.quizId);
    if (!quiz) throw attemptNotFound();
    return { attempt: await closeIfOverdue(attempt, quiz), quiz };
  }

  /**
   * Whose an attempt is and which test it belongs to never change, so they stay in memory
   * (bounded): a save or a submit then needs no read before its write.
   */
  const attemptFacts = new TtlCache({
    ttlMs: Number.POSITIVE_INFINITY,
    maxEntries: ATTEMPT_FACTS_KEPT,
    clock,
    load: async (attemptId: number) => {
      const facts = await findAttemptFacts(db, attemptId);
      if (!facts) throw attemptNotFound(); // a failed load is not kept
      return facts;
    },
  });

  /** The attempt's test, the revision of its questions the attempt started with, and its clock. */
  async function ownedAttemptQuiz(
    userId: number,
    attemptId: number,
  ): Promise<{ quiz: QuizRow; revision: number; facts: AttemptFacts }> {
    const facts = await attemptFacts.get(attemptId);
    if (facts.userId !== userId) throw attemptNotFound();
    const quiz = await quizzes.quiz(facts.quizId);
    if (!quiz) throw attemptNotFound();
    return { quiz, revision: facts.quizRevision, facts };
  }

  const viewOf = (attempt: AttemptRow, quiz: QuizRow) =>
    attempt.status === 'finished' ? Promise.resolve(finishedView(attempt, quiz)) : openView(attempt, quiz);

  async function startAttempt(userId: number, moduleId: number, category: TQuizCategory): Promise<TAttempt> {
    const quiz = await quizzes.quizOfModule(moduleId, category);
    if (!quiz) {
      await access.assertCanOpenModule(userId, moduleId); // a module that is missing or locked says so first
      throw notFound('This module has no test of that kind.');
    }
    const live = await quizzes.questions(quiz.id, quiz.revision);
    const now = clock();
    // Outside its window a test cannot be started; an attempt already made is still shown.
    const refusal = startRefusal(quiz, now);
    // Insert first, with the access rule in the same statement: on exam day almost every
    // start is a new attempt by an allowed student, which then needs no other query.
    const created =
      live.length > 0 && !refusal
        ? await insertAttemptOnce(db, {
            userId,
            quizId: quiz.id,
            quizRevision: quiz.revision,
            moduleId,
            startedAt: now,
            deadlineAt: deadlineOf(quiz, now),
          })
        : undefined;
    if (created) return openView(created, quiz, new Map());
    await access.assertCanOpenModule(userId, moduleId);
    const existing = await findAttemptByUserAndQuiz(db, userId, quiz.id);
    if (!existing && refusal) throw refusal;
    if (!existing) {
      throw new AppError('CONFLICT', {
        en: 'No questions available for this quiz.',
        ml: 'ഈ ക്വിസിന് ചോദ്യങ്ങൾ ഒന്നും ലഭ്യമല്ല.',
      });
    }
    return viewOf(await closeIfOverdue(existing, quiz), quiz);
  }

  async function getAttempt(userId: number, attemptId: number): Promise<TAttempt> {
    const { attempt, quiz } = await ownedAttempt(userId, attemptId);
    return viewOf(attempt, quiz);
  }

  async function validOption(quizId: number, revision: number, questionId: number, option: number | null) {
    const question = (await quizzes.questions(quizId, revision)).find((entry) => entry.id === questionId);
    if (!question) throw notFound('That question is not part of this test.');
    if (option !== null && option >= question.options.length) {
      throw new AppError('VALIDATION_FAILED', `option: must be between 0 and ${question.options.length - 1}`);
    }
  }

  /**
   * A reported position's visits, each question once (one row per question in the write) in
   * the order first visited; 404 for a question outside the attempt's test.
   */
  async function visitsInTest(
    quizId: number,
    revision: number,
    position: { questionId: number; visits: TQuestionVisit[] },
  ) {
    const live = await quizzes.questions(quizId, revision);
    const secondsByQuestion = new Map<number, number>();
    for (const visit of position.visits) {
      secondsByQuestion.set(visit.questionId, (secondsByQuestion.get(visit.questionId) ?? 0) + visit.seconds);
    }
    for (const id of [position.questionId, ...secondsByQuestion.keys()]) {
      if (!live.some((question) => question.id === id)) throw notFound('That question is not part of this test.');
    }
    return [...secondsByQuestion].map(([questionId, seconds]) => ({ questionId, seconds }));
  }

  /**
   * Places are stamped in milliseconds and never twice the same in this process, so the
   * later of two reports at one instant still wins.
   */
  let lastPlaceStamp = 0;
  const placeStamp = (now: number) => (lastPlaceStamp = Math.max(now, lastPlaceStamp + 1));

  /**
   * Where the student is and the seconds on screen since the last report, with an answer or
   * alone, in one write (see `recordPositionWhileOpen`); false when the attempt refused it.
   * The seconds are capped on the server, whatever the device's clock said: no question's
   * total passes the attempt's real time so far (now, or the deadline if earlier, minus the
   * start), and the sum over its questions is held to its duration when it finishes.
   */
  async function recordPositionOf(
    facts: AttemptFacts,
    quiz: QuizRow,
    position: { questionId: number; visits: TQuestionVisit[] },
    now: number,
    answer?: { questionId: number; chosenOption: number | null; marked?: boolean },
  ): Promise<boolean> {
    const elapsedSeconds = Math.max(0, Math.floor((Math.min(now, facts.deadlineAt) - facts.startedAt) / 1000));
    const visits = (await visitsInTest(quiz.id, facts.quizRevision, position)).map((visit) => ({
      questionId: visit.questionId,
      seconds: Math.min(visit.seconds, elapsedSeconds),
    }));
    const write = {
      attemptId: facts.id,
      questionId: position.questionId,
      seenOrder: Math.max(1, placeStamp(now) - facts.startedAt + 1),
      visits,
      elapsedSeconds,
      answer,
      now,
    };
    return recordPositionWhileOpen(autosaves, write, now - SAVE_GRACE_MS);
  }

  async function saveAnswer(
    userId: number,
    attemptId: number,
    questionId: number,
    option: number | null,
    marked?: boolean,
    position?: { questionId: number; visits: TQuestionVisit[] },
  ): Promise<TAnswerSaved> {
    const { quiz, revision, facts } = await ownedAttemptQuiz(userId, attemptId);
    await validOption(quiz.id, revision, questionId, option);
    const now = clock();
    const answer = { attemptId, questionId, chosenOption: option, marked, savedAt: now };
    // The write itself checks that the attempt is open, in time and still allowed, so nothing is read first.
    const saved = position
      ? await recordPositionOf(facts, quiz, position, now, answer)
      : await saveAnswerWhileOpen(autosaves, answer, now - SAVE_GRACE_MS);
    if (saved) return { questionId, option, ...(marked === undefined ? {} : { marked }), savedAt: now };
    // Refused: 403 when access was revoked; else submitted, or overdue (then this read closes it).
    await ownedAttempt(userId, attemptId);
    throw attemptClosed();
  }

  /** The question the student is on and the seconds on screen since the last report; refused like a save after the deadline. */
  async function reportPosition(
    userId: number,
    attemptId: number,
    questionId: number,
    visits: TQuestionVisit[],
  ): Promise<TPositionSaved> {
    const { quiz, facts } = await ownedAttemptQuiz(userId, attemptId);
    const now = clock();
    if (await recordPositionOf(facts, quiz, { questionId, visits }, now)) {
      return { currentQuestionId: questionId, savedAt: now };
    }
    // Refused: 403 when access was revoked; else submitted, or overdue (then this read closes it).
    await ownedAttempt(userId, attemptId);
    throw attemptClosed();
  }

  /** The caller's tests started and not finished, with their deadlines (Home's "Continue your test"). */
  async function listOpenAttempts(userId: number): Promise<TOpenAttemptList> {
    const now = clock();
    const open = await findOpenAttemptsOfUser(db, userId, now - SAVE_GRACE_MS);
    const attempts = [];
    for (const attempt of open) {
      const quiz = await quizzes.quiz(attempt.quizId);
      if (!quiz) continue;
      const live = await quizzes.questions(quiz.id, attempt.quizRevision);
      attempts.push({ ...infoOf(attempt, quiz), deadlineAt: attempt.deadlineAt, questionCount: live.length });
    }
    return { attempts, serverNow: now };
  }

  async function submitAttempt(
    userId: number,
    attemptId: number,
    flush: Record<string, number | null> = {},
  ): Promise<TFinishedAttempt> {
    const { quiz, revision } = await ownedAttemptQuiz(userId, attemptId);
    const live = await quizzes.questions(quiz.id, revision);
    const entries = Object.entries(flush).map(([id, option]) => [Number(id), option] as const);
    // Keys are canonical (the contract refuses '022' for 22), so each question appears once at most.
    if (entries.length > live.length) {
      throw new AppError('VALIDATION_FAILED', `answers: this test has ${live.length} questions`);
    }
    for (const [questionId, option] of entries) await validOption(quiz.id, revision, questionId, option);

    const finished = await db.transaction().execute(async (trx) => {
      const locked = await findAttemptWithAnswersForWrite(trx, attemptId);
      // Revoked: nothing is flushed or graded, and a finished result is not shown either.
      if (locked && !locked.opensToStudent) throw notEnrolled();
      // Already finished (a retry, a racing submit, the sweep): the first result stands.
      if (locked?.attempt.status !== 'open') return locked?.attempt;
      const now = clock();
      for (const [questionId, option] of entries) {
        const answer = { attemptId, questionId, chosenOption: option, savedAt: now };
        // Stores nothing when the flush comes after the deadline's grace.
        if (await saveAnswerWhileOpen(trx, answer, now - SAVE_GRACE_MS)) {
          locked.answers.set(questionId, option);
        }
      }
      const hasTimedOut = now >= locked.attempt.deadlineAt;
      return closeInTransaction(trx, locked, quiz, live, Math.min(now, locked.attempt.deadlineAt), hasTimedOut);
    });
    if (!finished) throw attemptNotFound();
    onGraded?.(); // after the commit, so nobody re-reads the board before the result is in
    return finishedView(finished, quiz);
  }

  async function reviewAttempt(userId: number, attemptId: number): Promise<TAttemptReview> {
    // ownedAttempt has refused a student who no longer has the module (403 NOT_ENROLLED).
    const { attempt, quiz } = await ownedAttempt(userId, attemptId);
    const refusal = answerKeyRefusal(answerKeyOf({ status: attempt.status, opensToStudent: true }, quiz, clock()));
    if (refusal) throw refusal;
    const [live, answers] = await Promise.all([
      quizzes.questions(quiz.id, attempt.quizRevision),
      findAnswers(db, attempt.id),
    ]);
    return {
      attempt: finishedView(attempt, quiz),
      questions: live.map((question) => {
        const chosen = answers.get(question.id) ?? null;
        const status = chosen === null ? 'unanswered' : chosen === question.correctOption ? 'correct' : 'wrong';
        return { ...question, chosenOption: chosen, status } as const;
      }),
    };
  }

  /**
   * The answer-key rule for an attempt, for readers outside this module that show a question of
   * it to its student (doubts); undefined for an attempt that is gone.
   */
  async function answerKeyOfAttempt(attemptId: number): Promise<AnswerKey | undefined> {
    const found = await findAttemptWithAccess(db, attemptId);
    const quiz = found && (await quizzes.quiz(found.attempt.quizId));
    if (!found || !quiz) return undefined;
    return answerKeyOf({ status: found.attempt.status, opensToStudent: found.opensToStudent }, quiz, clock());
  }

  const figures = createTestFigures(db, clock);
  /** A finished attempt as its test's figures count it. */
  const finishOf = (
    attempt: Pick<AttemptRow, 'id' | 'finishedAt' | 'deadlineAt' | 'scoreHundredths' | 'workingTimeSeconds'>,
  ) => ({
    id: attempt.id,
    finishedAt: attempt.finishedAt ?? attempt.deadlineAt,
    scoreHundredths: attempt.scoreHundredths ?? 0,
    workingTimeSeconds: attempt.workingTimeSeconds ?? 0,
  });

  /** The caller's finished attempt (403 once the module is gone, 404 for someone else's). */
  async function ownedFinishedAttempt(userId: number, attemptId: number) {
    const owned = await ownedAttempt(userId, attemptId);
    if (owned.attempt.status !== 'finished') {
      throw new AppError('CONFLICT', {
        en: 'This test is still in progress: its standing comes once it is submitted.',
        ml: 'ഈ ടെസ്റ്റ് ഇപ്പോഴും നടക്കുകയാണ്: സബ്മിറ്റ് ചെയ്ത ശേഷം റാങ്ക് അറിയാം.',
      });
    }
    return owned;
  }

  /**
   * Where the attempt stands among every finished attempt of its test (a refund does not take a
   * result out of the others' ranking); read only while the student may open the attempt.
   */
  async function attemptStanding(userId: number, attemptId: number): Promise<TAttemptStanding> {
    const [{ attempt, quiz }, mine] = await Promise.all([
      ownedFinishedAttempt(userId, attemptId),
      findAnswersWithTime(db, attemptId), // used only once the attempt is the caller's
    ]);
    const score = attempt.scoreHundredths ?? 0;
    const [{ summary, totals }, live] = await Promise.all([
      figures.standingOfTest(quiz.id, [finishOf(attempt)]),
      quizzes.questions(quiz.id, attempt.quizRevision),
    ]);
    const { participants, byQuestion } = totals;
    const rank = rankOf(summary, score);
    const everyone = Math.max(1, summary.participants);
    return {
      attemptId: attempt.id,
      rank,
      participants: everyone,
      percentile: percentileOf(rank, everyone),
      score: toMarks(score),
      topScore: toMarks(summary.topHundredths),
      averageScore: Math.round(summary.averageHundredths) / 100,
      maxMarks: attempt.maxMarks ?? live.length,
      workingTime: attempt.workingTimeSeconds ?? 0,
      averageWorkingTime: Math.round(summary.averageWorkingTime),
      questions: questionTimes(
        live,
        new Map(mine.map((row) => [row.questionId, row.secondsOnScreen])),
        byQuestion,
        participants,
      ),
    };
  }

  /**
   * Each question with the right option and how everyone answered it: the answer key's
   * content, so only while the answer-key rule opens it (`answerKeyOf`).
   */
  async function attemptAnalysis(userId: number, attemptId: number): Promise<TAttemptAnalysis> {
    const [{ attempt, quiz }, mine] = await Promise.all([
      ownedAttempt(userId, attemptId),
      findAnswersWithTime(db, attemptId), // used only once the attempt is the caller's and its key open
    ]);
    const refusal = answerKeyRefusal(answerKeyOf({ status: attempt.status, opensToStudent: true }, quiz, clock()));
    if (refusal) throw refusal;
    const [live, { participants, byQuestion }] = await Promise.all([
      quizzes.questions(quiz.id, attempt.quizRevision),
      figures.totalsOfTest(quiz.id, attempt.status === 'finished' ? [finishOf(attempt)] : []),
    ]);
    const everyone = Math.max(1, participants);
    return {
      attempt: finishedView(attempt, quiz),
      participants: everyone,
      questions: analysisQuestions(
        live,
        new Map(mine.map((row) => [row.questionId, { chosenOption: row.chosenOption, seconds: row.secondsOnScreen }])),
        byQuestion,
        everyone,
      ),
    };
  }

  /**
   * Where each finished attempt stands in its test (rank, out of how many finished it), from the
   * test's figures kept in memory: the student's results and the console's person page agree.
   */
  async function standingsOf(
    attempts: readonly Pick<
      AttemptRow,
      'id' | 'quizId' | 'finishedAt' | 'deadlineAt' | 'scoreHundredths' | 'workingTimeSeconds'
    >[],
  ): Promise<Map<number, { rank: number; participants: number }>> {
    const ranks = new Map<number, { rank: number; participants: number }>();
    for (const attempt of attempts) {
      const summary = await figures.summaryOfTest(attempt.quizId, [finishOf(attempt)]);
      ranks.set(attempt.id, {
        rank: rankOf(summary, attempt.scoreHundredths ?? 0),
        participants: Math.max(1, summary.participants),
      });
    }
    return ranks;
  }

  async function listResults(userId: number): Promise<TResultListEntry[]> {
    const attempts = await findFinishedAttemptsOfUser(db, userId);
    const ranks = await standingsOf(attempts);
    const quizRows = new Map<number, QuizRow>();
    for (const attempt of attempts) {
      if (!quizRows.has(attempt.quizId)) {
        const quiz = await quizzes.quiz(attempt.quizId);
        if (quiz) quizRows.set(quiz.id, quiz);
      }
    }
    return attempts.flatMap((attempt) => {
      const quiz = quizRows.get(attempt.quizId);
      return quiz
        ? [{ ...finishedView(attempt, quiz), ...(ranks.get(attempt.id) ?? { rank: 1, participants: 1 }) }]
        : [];
    });
  }

  async function listModuleTests(userId: number, moduleId: number): Promise<TModuleTest[]> {
    if (!(await moduleIsVisible(db, moduleId, userId))) throw notFound('Module not found');
    const moduleQuizzes = await findQuizzesByModule(db, moduleId);
    const ids = moduleQuizzes.map((quiz) => quiz.id);
    const [counts, attempts] = await Promise.all([
      countLiveQuestions(db, ids),
      findAttemptsOfUserForQuizzes(db, userId, ids),
    ]);
    return Promise.all(
      moduleQuizzes.map(async (quiz) => {
        const found = attempts.find((entry) => entry.quizId === quiz.id);
        const attempt = found ? await closeIfOverdue(found, quiz) : undefined;
        const questionCount = counts.get(quiz.id) ?? 0;
        return {
          quizId: quiz.id,
          category: quiz.category,
          title: quiz.title,
          questionCount,
          maxMarks: maxMarksOf(quiz, questionCount),
          durationSeconds: quiz.durationSeconds,
          opensAt: quiz.opensAt === null ? null : Number(quiz.opensAt),
          closesAt: quiz.closesAt === null ? null : Number(quiz.closesAt),
          reviewOpensAt: reviewOpensAt(quiz),
          attemptId: attempt?.id ?? null,
          status: attempt ? (attempt.status === 'finished' ? 'finished' : 'open') : 'not_started',
          result: attempt?.status === 'finished' ? resultOf(attempt) : null,
          deadlineAt: attempt?.status === 'open' ? attempt.deadlineAt : null,
          serverNow: clock(),
        } satisfies TModuleTest;
      }),
    );
  }

  /** The periodic sweep: closes attempts whose students never came back. Returns how many. */
  async function closeOverdueAttempts(): Promise<number> {
    const overdue = await findOverdueAttemptIds(db, clock() - SAVE_GRACE_MS, SWEEP_BATCH);
    let closed = 0;
    for (const { id } of overdue) {
      const attempt = await findAttemptById(db, id);
      const quiz = attempt && (await quizzes.quiz(attempt.quizId));
      if (!attempt || !quiz) continue;
      if ((await closeIfOverdue(attempt, quiz)).status === 'finished') closed += 1;
    }
    return closed;
  }

  return {
    startAttempt,
    getAttempt,
    saveAnswer,
    reportPosition,
    listOpenAttempts,
    submitAttempt,
    reviewAttempt,
    attemptStanding,
    attemptAnalysis,
    answerKeyOfAttempt,
    listResults,
    standingsOf,
    listModuleTests,
    closeOverdueAttempts,
  };
}

export type AttemptService = ReturnType<typeof createAttemptService>;
