import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { storeTestToken } from '../../../testing/session';
import { makeFinishedAttempt, makeResult, makeStanding } from '../testing/attempt-fixtures';

function openResult(state: unknown = { attemptId: 40 }) {
  storeTestToken();
  return renderApp({ pathname: '/quiz-result', state });
}

describe('quiz result', () => {
  it('shows the title, the score out of 100, six stat cards and the marks', async () => {
    mockApi({
      'GET /api/attempts/40': () =>
        jsonResponse(
          makeFinishedAttempt({
            result: makeResult({
              correctAnswers: 2,
              wrongAnswers: 1,
              answeredQuestions: 3,
              skippedQuestions: 0,
              unansweredQuestions: 0,
              totalScore: 1.67,
              percentage: 55.67,
            }),
          }),
        ),
    });
    openResult();
    expect(await screen.findByRole('heading', { name: 'You have completed test' })).toBeVisible();
    expect(screen.getByText('Weekly Challenge: Theory of Demand')).toBeVisible();
    expect(screen.getByText('67/100')).toBeVisible();
    const stats = screen.getAllByRole('term').map((term) => term.textContent);
    expect(stats).toEqual(['Total questions', 'Answered', 'Correct', 'Wrong', 'Skipped', 'Time taken']);
    expect(screen.getByText('2m 05s')).toBeVisible();
    // The marks explained once, with no second percentage beside the score out of 100.
    expect(screen.getByText('1.67 of 3 marks: 2 right (+2), 1 wrong (−0.33), 0 skipped')).toBeVisible();
    expect(screen.queryByText(/55\.67/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeVisible();
  });

  it('shows the rank among everyone who has finished, the percentile, the topper, the average and the time', async () => {
    mockApi({
      'GET /api/attempts/40': () => jsonResponse(makeFinishedAttempt()),
      'GET /api/attempts/40/standing': () => jsonResponse(makeStanding()),
    });
    openResult();
    const standing = await screen.findByRole('region', { name: 'Your standing' });
    const figures = within(standing)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(figures).toEqual([
      ['Rank', '2 of 4'],
      ['Percentile', '75'],
      ['Topper', '3 / 3'],
      ['Average', '1.5 / 3'],
    ]);
    expect(standing).toHaveTextContent(
      'Among 4 students who have finished this test so far. You took 2m 05s; the average is 5m 00s.',
    );
  });

  it('leads to the analysis and to the mistakes to review', async () => {
    mockApi({ 'GET /api/attempts/40': () => jsonResponse(makeFinishedAttempt()) });
    openResult();
    expect(await screen.findByRole('link', { name: 'See the analysis' })).toHaveAttribute(
      'href',
      '/quiz-analysis?attemptId=40&paperId=1',
    );
    expect(screen.getByRole('link', { name: 'Review your mistakes' })).toHaveAttribute('href', '/mistake-notebook');
  });

  it('opens the answer key for the same attempt', async () => {
    mockApi({
      'GET /api/attempts/40': () => jsonResponse(makeFinishedAttempt()),
      'GET /api/attempts/40/review': () => jsonResponse({ attempt: makeFinishedAttempt(), questions: [] }),
    });
    const { user, router } = openResult();
    await user.click(await screen.findByRole('link', { name: 'View answer key' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Answer key' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/answer-key');
    expect(router.state.location.search).toBe('?attemptId=40&paperId=1');
    expect(router.state.location.state).toEqual({ attemptId: 40 });
  });

  it('leads to the leaderboard', async () => {
    mockApi({ 'GET /api/attempts/40': () => jsonResponse(makeFinishedAttempt()) });
    const { user, router } = openResult();
    await user.click(await screen.findByRole('link', { name: 'See the leaderboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leader-board-page'));
  });

  it('finds the attempt this tab last worked on after a reload without state', async () => {
    window.sessionStorage.setItem('padanam.activeAttemptId', '40');
    mockApi({ 'GET /api/attempts/40': () => jsonResponse(makeFinishedAttempt()) });
    openResult(null);
    expect(await screen.findByRole('heading', { name: 'You have completed test' })).toBeVisible();
    window.sessionStorage.clear();
  });

  it('opens from a bookmark or a reload with the attempt in the address alone', async () => {
    mockApi({ 'GET /api/attempts/40': () => jsonResponse(makeFinishedAttempt()) });
    storeTestToken();
    renderApp('/quiz-result?attemptId=40&paperId=1');
    expect(await screen.findByRole('heading', { name: 'You have completed test' })).toBeVisible();
  });

  it('treats a tampered attempt id as missing, and leads back to the paper', async () => {
    mockApi({});
    storeTestToken();
    renderApp('/quiz-result?attemptId=forty&paperId=1');
    const message = await screen.findByText('No test result to show.');
    expect(
      within(message.parentElement ?? document.body).getByRole('link', { name: 'Back to the paper' }),
    ).toHaveAttribute('href', '/paper-details/1');
  });

  it('says there is nothing to show without an attempt', async () => {
    mockApi({});
    openResult(null);
    const message = await screen.findByText('No test result to show.');
    expect(within(message.parentElement ?? document.body).getByRole('link', { name: 'My mock tests' })).toBeVisible();
  });
});
