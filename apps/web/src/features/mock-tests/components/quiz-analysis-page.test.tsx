import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { storeTestToken } from '../../../testing/session';
import { makeAnalysis, makeStanding } from '../testing/attempt-fixtures';
import { hardestQuestions } from './quiz-analysis-page';

function openAnalysis() {
  storeTestToken();
  return renderApp('/quiz-analysis?attemptId=40&paperId=1');
}

describe('quiz analysis', () => {
  it('pictures time and accuracy per question, and how everyone answered the question most got wrong', async () => {
    mockApi({
      'GET /api/attempts/40/standing': () => jsonResponse(makeStanding()),
      'GET /api/attempts/40/analysis': () => jsonResponse(makeAnalysis()),
    });
    openAnalysis();
    expect(await screen.findByRole('heading', { level: 1, name: 'Test analysis' })).toBeVisible();
    expect(await screen.findByText('Weekly Challenge: Theory of Demand')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Your standing' })).toHaveTextContent('2 of 4');
    expect(
      screen.getByRole('img', { name: 'Seconds on each question, yours beside the average, for 3 questions' }),
    ).toBeVisible();
    expect(screen.getByRole('img', { name: 'Share of students right on each of 3 questions' })).toBeVisible();

    // Only question 2 had fewer than half right: its options with counts, the right one and mine named.
    const hardest = screen.getByRole('region', { name: 'Where most students went wrong' });
    expect(within(hardest).getByRole('heading', { level: 3 })).toHaveTextContent('Question 2: 25% right');
    const options = within(hardest)
      .getByRole('list', { name: 'How 4 students answered question 2' })
      .querySelectorAll('li');
    expect([...options].map((option) => option.textContent)).toEqual([
      'A. Salt (right answer)1 (25%)',
      'B. Cars (your answer)2 (50%)',
      'C. Holidays0 (0%)',
      'Skipped1 (25%)',
    ]);

    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['1', 'Right', '75%', '40 s', '60 s'],
      ['2', 'Wrong', '25%', '70 s', '50 s'],
      ['3', 'Skipped', '50%', '15 s', '90 s'],
    ]);
    expect(screen.getByRole('link', { name: 'Back to the result' })).toHaveAttribute(
      'href',
      '/quiz-result?attemptId=40&paperId=1',
    );
  });

  it('keeps how everyone answered back until the answer key opens, saying when, with the time per question', async () => {
    mockApi({
      'GET /api/attempts/40/standing': () => jsonResponse(makeStanding()),
      'GET /api/attempts/40/analysis': () =>
        jsonResponse(
          {
            error: {
              code: 'REVIEW_NOT_OPEN',
              message: 'The answer key opens on 1 Dec 2026, 5:00 pm, when the test window closes.',
            },
          },
          403,
        ),
    });
    openAnalysis();
    expect(
      await screen.findByText(
        'The answer key opens on 1 Dec 2026, 5:00 pm, when the test window closes. How everyone answered each question shows then.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('img', { name: /Seconds on each question/ })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(/right answer/)).toBeNull();
  });

  it('says so when the student may no longer open the attempt', async () => {
    mockApi({
      'GET /api/attempts/40/standing': () =>
        jsonResponse({ error: { code: 'NOT_ENROLLED', message: 'You are not enrolled in this module.' } }, 403),
    });
    openAnalysis();
    expect(await screen.findByText('You are not enrolled in this module.')).toBeVisible();
  });

  it('picks the questions fewer than half got right, fewest first', () => {
    const { questions } = makeAnalysis();
    expect(hardestQuestions(questions).map((question) => question.number)).toEqual([2]);
    const harder = questions.map((question) => ({ ...question, correctShare: 100 - question.number * 30 }));
    expect(hardestQuestions(harder).map((question) => question.number)).toEqual([3, 2]);
  });
});
