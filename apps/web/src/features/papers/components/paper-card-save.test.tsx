import type { TSavedItem } from '@padanam/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countCalls, jsonResponse, mockApi } from '../../../testing/mock-api';
import { makePaper } from '../../../testing/paper-fixtures';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';

const microeconomics = makePaper({ id: 1, title: 'Microeconomics I' });
const statistics = makePaper({ id: 2, title: 'Statistics for Economics' });

const SAVED = 'GET /api/saved';
const savedStatistics: TSavedItem = {
  category: 'paper',
  id: 2,
  title: 'Statistics for Economics',
  module: null,
  paperId: 2,
  paperTitle: 'Statistics for Economics',
  paperType: 'Major',
  moduleId: null,
  durationSeconds: null,
  duration: null,
  instructor: null,
  savedAt: 1,
};
/** A saved module of paper 1: it must not mark paper 1 itself as saved. */
const savedModuleOfMicroeconomics: TSavedItem = {
  ...savedStatistics,
  category: 'module',
  id: 1,
  title: 'Theory of Demand',
  module: 1,
  paperId: 1,
  paperTitle: 'Microeconomics I',
};

function mockPapers(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/papers?type=Major': () => jsonResponse({ papers: [microeconomics, statistics] }),
    'GET /api/papers/1/modules': () => jsonResponse({ modules: [] }),
    'GET /api/papers/2/modules': () => jsonResponse({ modules: [] }),
    ...routes,
  });
}

/** The first query after rendering also waits for the lazily loaded page, so it gets longer. */
const saveButton = (title: string) => screen.findByRole('button', { name: `Save ${title}` });

describe('the course card’s save/pin icon, logged out', () => {
  it('is an unpressed toggle, asks nothing of /api/saved, and leads to /login', async () => {
    const fetchMock = mockPapers();
    const { user, router } = renderApp('/papers');

    const button = await saveButton('Microeconomics I');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(countCalls(fetchMock, SAVED)).toBe(0);

    await user.click(button);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});

describe('the course card’s save/pin icon, logged in', () => {
  it('shows which papers are saved', async () => {
    storeTestToken();
    mockPapers({
      ...meRoute(),
      [SAVED]: () => jsonResponse({ items: [savedStatistics, savedModuleOfMicroeconomics] }),
    });
    renderApp('/papers');

    const saved = await screen.findByRole('button', { name: 'Remove Statistics for Economics from saved' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Save Microeconomics I' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('saves the paper, then goes to Save Items on its Papers tab', async () => {
    storeTestToken();
    let postedBody: unknown = null;
    const fetchMock = mockPapers({
      ...meRoute(),
      [SAVED]: () => jsonResponse({ items: [] }),
      'POST /api/saved': (call) => {
        postedBody = JSON.parse(String(call.init?.body));
        return jsonResponse({ items: [{ ...savedStatistics, id: 1, paperId: 1, title: 'Microeconomics I' }] }, 201);
      },
    });
    const { user, router } = renderApp('/papers');

    await user.click(await saveButton('Microeconomics I'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/my-profile/save-items'));
    expect(postedBody).toEqual({ category: 'paper', id: 1 });
    expect(router.state.location.search).toBe('?tab=papers');
    // The POST's reply is the saved list: Save Items shows it without fetching again.
    await screen.findByRole('heading', { level: 1, name: 'Save Items' });
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Microeconomics I' })).toBeInTheDocument();
    expect(countCalls(fetchMock, SAVED)).toBe(1);
  });

  it('un-saves a saved paper in place', async () => {
    storeTestToken();
    const fetchMock = mockPapers({
      ...meRoute(),
      [SAVED]: () => jsonResponse({ items: [savedStatistics] }),
      'DELETE /api/saved/paper/2': () => new Response(null, { status: 204 }),
    });
    const { user, router } = renderApp('/papers');

    await user.click(await screen.findByRole('button', { name: 'Remove Statistics for Economics from saved' }));

    const button = await saveButton('Statistics for Economics');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveFocus();
    expect(router.state.location.pathname).toBe('/papers');
    expect(countCalls(fetchMock, 'DELETE /api/saved/paper/2')).toBe(1);
  });

  it('stays put and says so when saving fails', async () => {
    storeTestToken();
    mockPapers({
      ...meRoute(),
      [SAVED]: () => jsonResponse({ items: [] }),
      'POST /api/saved': () => jsonResponse({ error: { code: 'INTERNAL', message: 'Broke' } }, 500),
    });
    const { user, router } = renderApp('/papers');

    await user.click(await saveButton('Microeconomics I'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not update your saved papers.');
    expect(router.state.location.pathname).toBe('/papers');
    expect(screen.getByRole('button', { name: 'Save Microeconomics I' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps selecting the paper from the card and Learn now working', async () => {
    storeTestToken();
    mockPapers({ ...meRoute(), [SAVED]: () => jsonResponse({ items: [] }) });
    const { user } = renderApp('/papers');

    await user.click(await screen.findByRole('button', { name: 'Statistics for Economics' }));
    expect(screen.getByRole('button', { name: 'Statistics for Economics' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('link', { name: 'Learn now' })[1]).toHaveAttribute('href', '/paper-details/2');
  });
});
