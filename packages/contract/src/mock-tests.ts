/**
 * Mock tests: Weekly Challenge and Special Exam. The server owns the clock and the
 * answers: an open attempt carries questions without any correct option or solution,
 * and the answer key is served only once the attempt is finished.
 */
import { z } from 'zod';
import { isIdText } from './id-rules.js';
import { ZId, ZIdParam } from './ids.js';
import { ZPaperType } from './papers.js';

export const QUIZ_CATEGORIES = ['weekly_challenge', 'special_exam'] as const;
export const ZQuizCategory = z.enum(QUIZ_CATEGORIES, { error: 'must be weekly_challenge or special_exam' });
export type TQuizCategory = z.infer<typeof ZQuizCategory>;

/** Spec: 35 minutes; +1 correct, -0.33 wrong, 0 skipped. */
export const QUIZ_DURATION_SECONDS = 2100;
/** Saves still in flight this long after the deadline count. */
export const SAVE_GRACE_SECONDS = 5;

export const ZQuizResult = z.object({
  totalQuestions: z.number().int(),
  answeredQuestions: z.number().int(),
  unansweredQuestions: z.number().int(),
  correctAnswers: z.number().int(),
  wrongAnswers: z.number().int(),
  skippedQuestions: z.number().int(),
  /** Seconds from start to finish. */
  workingTime: z.number().int(),
  totalScore: z.number(),
  maxMarks: z.number(),
  /** totalScore over maxMarks, 0-100 with two decimals. */
  percentage: z.number(),
  finishedAt: z.number().int(),
});
export type TQuizResult = z.infer<typeof ZQuizResult>;

export const ZModuleTest = z.object({
  quizId: ZId,
  category: ZQuizCategory,
  title: z.string(),
  questionCount: z.number().int(),
  maxMarks: z.number(),
  durationSeconds: z.number().int(),
  /** The window the test may be started in (null: open on that side). */
  opensAt: z.number().nullable(),
  closesAt: z.number().nullable(),
  /** When the answer key opens; null: right after submitting. */
  reviewOpensAt: z.number().nullable(),
  attemptId: ZId.nullable(),
  status: z.enum(['not_started', 'open', 'finished']),
  result: ZQuizResult.nullable(),
  /** An open attempt's deadline (null otherwise), and the server's clock, for "In progress, N min left". */
  deadlineAt: z.number().int().nullable(),
  serverNow: z.number().int(),
});
export type TModuleTest = z.infer<typeof ZModuleTest>;
export const ZModuleTestList = z.object({ tests: z.array(ZModuleTest) });
export type TModuleTestList = z.infer<typeof ZModuleTestList>;

export const ZStartAttempt = z.object({ moduleId: ZId, category: ZQuizCategory });
export type TStartAttempt = z.infer<typeof ZStartAttempt>;

/** A question as a test taker sees it: no correct option, no solution. */
export const ZAttemptQuestion = z.object({
  id: ZId,
  text: z.string(),
  options: z.array(z.string()),
  /** The question's picture (an address on this site), or null. */
  imageUrl: z.string().nullable(),
});
export type TAttemptQuestion = z.infer<typeof ZAttemptQuestion>;

export const ZAttemptInfo = z.object({
  id: ZId,
  quizId: ZId,
  moduleId: ZId,
  moduleNumber: z.number().int(),
  moduleTitle: z.string(),
  paperId: ZId,
  paperTitle: z.string(),
  paperType: ZPaperType,
  category: ZQuizCategory,
  title: z.string(),
  startedAt: z.number().int(),
});

export const ZOpenAttempt = ZAttemptInfo.extend({
  status: z.literal('open'),
  deadlineAt: z.number().int(),
  /** The server's clock when it answered, so a client can correct its own. */
  serverNow: z.number().int(),
  durationSeconds: z.number().int(),
  maxMarks: z.number(),
  questions: z.array(ZAttemptQuestion),
  /** questionId → chosen option index, or null when seen and not answered (or cleared). */
  answers: z.record(z.string(), z.number().int().nullable()),
  /**
   * The question palette, kept on the server: the question the student was on (null before
   * any was reported), the questions marked for review, and every question seen (answered or
   * not). A question's state follows: not visited, not answered, answered, marked, answered
   * and marked.
   */
  currentQuestionId: ZId.nullable(),
  marked: z.array(ZId),
  visited: z.array(ZId),
});
export type TOpenAttempt = z.infer<typeof ZOpenAttempt>;

