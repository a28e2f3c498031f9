import type { TNotebook, TNotebookEntry, TPracticeFeedback, TPracticeQuestion } from '@padanam/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countCalls, jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';

function entry(questionId: number, overrides: Partial<TNotebookEntry> = {}): TNotebookEntry {
  return {
    questionId,
    attemptId: 40,
    testTitle: 'Weekly Challenge',
    category: 'weekly_challenge',
    number: questionId - 100,
    text: `Question text ${questionId}`,
    options: ['Salt', 'Cars', 'Gold'],
    imageUrl: null,
    chosenOption: 1,
    correctOption: 0,
    solution: `Solution of ${questionId}`,
    status: 'wrong',
    timesRight: 0,
    ...overrides,
  };
}

const NOTEBOOK: TNotebook = {
  papers: [
    {
      paperId: 1,
      paperTitle: 'Microeconomics',
      paperType: 'Major',
      modules: [
        {
          moduleId: 11,
          moduleNumber: 1,
          moduleTitle: 'Demand',
          entries: [entry(102), entry(103, { chosenOption: null, status: 'unanswered' })],
        },
        {
          moduleId: 12,
          moduleNumber: 2,
          moduleTitle: 'Supply',
          entries: [entry(104, { testTitle: 'Special Exam', timesRight: 1 })],
        },
      ],
    },
    {
      paperId: 2,
      paperTitle: 'Statistics',
      paperType: 'Minor',
      modules: [{ moduleId: 21, moduleNumber: 3, moduleTitle: 'Sampling', entries: [entry(105)] }],
    },
  ],
  mastered: [
    {
      paperId: 1,
      paperTitle: 'Microeconomics',
      paperType: 'Major',
      modules: [
        { moduleId: 11, moduleNumber: 1, moduleTitle: 'Demand', entries: [entry(106, { text: 'A mastered one' })] },
      ],
    },
  ],
  waiting: [],
};

const EMPTY: TNotebook = { papers: [], mastered: [], waiting: [] };

function open(pathname: string, routes: Parameters<typeof mockApi>[0]) {
  storeTestToken();
  const fetchMock = mockApi({ ...meRoute(), ...routes });
  return { fetchMock, ...renderApp(pathname) };
}

describe('mistake notebook', () => {
  it('groups the entries by paper, then module, each with both answers, the solution and a way to practise', async () => {
    open('/mistake-notebook', { 'GET /api/notebook': () => jsonResponse(NOTEBOOK) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mistake Notebook' })).toBeVisible();
    const micro = await screen.findByRole('region', { name: 'Microeconomics' });
    const demand = within(micro).getByRole('region', { name: 'Module 1: Demand' });
    expect(
      within(demand)
        .getAllByRole('article')
        .map((article) => article.querySelector('.notebook-entry__text')?.textContent),
    ).toEqual(['Question text 102', 'Question text 103']);
    const [wrong, skipped] = within(demand).getAllByRole('article');
    expect(within(wrong!).getByText('Wrong')).toBeVisible();
    expect(within(wrong!).getByText('Your answer: B. Right answer: A.')).toBeVisible();
    expect(within(wrong!).getByText('Solution of 102')).toBeVisible();
    expect(within(skipped!).getByText('Skipped')).toBeVisible();
    expect(within(skipped!).getByText('Your answer: skipped. Right answer: A.')).toBeVisible();
    expect(within(micro).getByRole('region', { name: 'Module 2: Supply' })).toHaveTextContent(
      'Right once in practice: once more and it is mastered.',
    );
    expect(
      within(screen.getByRole('region', { name: 'Statistics' })).getByRole('region', { name: 'Module 3: Sampling' }),
    ).toBeVisible();
    // Papers in the server's order; each module's own practice, and one for all.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Microeconomics',
      'Statistics',
      'Mastered',
    ]);
    expect(within(demand).getByRole('link', { name: /^Practise these/ })).toHaveAttribute(
      'href',
      '/practice?source=notebook&moduleId=11',
    );
    expect(screen.getByRole('link', { name: 'Practise all' })).toHaveAttribute('href', '/practice?source=notebook');
    expect(screen.getByText('4 questions to review.', { exact: false })).toBeVisible();
  });

  it('brings a mastered question back', async () => {
    const { fetchMock, user } = open('/mistake-notebook', {
      'GET /api/notebook': () => jsonResponse(NOTEBOOK),
      'POST /api/notebook/106/restore': () => jsonResponse({ questionId: 106, timesRight: 0, isMastered: false }),
    });
    const mastered = await screen.findByRole('region', { name: 'Mastered' });
    expect(within(mastered).getByText('A mastered one')).toBeVisible();
    await user.click(within(mastered).getByRole('button', { name: /Bring back/ }));
    expect(countCalls(fetchMock, 'POST /api/notebook/106/restore')).toBe(1);
    // The notebook is asked again to show it back in place.
    await expect.poll(() => countCalls(fetchMock, 'GET /api/notebook')).toBe(2);
  });

  it('says what will appear and when, when there is nothing yet', async () => {
    const opensAt = Date.UTC(2026, 10, 30, 12, 30);
    open('/mistake-notebook', {
      'GET /api/notebook': () =>
        jsonResponse({
          ...EMPTY,
          waiting: [
            {
              attemptId: 9,
              testTitle: 'Weekly Challenge',
              paperTitle: 'Microeconomics',
              moduleNumber: 2,
              moduleTitle: 'Supply',
              opensAt,
            },
          ],
        }),
    });
    const empty = await screen.findByRole('region', { name: 'No mistakes here yet' });
    expect(empty).toHaveTextContent(
      'every question you got wrong or skipped appears here as soon as that test\u2019s answer key opens'.replace(
        '\u2019',
        "'",
      ),
    );
    expect(empty).toHaveTextContent('when the window closes');
    expect(
      within(empty).getByText(/Weekly Challenge, Module 2: Supply \(Microeconomics\): its mistakes appear on/),
    ).toHaveTextContent('30 Nov 2026');
    expect(screen.queryByRole('link', { name: 'Practise all' })).not.toBeInTheDocument();
  });
});

