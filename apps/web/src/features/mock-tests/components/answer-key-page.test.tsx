import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countCalls, jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { storeTestToken } from '../../../testing/session';
import { makeFinishedAttempt } from '../testing/attempt-fixtures';

const REVIEW = 'GET /api/attempts/40/review';
const questions = [
  {
    id: 101,
    text: 'What does a demand curve show?',
    options: ['Price and quantity', 'Cost'],
    correctOption: 0,
    chosenOption: 0,
    solution: 'It relates price to quantity demanded.',
    status: 'correct',
  },
  {
    id: 102,
    text: 'Which good has inelastic demand?',
    options: ['Salt', 'Cars'],
    correctOption: 0,
    chosenOption: 1,
    solution: null,
    status: 'wrong',
  },
  {
    id: 103,
    text: 'A Giffen good is…',
    options: ['Inferior', 'Luxury'],
    correctOption: 0,
    chosenOption: null,
    solution: null,
    status: 'unanswered',
  },
];

function openAnswerKey(entry: Parameters<typeof renderApp>[0] = { pathname: '/answer-key', state: { attemptId: 40 } }) {
  storeTestToken();
  return renderApp(entry);
}

/** The spec's message, and the one link offered in place of Try Again. */
async function findMissingAttemptWayOut() {
  const message = await screen.findByText('Unable to load quiz questions. Please try again.');
  expect(screen.getByText('No questions available')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  return within(message.parentElement ?? document.body).getByRole('link');
}

describe('answer key', () => {
  it('marks the correct and the chosen answer, and walks the questions', async () => {
    mockApi({ [REVIEW]: () => jsonResponse({ attempt: makeFinishedAttempt(), questions }) });
    const { user } = openAnswerKey();
    expect(await screen.findByRole('heading', { name: 'What does a demand curve show?' })).toBeVisible();
    expect(screen.getByText('Question 1 of 3')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the analysis' })).toHaveAttribute(
      'href',
      '/quiz-analysis?attemptId=40&paperId=1',
    );
    expect(screen.getByText('Correct', { selector: '.answer-key__status' })).toBeVisible();
    expect(screen.getByText('Correct answer, Your answer')).toBeVisible();
    expect(screen.getByText('It relates price to quantity demanded.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Practise your mistakes' })).toHaveAttribute('href', '/mistake-notebook');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Wrong', { selector: '.answer-key__status' })).toBeVisible();
    expect(screen.getByText('Correct answer')).toBeVisible();
    expect(screen.getByText('Your answer')).toBeVisible();
    expect(screen.getByText('No solution available for this question.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Unanswered', { selector: '.answer-key__status' })).toBeVisible();
    expect(screen.queryByText('Your answer')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(screen.getByText('Question 1 of 3')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Question 1 of 3')).toBeVisible();
  });

  it('opens from a bookmark or a reload with the attempt in the address alone', async () => {
    mockApi({ [REVIEW]: () => jsonResponse({ attempt: makeFinishedAttempt(), questions }) });
    openAnswerKey('/answer-key?attemptId=40&paperId=1');
    expect(await screen.findByRole('heading', { name: 'What does a demand curve show?' })).toBeVisible();
  });

  it('keeps the spec’s message without an attempt, and leads to My Mock Tests', async () => {
    mockApi({});
    const { user, router } = openAnswerKey('/answer-key');
    const wayOut = await findMissingAttemptWayOut();
    expect(wayOut).toHaveTextContent('My mock tests');
    await user.click(wayOut);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-profile/mock-test'));
  });

  it('treats a tampered attempt id as missing, and leads back to the paper', async () => {
    window.sessionStorage.setItem('padanam.activeAttemptId', '40');
    const fetchMock = mockApi({ [REVIEW]: () => jsonResponse({ attempt: makeFinishedAttempt(), questions }) });
    openAnswerKey('/answer-key?attemptId=0x28&paperId=1');
    expect(await findMissingAttemptWayOut()).toHaveAttribute('href', '/paper-details/1');
    expect(countCalls(fetchMock, REVIEW)).toBe(0);
    window.sessionStorage.clear();
  });

  it('says so when the key cannot be loaded', async () => {
    mockApi({
      [REVIEW]: () =>
        jsonResponse(
          { error: { code: 'FORBIDDEN', message: 'The answer key opens once the test is submitted.' } },
          403,
        ),
    });
    openAnswerKey();
    expect(await screen.findByText('No questions available')).toBeVisible();
    expect(screen.getByText('Unable to load quiz questions. Please try again.')).toBeVisible();
  });

  it('says when the key opens for a test whose key waits for its window to close', async () => {
    const message = 'The answer key opens on 26 Nov 2026, 11:20 am, when the test window closes.';
    mockApi({ [REVIEW]: () => jsonResponse({ error: { code: 'REVIEW_NOT_OPEN', message } }, 403) });
    openAnswerKey();
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByText('No questions available')).not.toBeInTheDocument();
  });
});
