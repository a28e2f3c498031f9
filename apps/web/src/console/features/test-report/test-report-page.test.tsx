import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAdminModuleDetails, TTestReport } from '@padanam/contract';
import { countCalls, jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';
import { makeUser } from '../../../testing/user-fixtures';

const details = {
  module: { id: 7, paperId: 3, number: 1, title: 'Calculus' },
  paper: { id: 3, title: 'Mathematics', type: 'Major', status: 'published' },
} as unknown as TAdminModuleDetails;

const question = (number: number, overrides: Partial<TTestReport['questions']['items'][number]> = {}) => ({
  questionId: 40 + number,
  number,
  text: `Question text ${number}`,
  attempts: 5,
  facility: 46.8,
  discriminationIndex: 97.63,
  discriminativeEfficiency: 100,
  options: ['A', 'B'].map((text, option) => ({
    option,
    text,
    isCorrect: option === 0,
    count: option === 0 ? 3 : 2,
    share: option === 0 ? 60 : 40,
  })),
  skipped: 0,
  skippedShare: 0,
  averageSecondsOnScreen: 30,
  flags: [],
  ...overrides,
});

const report: TTestReport = {
  moduleId: 7,
  category: 'special_exam',
  quizId: 5,
  title: 'Special Exam',
  revision: 2,
  revisions: [
    { revision: 2, attempts: 5 },
    { revision: 1, attempts: 1 },
  ],
  maxMarks: 5,
  summary: {
    attempts: 5,
    submitted: 3,
    timedOut: 2,
    mean: 2.8,
    median: 3.67,
    standardDeviation: 1.34,
    highest: 4,
    lowest: 1.34,
    averageWorkingSeconds: 1380,
  },
  histogram: [
    { from: 0, to: 1, count: 0 },
    { from: 1, to: 2, count: 2 },
    { from: 2, to: 3, count: 0 },
    { from: 3, to: 4, count: 2 },
    { from: 4, to: 5, count: 1 },
  ],
  questions: {
    items: [
      question(1),
      question(3, { facility: 53.4, discriminationIndex: -84.26, flags: ['negative_discrimination'] }),
      question(5, { facility: 100, discriminationIndex: null, discriminativeEfficiency: null, flags: ['too_easy'] }),
    ],
    total: 3,
    page: 1,
    pageSize: 20,
  },
};

const url = '/admin/modules/7/tests/special_exam/report';
const reportKey = 'GET /api/admin/modules/7/tests/special_exam/report?page=1';

function mockReport(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...meRoute(makeUser({ role: 'teacher' })),
    'GET /api/admin/modules/7': () => jsonResponse(details),
    'GET /api/colleges': () => jsonResponse({ colleges: [{ id: 9, name: 'University College' }] }),
    'GET /api/departments': () => jsonResponse({ departments: [{ id: 4, slug: 'maths', name: 'Mathematics' }] }),
    [reportKey]: () => jsonResponse(report),
    ...extra,
  });
}

describe("a test's report in the console", () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the summary, the score distribution as a table and each question with its flags and editor link', async () => {
    storeTestToken();
    mockReport();
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: 'Special Exam report' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Summary of revision 2' })).toBeVisible();

    const summary = screen.getByRole('heading', { name: 'Summary of revision 2' }).closest('section')!;
    const figureOf = (term: string) => within(summary).getByText(term).nextElementSibling?.textContent;
    expect(figureOf('Attempts')).toBe('5');
    expect(figureOf('Timed out')).toBe('2');
    expect(figureOf('Median')).toBe('3.67 of 5');
    expect(figureOf('Average time')).toBe('23 min 0 s');

    const histogram = screen.getByRole('table', { name: 'Attempts by marks' });
    expect(within(histogram).getByRole('rowheader', { name: '1 to under 2' })).toBeVisible();
    const last = within(histogram).getByRole('row', { name: /4 to 5/ });
    expect(within(last).getByText('1')).toBeVisible();

    const questions = screen.getByRole('region', { name: 'Questions, scrolls sideways' });
    expect(
      within(questions)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toContain('Discrimination');
    const third = within(questions).getByRole('row', { name: /Question text 3/ });
    expect(within(third).getByText('Negative discrimination')).toBeVisible();
    expect(within(third).getByText('-84.26')).toBeVisible();
    expect(within(third).getByRole('link', { name: 'Edit question 3' })).toHaveAttribute(
      'href',
      '/admin/modules/7/questions/special_exam?edit=43',
    );
    const fifth = within(questions).getByRole('row', { name: /Question text 5/ });
    expect(within(fifth).getByText('Too easy (facility over 90 %)')).toBeVisible();
    expect(within(screen.getByRole('navigation', { name: 'Pages' })).getByText('1–3 of 3')).toBeVisible();
  });

  it('narrows by the filters in the address, and downloads the same report as CSV and as Excel', async () => {
    storeTestToken();
    const semesterKey = 'GET /api/admin/modules/7/tests/special_exam/report?revision=1&semester=3&page=1';
    const revisionKey = 'GET /api/admin/modules/7/tests/special_exam/report?revision=1&page=1';
    const csvKey = 'GET /api/admin/modules/7/tests/special_exam/report?revision=1&semester=3&format=csv';
    const xlsxKey = 'GET /api/admin/modules/7/tests/special_exam/report?revision=1&semester=3&format=xlsx';
    const narrowed = { ...report, revision: 1, summary: { ...report.summary, attempts: 1 } };
    const fetchMock = mockReport({
      [revisionKey]: () => jsonResponse(narrowed),
      [semesterKey]: () => jsonResponse(narrowed),
      [csvKey]: () => new Response('\uFEFFMeasure,Value\r\n', { headers: { 'Content-Type': 'text/csv' } }),
      [xlsxKey]: () => new Response(new Uint8Array([0x50, 0x4b])),
    });
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    const { user } = renderApp(url);
    await screen.findByRole('heading', { level: 2, name: 'Summary of revision 2' });

    await user.selectOptions(screen.getByLabelText('Revision'), '1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Summary of revision 1' })).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Semester'), '3');
    await waitFor(() => expect(countCalls(fetchMock, semesterKey)).toBe(1));
    expect(screen.getByLabelText('Finished from')).toHaveAttribute('type', 'date');

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(countCalls(fetchMock, csvKey)).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Download Excel' }));
    await waitFor(() => expect(countCalls(fetchMock, xlsxKey)).toBe(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names the revision it shows in the revision choice, also before anyone has finished it', async () => {
    storeTestToken();
    const unfinished = {
      ...report,
      revision: 3,
      revisions: [{ revision: 1, attempts: 1 }],
      summary: { ...report.summary, attempts: 0, submitted: 0, timedOut: 0 },
    };
    mockReport({ [reportKey]: () => jsonResponse(unfinished) });
    renderApp(url);
    const revision = await screen.findByRole('combobox', { name: 'Revision' });
    await waitFor(() => expect(revision).toHaveValue('3'));
    expect(
      within(revision)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Revision 3 (0 attempts)', 'Revision 1 (1 attempt)']);
  });

  it('says so when the report cannot be loaded', async () => {
    storeTestToken();
    mockReport({
      [reportKey]: () => jsonResponse({ error: { code: 'NOT_FOUND', message: 'Test not found' } }, 404),
    });
    renderApp(url);
    expect(await screen.findByText('Could not load the report.')).toBeVisible();
  });
});
