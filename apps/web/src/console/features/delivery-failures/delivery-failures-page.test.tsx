import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TDeliveryFailurePage } from '@padanam/contract';
import { jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';
import { makeUser } from '../../../testing/user-fixtures';

describe('the failed SMS and pushes', () => {
  it("lists today's failures from the home's link, each with its person, where it went and why", async () => {
    storeTestToken();
    const page: TDeliveryFailurePage = {
      items: [
        {
          id: 2,
          channel: 'sms',
          userId: 7,
          userName: 'Anjali Menon',
          recipient: '+91******0001',
          reason: 'MSG91 refused the message (401)',
          createdAt: Date.UTC(2026, 10, 27, 5, 0),
        },
        {
          id: 1,
          channel: 'push',
          userId: null,
          userName: null,
          recipient: 'fcm.googleapis.com',
          reason: 'The push service answered 500',
          createdAt: Date.UTC(2026, 10, 27, 4, 0),
        },
      ],
      total: 2,
      page: 1,
      pageSize: 20,
    };
    mockApi({
      ...meRoute(makeUser({ role: 'admin' })),
      'GET /api/admin/delivery-failures?since=2026-11-27&page=1': () => jsonResponse(page),
    });
    renderApp('/admin/delivery-failures?since=2026-11-27');
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed SMS and pushes' })).toBeVisible();
    expect(screen.getByLabelText('Since')).toHaveValue('2026-11-27');
    const sms = (await screen.findByRole('cell', { name: '+91******0001' })).closest('tr')!;
    expect(within(sms).getByRole('link', { name: 'Anjali Menon' })).toHaveAttribute('href', '/admin/people/7');
    expect(sms).toHaveTextContent('27 Nov 2026, 10:30 am');
    expect(within(sms).getByRole('cell', { name: 'MSG91 refused the message (401)' })).toBeVisible();
    const push = screen.getByRole('cell', { name: 'fcm.googleapis.com' }).closest('tr')!;
    expect(within(push).getByRole('cell', { name: 'Push' })).toBeVisible();
  });
});
