// Contract-shaped attempts, tests and results for the mock-test screens' tests.
import type {
  TAttemptAnalysis,
  TAttemptStanding,
  TFinishedAttempt,
  TModuleTest,
  TOpenAttempt,
  TQuizResult,
  TResultListEntry,
} from '@padanam/contract';

const info = {
  id: 40,
  quizId: 9,
  moduleId: 11,
  moduleNumber: 1,
  moduleTitle: 'Theory of Demand',
  paperId: 1,
  paperTitle: 'Microeconomics I',
  paperType: 'Major',
  category: 'weekly_challenge',
  title: 'Weekly Challenge: Theory of Demand',
  startedAt: 1_700_000_000_000,
} as const;

export function makeOpenAttempt(overrides: Partial<TOpenAttempt> = {}): TOpenAttempt {
  return {
    ...info,
    status: 'open',
    deadlineAt: info.startedAt + 2_100_000,
    serverNow: info.startedAt,
    durationSeconds: 2100,
    maxMarks: 3,
    questions: [
      {
        id: 101,
        text: 'What does a demand curve show?',
        options: ['Price and quantity', 'Cost', 'Profit'],
        imageUrl: null,
      },
      { id: 102, text: 'Which good has inelastic demand?', options: ['Salt', 'Cars', 'Holidays'], imageUrl: null },
      { id: 103, text: 'A Giffen good is…', options: ['Inferior', 'Luxury', 'Normal'], imageUrl: null },
    ],
    answers: {},
    currentQuestionId: null,
    marked: [],
    visited: [],
    ...overrides,
  };
}

export function makeResult(overrides: Partial<TQuizResult> = {}): TQuizResult {
  return {
    totalQuestions: 3,
    answeredQuestions: 2,
    unansweredQuestions: 1,
    correctAnswers: 1,
    wrongAnswers: 1,
    skippedQuestions: 1,
    workingTime: 125,
    totalScore: 0.67,
    maxMarks: 3,
    percentage: 22.33,
    finishedAt: info.startedAt + 125_000,
    ...overrides,
  };
}

export function makeFinishedAttempt(overrides: Partial<TFinishedAttempt> = {}): TFinishedAttempt {
  return { ...info, status: 'finished', result: makeResult(), ...overrides };
}

export function makeModuleTest(overrides: Partial<TModuleTest> = {}): TModuleTest {
  return {
    quizId: 9,
    category: 'weekly_challenge',
    title: 'Weekly Challenge: Theory of Demand',
    questionCount: 10,
    maxMarks: 10,
    durationSeconds: 2100,
    opensAt: null,
    closesAt: null,
    reviewOpensAt: null,
    attemptId: null,
    status: 'not_started',
    result: null,
    deadlineAt: null,
    serverNow: info.startedAt,
    ...overrides,
  };
}

export function makeResultEntry(overrides: Partial<TResultListEntry> = {}): TResultListEntry {
  return { ...makeFinishedAttempt(), rank: 3, participants: 12, ...overrides };
}

export function makeStanding(overrides: Partial<TAttemptStanding> = {}): TAttemptStanding {
  return {
    attemptId: 40,
    rank: 2,
    participants: 4,
    percentile: 75,
    score: 0.67,
    topScore: 3,
    averageScore: 1.5,
    maxMarks: 3,
    workingTime: 125,
    averageWorkingTime: 300,
    questions: [
      { number: 1, questionId: 101, seconds: 40, averageSeconds: 60 },
      { number: 2, questionId: 102, seconds: 70, averageSeconds: 50 },
      { number: 3, questionId: 103, seconds: 15, averageSeconds: 90 },
    ],
    ...overrides,
  };
}

/** Four students: question 2 most got wrong (1 of 4 right), question 3 skipped by the caller. */
export function makeAnalysis(overrides: Partial<TAttemptAnalysis> = {}): TAttemptAnalysis {
  const [first, second, third] = makeStanding().questions;
  return {
    attempt: makeFinishedAttempt(),
    participants: 4,
    questions: [
      {
        ...first!,
        text: 'What does a demand curve show?',
        options: ['Price and quantity', 'Cost', 'Profit'],
        correctOption: 0,
        chosenOption: 0,
        status: 'correct',
        optionCounts: [3, 1, 0],
        skippedBy: 0,
        correctShare: 75,
      },
      {
        ...second!,
        text: 'Which good has inelastic demand?',
        options: ['Salt', 'Cars', 'Holidays'],
        correctOption: 0,
        chosenOption: 1,
        status: 'wrong',
        optionCounts: [1, 2, 0],
        skippedBy: 1,
        correctShare: 25,
      },
      {
        ...third!,
        text: 'A Giffen good is…',
        options: ['Inferior', 'Luxury', 'Normal'],
        correctOption: 0,
        chosenOption: null,
        status: 'unanswered',
        optionCounts: [2, 0, 0],
        skippedBy: 2,
        correctShare: 50,
      },
    ],
    ...overrides,
  };
}
