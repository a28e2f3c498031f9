import type { TNotification } from '@padanam/contract';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { countCalls, jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';

const notice: TNotification = {
  id: 7,
  kind: 'exam',
  title: 'Semester exams postponed',
  content: 'The fourth semester exams move to the second week of March.',
  location: null,
  publishedAt: Date.UTC(2026, 1, 10, 4, 30),
  eventAt: null,
  hasRegistration: false,
  isRegistered: false,
  isRead: false,
  link: null,
};

function mockNotifications() {
  return mockApi({
    ...meRoute(),
    'GET /api/notifications': () => jsonResponse({ items: [notice], unreadCount: 1 }),
    'POST /api/notifications/7/read': () => new Response(null, { status: 204 }),
  });
}

describe('a notification card', () => {
  beforeEach(() => storeTestToken());

  it('is marked read by a tap on its content, not only on its title', async () => {
    const fetchMock = mockNotifications();
    const { user } = renderApp('/my-profile/notification');
    await user.click(await screen.findByText(notice.content));
    await waitFor(() => expect(countCalls(fetchMock, 'POST /api/notifications/7/read')).toBe(1));
  });

  it('is marked read from the keyboard, once', async () => {
    const fetchMock = mockNotifications();
    const { user } = renderApp('/my-profile/notification');
    const title = await screen.findByRole('button', { name: /Semester exams postponed/ });
    title.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(countCalls(fetchMock, 'POST /api/notifications/7/read')).toBe(1));
  });
});
