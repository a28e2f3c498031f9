import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countCalls, jsonResponse, mockApi } from '../../../testing/mock-api';
import { makeModule, makePaper } from '../../../testing/paper-fixtures';
import { renderApp } from '../../../testing/render-app';

const microeconomics = makePaper({ id: 1, title: 'Microeconomics I', language: 'English' });
const statistics = makePaper({ id: 2, title: 'Statistics for Economics', language: 'Malayalam' });
const indianEconomy = makePaper({ id: 3, title: 'Indian Economy', type: 'Minor' });
const environment = makePaper({ id: 4, title: 'Environmental Studies', type: 'MDC' });

const MAJOR = 'GET /api/papers?type=Major';
const MINOR = 'GET /api/papers?type=Minor';
const COMMON = 'GET /api/papers?type=Common';
const MDC = 'GET /api/papers?type=MDC';

function mockPaperApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [MAJOR]: () => jsonResponse({ papers: [microeconomics, statistics] }),
    [MINOR]: () => jsonResponse({ papers: [indianEconomy] }),
    [COMMON]: () => jsonResponse({ papers: [] }),
    [MDC]: () => jsonResponse({ papers: [environment] }),
    'GET /api/papers/1/modules': () =>
      jsonResponse({
        modules: [
          makeModule({ id: 11, paperId: 1, number: 1, title: 'Theory of Demand' }),
          makeModule({ id: 12, paperId: 1, number: 2, title: 'Theory of Production', duration: '2 hrs' }),
        ],
      }),
    'GET /api/papers/2/modules': () =>
      jsonResponse({ modules: [makeModule({ id: 21, paperId: 2, number: 1, title: 'Sampling' })] }),
    'GET /api/papers/3/modules': () =>
      jsonResponse({ modules: [makeModule({ id: 31, paperId: 3, number: 1, title: 'Planning' })] }),
    'GET /api/papers/4/modules': () => jsonResponse({ modules: [] }),
    ...overrides,
  });
}

function openPapers(state?: unknown) {
  return renderApp({ pathname: '/papers', state });
}

const tab = (name: string) => screen.getByRole('tab', { name });
/** The detail panel by its spec anchor; throws (so waitFor retries) until it is rendered. */
function modulePanel(): HTMLElement {
  const panel = document.getElementById('moduleDetails');
  if (!panel) throw new Error('#moduleDetails is not rendered yet');
  return panel;
}

