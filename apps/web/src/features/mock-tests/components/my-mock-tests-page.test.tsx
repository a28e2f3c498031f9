import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';
import { makeFinishedAttempt, makeResult, makeResultEntry } from '../testing/attempt-fixtures';

describe('my mock tests', () => {
  it('lists the submitted tests with their figures and links', async () => {
    storeTestToken();
    mockApi({
      ...meRoute(),
      'GET /api/results': () =>
        jsonResponse({
          results: [makeResultEntry({ result: makeResult({ correctAnswers: 3, totalQuestions: 3, totalScore: 3 }) })],
        }),
      'GET /api/attempts/40': () => jsonResponse(makeFinishedAttempt()),
    });
    const { user } = renderApp('/my-profile/mock-test');
    expect(await screen.findByText('Weekly Challenge · Module 1: Theory of Demand')).toBeVisible();
    expect(screen.getAllByText('Microeconomics I')).toHaveLength(2); // its trend, and its test
    expect(screen.getByText(/Score 100\/100 · Marks 3\/3 · Rank 3 of 12/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Analysis' })).toHaveAttribute(
      'href',
      '/quiz-analysis?attemptId=40&paperId=1',
    );
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

  it('draws each paper’s scores out of 100 over time, oldest first', async () => {
    storeTestToken();
    const taken = (id: number, paperId: number, correctAnswers: number, day: number) =>
      makeResultEntry({
        id,
        paperId,
        paperTitle: paperId === 1 ? 'Microeconomics I' : 'Statistics',
        result: makeResult({ correctAnswers, totalQuestions: 4, finishedAt: Date.UTC(2026, 10, day) }),
      });
    mockApi({
      ...meRoute(),
      // Newest first, as the server lists them.
      'GET /api/results': () =>
        jsonResponse({
          results: [taken(43, 1, 4, 20), taken(42, 2, 1, 12), taken(41, 1, 1, 10), taken(40, 1, 2, 3)],
        }),
    });
    renderApp('/my-profile/mock-test');
    const trend = await screen.findByRole('region', { name: 'Your trend by paper' });
    expect(
      within(trend)
        .getAllByRole('img')
        .map((picture) => picture.getAttribute('aria-label')),
    ).toEqual([
      'Microeconomics I: scores out of 100, oldest first: 50, 25, 100 (rising)',
      'Statistics: scores out of 100, oldest first: 25 (steady)',
    ]);
    expect(within(trend).getByText('3 tests, last 100/100')).toBeVisible();
    expect(within(trend).getAllByRole('img')[0]!.querySelectorAll('circle')).toHaveLength(3);
  });

  it('has an empty state', async () => {
    storeTestToken();
    mockApi({ ...meRoute(), 'GET /api/results': () => jsonResponse({ results: [] }) });
    renderApp('/my-profile/mock-test');
    expect(await screen.findByText('You have not taken any mock tests yet.')).toBeVisible();
  });
});
