import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { countCalls, jsonResponse } from '../../../testing/mock-api';
import { makeModule } from '../../../testing/paper-fixtures';
import { renderApp } from '../../../testing/render-app';
import { MODULES, PAPER, mockLearningApi, modules, notesOf, paper } from '../testing/mock-learning-api';

function openPaper(state?: unknown, paperId: string | number = 1) {
  return renderApp({ pathname: `/paper-details/${paperId}`, state });
}

// Each test renders the whole app; on a busy machine that can outlast findBy's one-second default.

// The route loads the page lazily: import it once up front so no test pays for the cold load.
beforeAll(async () => {
  await import('./paper-learning-page');
});

const moduleCard = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('li')!;
const paneHeading = () => screen.getByRole('heading', { level: 2, name: /^Module \d+:/ });

describe('course learning: states', () => {
  it('shows the loader while the paper loads', async () => {
    mockLearningApi({ [PAPER]: () => new Promise<Response>(() => {}) });
    openPaper();
    // The page's own loader, under its heading (the shell has a loader of its own).
    const heading = await screen.findByRole('heading', { level: 1, name: 'Course details' });
    expect(within(heading.closest('.page')!).getByRole('status')).toHaveTextContent('Loading...');
  });

  it('reports a failure with the server message and retries both calls on Retry', async () => {
    let attempts = 0;
    const fetchMock = mockLearningApi({
      [MODULES]: () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse({ error: { code: 'INTERNAL', message: 'Something broke' } }, 500)
          : jsonResponse({ modules });
      },
    });
    const { user } = openPaper();

    expect(await screen.findByText('Failed to load course data: Something broke')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Microeconomics I' })).toBeInTheDocument();
    expect(countCalls(fetchMock, MODULES)).toBe(2);
    // The paper had loaded; only the failed call is asked again.
    expect(countCalls(fetchMock, PAPER)).toBe(1);
  });

  it('reports a network failure in the same words', async () => {
    mockLearningApi({ [PAPER]: () => Promise.reject(new TypeError('Failed to fetch')) });
    openPaper();
    expect(
      await screen.findByText(
        'Failed to load course data: Could not reach the server. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
  });

  it('says the course is not found and goes back on Go Back', async () => {
    mockLearningApi({
      [PAPER]: () => jsonResponse({ error: { code: 'NOT_FOUND', message: 'Course not found' } }, 404),
    });
    const { user, router } = renderApp('/papers');
    await router.navigate('/paper-details/1');

    expect(await screen.findByText('Course not found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/papers'));
  });

  it.each([['abc'], ['0'], ['-3']])('says no course ID was provided for /paper-details/%s', async (param) => {
    const fetchMock = mockLearningApi();
    openPaper(undefined, param);
    expect(await screen.findByText('No course ID provided')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says so when the paper has no modules', async () => {
    mockLearningApi({ [MODULES]: () => jsonResponse({ modules: [] }) });
    openPaper();
    expect(await screen.findByText('No modules available for this course')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});

describe('course learning: banner and module cards', () => {
  it('shows the back arrow and a banner with the fallback image, title and description', async () => {
    mockLearningApi();
    openPaper();
    const title = await screen.findByRole('heading', { level: 1, name: 'Microeconomics I' });
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    const banner = title.closest('section')!;
    expect(within(banner).getByText('Demand, supply and the behaviour of firms.')).toBeInTheDocument();
    expect(banner.querySelector('img')).toHaveAttribute('src', expect.stringContaining('paper-banner-fallback'));
    // On screen as the page opens: a lazy picture there would delay the page's largest paint.
    expect(banner.querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it('says Enrolled in the banner for a paper the student owns, with no price', async () => {
    mockLearningApi({ [PAPER]: () => jsonResponse({ ...paper, isEnrolled: true }) });
    openPaper();
    const banner = (await screen.findByRole('heading', { level: 1, name: 'Microeconomics I' })).closest('section')!;
    expect(within(banner).getByText('Enrolled')).toBeInTheDocument();
    expect(banner).not.toHaveTextContent('₹');
  });

  it('shows the server’s price in the banner otherwise, an offer struck through as the plans show it', async () => {
    mockLearningApi({
      [PAPER]: () => jsonResponse({ ...paper, isEnrolled: false, price: 249, listPrice: 299 }),
    });
    openPaper();
    const banner = (await screen.findByRole('heading', { level: 1, name: 'Microeconomics I' })).closest('section')!;
    expect(within(banner).getByText('₹299', { selector: 'del' })).toHaveTextContent('Regular price ₹299');
    expect(banner).toHaveTextContent('Offer price ₹249');
    expect(banner).not.toHaveTextContent('Enrolled');
  });

  it('shows a price without an offer alone', async () => {
    mockLearningApi({
      [PAPER]: () => jsonResponse({ ...paper, isEnrolled: false, price: 349, listPrice: null }),
    });
    openPaper();
    const banner = (await screen.findByRole('heading', { level: 1, name: 'Microeconomics I' })).closest('section')!;
    expect(banner).toHaveTextContent('₹349');
    expect(banner.querySelector('del')).toBeNull();
  });

  it('shows the number, title, price and duration of each module, with the default duration', async () => {
    mockLearningApi();
    openPaper();
    await screen.findByRole('heading', { level: 3, name: 'Theory of Demand' });

    const first = moduleCard('Theory of Demand');
    expect(within(first).getByText('Module 1')).toBeInTheDocument();
    expect(within(first).getByText('₹69')).toBeInTheDocument();
    expect(within(first).getByText('1 hr')).toBeInTheDocument();
    expect(within(moduleCard('Theory of Production')).getByText('2 hrs')).toBeInTheDocument();
  });

  it('shows a lock only on modules the student cannot open', async () => {
    mockLearningApi();
    openPaper();
    await screen.findByRole('heading', { level: 3, name: 'Market Structures' });
    expect(within(moduleCard('Market Structures')).getByRole('img', { name: 'Locked' })).toBeInTheDocument();
    expect(within(moduleCard('Theory of Demand')).queryByRole('img', { name: 'Locked' })).not.toBeInTheDocument();
  });
});

describe('course learning: the first selected module', () => {
  it('is the first module without navigation state', async () => {
    mockLearningApi();
    openPaper();
    expect(await screen.findByRole('heading', { level: 2, name: 'Module 1: Theory of Demand' })).toBeInTheDocument();
    expect(moduleCard('Theory of Demand')).toHaveAttribute('aria-current', 'true');
  });

  it('is the module numbered selectedModuleId when arriving from the enrolled screen', async () => {
    const fetchMock = mockLearningApi();
    openPaper({ isFromEnrolledPage: true, selectedModuleId: 2 });
    expect(await screen.findByText('Production functions')).toBeInTheDocument();
    expect(paneHeading()).toHaveTextContent('Module 2: Theory of Production');
    expect(countCalls(fetchMock, notesOf(11))).toBe(0);
  });

  it('is the first module among selectedModules otherwise', async () => {
    mockLearningApi();
    openPaper({ selectedModules: [12, 13] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Module 2: Theory of Production' })).toBeVisible();
  });
});

describe('course learning: Learn now', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('selects the module, brings the content pane into view and loads its notes', async () => {
    mockLearningApi();
    const { user } = openPaper();
    await screen.findByText('Demand curves');

    await user.click(within(moduleCard('Theory of Production')).getByRole('button', { name: 'Learn now' }));

    expect(paneHeading()).toHaveTextContent('Module 2: Theory of Production');
    const pane = paneHeading().closest('section')!;
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(pane).toHaveFocus();
    expect(await within(pane).findByText('Production functions')).toBeInTheDocument();
    expect(moduleCard('Theory of Production')).toHaveAttribute('aria-current', 'true');
  });
});

describe('course learning: saving a module', () => {
  it('saves with POST /api/saved and then opens the saved items', async () => {
    let savedBody: unknown;
    const fetchMock = mockLearningApi({
      'POST /api/saved': ({ init }) => {
        savedBody = JSON.parse(String(init?.body));
        return jsonResponse({ items: [] }, 201);
      },
    });
    const { user, router } = openPaper();
    await screen.findByRole('heading', { level: 3, name: 'Theory of Demand' });

    const save = within(moduleCard('Theory of Demand')).getByRole('button', { name: 'Save Module 1' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await user.click(save);

    await waitFor(() => expect(router.state.location.pathname).toBe('/my-profile/save-items'));
    expect(savedBody).toEqual({ category: 'module', id: 11 });
    expect(countCalls(fetchMock, 'POST /api/saved')).toBe(1);
  });

  it('removes a bookmark with DELETE, stays, and reloads the module list', async () => {
    let isSaved = true;
    const fetchMock = mockLearningApi({
      [MODULES]: () => jsonResponse({ modules: modules.map((module) => ({ ...module, isSaved })) }),
      'DELETE /api/saved/module/11': () => {
        isSaved = false;
        return new Response(null, { status: 204 });
      },
    });
    const { user, router } = openPaper();
    await screen.findByRole('heading', { level: 3, name: 'Theory of Demand' });

    const save = within(moduleCard('Theory of Demand')).getByRole('button', { name: 'Save Module 1' });
    expect(save).toHaveAttribute('aria-pressed', 'true');
    await user.click(save);

    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'false'));
    expect(countCalls(fetchMock, MODULES)).toBe(2);
    expect(router.state.location.pathname).toBe('/paper-details/1');
  });

  it('says why a save failed', async () => {
    mockLearningApi({
      'POST /api/saved': () =>
        jsonResponse({ error: { code: 'UNAUTHENTICATED', message: 'Please log in to continue.' } }, 401),
    });
    const { user } = openPaper();
    await screen.findByRole('heading', { level: 3, name: 'Theory of Demand' });
    await user.click(within(moduleCard('Theory of Demand')).getByRole('button', { name: 'Save Module 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not save this module: Please log in to continue.',
    );
  });
});

describe('course learning: a later paper refetch', () => {
  it('keeps the picked module when the list reloads', async () => {
    Element.prototype.scrollIntoView = vi.fn();
    mockLearningApi();
    const { user, queryClient } = openPaper();
    await screen.findByText('Demand curves');
    await user.click(within(moduleCard('Theory of Production')).getByRole('button', { name: 'Learn now' }));

    queryClient.setQueryData(
      ['papers', 1, 'modules'],
      [...modules, makeModule({ id: 14, paperId: 1, number: 4, title: 'Welfare' })],
    );
    expect(await screen.findByRole('heading', { level: 3, name: 'Welfare' })).toBeInTheDocument();
    expect(paneHeading()).toHaveTextContent('Module 2: Theory of Production');
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
});

describe('course learning: staff preview', () => {
  // A teacher or admin is not enrolled, yet the server says every module opens to them
  // (they may edit modules): the screen follows the server, not the enrollment.
  const staffModules = modules.map((module) => ({ ...module, canOpen: true, isEnrolled: false }));

  it('shows a module the server opens to staff without the lock or the paywall, on the tab the preview asked for', async () => {
    mockLearningApi({
      [PAPER]: () => jsonResponse({ ...paper, isEnrolled: false }),
      [MODULES]: () => jsonResponse({ modules: staffModules }),
      'GET /api/modules/13/audio': () =>
        jsonResponse({
          audio: [
            {
              id: 73,
              moduleId: 13,
              title: 'Markets, recorded',
              description: '',
              durationSeconds: 60,
              fileUrl: '/api/audio/73/file',
              isSaved: false,
            },
          ],
        }),
    });
    openPaper({ selectedModules: [3], contentTab: 'audio' });

    expect(await screen.findByRole('heading', { level: 2, name: 'Module 3: Market Structures' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Audio Class' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Markets, recorded')).toBeInTheDocument();
    expect(screen.queryByText('This module is locked')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Locked' })).not.toBeInTheDocument();
  });

  it('still shows the paywall on a module the server says is locked', async () => {
    mockLearningApi();
    openPaper({ selectedModules: [3], contentTab: 'audio' });
    expect(await screen.findByText('This module is locked')).toBeInTheDocument();
  });
});