export const ZFinishedAttempt = ZAttemptInfo.extend({
  status: z.literal('finished'),
  result: ZQuizResult,
});
export type TFinishedAttempt = z.infer<typeof ZFinishedAttempt>;

export const ZAttempt = z.discriminatedUnion('status', [ZOpenAttempt, ZFinishedAttempt]);
export type TAttempt = z.infer<typeof ZAttempt>;

/** Longest a single reported visit may claim: the server caps the totals to the attempt's real duration anyway. */
export const MAX_VISIT_SECONDS = 24 * 60 * 60;
/** Most visits one report may carry (a device offline for a whole test still fits in a few). */
export const MAX_VISITS_PER_REPORT = 500;

export const ZQuestionVisit = z.object({
  questionId: ZId,
  seconds: z.number().int().min(0, 'must be 0 or more').max(MAX_VISIT_SECONDS, `must be at most ${MAX_VISIT_SECONDS}`),
});
export type TQuestionVisit = z.infer<typeof ZQuestionVisit>;

/**
 * Where the student is (`questionId`, kept as the attempt's current question and counted as
 * seen), and the time questions were on screen since the last report. The server adds the
 * seconds to each question's total, capped so the attempt's total never exceeds its real
 * elapsed time.
 */
export const ZReportPosition = z.object({
  questionId: ZId,
  visits: z.array(ZQuestionVisit).max(MAX_VISITS_PER_REPORT, `at most ${MAX_VISITS_PER_REPORT} visits`).default([]),
});
export type TReportPosition = z.input<typeof ZReportPosition>;

export const ZAnswerParams = z.object({ id: ZIdParam, questionId: ZIdParam });
export const ZSaveAnswer = z.object({
  option: z.number().int().min(0, 'must be an option index').nullable(),
  /** Marked for review; omitted keeps the stored flag (unmarked for a new row). */
  marked: z.boolean().optional(),
  /**
   * Where the student is and the seconds on screen since the last report, carried by the save
   * instead of a report of its own (`PUT /attempts/:id/position`); written with the answer or
   * not at all.
   */
  position: ZReportPosition.optional(),
});
export type TSaveAnswer = z.input<typeof ZSaveAnswer>;
export const ZAnswerSaved = z.object({
  questionId: ZId,
  option: z.number().int().nullable(),
  /** Present when the save set the flag. */
  marked: z.boolean().optional(),
  savedAt: z.number().int(),
});
export type TAnswerSaved = z.infer<typeof ZAnswerSaved>;

export const ZPositionSaved = z.object({
  currentQuestionId: ZId,
  savedAt: z.number().int(),
});
export type TPositionSaved = z.infer<typeof ZPositionSaved>;

/** A test the caller has started and not finished, for Home's "Continue your test". */
export const ZOpenAttemptSummary = ZAttemptInfo.extend({
  deadlineAt: z.number().int(),
  questionCount: z.number().int(),
});
export type TOpenAttemptSummary = z.infer<typeof ZOpenAttemptSummary>;
export const ZOpenAttemptList = z.object({ attempts: z.array(ZOpenAttemptSummary), serverNow: z.number().int() });
export type TOpenAttemptList = z.infer<typeof ZOpenAttemptList>;

export const ZSubmitAttempt = z.object({
  /** A last flush of every answer the device holds; anything past the deadline is ignored. */
  answers: z
    .record(
      z.string().refine(isIdText, 'question ids are positive whole numbers, written without leading zeros'),
      z.number().int().min(0).nullable(),
    )
    .optional(),
});
export type TSubmitAttempt = z.infer<typeof ZSubmitAttempt>;

