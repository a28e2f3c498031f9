import type { TVideoClass } from '@padanam/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { countCalls, jsonResponse, mockApi } from '../../../testing/mock-api';
import { makeModule } from '../../../testing/paper-fixtures';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';

// The page is a lazy chunk compiled on first use; on a busy machine that outlasts the default 1 s.

const PAPER_ID = 2;

function makeVideo(overrides: Partial<TVideoClass> & Pick<TVideoClass, 'id' | 'title'>): TVideoClass {
  return {
    moduleId: 11,
    moduleNumber: 1,
    paperId: PAPER_ID,
    paperTitle: 'Microeconomics I',
    paperType: 'Major',
    description: 'A recorded class',
    instructor: 'Dr. Lekshmi Nair',
    duration: '38 min',
    thumbnailUrl: null,
    order: 1,
    tutorialUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    canOpen: true,
    isSaved: false,
    ...overrides,
  };
}

const demandVideo = makeVideo({ id: 101, title: 'Law of demand', description: 'Demand curves and shifts' });
const elasticityVideo = makeVideo({ id: 102, title: 'Elasticity', order: 2, description: 'Price elasticity' });
const productionVideo = makeVideo({
  id: 201,
  moduleId: 12,
  moduleNumber: 2,
  title: 'Isoquants',
  description: 'Live class on returns to scale',
  tutorialUrl: null,
  canOpen: false,
});

const VIDEO = (id: number) => `GET /api/videos/${id}`;

function mockVideoApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...meRoute(),
    [VIDEO(101)]: () => jsonResponse(demandVideo),
    [`GET /api/papers/${PAPER_ID}/modules`]: () =>
      jsonResponse({
        modules: [
          makeModule({ id: 12, paperId: PAPER_ID, number: 2, title: 'Theory of Production' }),
          makeModule({ id: 11, paperId: PAPER_ID, number: 1, title: 'Theory of Demand', canOpen: true }),
        ],
      }),
    'GET /api/modules/11/videos': () => jsonResponse({ videos: [elasticityVideo, demandVideo] }),
    'GET /api/modules/12/videos': () => jsonResponse({ videos: [productionVideo] }),
    'POST /api/modules/11/progress': () => jsonResponse({ moduleId: 11, progress: 67, completed: false }),
    ...overrides,
  });
}

const openVideo = (videoId = 101) => renderApp(`/video-class/${PAPER_ID}/${videoId}`);
const classList = () => screen.getByRole('complementary', { name: 'Classes in this paper' });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search classes' });

beforeEach(() => {
  storeTestToken();
});

