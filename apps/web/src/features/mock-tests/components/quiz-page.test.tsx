import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countCalls, jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { storeTestToken } from '../../../testing/session';
import { pendingAnswersKey } from '../answer-save-queue';
import { makeFinishedAttempt, makeOpenAttempt } from '../testing/attempt-fixtures';

const ATTEMPT = 'GET /api/attempts/40';
const SUBMIT = 'POST /api/attempts/40/submit';
const POSITION = 'PUT /api/attempts/40/position';
const saved = (questionId: number) => `PUT /api/attempts/40/answers/${questionId}`;
const savedOk = () => jsonResponse({ questionId: 101, option: 0, savedAt: 1 });
const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));

function openQuiz(routes: Parameters<typeof mockApi>[0], options: { fakeTimers?: boolean } = {}) {
  storeTestToken();
  const fetchMock = mockApi({
    [ATTEMPT]: () => jsonResponse(makeOpenAttempt()),
    [SUBMIT]: () => jsonResponse(makeFinishedAttempt()),
    [POSITION]: () => jsonResponse({ currentQuestionId: 101, savedAt: 1 }),
    ...routes,
  });
  const view = renderApp(
    { pathname: '/weekly-challenge-exam', state: { attemptId: 40 } },
    options.fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {},
  );
  return { ...view, fetchMock };
}

/** The JSON body of the last call to 'METHOD /path'. */
function bodyOf(fetchMock: ReturnType<typeof mockApi>, key: string): unknown {
  const [method, path] = key.split(' ');
  const call = fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input) === path)
    .at(-1);
  return JSON.parse(String(call?.[1]?.body));
}

