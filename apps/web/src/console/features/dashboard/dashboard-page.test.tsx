import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TAdminDashboard } from '@padanam/contract';
import { jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';
import { makeUser } from '../../../testing/user-fixtures';

// 27 Nov 2026, 5:00 pm and 10:30 am in India.
const CLOSES_AT = Date.UTC(2026, 10, 27, 11, 30);
const OPENED_AT = Date.UTC(2026, 10, 27, 5, 0);

function dashboard(overrides: Partial<TAdminDashboard> = {}): TAdminDashboard {
  return {
    today: '2026-11-27',
    newStudents: 3,
    ordersAwaitingPayment: 1,
    doubtsWaiting: 4,
    testsInWindow: {
      total: 2,
      items: [
        {
          id: 11,
          moduleId: 5,
          paperTitle: 'Data Structures',
          moduleNumber: 2,
          moduleTitle: 'Trees',
          category: 'weekly_challenge',
          title: 'Trees and heaps',
          opensAt: OPENED_AT,
          closesAt: CLOSES_AT,
        },
        {
          id: 12,
          moduleId: 9,
          paperTitle: 'Microeconomic Theory',
          moduleNumber: 1,
          moduleTitle: 'Demand',
          category: 'special_exam',
          title: 'Demand final',
          opensAt: OPENED_AT,
          closesAt: null,
        },
      ],
    },
    failedDeliveries: 2,
    ...overrides,
  };
}

describe('the console home', () => {
  it("shows an admin today's numbers, each a link to the list it counts", async () => {
    storeTestToken();
    mockApi({
      ...meRoute(makeUser({ role: 'admin' })),
      'GET /api/admin/dashboard': () => jsonResponse(dashboard()),
    });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    expect(await screen.findByText('27 Nov 2026, India time')).toBeVisible();

    const cards = screen.getByRole('list', { name: "Today's numbers" });
    const linkTo = (name: string) => within(cards).getByRole('link', { name }).getAttribute('href');
    expect(linkTo('3 new students today')).toBe(
      '/admin/people?role=student&joinedSince=2026-11-27&sort=joined&order=desc',
    );
    expect(linkTo('1 order awaiting payment')).toBe('/admin/orders?status=awaiting_payment');
    expect(linkTo('4 doubts waiting for an answer')).toBe('/admin/doubts?status=open');
    expect(linkTo('2 failed SMS or pushes today')).toBe('/admin/delivery-failures?since=2026-11-27');
    // The tests are listed below, each leading to its module.
    expect(within(cards).getByText('tests in a window now')).toBeVisible();
    expect(within(cards).getAllByRole('listitem')).toHaveLength(5);

    const tests = screen.getByRole('region', { name: 'Tests in a window now' });
    const items = within(tests).getAllByRole('listitem');
    expect(
      within(items[0]!).getByRole('link', { name: 'Data Structures, Module 2: Weekly Challenge' }),
    ).toHaveAttribute('href', '/admin/modules/5');
    expect(items[0]).toHaveTextContent('Trees and heaps · Closes 27 Nov 2026, 5:00 pm');
    expect(
      within(items[1]!).getByRole('link', { name: 'Microeconomic Theory, Module 1: Special Exam' }),
    ).toHaveAttribute('href', '/admin/modules/9');
    expect(items[1]).toHaveTextContent('Demand final · No closing time');

    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Papers' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Failed SMS and pushes' })).toBeVisible();
  });

  it('shows a teacher no failed deliveries, whose list is for admins, and says when no test is open', async () => {
    storeTestToken();
    mockApi({
      ...meRoute(makeUser({ role: 'teacher' })),
      'GET /api/admin/dashboard': () =>
        jsonResponse(dashboard({ failedDeliveries: null, testsInWindow: { total: 0, items: [] } })),
    });
    renderApp('/admin');
    const cards = await screen.findByRole('list', { name: "Today's numbers" });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(4);
    expect(within(cards).queryByRole('link', { name: /failed/ })).not.toBeInTheDocument();
    expect(within(cards).getByText('tests in a window now').parentElement).toHaveTextContent('0 tests in a window now');
    expect(screen.getByText('No test has its window open now.')).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).queryByRole('link', { name: 'Failed SMS and pushes' })).not.toBeInTheDocument();
  });

  it("opens the people list at today's new students", async () => {
    storeTestToken();
    const fetchMock = mockApi({
      ...meRoute(makeUser({ role: 'admin' })),
      'GET /api/admin/dashboard': () => jsonResponse(dashboard()),
      'GET /api/admin/users?role=student&joinedSince=2026-11-27&sort=joined&order=desc&page=1': () =>
        jsonResponse({ items: [], total: 0, page: 1, pageSize: 20 }),
    });
    const { user, router } = renderApp('/admin');
    await user.click(await screen.findByRole('link', { name: '3 new students today' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/people'));
    expect(await screen.findByLabelText('Joined since')).toHaveValue('2026-11-27');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) => String(input).includes('/api/admin/users?role=student&joinedSince=')),
      ).toBe(true),
    );
  });

  it('offers to try again when the numbers cannot be loaded', async () => {
    storeTestToken();
    mockApi({
      ...meRoute(makeUser({ role: 'admin' })),
      'GET /api/admin/dashboard': () => jsonResponse({ error: { code: 'INTERNAL', message: 'Down' } }, 500),
    });
    renderApp('/admin');
    expect(await screen.findByText("Could not load today's numbers.")).toBeVisible();
  });
});