const QUESTIONS: TPracticeQuestion[] = [
  {
    id: 102,
    text: 'Which good has inelastic demand?',
    options: ['Salt', 'Cars'],
    imageUrl: null,
    testTitle: 'Weekly Challenge',
    paperTitle: 'Microeconomics',
    moduleNumber: 1,
    moduleTitle: 'Demand',
  },
  {
    id: 103,
    text: 'A Giffen good is…',
    options: ['Inferior', 'Luxury'],
    imageUrl: null,
    testTitle: 'Weekly Challenge',
    paperTitle: 'Microeconomics',
    moduleNumber: 1,
    moduleTitle: 'Demand',
  },
];

describe('practice', () => {
  it('checks each answer with the server, shows the feedback and the solution, then a summary', async () => {
    const replies: Record<number, TPracticeFeedback> = {
      102: {
        questionId: 102,
        option: 1,
        isCorrect: false,
        correctOption: 0,
        solution: 'Salt has few substitutes.',
        timesRight: 0,
        isMastered: false,
      },
      103: {
        questionId: 103,
        option: 0,
        isCorrect: true,
        correctOption: 0,
        solution: null,
        timesRight: 2,
        isMastered: true,
      },
    };
    const sent: unknown[] = [];
    const { fetchMock, user } = open('/practice?source=notebook&moduleId=11', {
      'GET /api/practice?source=notebook&moduleId=11': () => jsonResponse({ questions: QUESTIONS }),
      'POST /api/practice/answers': ({ init }) => {
        const body = JSON.parse(String(init?.body)) as { questionId: number; option: number };
        sent.push(body);
        return jsonResponse(replies[body.questionId]);
      },
    });
    expect(await screen.findByText('Which good has inelastic demand?')).toBeVisible();
    expect(screen.getByText('Question 1 of 2')).toBeVisible();
    // Nothing of the key before answering: no verdict, no solution, Check waits for a choice.
    expect(screen.queryByText('Salt has few substitutes.')).not.toBeInTheDocument();
    expect(screen.queryByText('Correct answer')).not.toBeInTheDocument();
    const checkButton = screen.getByRole('button', { name: 'Check' });
    expect(checkButton).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Cars/ }));
    await user.click(checkButton);

    expect(await screen.findByText('Not quite: the right answer is A.')).toBeVisible();
    expect(sent).toEqual([{ questionId: 102, option: 1 }]);
    expect(screen.getByText('Salt has few substitutes.')).toBeVisible();
    expect(screen.getByText('Correct answer')).toBeVisible();
    expect(screen.getByText('Your answer')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByText('Question 2 of 2')).toBeVisible();
    expect(screen.queryByText(/Not quite/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Inferior/ }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Right!')).toBeVisible();
    expect(screen.getByText('Mastered: answered right twice. It has left your notebook.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    const summary = screen.getByRole('region', { name: 'Practice finished' });
    expect(summary).toHaveTextContent('You answered 1 of 2 right. 1 question is mastered now.');
    expect(summary).toHaveTextContent('Practice is not counted in your results or the leaderboard.');
    expect(within(summary).getByRole('link', { name: 'Back to notebook' })).toHaveAttribute(
      'href',
      '/mistake-notebook',
    );
    expect(countCalls(fetchMock, 'POST /api/practice/answers')).toBe(2);
  });

  it("shows the server's refusal of an answer and keeps the question", async () => {
    const { user } = open('/practice?source=notebook', {
      'GET /api/practice?source=notebook': () => jsonResponse({ questions: QUESTIONS }),
      'POST /api/practice/answers': () =>
        jsonResponse({ error: { code: 'NOT_ENROLLED', message: 'This module is part of a paid paper.' } }, 403),
    });
    await user.click(await screen.findByRole('radio', { name: /Salt/ }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This module is part of a paid paper.');
    expect(screen.getByText('Question 1 of 2')).toBeVisible();
  });

  it('says when there is nothing to practise', async () => {
    open('/practice?source=module&moduleId=11', {
      'GET /api/practice?source=module&moduleId=11': () => jsonResponse({ questions: [] }),
    });
    expect(await screen.findByRole('heading', { name: 'Nothing to practise here' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Mistake Notebook' })).toHaveAttribute('href', '/mistake-notebook');
  });
});

describe('the way in', () => {
  it('is in the profile menu', async () => {
    open('/my-profile/save-items', { 'GET /api/saved': () => jsonResponse({ items: [] }) });
    const menu = await screen.findByRole('navigation', { name: 'Profile' });
    expect(within(menu).getByRole('link', { name: 'Mistake Notebook' })).toHaveAttribute('href', '/mistake-notebook');
  });
});