describe('quiz', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one question, the progress, minutes left and the footer clock', async () => {
    openQuiz({});
    expect(await screen.findByText('What does a demand curve show?')).toBeVisible();
    expect(screen.getByText('1 of 3')).toBeVisible();
    expect(screen.getByText('35:00')).toBeVisible();
    expect(screen.getByText('minutes left')).toHaveTextContent('35 minutes left');
    expect(screen.getByRole('progressbar', { name: 'Question 1 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'What does a demand curve show?' })).toBeVisible();
    expect(screen.getByText('All answers saved')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
  });

  it('saves a choice at once, restores it on return, and wraps round after the last question', async () => {
    const { user, fetchMock } = openQuiz({ [saved(101)]: savedOk, [saved(102)]: savedOk });
    await user.click(await screen.findByRole('radio', { name: /Price and quantity/ }));
    expect(await screen.findByText('All answers saved')).toBeVisible();
    expect(countCalls(fetchMock, saved(101))).toBe(1);
    // Where the student is rides with the answer: no report of its own.
    expect(bodyOf(fetchMock, saved(101))).toMatchObject({ option: 0, position: { questionId: 101 } });
    expect(countCalls(fetchMock, POSITION)).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('2 of 3')).toBeVisible();
    expect(screen.getByRole('radio', { name: /Salt/ })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Complete' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('1 of 3')).toBeVisible();
    expect(screen.getByRole('radio', { name: /Price and quantity/ })).toBeChecked();
  });

  it('clears the answer with Ignore, saves null and moves on', async () => {
    const { user, fetchMock } = openQuiz({ [saved(101)]: savedOk });
    await user.click(await screen.findByRole('radio', { name: /Cost/ }));
    await user.click(screen.getByRole('button', { name: 'Ignore' }));
    expect(screen.getByText('2 of 3')).toBeVisible();
    await vi.waitFor(() => expect(countCalls(fetchMock, saved(101))).toBe(2));
    expect(bodyOf(fetchMock, saved(101))).toEqual({ option: null });
  });

  it('resumes with the saved answers and the time the server has left', async () => {
    const now = Date.now();
    // The device runs 10 minutes fast; 5 minutes of the 35 have gone by on the server.
    openQuiz({
      [ATTEMPT]: () =>
        jsonResponse(
          makeOpenAttempt({
            startedAt: now - 300_000 - 600_000,
            deadlineAt: now - 600_000 + 1_800_000,
            serverNow: now - 600_000,
            answers: { 101: 2 },
          }),
        ),
    });
    expect(await screen.findByText('30:00')).toBeVisible();
    expect(screen.getByRole('radio', { name: /Profit/ })).toBeChecked();
  });

  it('keeps a failed save on the device, says so, and retries with backoff', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let isOnline = false;
    const { user, fetchMock } = openQuiz(
      { [saved(101)]: () => (isOnline ? savedOk() : networkDown()) },
      { fakeTimers: true },
    );
    await user.click(await screen.findByRole('radio', { name: /Price and quantity/ }));
    expect(await screen.findByText('Offline — answers kept on this device')).toBeVisible();
    expect(JSON.parse(window.localStorage.getItem(pendingAnswersKey(40)) ?? '{}')).toEqual({ 101: 0 });

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(countCalls(fetchMock, saved(101))).toBe(2);
    isOnline = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('All answers saved')).toBeVisible();
    expect(window.localStorage.getItem(pendingAnswersKey(40))).toBeNull();
  });

  it('submits every answer with Complete and opens the result', async () => {
    const { user, fetchMock, router } = openQuiz({ [saved(101)]: networkDown, [saved(103)]: savedOk });
    await user.click(await screen.findByRole('radio', { name: /Price and quantity/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: /Inferior/ }));
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'You have completed test' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/quiz-result');
    expect(router.state.location.search).toBe('?attemptId=40&paperId=1');
    expect(bodyOf(fetchMock, SUBMIT)).toEqual({ answers: { 101: 0, 103: 0 } });
    expect(window.localStorage.getItem(pendingAnswersKey(40))).toBeNull();
  });

  it('resumes on the question the student was on, with each question’s state in the palette', async () => {
    openQuiz({
      [ATTEMPT]: () =>
        jsonResponse(
          makeOpenAttempt({
            answers: { 101: 0, 102: null },
            marked: [101],
            visited: [101, 102],
            currentQuestionId: 102,
          }),
        ),
    });
    expect(await screen.findByText('Which good has inelastic demand?')).toBeVisible();
    expect(screen.getByText('2 of 3')).toBeVisible();
    const palette = within(screen.getByRole('complementary', { name: 'Question palette' }));
    expect(palette.getByRole('button', { name: 'Question 1, answered and marked for review' })).toBeVisible();
    const current = palette.getByRole('button', { name: 'Question 2, not answered, current' });
    expect(current).toHaveAttribute('aria-current', 'step');
    expect(palette.getByRole('button', { name: 'Question 3, not visited' })).toBeVisible();
    // The legend says each state in words, with its count.
    const legend = within(palette.getByRole('list', { name: 'Legend' }));
    expect(legend.getByText('Answered and marked for review')).toBeVisible();
    expect(legend.getByText('Not visited').parentElement).toHaveTextContent('1Not visited: 1');
  });

  it('marks a question for review with its answer, and a jump, Previous and the palette follow', async () => {
    const { user, fetchMock } = openQuiz({ [saved(101)]: savedOk, [saved(103)]: savedOk });
    const mark = await screen.findByRole('button', { name: 'Mark for review' });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(mark);
    expect(mark).toHaveAttribute('aria-pressed', 'true');
    expect(mark).toHaveTextContent('Marked for review');
    await vi.waitFor(() => expect(countCalls(fetchMock, saved(101))).toBe(1));
    expect(bodyOf(fetchMock, saved(101))).toMatchObject({ option: null, marked: true, position: { questionId: 101 } });
    const palette = within(screen.getByRole('complementary', { name: 'Question palette' }));
    expect(palette.getByRole('button', { name: 'Question 1, marked for review, current' })).toBeVisible();

    // Jump to question 3: it is seen now, and the server hears where the student is with the
    // next save (a move alone waits a few seconds, its seconds adding up).
    await user.click(palette.getByRole('button', { name: 'Question 3, not visited' }));
    expect(screen.getByText('3 of 3')).toBeVisible();
    expect(palette.getByRole('button', { name: 'Question 3, not answered, current' })).toBeVisible();
    expect(countCalls(fetchMock, POSITION)).toBe(0);
    await user.click(screen.getByRole('radio', { name: /Inferior/ }));
    await vi.waitFor(() => expect(bodyOf(fetchMock, saved(103))).toMatchObject({ option: 0 }));
    const { position } = bodyOf(fetchMock, saved(103)) as {
      position: { questionId: number; visits: { questionId: number; seconds: number }[] };
    };
    expect(position.questionId).toBe(103);
    expect(position.visits.map((visit) => visit.questionId)).toEqual([101]);
    expect(Number.isInteger(position.visits[0]?.seconds)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Mark for review' }));
    await vi.waitFor(() => expect(bodyOf(fetchMock, saved(103))).toEqual({ option: 0, marked: true }));
    expect(palette.getByRole('button', { name: 'Question 3, answered and marked for review, current' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('2 of 3')).toBeVisible();
    expect(palette.getByRole('button', { name: 'Question 2, not answered, current' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark for review' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks before Complete submits, with answered, not answered, marked and time left', async () => {
    const { user, fetchMock } = openQuiz({
      [ATTEMPT]: () => jsonResponse(makeOpenAttempt({ answers: { 101: 0 }, marked: [102], currentQuestionId: 103 })),
    });
    await user.click(await screen.findByRole('button', { name: 'Complete' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Submit the test?' }));
    const row = (term: string) => dialog.getByText(term).parentElement;
    expect(row('Answered')).toHaveTextContent('Answered1');
    expect(row('Not answered')).toHaveTextContent('Not answered2');
    expect(row('Marked for review')).toHaveTextContent('Marked for review1');
    // The clock runs from the attempt's arrival (35:00): a loaded machine can take a second or more
    // to reach the dialog, so the seconds may have ticked on.
    expect(row('Time left')).toHaveTextContent(/^Time left(35:00|34:[0-5]\d)$/);
    await user.click(dialog.getByRole('button', { name: 'Back to test' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(countCalls(fetchMock, SUBMIT)).toBe(0);
    expect(screen.getByText('3 of 3')).toBeVisible();
  });

  it('submits by itself when the time runs out', async () => {
    const now = Date.now();
    const { fetchMock } = openQuiz({
      [ATTEMPT]: () => jsonResponse(makeOpenAttempt({ deadlineAt: now + 1500, serverNow: now })),
    });
    expect(await screen.findByText('00:02')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'You have completed test' })).toBeVisible();
    expect(countCalls(fetchMock, SUBMIT)).toBe(1);
  });

  it('goes to the result when the server says time is up', async () => {
    const { user, fetchMock } = openQuiz({
      [saved(101)]: () => jsonResponse({ error: { code: 'ATTEMPT_CLOSED', message: 'This test has ended.' } }, 409),
    });
    await user.click(await screen.findByRole('radio', { name: /Cost/ }));
    expect(await screen.findByRole('heading', { name: 'You have completed test' })).toBeVisible();
    expect(countCalls(fetchMock, SUBMIT)).toBe(1);
  });

  it('goes straight to the result of an attempt that is already finished', async () => {
    openQuiz({ [ATTEMPT]: () => jsonResponse(makeFinishedAttempt()) });
    expect(await screen.findByRole('heading', { name: 'You have completed test' })).toBeVisible();
  });

  it('says what is missing without an attempt, and leads to the papers', async () => {
    mockApi({});
    const { user, router } = renderApp('/weekly-challenge-exam');
    const message = await screen.findByText('Missing paperId or moduleId');
    await user.click(within(message.parentElement ?? document.body).getByRole('link', { name: 'Go to papers' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/papers'));
  });

  it('resumes from a bookmark or a reload with the attempt in the address alone', async () => {
    storeTestToken();
    mockApi({ [ATTEMPT]: () => jsonResponse(makeOpenAttempt()) });
    renderApp('/weekly-challenge-exam?attemptId=40&paperId=1');
    expect(await screen.findByText('What does a demand curve show?')).toBeVisible();
  });

  it('goes to the result in its address for a finished attempt opened from the address', async () => {
    storeTestToken();
    mockApi({ [ATTEMPT]: () => jsonResponse(makeFinishedAttempt()) });
    const { router } = renderApp('/weekly-challenge-exam?attemptId=40');
    expect(await screen.findByRole('heading', { name: 'You have completed test' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/quiz-result');
    expect(router.state.location.search).toBe('?attemptId=40&paperId=1');
  });

  it('treats a tampered attempt id as missing, even with an attempt remembered, and leads back to the paper', async () => {
    window.sessionStorage.setItem('padanam.activeAttemptId', '40');
    storeTestToken();
    const fetchMock = mockApi({ [ATTEMPT]: () => jsonResponse(makeOpenAttempt()) });
    renderApp({ pathname: '/weekly-challenge-exam', search: '?attemptId=40abc&paperId=1', state: { attemptId: 40 } });
    const message = await screen.findByText('Missing paperId or moduleId');
    expect(
      within(message.parentElement ?? document.body).getByRole('link', { name: 'Back to the paper' }),
    ).toHaveAttribute('href', '/paper-details/1');
    expect(countCalls(fetchMock, ATTEMPT)).toBe(0);
    window.sessionStorage.clear();
  });

  it('offers Try Again when the attempt cannot be loaded', async () => {
    openQuiz({ [ATTEMPT]: () => jsonResponse({ error: { code: 'INTERNAL', message: 'x' } }, 500) });
    expect(await screen.findByText('Failed to load questions. Please try again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });
});
