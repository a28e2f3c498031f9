import type { TEnrolledModule, TEnrolledPaper } from '@padanam/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countCalls, jsonResponse, mockApi } from '../../../testing/mock-api';
import { makePaper } from '../../../testing/paper-fixtures';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';

const ENROLLMENTS = 'GET /api/enrollments';

function module(id: number, number: number, title: string, progress = 0): TEnrolledModule {
  return {
    id,
    number,
    title,
    description: '',
    duration: null,
    progress,
    completed: progress >= 100,
    isSaved: false,
  };
}

function enrolled(
  paper: Parameters<typeof makePaper>[0],
  modules: TEnrolledModule[],
  progress: number,
): TEnrolledPaper {
  return { ...makePaper(paper), isWholePaper: true, modules, progress, enrolledAt: 1 };
}

const micro = enrolled(
  { id: 1, title: 'Microeconomics I', description: 'Consumer and producer behaviour' },
  [module(11, 1, 'Theory of Demand', 100), module(12, 2, 'Theory of Production', 40), module(13, 3, 'Markets')],
  33,
);
const english = enrolled(
  { id: 3, title: 'English Communication', type: 'Common', description: 'Reading and writing' },
  [module(31, 1, 'Formal Letters'), module(32, 2, 'Demand Letters')],
  0,
);

function openEnrolled(papers: TEnrolledPaper[] = [micro, english], routes: Parameters<typeof mockApi>[0] = {}) {
  storeTestToken();
  const fetchMock = mockApi({ ...meRoute(), [ENROLLMENTS]: () => jsonResponse({ papers }), ...routes });
  return { fetchMock, ...renderApp('/enrolled') };
}

/** Also waits for the lazily loaded page the first time, so it gets longer. */
const findPanel = () => screen.findByRole('tabpanel');
const tab = (name: string) => screen.getByRole('tab', { name });
const papersSection = () => screen.getByRole('region', { name: 'Papers' });
const modulesSection = () => screen.getByRole('region', { name: 'Modules' });
const search = () => screen.getByRole('searchbox', { name: 'Search enrolled papers' });

async function waitForPapers() {
  await within(await findPanel()).findByRole('region', { name: 'Papers' });
}

