import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAdminPaper, TClassReport, TClassStudent } from '@padanam/contract';
import { countCalls, jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';
import { makeUser } from '../../../testing/user-fixtures';

function student(userId: number, name: string, changes: Partial<TClassStudent> = {}): TClassStudent {
  return {
    userId,
    name,
    collegeName: 'Farook College, Kozhikode',
    departmentName: 'Physics',
    semester: 3,
    modulesStarted: 0,
    modulesCompleted: 0,
    notesOpened: 0,
    audioFinished: 0,
    videoFinished: 0,
    testsTaken: 0,
    averageScorePercent: null,
    lastScore: null,
    lastMaxMarks: null,
    lastActiveAt: null,
    hasStarted: false,
    ...changes,
  };
}

function adminPaper(id: number, title: string): TAdminPaper {
  return {
    ...{ id, title, type: 'Major', language: 'English', description: '', pricePaise: 24_900 },
    ...{ listPricePaise: null, status: 'published', imageUrl: null, moduleCount: 4, enrolledCount: 30 },
    ...{ createdAt: Date.UTC(2026, 9, 1), updatedAt: null },
  };
}

const REPORT: TClassReport = {
  items: [
    student(7, 'Anu', {
      modulesStarted: 2,
      modulesCompleted: 1,
      notesOpened: 2,
      audioFinished: 1,
      videoFinished: 1,
      testsTaken: 2,
      averageScorePercent: 60,
      lastScore: 4.5,
      lastMaxMarks: 10,
      lastActiveAt: Date.UTC(2026, 10, 20, 6, 30),
      hasStarted: true,
    }),
    student(8, 'Eswar'),
  ],
  total: 2,
  page: 1,
  pageSize: 20,
  summary: { students: 2, started: 1, notStarted: 1, testsTaken: 2, averageScorePercent: 60 },
  paper: null,
};

function mockConsole(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...meRoute(makeUser({ role: 'teacher' })),
    'GET /api/colleges': () => jsonResponse({ colleges: [{ id: 5, name: 'Farook College, Kozhikode' }] }),
    'GET /api/departments': () => jsonResponse({ departments: [{ id: 3, slug: 'physics', name: 'Physics' }] }),
    'GET /api/admin/papers?sort=title&pageSize=50': () =>
      jsonResponse({ items: [adminPaper(11, 'Algebra')], total: 1, page: 1, pageSize: 50 }),
    'GET /api/admin/classes/report?collegeId=5&page=1': () => jsonResponse(REPORT),
    'GET /api/admin/classes/report/export?collegeId=5&format=csv': () =>
      new Response('\uFEFFname\r\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
    'GET /api/admin/classes/report/export?collegeId=5&format=xlsx': () =>
      new Response(new Uint8Array([0x50, 0x4b]), {
        headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      }),
    ...extra,
  });
}

afterEach(() => vi.restoreAllMocks());

describe('the console’s class report', () => {
  it('asks for a class first, then shows its summary and each student, who has not started marked', async () => {
    storeTestToken();
    const fetchMock = mockConsole();
    const { user } = renderApp('/admin/classes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Class report' })).toBeVisible();
    expect(screen.getByText('Choose a college, department, semester or paper to see its class.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download Excel' })).not.toBeInTheDocument();

    const college = screen.getByRole('combobox', { name: 'College' });
    await waitFor(() =>
      expect(within(college).getByRole('option', { name: 'Farook College, Kozhikode' })).toBeDefined(),
    );
    await user.selectOptions(college, '5');

    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Not started').nextElementSibling).toHaveTextContent('1');
    expect(within(summary).getByText('Average score').nextElementSibling).toHaveTextContent('60%');

    const anu = (await screen.findByRole('link', { name: 'Anu' })).closest('tr')!;
    expect(within(anu).getByRole('link', { name: 'Anu' })).toHaveAttribute('href', '/admin/people/7');
    expect(anu).toHaveTextContent('4.5 / 10');
    expect(within(anu).queryByText('not started')).not.toBeInTheDocument();
    const eswar = screen.getByRole('link', { name: 'Eswar' }).closest('tr')!;
    expect(within(eswar).getByText('not started')).toBeVisible();
    expect(eswar).toHaveTextContent('Never');
    expect(countCalls(fetchMock, 'GET /api/admin/classes/report?collegeId=5&page=1')).toBe(1);
  });

  it('downloads the whole class as CSV or Excel with the token, not through a link that would need it in the address', async () => {
    storeTestToken();
    const fetchMock = mockConsole();
    URL.createObjectURL = vi.fn(() => 'blob:class-report');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderApp('/admin/classes?collegeId=5');
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['class-report.csv']));
    await user.click(screen.getByRole('button', { name: 'Download Excel' }));
    await waitFor(() => expect(saved).toEqual(['class-report.csv', 'class-report.xlsx']));
    expect(countCalls(fetchMock, 'GET /api/admin/classes/report/export?collegeId=5&format=csv')).toBe(1);
    expect(countCalls(fetchMock, 'GET /api/admin/classes/report/export?collegeId=5&format=xlsx')).toBe(1);
    for (const [input, init] of fetchMock.mock.calls.filter(([input]) => String(input).includes('/export')))
      expect((init?.headers as Record<string, string>).authorization, String(input)).toMatch(/^Bearer /);
  });

  it('finds a paper by its title for the Paper filter, and keeps the chosen one listed', async () => {
    storeTestToken();
    const mechanics = adminPaper(23, 'Mechanics');
    const fetchMock = mockConsole({
      'GET /api/admin/papers?q=Mech&sort=title&pageSize=50': () =>
        jsonResponse({ items: [mechanics], total: 1, page: 1, pageSize: 50 }),
      'GET /api/admin/papers?q=Zoology&sort=title&pageSize=50': () =>
        jsonResponse({ items: [], total: 0, page: 1, pageSize: 50 }),
      'GET /api/admin/papers/23': () => jsonResponse({ paper: mechanics, modules: [] }),
      'GET /api/admin/classes/report?paperId=23&page=1': () => jsonResponse(REPORT),
    });
    const { user } = renderApp('/admin/classes');
    const paper = await screen.findByRole('combobox', { name: 'Paper' });
    await waitFor(() => expect(within(paper).getByRole('option', { name: 'Algebra' })).toBeDefined());

    await user.type(screen.getByRole('searchbox', { name: 'Find a paper' }), 'Mech');
    await waitFor(() => expect(within(paper).getByRole('option', { name: 'Mechanics' })).toBeDefined());
    await user.selectOptions(paper, '23');
    await waitFor(() => expect(countCalls(fetchMock, 'GET /api/admin/classes/report?paperId=23&page=1')).toBe(1));

    await user.clear(screen.getByRole('searchbox', { name: 'Find a paper' }));
    await user.type(screen.getByRole('searchbox', { name: 'Find a paper' }), 'Zoology');
    await waitFor(() =>
      expect(countCalls(fetchMock, 'GET /api/admin/papers?q=Zoology&sort=title&pageSize=50')).toBe(1),
    );
    expect(paper).toHaveValue('23');
    expect(
      within(paper)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any', 'Mechanics']);
  });

  it('is linked from the console’s navigation', async () => {
    storeTestToken();
    mockConsole();
    renderApp('/admin/classes');
    expect(await screen.findByRole('link', { name: 'Class report' })).toHaveAttribute('href', '/admin/classes');
  });
});
