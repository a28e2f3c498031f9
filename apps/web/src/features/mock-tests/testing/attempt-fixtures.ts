// Contract-shaped attempts, tests and results for the mock-test screens' tests.
import type { TFinishedAttempt, TModuleTest, TOpenAttempt, TQuizResult } from '@padanam/contract';

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
