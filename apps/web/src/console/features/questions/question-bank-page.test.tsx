import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TAdminModuleDetails, TAdminQuestionList, TImportReport } from '@padanam/contract';
import { countCalls, jsonResponse, mockApi, type TMockCall } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';
import { makeUser } from '../../../testing/user-fixtures';

const details: TAdminModuleDetails = {
  module: {
    id: 7,
    paperId: 3,
    number: 1,
    title: 'Calculus',
    description: '',
    summaryLine: null,
    duration: null,
    isFreePreview: false,
    thumbnailUrl: null,
    pricePaise: null,
    listPricePaise: null,
    isArchived: false,
    noteCount: 0,
    audioCount: 0,
    videoCount: 0,
  },
  paper: { id: 3, title: 'Mathematics', type: 'Major', status: 'published' },
  notes: [],
  audio: [],
  videos: [],
};

const bank: TAdminQuestionList = {
  moduleId: 7,
  category: 'special_exam',
  quizId: 5,
  revision: 3,
  questions: [
    {
      id: 41,
      number: 1,
      text: 'What is $\\int_0^1 x\\,dx$?',
      options: ['$\\frac{1}{2}$', '1'],
      correctOption: 0,
      solution: null,
      imageUrl: null,
    },
    {
      id: 42,
      number: 2,
      text: 'Which is larger?',
      options: ['e', 'π'],
      correctOption: 1,
      solution: null,
      imageUrl: null,
    },
  ],
};

const url = '/admin/modules/7/questions/special_exam';
const listKey = 'GET /api/admin/modules/7/questions?category=special_exam';

