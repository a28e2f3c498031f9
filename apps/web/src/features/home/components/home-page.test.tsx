import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { countCalls, jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { meRoute, storeTestToken } from '../../../testing/session';

// The page is a lazy chunk compiled on first use; on a busy machine that outlasts the default 1 s.

const NOTICE = {
  id: 1,
  kind: 'exam',
  title: 'Hall tickets published',
  content: 'Download your hall ticket.',
  location: null,
  publishedAt: 1,
  eventAt: null,
  hasRegistration: false,
  isRegistered: false,
  isRead: false,
};
const EVENT = {
  ...NOTICE,
  id: 2,
  kind: 'event',
  title: 'Quiz night',
  content: 'Teams of two.',
  location: 'Seminar hall',
  eventAt: Date.UTC(2026, 11, 1, 12, 30),
  hasRegistration: true,
};

let registered: string[] = [];

beforeEach(() => {
  storeTestToken();
  registered = [];
  mockApi({
    ...meRoute(),
    'GET /api/recommendations': () => jsonResponse({ modules: [], papers: [] }),
    'GET /api/open-attempts': () => jsonResponse({ attempts: [], serverNow: Date.now() }),
    'GET /api/notifications': () => jsonResponse({ items: [NOTICE, EVENT], unreadCount: 2 }),
    'POST /api/announcements/2/registrations': ({ url }) => {
      registered.push(url.pathname);
      return new Response(null, { status: 204 });
    },
  });
});

async function openHome() {
  const view = renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'Home' });
  // The sections below a phone's first screen render just after the rest; the last of them.
  await screen.findByRole('region', { name: 'Share the app' });
  return view;
}

const section = (name: string) => screen.getByRole('region', { name });

/** A Weekly Challenge started five minutes before `now`, with 30 minutes left. */
function openAttempt(now: number) {
  return {
    id: 40,
    quizId: 9,
    moduleId: 11,
    moduleNumber: 2,
    moduleTitle: 'Theory of Demand',
    paperId: 3,
    paperTitle: 'Microeconomics I',
    paperType: 'Major',
    category: 'weekly_challenge',
    title: 'Weekly Challenge',
    startedAt: now - 5 * 60_000,
    deadlineAt: now + 30 * 60_000 - 500,
    questionCount: 10,
  };
}