describe('Enrolled', () => {
  it('shows a back header, a search box and the tabs All, Major, Minor, Common', async () => {
    openEnrolled();
    await waitForPapers();
    expect(screen.getByRole('heading', { level: 1, name: 'Enrolled' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(search()).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual([
      'All',
      'Major',
      'Minor',
      'Common',
    ]);
    expect(tab('All')).toHaveAttribute('aria-selected', 'true');
  });

  it('lists the papers with the server’s progress, and every module with its own', async () => {
    openEnrolled();
    await waitForPapers();

    const microCard = within(papersSection()).getByRole('link', { name: 'Microeconomics I' }).closest('article')!;
    expect(microCard).toHaveTextContent('33% of modules completed');
    expect(microCard).toHaveTextContent('3 modules · 1 completed');
    expect(microCard).toHaveTextContent('In progress: Module 2 (40%)');
    expect(microCard.querySelector('progress')).toHaveAttribute('value', '33');
    expect(within(papersSection()).getByText('2 papers · 20% of modules completed')).toBeInTheDocument();

    const moduleLinks = within(modulesSection()).getAllByRole('link');
    expect(moduleLinks.map((link) => link.textContent)).toEqual([
      'Theory of Demand',
      'Theory of Production',
      'Markets',
      'Formal Letters',
      'Demand Letters',
    ]);
    const demandCard = moduleLinks[0]!.closest('article')!;
    expect(demandCard).toHaveTextContent('Module 1');
    expect(demandCard).toHaveTextContent('Completed');
    expect(demandCard).toHaveTextContent('100% complete');
    expect(moduleLinks[1]!.closest('article')).toHaveTextContent('40% complete');
  });

  it('shows what a paper’s figure is made of, so a started paper with no module finished does not read as untouched', async () => {
    const started = enrolled(
      { id: 5, title: 'Macroeconomics', description: '' },
      [module(51, 1, 'National Income', 67), module(52, 2, 'Money'), module(53, 3, 'Inflation')],
      0,
    );
    openEnrolled([started, english]);
    await waitForPapers();

    const startedCard = within(papersSection()).getByRole('link', { name: 'Macroeconomics' }).closest('article')!;
    // The server's figure, named for what it counts.
    expect(startedCard).toHaveTextContent('0% of modules completed');
    expect(startedCard).not.toHaveTextContent('0% complete');
    expect(startedCard).toHaveTextContent('3 modules');
    expect(startedCard).not.toHaveTextContent('completed ·');
    expect(startedCard).toHaveTextContent('In progress: Module 1 (67%)');

    // A paper not begun says nothing more than its count and figure.
    const englishCard = within(papersSection())
      .getByRole('link', { name: 'English Communication' })
      .closest('article')!;
    expect(englishCard).toHaveTextContent('0% of modules completed');
    expect(englishCard).not.toHaveTextContent('In progress');
  });

  it('opens a paper’s learning screen from its card', async () => {
    const { user, router } = openEnrolled();
    await waitForPapers();
    await user.click(within(papersSection()).getByRole('link', { name: 'English Communication' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/paper-details/3'));
  });

  it('opens a module’s paper on that module number from its card', async () => {
    const { user, router } = openEnrolled();
    await waitForPapers();
    await user.click(within(modulesSection()).getByRole('link', { name: 'Theory of Production' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/paper-details/1'));
    expect(router.state.location.state).toEqual({ isFromEnrolledPage: true, selectedModuleId: 2 });
  });

  it('filters by tab, with the spec’s empty messages', async () => {
    const { user } = openEnrolled();
    await waitForPapers();

    await user.click(tab('Common'));
    expect(tab('Common')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tab('Common').id);
    expect(within(papersSection()).getByRole('link', { name: 'English Communication' })).toBeInTheDocument();
    expect(within(papersSection()).queryByRole('link', { name: 'Microeconomics I' })).not.toBeInTheDocument();
    expect(within(modulesSection()).queryByRole('link', { name: 'Markets' })).not.toBeInTheDocument();

    await user.click(tab('Minor'));
    expect(within(papersSection()).getByText('No papers found for Minor type')).toBeInTheDocument();
    expect(within(modulesSection()).getByText('No modules found')).toBeInTheDocument();
  });

  it('searches titles, descriptions and module titles, case-insensitively', async () => {
    const { user } = openEnrolled();
    await waitForPapers();

    await user.type(search(), 'PRODUCER');
    expect(within(papersSection()).getByRole('link', { name: 'Microeconomics I' })).toBeInTheDocument();
    expect(within(papersSection()).queryByRole('link', { name: 'English Communication' })).not.toBeInTheDocument();

    await user.clear(search());
    await user.type(search(), 'demand');
    expect(within(papersSection()).getAllByRole('link')).toHaveLength(2);
    expect(
      within(modulesSection())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Theory of Demand', 'Demand Letters']);

    await user.clear(search());
    await user.type(search(), 'zoology');
    expect(within(papersSection()).getByText('No papers found')).toBeInTheDocument();
    expect(within(modulesSection()).getByText('No modules found')).toBeInTheDocument();
  });

  it('combines the search with the tab', async () => {
    const { user } = openEnrolled();
    await waitForPapers();
    await user.click(tab('Major'));
    await user.type(search(), 'letters');
    expect(within(papersSection()).getByText('No papers found for Major type')).toBeInTheDocument();
  });

  it('says "No papers found" and offers the papers when enrolled in nothing', async () => {
    openEnrolled([]);
    await waitForPapers();
    expect(within(papersSection()).getByText('No papers found')).toBeInTheDocument();
    expect(within(papersSection()).getByRole('link', { name: 'Browse papers' })).toHaveAttribute('href', '/papers');
    expect(within(modulesSection()).getByText('No modules found')).toBeInTheDocument();
  });

  it('shows a failure with a Retry that asks again', async () => {
    let attempts = 0;
    const { user, fetchMock } = openEnrolled([], {
      [ENROLLMENTS]: () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse({ error: { code: 'INTERNAL', message: 'Broke' } }, 500)
          : jsonResponse({ papers: [micro] });
      },
    });

    expect(await within(await findPanel()).findByRole('alert')).toHaveTextContent(
      'Could not load your enrolled papers. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Microeconomics I' })).toBeInTheDocument();
    expect(countCalls(fetchMock, ENROLLMENTS)).toBe(2);
  });

  it('asks a logged-out visitor to log in, without calling the API', async () => {
    const fetchMock = mockApi({});
    renderApp('/enrolled');
    const login = await screen.findByRole('link', { name: 'Log in' });
    expect(login).toHaveAttribute('href', '/login');
    expect(screen.getByText('Log in to see the papers you are enrolled in.')).toBeInTheDocument();
    expect(countCalls(fetchMock, ENROLLMENTS)).toBe(0);
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user } = openEnrolled();
    await waitForPapers();
    tab('All').focus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Common')).toHaveFocus();
    expect(tab('Common')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('All')).toHaveAttribute('aria-selected', 'true');
  });
});