describe('paper selection', () => {
  it('shows the title, a back arrow and a search box', async () => {
    mockPaperApi();
    openPapers();
    expect(await screen.findByRole('heading', { level: 1, name: 'Select your Papers' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search papers' })).toBeInTheDocument();
  });

  it('opens the tab named by navigation state', async () => {
    const fetchMock = mockPaperApi();
    openPapers({ paperType: 'Minor' });
    expect(await screen.findByRole('button', { name: 'Indian Economy' })).toBeInTheDocument();
    expect(tab('Minor')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Major')).toHaveAttribute('aria-selected', 'false');
    expect(countCalls(fetchMock, MAJOR)).toBe(0);
  });

  it.each([['Bogus'], [undefined], [42]])('falls back to Major for paperType %s', async (paperType) => {
    mockPaperApi();
    openPapers(paperType === undefined ? undefined : { paperType });
    expect(await screen.findByRole('button', { name: 'Microeconomics I' })).toBeInTheDocument();
    expect(tab('Major')).toHaveAttribute('aria-selected', 'true');
  });

  it('shows MDC papers with no tab selected when asked for MDC', async () => {
    mockPaperApi();
    openPapers({ paperType: 'MDC' });
    expect(await screen.findByRole('button', { name: 'Environmental Studies' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'MDC papers' })).toBeInTheDocument();
    for (const name of ['Major', 'Minor', 'Common']) {
      expect(tab(name)).toHaveAttribute('aria-selected', 'false');
    }
  });

  it('shows a course card with logo fallback, language, title, verified mark and Learn now', async () => {
    mockPaperApi();
    openPapers();
    const title = await screen.findByRole('button', { name: 'Statistics for Economics' });
    const card = title.closest('article')!;
    expect(within(card).getByText('Malayalam')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    // No picture of its own: the drawn artwork, which needs no download.
    expect(card.querySelector('img')).toBeNull();
    expect(card.querySelector('svg.card__thumbnail')).not.toBeNull();
    expect(within(card).getByRole('link', { name: 'Learn now' })).toHaveAttribute('href', '/paper-details/2');
  });

  it('loads the first four cards’ pictures at once and the rest when scrolled to', async () => {
    const papers = [1, 2, 3, 4, 5].map((id) =>
      makePaper({ id, title: `Paper ${id}`, imageUrl: `/files/paper-${id}.png` }),
    );
    mockPaperApi({ [MAJOR]: () => jsonResponse({ papers }) });
    openPapers();
    const loadingOf = async (title: string) =>
      (await screen.findByRole('button', { name: title }))
        .closest('article')!
        .querySelector('img')!
        .getAttribute('loading');
    // A lazy picture on screen at first is only fetched after layout, delaying the largest paint.
    for (const id of [1, 2, 3, 4]) expect(await loadingOf(`Paper ${id}`)).toBe('eager');
    expect(await loadingOf('Paper 5')).toBe('lazy');
  });

  it('swaps a broken logo for the drawn fallback', async () => {
    mockPaperApi({
      [MAJOR]: () => jsonResponse({ papers: [{ ...microeconomics, imageUrl: '/files/broken.png' }] }),
    });
    openPapers();
    const card = (await screen.findByRole('button', { name: 'Microeconomics I' })).closest('article')!;
    const image = card.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/files/broken.png');
    image.dispatchEvent(new Event('error'));
    await waitFor(() => expect(card.querySelector('svg.card__thumbnail')).not.toBeNull());
    expect(card.querySelector('img')).toBeNull();
  });

  it('selects the first paper and lists its modules with the defaults', async () => {
    mockPaperApi();
    openPapers();
    const panel = await waitFor(() => {
      const element = modulePanel();
      within(element).getByText('Theory of Demand');
      return element;
    });

    expect(screen.getByRole('button', { name: 'Microeconomics I' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(panel).getByRole('heading', { name: 'Microeconomics I' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Select Modules' })).toBeInTheDocument();

    const [first, second] = within(panel).getAllByRole('listitem');
    expect(within(first!).getByText('Module 1')).toBeInTheDocument();
    expect(within(first!).getByText('1 hrs')).toBeInTheDocument();
    expect(within(first!).getByText('| 0/40')).toBeInTheDocument();
    expect(within(second!).getByText('Module 2')).toBeInTheDocument();
    expect(within(second!).getByText('2 hrs')).toBeInTheDocument();
  });

  it('continues to a module with the module number in navigation state', async () => {
    mockPaperApi();
    const { user, router } = openPapers();
    const panel = await waitFor(() => {
      const element = modulePanel();
      within(element).getByText('Theory of Production');
      return element;
    });
    const row = within(panel).getByText('Theory of Production').closest('li')!;
    await user.click(within(row).getByRole('link', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/paper-details/1'));
    expect(router.state.location.state).toEqual({ isFromEnrolledPage: true, selectedModuleId: 2 });
  });

  it('has a general Continue to the selected paper', async () => {
    mockPaperApi();
    openPapers();
    await waitFor(() => within(modulePanel()).getByText('Theory of Demand'));
    const links = within(modulePanel()).getAllByRole('link', { name: 'Continue' });
    expect(links.at(-1)).toHaveAttribute('href', '/paper-details/1');
  });

  it('shows the picked paper’s modules', async () => {
    mockPaperApi();
    const { user } = openPapers();
    await user.click(await screen.findByRole('button', { name: 'Statistics for Economics' }));
    expect(await within(modulePanel()).findByText('Sampling')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Statistics for Economics' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a loading flag while modules load', async () => {
    let release: () => void = () => {};
    mockPaperApi({
      'GET /api/papers/1/modules': () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(jsonResponse({ modules: [] }));
        }),
    });
    openPapers();
    expect(await within(await waitFor(modulePanel)).findByText('Loading modules...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('No modules available for this course')).toBeInTheDocument();
  });

  it('places the course details only once the cards are there, so they never jump down', async () => {
    let release: () => void = () => {};
    mockPaperApi({
      [MAJOR]: () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(jsonResponse({ papers: [microeconomics, statistics] }));
        }),
    });
    openPapers();
    expect(await screen.findByText('Loading papers...')).toBeInTheDocument();
    // Under the list on a phone: a panel shown beside 'Loading papers...' is pushed down by the cards.
    expect(document.getElementById('moduleDetails')).toBeNull();
    release();
    await waitFor(() => within(modulePanel()).getByText('Theory of Demand'));
  });

  it('clears the selection on a tab change and auto-selects the new tab’s first paper', async () => {
    mockPaperApi();
    const { user } = openPapers();
    await user.click(await screen.findByRole('button', { name: 'Statistics for Economics' }));
    await within(modulePanel()).findByText('Sampling');

    await user.click(tab('Minor'));
    expect(tab('Minor')).toHaveAttribute('aria-selected', 'true');
    expect(await within(modulePanel()).findByText('Planning')).toBeInTheDocument();
    expect(within(modulePanel()).queryByText('Sampling')).not.toBeInTheDocument();

    // Back on Major the first paper is chosen again, not the one picked before.
    await user.click(tab('Major'));
    expect(await within(modulePanel()).findByText('Theory of Demand')).toBeInTheDocument();
  });

  it('shows the coming-soon message for an empty tab, and no course details', async () => {
    mockPaperApi();
    openPapers({ paperType: 'Common' });
    expect(await screen.findByText('This content is coming soon')).toBeInTheDocument();
    expect(within(modulePanel()).getByText('Select a course to view details')).toBeInTheDocument();
  });

  it('shows the failure message and retries on Retry', async () => {
    let attempts = 0;
    const fetchMock = mockPaperApi({
      [MAJOR]: () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse({ error: { code: 'INTERNAL', message: 'Something broke' } }, 500)
          : jsonResponse({ papers: [microeconomics] });
      },
    });
    const { user } = openPapers();

    expect(await screen.findByText('Failed to fetch course data. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('button', { name: 'Microeconomics I' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch course data. Please try again.')).not.toBeInTheDocument();
    expect(countCalls(fetchMock, MAJOR)).toBe(2);
  });

  it('treats a network failure the same way', async () => {
    mockPaperApi({ [MAJOR]: () => Promise.reject(new TypeError('Failed to fetch')) });
    openPapers();
    expect(await screen.findByText('Failed to fetch course data. Please try again.')).toBeInTheDocument();
  });

  it('filters the current tab’s cards by title', async () => {
    mockPaperApi();
    const { user } = openPapers();
    await screen.findByRole('button', { name: 'Statistics for Economics' });

    await user.type(screen.getByRole('searchbox', { name: 'Search papers' }), 'micro');
    expect(screen.getByRole('button', { name: 'Microeconomics I' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Statistics for Economics' })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search papers' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search papers' }), 'zoology');
    expect(screen.getByText('No papers match “zoology”.')).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    mockPaperApi();
    const { user } = openPapers();
    await screen.findByRole('button', { name: 'Microeconomics I' });
    tab('Major').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Minor')).toHaveFocus();
    expect(tab('Minor')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab('Common')).toHaveAttribute('aria-selected', 'true');
  });
});
