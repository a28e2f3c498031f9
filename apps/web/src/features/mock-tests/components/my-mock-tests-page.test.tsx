import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';
import { makeFinishedAttempt, makeResult } from '../testing/attempt-fixtures';

describe('my mock tests', () => {
  it('lists the submitted tests with their figures and links', async () => {
    storeTestToken();
    mockApi({
      ...meRoute(),
      'GET /api/results': () =>
        jsonResponse({
          results: [
            makeFinishedAttempt({ result: makeResult({ correctAnswers: 3, totalQuestions: 3, totalScore: 3 }) }),
          ],
        }),
      'GET /api/attempts/40': () => jsonResponse(makeFinishedAttempt()),
    });
    const { user } = renderApp('/my-profile/mock-test');
    expect(await screen.findByText('Weekly Challenge · Module 1: Theory of Demand')).toBeVisible();
    expect(screen.getByText('Microeconomics I')).toBeVisible();
    expect(screen.getByText(/Score 100\/100 · Marks 3\/3/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Answer key' })).toHaveAttribute(
      'href',
      '/answer-key?attemptId=40&paperId=1',
    );
    expect(screen.getByRole('link', { name: 'View result' })).toHaveAttribute(
      'href',
      '/quiz-result?attemptId=40&paperId=1',
    );
    await user.click(screen.getByRole('link', { name: 'View result' }));
    expect(await screen.findByRole('heading', { name: 'You have completed test' })).toBeVisible();
  });

  it('has an empty state', async () => {
    storeTestToken();
    mockApi({ ...meRoute(), 'GET /api/results': () => jsonResponse({ results: [] }) });
    renderApp('/my-profile/mock-test');
    expect(await screen.findByText('You have not taken any mock tests yet.')).toBeVisible();
  });
});