describe('the question bank in the console', () => {
  it('lists the questions with their math drawn, and previews a new question as it is written', async () => {
    storeTestToken();
    const sent: unknown[] = [];
    mockApi({
      ...meRoute(makeUser({ role: 'teacher' })),
      'GET /api/admin/modules/7': () => jsonResponse(details),
      [listKey]: () => jsonResponse(bank),
      'POST /api/admin/modules/7/questions?category=special_exam': ({ init }: TMockCall) => {
        sent.push(JSON.parse(String(init?.body)));
        return jsonResponse({ ...bank, questions: [...bank.questions] }, 201);
      },
    });
    const { user } = renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: 'Special Exam questions' })).toBeVisible();
    const first = await screen.findByRole('figure', { name: 'Question 1' });
    await waitFor(() => expect(first.querySelector('.katex')).not.toBeNull());
    expect(within(first).getByText('Right answer')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    const form = screen.getByRole('form', { name: 'New question' });
    await user.click(within(form).getByRole('button', { name: 'Save question' }));
    expect(await within(form).findByText('Write the question')).toBeVisible();
    expect(within(form).getByText('Choose the right option')).toBeVisible();
    expect(sent).toEqual([]);

    await user.type(within(form).getByLabelText('Question'), 'Solve $$x^{{2} = 4$$');
    await user.type(within(form).getByLabelText('Option A'), '2');
    await user.type(within(form).getByLabelText('Option B'), '-2');
    await user.click(within(form).getByRole('button', { name: 'Remove option D' }));
    await user.click(within(form).getByRole('button', { name: 'Remove option C' }));
    await user.click(within(form).getByRole('radio', { name: 'Option A is the right answer' }));
    const preview = screen.getByRole('figure', { name: 'The question as students will see it' });
    await waitFor(() => expect(preview.querySelector('.katex-display')).not.toBeNull());
    expect(preview.querySelector('annotation')?.textContent).toBe('x^{2} = 4');

    await user.click(within(form).getByRole('button', { name: 'Save question' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      text: 'Solve $$x^{2} = 4$$',
      options: ['2', '-2'],
      correctOption: 0,
      solution: null,
      imageUrl: null,
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New question' })).not.toBeInTheDocument());
  });

  it('says an empty test has no questions the way every console list says it is empty', async () => {
    storeTestToken();
    mockApi({
      ...meRoute(makeUser({ role: 'teacher' })),
      'GET /api/admin/modules/7': () => jsonResponse(details),
      [listKey]: () => jsonResponse({ ...bank, questions: [] }),
    });
    renderApp(url);
    expect(await screen.findByText('No questions yet: add one or import a file.')).toHaveClass('status-message');
    expect(screen.queryByRole('list', { name: 'Questions' })).not.toBeInTheDocument();
  });

  it('checks a file first, reports each row, and imports only when asked', async () => {
    storeTestToken();
    const report: TImportReport = {
      dryRun: true,
      isStopped: false,
      rows: [
        { line: 1, label: 'Capital', outcome: 'valid', messages: [] },
        { line: 4, label: 'Broken', outcome: 'refused', messages: ['The question is not closed with }.'] },
        {
          line: 7,
          label: 'True or false',
          outcome: 'unsupported',
          messages: ['True/false questions are not supported.'],
        },
      ],
      counts: { valid: 1, refused: 1, unsupported: 1, written: 0, unchanged: 0, 'not-written': 0 },
    };
    const calls: { dryRun: string; body: { importValidRows?: boolean; format: string } }[] = [];
    const fetchMock = mockApi({
      ...meRoute(makeUser({ role: 'teacher' })),
      'GET /api/admin/modules/7': () => jsonResponse(details),
      [listKey]: () => jsonResponse(bank),
      'POST /api/admin/questions/import?dryRun=true': ({ init }: TMockCall) => {
        calls.push({ dryRun: 'true', body: JSON.parse(String(init?.body)) });
        return jsonResponse(report);
      },
      'POST /api/admin/questions/import?dryRun=false': ({ init }: TMockCall) => {
        calls.push({ dryRun: 'false', body: JSON.parse(String(init?.body)) });
        return jsonResponse({
          ...report,
          dryRun: false,
          rows: report.rows.map((row) => (row.outcome === 'valid' ? { ...row, outcome: 'written' } : row)),
          counts: { ...report.counts, valid: 0, written: 1 },
        });
      },
    });
    const { user } = renderApp(url);
    await user.click(await screen.findByText('Import questions from a file'));
    const form = screen.getByRole('form', { name: 'Import questions' });
    await user.type(within(form).getByLabelText('Or paste the questions'), '::Capital:: Q? {{=a ~b}');
    await user.click(within(form).getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText('Checked: 1 ready, 1 with problems, 1 not supported (skipped).')).toBeVisible();
    expect(screen.getByText('The question is not closed with }.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Import 1 question/ })).not.toBeInTheDocument();
    expect(calls).toEqual([
      { dryRun: 'true', body: expect.objectContaining({ format: 'gift', importValidRows: false }) },
    ]);

    await user.click(screen.getByRole('button', { name: 'Import the 1 valid question only' }));
    expect(await screen.findByText('Imported 1 question.')).toBeVisible();
    expect(calls[1]).toEqual({ dryRun: 'false', body: expect.objectContaining({ importValidRows: true }) });
    await waitFor(() => expect(countCalls(fetchMock, listKey)).toBe(2));
  });

  it("opens the question a test's report links to in its editor", async () => {
    storeTestToken();
    mockApi({
      ...meRoute(makeUser({ role: 'teacher' })),
      'GET /api/admin/modules/7': () => jsonResponse(details),
      [listKey]: () => jsonResponse(bank),
    });
    renderApp(`${url}?edit=42`);
    const form = await screen.findByRole('form', { name: 'Edit question 2' });
    expect(within(form).getByLabelText('Question')).toHaveValue('Which is larger?');
  });

  it('says a linked question from an earlier revision has changed since', async () => {
    storeTestToken();
    mockApi({
      ...meRoute(makeUser({ role: 'teacher' })),
      'GET /api/admin/modules/7': () => jsonResponse(details),
      [listKey]: () => jsonResponse(bank),
    });
    renderApp(`${url}?edit=17`);
    expect(await screen.findByText(/That question has been changed or removed since/)).toBeVisible();
    expect(screen.queryByRole('form', { name: /^Edit question/ })).not.toBeInTheDocument();
  });
});