describe('video page', () => {
  it('embeds a YouTube link privately, with the title and instructor', async () => {
    mockVideoApi();
    openVideo();
    const player = await screen.findByTitle('Law of demand (YouTube video player)');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0');
    expect(player).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(screen.getByRole('heading', { level: 1, name: 'Law of demand' })).toBeInTheDocument();
    expect(screen.getByText('Dr. Lekshmi Nair', { selector: '.video-details span' })).toBeInTheDocument();
    expect(screen.queryByText('Video not available')).not.toBeInTheDocument();
  });

  it('shows the placeholder for a link that is not a YouTube video', async () => {
    mockVideoApi({ [VIDEO(101)]: () => jsonResponse({ ...demandVideo, tutorialUrl: 'https://vimeo.com/123456' }) });
    openVideo();
    expect(await screen.findByText('Video not available')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByText('Video URL not available')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as watched' })).not.toBeInTheDocument();
  });

  it('shows the placeholder for a YouTube id of the wrong length', async () => {
    mockVideoApi({ [VIDEO(101)]: () => jsonResponse({ ...demandVideo, tutorialUrl: 'https://youtu.be/dQw4w9WgXc' }) });
    openVideo();
    expect(await screen.findByText('Video not available')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('says so inline when the class has no link at all', async () => {
    mockVideoApi({ [VIDEO(101)]: () => jsonResponse({ ...demandVideo, tutorialUrl: null }) });
    openVideo();
    expect(await screen.findByText('Video not available')).toBeInTheDocument();
    expect(screen.getByText('Video URL not available')).toBeInTheDocument();
  });

  it('records the class as watched when the student says so', async () => {
    const fetchMock = mockVideoApi();
    const { user } = openVideo();
    await user.click(await screen.findByRole('button', { name: 'Mark as watched' }));
    expect(await screen.findByText('Marked as watched')).toBeInTheDocument();
    expect(countCalls(fetchMock, 'POST /api/modules/11/progress')).toBe(1);
    const init = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/progress'))?.[1];
    expect(init?.body).toBe('{"kind":"video"}');
  });

  it('shows the lock and the way to the plans for a locked class', async () => {
    mockVideoApi({
      [VIDEO(101)]: () =>
        jsonResponse({ error: { code: 'NOT_ENROLLED', message: 'This module is part of a paid paper.' } }, 403),
    });
    openVideo();
    expect(await screen.findByText('This module is part of a paid paper.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/subscrptions');
  });

  it('reports a failed load with the default message and tries again', async () => {
    let attempts = 0;
    mockVideoApi({
      [VIDEO(101)]: () => {
        attempts += 1;
        return attempts === 1 ? new Response('gateway down', { status: 502 }) : jsonResponse(demandVideo);
      },
    });
    const { user } = openVideo();
    expect(await screen.findByText('Error loading video')).toBeInTheDocument();
    expect(screen.getByText('Failed to load video data')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTitle('Law of demand (YouTube video player)')).toBeInTheDocument();
  });

  it('reports the server’s message when there is one', async () => {
    mockVideoApi({
      [VIDEO(101)]: () => jsonResponse({ error: { code: 'NOT_FOUND', message: 'Video not found' } }, 404),
    });
    openVideo();
    expect(await screen.findByText('Error loading video')).toBeInTheDocument();
    expect(screen.getByText('Video not found')).toBeInTheDocument();
  });
});

describe('video page class list', () => {
  it('lists the paper’s classes in module order, marks the current one, and links each', async () => {
    mockVideoApi();
    openVideo();
    const list = await waitFor(() => within(classList()).getByRole('list'));
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.querySelector('.class-entry__title')?.textContent)).toEqual([
      'Law of demand',
      'Elasticity',
      'Isoquants',
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links[1]).toHaveAttribute('href', '/video-class/2/102');
    expect(links[2]).toHaveAttribute('href', '/video-class/2/201');
    expect(within(links[2]!).getByRole('img', { name: 'Locked' })).toBeInTheDocument();
  });

  it('opens another class from the list', async () => {
    mockVideoApi({ [VIDEO(102)]: () => jsonResponse(elasticityVideo) });
    const { user, router } = openVideo();
    await user.click(await within(await waitFor(classList)).findByRole('link', { name: /Elasticity/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/video-class/2/102'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Elasticity' })).toBeInTheDocument();
  });

  it.each([
    ['the title, in any case', 'ELASTIC', ['Elasticity']],
    ['the module number', 'module 2', ['Isoquants']],
    ['the description', 'returns to scale', ['Isoquants']],
  ])('searches by %s', async (_label, searchText, expected) => {
    mockVideoApi();
    const { user } = openVideo();
    await within(await waitFor(classList)).findByRole('list');
    await user.type(searchBox(), searchText);
    const titles = within(classList())
      .getAllByRole('link')
      .map((link) => link.querySelector('.class-entry__title')?.textContent);
    expect(titles).toEqual(expected);
  });

  it('says when nothing matches and clears the search', async () => {
    mockVideoApi();
    const { user } = openVideo();
    await within(await waitFor(classList)).findByRole('list');
    expect(searchBox()).toHaveAttribute('placeholder', 'Search live classes, recorded, modules');

    await user.type(searchBox(), 'calculus');
    expect(within(classList()).getByText('No classes match “calculus”.')).toBeInTheDocument();
    expect(within(classList()).queryByRole('list')).not.toBeInTheDocument();

    await user.click(within(classList()).getByRole('button', { name: 'Clear search' }));
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
    expect(within(classList()).getAllByRole('link')).toHaveLength(3);
  });
});

describe('video page questions', () => {
  it('shows no invented comments under any class, a new one included, and no comment box', async () => {
    const brandNew = makeVideo({ id: 103, title: 'Consumer surplus', order: 3, description: 'Uploaded today' });
    mockVideoApi({ [VIDEO(103)]: () => jsonResponse(brandNew) });
    for (const id of [101, 103]) {
      const { unmount } = openVideo(id);
      await screen.findByRole('region', { name: 'Questions about this class' });
      expect(screen.queryByRole('region', { name: 'Comments' })).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Add a comment' })).not.toBeInTheDocument();
      for (const author of ['Aswathy R.', 'Muhammed Fasil', 'Sneha Joseph']) {
        expect(screen.queryByText(author, { exact: false })).not.toBeInTheDocument();
      }
      expect(screen.queryByText(/days? ago|week ago|just now/i)).not.toBeInTheDocument();
      unmount();
    }
  });

  it('takes a question about the class to Your Doubts with its module filled in', async () => {
    mockVideoApi({
      'GET /api/modules/11': () =>
        jsonResponse({
          ...makeModule({ id: 11, paperId: PAPER_ID, number: 1, title: 'Theory of Demand', canOpen: true }),
          paperTitle: 'Microeconomics I',
          paperType: 'Major',
          progress: 0,
        }),
      'GET /api/doubts': () => jsonResponse({ items: [] }),
    });
    const { user, router } = openVideo();
    const questions = await screen.findByRole('region', { name: 'Questions about this class' });
    expect(within(questions).getByText(/Module 1 of Microeconomics I/)).toBeInTheDocument();
    const ask = within(questions).getByRole('link', { name: 'Ask a doubt about this module' });
    expect(ask).toHaveAttribute('href', '/your-doubts?module=11');

    await user.click(ask);
    await waitFor(() => expect(router.state.location.pathname).toBe('/your-doubts'));
    expect(await screen.findByText(/About: Microeconomics I · Theory of Demand/)).toBeInTheDocument();
  });

  it('offers no question box for a class the student may not open yet', async () => {
    mockVideoApi({ [VIDEO(101)]: () => jsonResponse({ ...demandVideo, tutorialUrl: null, canOpen: false }) });
    openVideo();
    expect(await screen.findByText('Video not available')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Questions about this class' })).not.toBeInTheDocument();
  });
});