describe('home', () => {
  it('shows the sections in the spec’s order, the carousel first', async () => {
    await openHome();
    const main = screen.getByRole('main');
    const headings = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      'My Papers',
      'Continue Journey',
      'Courses',
      'Notifications',
      'Main Events',
      'Share the app',
    ]);

    const carousel = screen.getByRole('region', { name: 'Highlights' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(carousel.compareDocumentPosition(section('My Papers')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('has three bundled banner slides and a control to pause them', async () => {
    const { user } = await openHome();
    const carousel = screen.getByRole('region', { name: 'Highlights' });
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    const images = within(carousel).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      expect.stringMatching(/^Study smarter/),
      expect.stringMatching(/^Weekly Challenges/),
      expect.stringMatching(/^Notes, audio and video/),
    ]);
    for (const image of images) expect(image.getAttribute('src')).toMatch(/^\/.*\.svg$/);
    // The first banner is what a phone's first screen is waiting for; the others come after it.
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual(['high', 'low', 'low']);
    // Phones get the taller banners, whose words stay readable at 375 px.
    const narrowSources = [...carousel.querySelectorAll('source')];
    expect(narrowSources.map((source) => source.getAttribute('media'))).toEqual(Array(3).fill('(max-width: 599px)'));
    for (const source of narrowSources) expect(source.getAttribute('srcset')).toMatch(/-narrow.*\.svg$/);

    await user.click(within(carousel).getByRole('button', { name: 'Pause the slideshow' }));
    expect(within(carousel).getByRole('button', { name: 'Play the slideshow' })).toBeInTheDocument();
  });

  it.each([
    ['Major Paper', 'Major'],
    ['Minor Paper', 'Minor'],
    ['Common Paper', 'Common'],
  ])('opens paper selection from %s with paperType %s', async (cardName, paperType) => {
    const { user, router } = await openHome();
    await user.click(within(section('My Papers')).getByRole('link', { name: new RegExp(cardName) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/papers'));
    expect(router.state.location.state).toEqual({ paperType });
  });

  it("shows the student's notices and events, and registers for an event with Register Now", async () => {
    const { user } = await openHome();
    expect(within(section('Notifications')).getByText('Latest University Announcements')).toBeInTheDocument();
    expect(await within(section('Notifications')).findByText('Hall tickets published')).toBeInTheDocument();

    const events = section('Main Events');
    expect(within(events).getByText('University Announcements & Events')).toBeInTheDocument();
    expect(within(events).getByText('Seminar hall')).toBeInTheDocument();
    await user.click(within(events).getByRole('button', { name: 'Register Now' }));
    expect(await within(events).findByText('Registered')).toBeInTheDocument();
    expect(registered).toEqual(['/api/announcements/2/registrations']);
  });

  it('invites friends to the store listing in a new tab', async () => {
    await openHome();
    const invite = within(section('Share the app')).getByRole('link', { name: /Invite friends/ });
    expect(invite).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=in.padanam.app');
    expect(invite).toHaveAttribute('target', '_blank');
    expect(invite).toHaveAttribute('rel', 'noopener noreferrer');
    expect(invite).toHaveAccessibleName('Invite friends (opens in a new tab)');
  });

  it('draws no banners until it knows whether a test is in progress, so that one cannot push them down', async () => {
    // Answered when the test says, whether the app has asked yet or not (on a loaded machine the
    // heading may be drawn before the request is made).
    let answer: (response: Response) => void = () => undefined;
    const answered = new Promise<Response>((resolve) => (answer = resolve));
    mockApi({
      ...meRoute(),
      'GET /api/recommendations': () => jsonResponse({ modules: [], papers: [] }),
      'GET /api/notifications': () => jsonResponse({ items: [], unreadCount: 0 }),
      'GET /api/open-attempts': () => answered,
    });
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('region', { name: 'Highlights' })).not.toBeInTheDocument();

    const now = Date.now();
    answer(jsonResponse({ serverNow: now, attempts: [openAttempt(now)] }));
    const inProgress = await screen.findByRole('region', { name: 'Test in progress' });
    const banners = screen.getByRole('region', { name: 'Highlights' });
    expect(inProgress.compareDocumentPosition(banners) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('draws the page without a test in progress when that answer fails', async () => {
    const fetchMock = mockApi({
      ...meRoute(),
      'GET /api/recommendations': () => jsonResponse({ modules: [], papers: [] }),
      'GET /api/notifications': () => jsonResponse({ items: [], unreadCount: 0 }),
      'GET /api/open-attempts': () =>
        jsonResponse({ error: { code: 'INTERNAL', message: 'Something went wrong' } }, 500),
    });
    await openHome();
    expect(screen.getByRole('region', { name: 'Highlights' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Test in progress' })).not.toBeInTheDocument();
    // Drawn once the first answer has failed, not each time the section asks again.
    expect(countCalls(fetchMock, 'GET /api/open-attempts')).toBeLessThanOrEqual(2);
  });

  it('shows a test in progress first, with its minutes left, and continues it', async () => {
    const now = Date.now();
    mockApi({
      ...meRoute(),
      'GET /api/recommendations': () => jsonResponse({ modules: [], papers: [] }),
      'GET /api/notifications': () => jsonResponse({ items: [], unreadCount: 0 }),
      'GET /api/open-attempts': () =>
        jsonResponse({
          serverNow: now,
          attempts: [openAttempt(now)],
        }),
    });
    const { user, router } = await openHome();
    const inProgress = await screen.findByRole('region', { name: 'Test in progress' });
    const headings = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 });
    expect(headings[0]).toHaveTextContent('Test in progress');
    expect(within(inProgress).getByText('In progress, 30 min left')).toBeVisible();
    await user.click(within(inProgress).getByRole('link', { name: /Weekly Challenge · Module 2: Theory of Demand/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/weekly-challenge-exam'));
    expect(router.state.location.search).toBe('?attemptId=40&paperId=3');
  });
});
