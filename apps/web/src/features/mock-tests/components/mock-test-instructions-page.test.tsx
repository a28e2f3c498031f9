import { screen, waitFor, within } from '@testing-library/react';
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

function openInstructions(state: unknown = cardState, search = '') {
  storeTestToken();
  return renderApp({ pathname: '/mock-test', search, state });
}

/** The spec's message, and the one link offered beside it. */
async function findMissingIdsWayOut() {
  const message = await screen.findByText('Missing paperId or moduleId');
  return within(message.parentElement ?? document.body).getByRole('link');
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

  it('says a test in progress with its minutes left, and continues it', async () => {
    const now = Date.now();
    mockTestApi({
      [TESTS]: () =>
        jsonResponse({
          tests: [
            makeModuleTest({ status: 'open', attemptId: 40, deadlineAt: now + 20 * 60_000 - 500, serverNow: now }),
          ],
        }),
    });
    const { user, router } = openInstructions();
    expect(await screen.findByText('In progress, 20 min left')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start Exam' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue Test' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/weekly-challenge-exam'));
    expect(router.state.location.search).toBe('?attemptId=40&paperId=1');
  });

  it('accepts the API spelling of the category', async () => {
    mockTestApi();
    openInstructions({ ...cardState, category: 'special_exam' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Special Exam' })).toBeVisible();
    // The Special Exam has no questions here: Start Exam stays disabled.
    expect(await screen.findByRole('button', { name: 'Start Exam' })).toBeDisabled();
    expect(screen.getByText('No questions available for this quiz.')).toBeVisible();
  });

  it('says what is missing, loads nothing and leads to the papers without the ids', async () => {
    const fetchMock = mockTestApi();
    const { user, router } = openInstructions({ category: 'Weekly Challenge' });
    const wayOut = await findMissingIdsWayOut();
    expect(wayOut).toHaveTextContent('Go to papers');
    expect(countCalls(fetchMock, MODULES)).toBe(0);
    await user.click(wayOut);
    await waitFor(() => expect(router.state.location.pathname).toBe('/papers'));
  });

  it('opens from a bookmark or a reload with the ids in the address alone', async () => {
    mockTestApi();
    openInstructions(null, '?paperId=1&moduleId=1&category=Weekly+Challenge');
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly Challenge' })).toBeVisible();
    expect(screen.getByText('Module 1')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Start Exam' })).toBeEnabled();
  });

  it('leads back to the paper when only the module is missing', async () => {
    mockTestApi();
    openInstructions(null, '?paperId=1&category=Weekly+Challenge');
    expect(await findMissingIdsWayOut()).toHaveAttribute('href', '/paper-details/1');
    expect(screen.getByRole('link', { name: 'Back to the paper' })).toBeVisible();
  });

  it('treats a tampered id in the address as missing, whatever the navigation state says', async () => {
    const fetchMock = mockTestApi();
    openInstructions(cardState, '?paperId=1&moduleId=1%27%3B--&category=Weekly+Challenge');
    expect(await findMissingIdsWayOut()).toHaveAttribute('href', '/paper-details/1');
    expect(countCalls(fetchMock, MODULES)).toBe(0);
  });

  it('leads to the papers when the paper id in the address is tampered', async () => {
    const fetchMock = mockTestApi();
    openInstructions(null, '?paperId=1e3&moduleId=1&category=Weekly+Challenge');
    expect(await findMissingIdsWayOut()).toHaveAttribute('href', '/papers');
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
    expect(router.state.location.search).toBe('?attemptId=40&paperId=1');
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
