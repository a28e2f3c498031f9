import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countCalls, jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { storeTestToken } from '../../../testing/session';

const entries = [
  { rank: 1, name: 'Meera K', totalScore: 18.34, tests: 2, isMe: false },
  { rank: 2, name: 'Anu Thomas', totalScore: 9, tests: 1, isMe: true },
  { rank: 3, name: 'Rahul P', totalScore: 4.67, tests: 1, isMe: false },
  { rank: 4, name: 'Fathima N', totalScore: 2, tests: 1, isMe: false },
];

function mockLeaderboard() {
  return mockApi({
    'GET /api/leaderboard?period=weekly': () =>
      jsonResponse({
        period: 'weekly',
        participants: 4,
        entries,
        me: { rank: 2, totalScore: 9, tests: 1, percentile: 75 },
      }),
    'GET /api/leaderboard?period=monthly': () =>
      jsonResponse({ period: 'monthly', participants: 0, entries: [], me: null }),
    'GET /api/leaderboard?period=all': () => jsonResponse({ error: { code: 'INTERNAL', message: 'x' } }, 500),
  });
}

describe('leaderboard', () => {
  it('shows the weekly podium, the list and the student’s own place', async () => {
    storeTestToken();
    mockLeaderboard();
    renderApp('/leader-board-page');
    expect(await screen.findByText(/You are/)).toHaveTextContent('You are #2 — top 50% · 9 marks from 1 test');
    expect(screen.getByRole('tab', { name: 'Weekly' })).toHaveAttribute('aria-selected', 'true');
    const podium = screen.getByRole('list', { name: 'Top three' });
    expect(
      within(podium)
        .getAllByRole('listitem')
        .map((item) => item.dataset.rank),
    ).toEqual(['2', '1', '3']);
    const rows = within(screen.getByRole('list', { name: 'Rankings' })).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[0]).toHaveTextContent('Meera K');
    expect(rows[0]).toHaveTextContent('18.34');
  });

  it('switches period with the tabs, including the keyboard, and shows empty and error states', async () => {
    storeTestToken();
    mockLeaderboard();
    const { user } = renderApp('/leader-board-page');
    await screen.findByText(/You are/);
    await user.click(screen.getByRole('tab', { name: 'Monthly' }));
    expect(await screen.findByText('No results yet for this period.')).toBeVisible();
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'leaderboard-tab-monthly');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All Time' })).toHaveFocus();
    expect(await screen.findByText('Could not load the leaderboard. Please try again.')).toBeVisible();
  });

  it('asks a visitor to log in instead of reporting a failure, and asks the server nothing', async () => {
    const fetchMock = mockLeaderboard();
    renderApp('/leader-board-page');
    expect(await screen.findByText('Log in to see the leaderboard and your own place in it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('Could not load the leaderboard. Please try again.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(countCalls(fetchMock, 'GET /api/leaderboard?period=weekly')).toBe(0);
  });
});