export const ZReviewQuestion = z.object({
  id: ZId,
  text: z.string(),
  options: z.array(z.string()),
  correctOption: z.number().int(),
  chosenOption: z.number().int().nullable(),
  solution: z.string().nullable(),
  imageUrl: z.string().nullable(),
  status: z.enum(['correct', 'wrong', 'unanswered']),
});
export type TReviewQuestion = z.infer<typeof ZReviewQuestion>;
export const ZAttemptReview = z.object({ attempt: ZFinishedAttempt, questions: z.array(ZReviewQuestion) });
export type TAttemptReview = z.infer<typeof ZAttemptReview>;

/**
 * A finished test in the caller's history, with its place among everyone who has finished that
 * test so far (ties share a rank: 1, 1, 3).
 */
export const ZResultListEntry = ZFinishedAttempt.extend({
  rank: z.number().int().positive(),
  participants: z.number().int().positive(),
});
export type TResultListEntry = z.infer<typeof ZResultListEntry>;
export const ZResultList = z.object({ results: z.array(ZResultListEntry) });
export type TResultList = z.infer<typeof ZResultList>;

/** Seconds one question of the attempt was on screen, against everyone's average for it. */
export const ZQuestionTime = z.object({
  /** 1-based position in the test. */
  number: z.number().int().positive(),
  questionId: ZId,
  seconds: z.number().int(),
  averageSeconds: z.number(),
});
export type TQuestionTime = z.infer<typeof ZQuestionTime>;

/**
 * Where a finished attempt stands among every finished attempt of its test (a refund does not
 * rewrite them): rank (ties share one), the share at or below it, the topper's and the average
 * score, and time against the average. Nothing here reveals an answer.
 */
export const ZAttemptStanding = z.object({
  attemptId: ZId,
  rank: z.number().int().positive(),
  participants: z.number().int().positive(),
  /** Share of participants who scored at or below this attempt, 0-100. */
  percentile: z.number(),
  score: z.number(),
  topScore: z.number(),
  averageScore: z.number(),
  maxMarks: z.number(),
  workingTime: z.number().int(),
  averageWorkingTime: z.number().int(),
  questions: z.array(ZQuestionTime),
});
export type TAttemptStanding = z.infer<typeof ZAttemptStanding>;

/** One question of an attempt with how everyone answered it: only once the answer key is open. */
export const ZAnalysisQuestion = ZQuestionTime.extend({
  text: z.string(),
  options: z.array(z.string()),
  correctOption: z.number().int(),
  chosenOption: z.number().int().nullable(),
  status: z.enum(['correct', 'wrong', 'unanswered']),
  /** How many participants chose each option, in the options' order. */
  optionCounts: z.array(z.number().int()),
  /** Participants who left it unanswered. */
  skippedBy: z.number().int(),
  /** Share of participants who got it right, 0-100. */
  correctShare: z.number(),
});
export type TAnalysisQuestion = z.infer<typeof ZAnalysisQuestion>;
export const ZAttemptAnalysis = z.object({
  attempt: ZFinishedAttempt,
  participants: z.number().int().positive(),
  questions: z.array(ZAnalysisQuestion),
});
export type TAttemptAnalysis = z.infer<typeof ZAttemptAnalysis>;

export const LEADERBOARD_PERIODS = ['weekly', 'monthly', 'all'] as const;
export const ZLeaderboardQuery = z.object({
  period: z.enum(LEADERBOARD_PERIODS, { error: 'must be weekly, monthly or all' }).default('weekly'),
});
export const ZLeaderboardEntry = z.object({
  rank: z.number().int().positive(),
  /** Null for another student who has not chosen to show their name (consent `leaderboard_name`). */
  name: z.string().nullable(),
  totalScore: z.number(),
  tests: z.number().int(),
  isMe: z.boolean(),
});
export type TLeaderboardEntry = z.infer<typeof ZLeaderboardEntry>;
export const ZLeaderboard = z.object({
  period: z.enum(LEADERBOARD_PERIODS),
  entries: z.array(ZLeaderboardEntry),
  me: z
    .object({
      rank: z.number().int().positive(),
      totalScore: z.number(),
      tests: z.number().int(),
      /** Share of ranked students at or below the caller, 0-100. */
      percentile: z.number(),
    })
    .nullable(),
  participants: z.number().int(),
});
export type TLeaderboard = z.infer<typeof ZLeaderboard>;
