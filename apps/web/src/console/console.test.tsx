import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TAdminPaperPage } from '@padanam/contract';
import { countCalls, jsonResponse, mockApi } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';
import { meRoute, storeTestToken } from '../testing/session';
import { makeUser } from '../testing/user-fixtures';

const emptyPage: TAdminPaperPage = { items: [], total: 0, page: 1, pageSize: 20 };

describe('the staff console', () => {
  it('tells a student it is for staff only, and asks the server for nothing of it', async () => {
    storeTestToken();
    const fetchMock = mockApi({ ...meRoute(makeUser({ role: 'student' })) });
    renderApp('/admin/papers');
    expect(await screen.findByRole('alert')).toHaveTextContent('This page is for staff only.');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/admin/'))).toBe(false);
  });

  it('shows a student that message as a page of the student app: top bar, heading and the way Home', async () => {
    storeTestToken();
    mockApi({ ...meRoute(makeUser({ role: 'student', name: 'Anu Thomas' })) });
    const { user, router } = renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff console' })).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Padanam' })).toHaveAttribute('href', '/');
    expect(await within(banner).findByRole('link', { name: 'Anu Thomas' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('alert'));
    await user.click(screen.getByRole('link', { name: 'Go to Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows a teacher the papers without the admin-only links', async () => {
    storeTestToken();
    mockApi({
      ...meRoute(makeUser({ role: 'teacher', name: 'Teacher Tessy' })),
      'GET /api/admin/papers?page=1': () => jsonResponse(emptyPage),
    });
    renderApp('/admin/papers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Papers' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'People' })).toBeVisible();
    expect(within(nav).queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Sales' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New paper' })).not.toBeInTheDocument();
  });

  it('checks a new paper at once, then puts the server’s refusals beside their fields', async () => {
    storeTestToken();
    const user = userEvent.setup();
    const fetchMock = mockApi({
      ...meRoute(makeUser({ role: 'admin' })),
      'POST /api/admin/papers': () =>
        jsonResponse(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'listPricePaise: The list price is the struck-through figure: it cannot be below the price.',
              fields: { listPricePaise: 'The list price is the struck-through figure: it cannot be below the price.' },
            },
          },
          400,
        ),
    });
    renderApp('/admin/papers/new');
    await screen.findByRole('heading', { level: 1, name: 'New paper' });

    await user.click(screen.getByRole('button', { name: 'Create paper' }));
    expect(await screen.findByText('Title is required')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Price (₹)' })).toHaveAccessibleDescription(
      'Enter rupees, such as 249 or 249.50',
    );
    expect(countCalls(fetchMock, 'POST /api/admin/papers')).toBe(0);

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Kerala History');
    await user.type(screen.getByRole('textbox', { name: 'Price (₹)' }), '249.50');
    await user.type(screen.getByRole('textbox', { name: /List price/ }), '499');
    await user.click(screen.getByRole('button', { name: 'Create paper' }));
    await waitFor(() => expect(countCalls(fetchMock, 'POST /api/admin/papers')).toBe(1));
    const sent = JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')![1]!.body));
    expect(sent).toMatchObject({ title: 'Kerala History', pricePaise: 24950, listPricePaise: 49900 });
    expect(await screen.findByRole('textbox', { name: /List price/ })).toHaveAccessibleDescription(
      /The list price is the struck-through figure/,
    );
  });

  it('links a college students typed to the listed college an admin picks', async () => {
    storeTestToken();
    const user = userEvent.setup();
    const listed = {
      items: [{ id: 9, name: 'Government College, Madappally', students: 4 }],
      total: 1,
      page: 1,
      pageSize: 20,
    };
    const fetchMock = mockApi({
      ...meRoute(makeUser({ role: 'admin' })),
      'GET /api/admin/colleges/unlisted': () =>
        jsonResponse({ colleges: [{ name: 'Govt College Madappally', students: 3 }] }),
      'GET /api/admin/colleges?page=1': () => jsonResponse(listed),
      'GET /api/admin/colleges?q=Govt+College+Madappally&pageSize=20': () => jsonResponse(listed),
      'GET /api/admin/departments': () => jsonResponse({ departments: [] }),
      'POST /api/admin/colleges/unlisted/map': () => jsonResponse({ students: 3 }),
    });
    renderApp('/admin/reference-data');
    const row = (await screen.findByRole('cell', { name: 'Govt College Madappally' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: '3 students' })).toBeVisible();
    const choice = within(row).getByRole('combobox', { name: 'Listed college for Govt College Madappally' });
    await within(choice).findByRole('option', { name: 'Government College, Madappally' });
    await user.selectOptions(choice, '9');
    await user.click(within(row).getByRole('button', { name: 'Link' }));
    await waitFor(() => expect(countCalls(fetchMock, 'POST /api/admin/colleges/unlisted/map')).toBe(1));
    const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/unlisted/map'))!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ name: 'Govt College Madappally', collegeId: 9 });
  });

  describe('an empty list', () => {
    const none = { items: [], total: 0, page: 1, pageSize: 20 };

    it.each([
      ['/admin/announcements', 'No announcements yet.', 'GET /api/admin/announcements?page=1'],
      ['/admin/announcements?q=exam', 'No announcements match.', 'GET /api/admin/announcements?q=exam&page=1'],
      ['/admin/audit-log', 'Nothing recorded yet.', 'GET /api/admin/audit-log?page=1'],
      [
        '/admin/audit-log?entityType=paper',
        'Nothing recorded matches.',
        'GET /api/admin/audit-log?entityType=paper&page=1',
      ],
    ])(
      'at %s says “%s”: “yet” while nothing narrows the list, “match” once a search or filter does',
      async (entry, message, key) => {
        storeTestToken();
        mockApi({ ...meRoute(makeUser({ role: 'admin' })), [key]: () => jsonResponse(none) });
        renderApp(entry);
        expect(await screen.findByText(message)).toBeVisible();
      },
    );

    it('of departments says there are none yet', async () => {
      storeTestToken();
      mockApi({
        ...meRoute(makeUser({ role: 'admin' })),
        'GET /api/admin/colleges/unlisted': () => jsonResponse({ colleges: [] }),
        'GET /api/admin/colleges?page=1': () => jsonResponse(none),
        'GET /api/admin/departments': () => jsonResponse({ departments: [] }),
      });
      renderApp('/admin/reference-data');
      expect(await screen.findByText('No departments yet.')).toBeVisible();
      expect(screen.getByText('Every student is linked to a listed college.')).toBeVisible();
    });
  });
});
