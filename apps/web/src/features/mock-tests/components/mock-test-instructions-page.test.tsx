import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countCalls, jsonResponse, mockApi } from '../../../testing/mock-api';
import { makeModule } from '../../../testing/paper-fixtures';
import { renderApp } from '../../../testing/render-app';
import { storeTestToken } from '../../../testing/session';
import { makeFinishedAttempt, makeModuleTest, makeOpenAttempt, makeResult } from '../testing/attempt-fixtures';

const cardState = {
  moduleId: 1,
  paperId: 1,
  title: 'Theory of Demand',
  paperTitle: 'Microeconomics I',
  paperType: 'Major',
  category: 'Weekly Challenge',
};

const MODULES = 'GET /api/papers/1/modules';
const TESTS = 'GET /api/modules/11/tests';

function mockTestApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [MODULES]: () =>
      jsonResponse({ modules: [makeModule({ id: 11, paperId: 1, number: 1, title: 'Theory of Demand' })] }),
    [TESTS]: () =>
      jsonResponse({
        tests: [makeModuleTest(), makeModuleTest({ quizId: 10, category: 'special_exam', questionCount: 0 })],
      }),
    'POST /api/attempts': () => jsonResponse(makeOpenAttempt()),
    'GET /api/attempts/40': () => jsonResponse(makeOpenAttempt()),
    ...overrides,
  });
}

function openInstructions(state: unknown = cardState) {
  storeTestToken();
  return renderApp({ pathname: '/mock-test', state });
}

describe('mock test instructions', () => {
  it('shows the question count, max marks, 35 minutes and the rules', async () => {
    mockTestApi();
    openInstructions();
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly Challenge' })).toBeVisible();
    expect(await screen.findByText('35 minutes')).toBeVisible();
    expect(screen.getByText('Microeconomics I · Module 1: Theory of Demand')).toBeVisible();
    expect(screen.getByText('Each correct answer earns +1 mark.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start Exam' })).toBeEnabled();
  });

  it('accepts the API spelling of the category', async () => {
    mockTestApi();
    openInstructions({ ...cardState, category: 'special_exam' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Special Exam' })).toBeVisible();
    // The Special Exam has no questions here: Start Exam stays disabled.
    expect(await screen.findByRole('button', { name: 'Start Exam' })).toBeDisabled();
    expect(screen.getByText('No questions available for this quiz.')).toBeVisible();
  });

  it('says what is missing and loads nothing without the ids', async () => {
    const fetchMock = mockTestApi();
    openInstructions({ category: 'Weekly Challenge' });
    expect(await screen.findByText('Missing paperId or moduleId')).toBeVisible();
    expect(countCalls(fetchMock, MODULES)).toBe(0);
  });

  it('loads nothing for a category other than the two tests', async () => {
    const fetchMock = mockTestApi();
    openInstructions({ ...cardState, category: 'Assessment Test' });
    expect(await screen.findByText('No questions available for this quiz.')).toBeVisible();
    expect(countCalls(fetchMock, MODULES)).toBe(0);
  });

  it('offers Try Again when the test cannot be loaded', async () => {
    let failures = 1;
    const fetchMock = mockTestApi({
      [TESTS]: () =>
        failures-- > 0
          ? jsonResponse({ error: { code: 'INTERNAL', message: 'boom' } }, 500)
          : jsonResponse({ tests: [makeModuleTest()] }),
    });
    const { user } = openInstructions();
    expect(await screen.findByText('Failed to load questions. Please try again.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Start Exam' })).toBeEnabled();
    expect(countCalls(fetchMock, TESTS)).toBe(2);
  });

  it('starts the test and opens the quiz, remembering the attempt for a reload', async () => {
    const fetchMock = mockTestApi();
    const { user, router } = openInstructions();
    await user.click(await screen.findByRole('button', { name: 'Start Exam' }));
    expect(await screen.findByText('What does a demand curve show?')).toBeVisible();
    expect(router.state.location.pathname).toBe('/weekly-challenge-exam');
    expect(router.state.location.state).toEqual({ attemptId: 40 });
    expect(window.sessionStorage.getItem('padanam.activeAttemptId')).toBe('40');
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ moduleId: 11, category: 'weekly_challenge' });
  });

  it('shows the result of a finished test instead of starting it again', async () => {
    mockTestApi({
      [TESTS]: () =>
        jsonResponse({
          tests: [makeModuleTest({ status: 'finished', attemptId: 40, result: makeResult({ correctAnswers: 2 }) })],
        }),
      'GET /api/attempts/40': () => jsonResponse(makeFinishedAttempt()),
    });
    const { user } = openInstructions();
    expect(await screen.findByRole('heading', { name: 'You have already taken this test' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start Exam' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'View result' }));
    expect(await screen.findByRole('heading', { name: 'You have completed test' })).toBeVisible();
  });

  it('shows the server message when the module is locked', async () => {
    mockTestApi({
      'POST /api/attempts': () =>
        jsonResponse({ error: { code: 'NOT_ENROLLED', message: 'Enrol in this paper to take its tests.' } }, 403),
    });
    const { user } = openInstructions();
    await user.click(await screen.findByRole('button', { name: 'Start Exam' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enrol in this paper to take its tests.');
  });
});
