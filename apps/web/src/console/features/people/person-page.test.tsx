import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TAdminUserDetails } from '@padanam/contract';
import { jsonResponse, mockApi, type TMockCall } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';
import { makeUser } from '../../../testing/user-fixtures';

function personWith(email: string): TAdminUserDetails {
  return {
    user: {
      id: 41,
      name: 'Nimmi Raj',
      countryCode: '+91',
      phone: '9000000041',
      email,
      collegeName: 'Farook College, Kozhikode',
      departmentName: 'Computer Science',
      courseTitle: 'BSc Computer Science',
      semester: 3,
      role: 'student',
      createdAt: Date.UTC(2026, 10, 1),
    },
    enrollments: [],
    results: [],
    timeSpent: { testSeconds: 0, testsTaken: 0 },
    papers: [],
  };
}

const conflict = () =>
  jsonResponse({ error: { code: 'CONFLICT', message: 'Another account already uses this email.' } }, 409);

describe('a person’s email in the console', () => {
  it('lets an admin set it: the server’s refusal shows beside the field, and the page shows the saved email', async () => {
    storeTestToken();
    let stored = '';
    const sent: unknown[] = [];
    mockApi({
      ...meRoute(makeUser({ role: 'admin' })),
      'GET /api/admin/users/41': () => jsonResponse(personWith(stored)),
      'PATCH /api/admin/users/41/email': ({ init }: TMockCall) => {
        const body = JSON.parse(String(init?.body)) as { email: string | null };
        sent.push(body);
        if (body.email === 'taken@example.in') return conflict();
        stored = body.email ?? '';
        return jsonResponse(personWith(stored).user);
      },
    });
    const { user } = renderApp('/admin/people/41');
    const form = await screen.findByRole('form', { name: 'Email' });
    expect(screen.getByText('No email')).toBeVisible();
    const field = within(form).getByLabelText('Email');
    expect(field).toHaveValue('');

    await user.type(field, 'not an email');
    await user.click(within(form).getByRole('button', { name: 'Save email' }));
    expect(await within(form).findByText('Please enter a valid email address')).toBeVisible();
    expect(sent).toEqual([]);

    await user.clear(field);
    await user.type(field, ' Taken@Example.IN ');
    await user.click(within(form).getByRole('button', { name: 'Save email' }));
    expect(await within(form).findByText('Another account already uses this email.')).toBeVisible();
    expect(sent).toEqual([{ email: 'taken@example.in' }]);
    expect(screen.getByText('No email')).toBeVisible();

    await user.clear(field);
    await user.type(field, 'Nimmi.Raj@example.in');
    await user.click(within(form).getByRole('button', { name: 'Save email' }));
    expect(await screen.findByText('nimmi.raj@example.in')).toBeVisible();
    expect(sent).toEqual([{ email: 'taken@example.in' }, { email: 'nimmi.raj@example.in' }]);
    expect(screen.queryByText('No email')).not.toBeInTheDocument();
    expect(within(await screen.findByRole('form', { name: 'Email' })).getByLabelText('Email')).toHaveValue(
      'nimmi.raj@example.in',
    );
  });

  it('clears it when an admin saves the field empty', async () => {
    storeTestToken();
    let stored = 'old@example.in';
    const sent: unknown[] = [];
    mockApi({
      ...meRoute(makeUser({ role: 'admin' })),
      'GET /api/admin/users/41': () => jsonResponse(personWith(stored)),
      'PATCH /api/admin/users/41/email': ({ init }: TMockCall) => {
        const body = JSON.parse(String(init?.body)) as { email: string | null };
        sent.push(body);
        stored = body.email ?? '';
        return jsonResponse(personWith(stored).user);
      },
    });
    const { user } = renderApp('/admin/people/41');
    const form = await screen.findByRole('form', { name: 'Email' });
    await user.clear(within(form).getByLabelText('Email'));
    await user.click(within(form).getByRole('button', { name: 'Save email' }));
    expect(await screen.findByText('No email')).toBeVisible();
    expect(sent).toEqual([{ email: null }]);
  });

  it('shows a teacher the email without a way to change it', async () => {
    storeTestToken();
    mockApi({
      ...meRoute(makeUser({ role: 'teacher' })),
      'GET /api/admin/users/41': () => jsonResponse(personWith('nimmi@example.in')),
    });
    renderApp('/admin/people/41');
    expect(await screen.findByText('nimmi@example.in')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Email' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save email' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
  });
});

describe('a person’s role in the console', () => {
  it('changes only when the admin confirms, after saying what the role grants', async () => {
    storeTestToken();
    let role: TAdminUserDetails['user']['role'] = 'student';
    const sent: unknown[] = [];
    mockApi({
      ...meRoute(makeUser({ role: 'admin' })),
      'GET /api/admin/users/41': () => {
        const details = personWith('nimmi@example.in');
        return jsonResponse({ ...details, user: { ...details.user, role } });
      },
      'PATCH /api/admin/users/41/role': ({ init }: TMockCall) => {
        const body = JSON.parse(String(init?.body)) as { role: typeof role };
        sent.push(body);
        role = body.role;
        return jsonResponse({ ok: true });
      },
    });
    const { user } = renderApp('/admin/people/41');
    const select = await screen.findByRole('combobox', { name: 'Role' });

    // Choosing asks first; cancelling leaves the role as it was and sends nothing.
    await user.selectOptions(select, 'admin');
    let dialog = await screen.findByRole('alertdialog', { name: 'Make Nimmi Raj an admin?' });
    expect(dialog).toHaveTextContent('prices, papers, enrollments and roles');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(select).toHaveValue('student');
    expect(sent).toEqual([]);

    await user.selectOptions(select, 'teacher');
    dialog = await screen.findByRole('alertdialog', { name: 'Make Nimmi Raj a teacher?' });
    expect(dialog).toHaveTextContent('doubts, announcements and feedback');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(sent).toEqual([{ role: 'teacher' }]);
    await waitFor(() => expect(select).toHaveValue('teacher'));
  });
});

describe('a person’s attempts and progress in the console', () => {
  it('shows each attempt with its standing, working time and how it ended, the time in tests, and progress per paper', async () => {
    storeTestToken();
    const details: TAdminUserDetails = {
      ...personWith('nimmi@example.in'),
      results: [
        {
          attemptId: 9,
          paperTitle: 'Mechanics',
          moduleNumber: 2,
          moduleTitle: 'Motion',
          category: 'special_exam',
          testTitle: 'Motion test',
          score: 4.5,
          maxMarks: 10,
          correctAnswers: 5,
          wrongAnswers: 2,
          finishedAt: Date.UTC(2026, 10, 20, 6, 30),
          timedOut: true,
          workingTimeSeconds: 2100,
          rank: 2,
          participants: 3,
        },
      ],
      timeSpent: { testSeconds: 3900, testsTaken: 2 },
      papers: [
        {
          paperId: 4,
          paperTitle: 'Mechanics',
          moduleCount: 2,
          modulesStarted: 2,
          modulesCompleted: 1,
          notesOpened: 2,
          audioFinished: 1,
          videoFinished: 1,
          progress: 50,
          lastStudiedAt: Date.UTC(2026, 10, 20, 6, 0),
        },
      ],
    };
    mockApi({
      ...meRoute(makeUser({ role: 'teacher' })),
      'GET /api/admin/users/41': () => jsonResponse(details),
    });
    renderApp('/admin/people/41');
    const attempts = await screen.findByRole('region', { name: 'Test attempts' });
    expect(within(attempts).getByText(/Time in tests: 1 h 05 min over 2 finished tests/)).toBeVisible();
    const row = within(attempts).getByText('Motion test (Special Exam)').closest('tr')!;
    expect(row).toHaveTextContent('4.5 / 10');
    expect(row).toHaveTextContent('2 of 3');
    expect(row).toHaveTextContent('35 min');
    expect(within(row).getByText('Timed out')).toBeVisible();
    const progress = screen.getByRole('region', { name: 'Progress per paper' });
    const paper = within(progress).getByText('Mechanics').closest('tr')!;
    expect(paper).toHaveTextContent('50%');
    expect(paper).toHaveTextContent('2 of 2');
    expect(screen.getByText('9000000041', { exact: false })).toBeVisible();
  });
});
