import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_STORAGE_KEY } from '../../lib/auth-token';
import { jsonResponse, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { meRoute, storeTestToken } from '../../testing/session';
import { makeUser } from '../../testing/user-fixtures';

// Logged in, so the guarded pages (Home, cart, profile) show; /papers only needs its list to answer.
const PAPERS_ROUTE = { 'GET /api/papers?type=Major': () => jsonResponse({ papers: [] }) };

beforeEach(() => {
  storeTestToken();
  mockApi({ ...PAPERS_ROUTE, ...meRoute(makeUser({ name: 'Anu Thomas' })) });
});

/** Waits for the lazily loaded page to replace the first-load fallback. */
async function renderAt(path: string, heading: string | RegExp) {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  return view;
}

const mainNav = () => screen.queryByRole('navigation', { name: 'Main' });
const secondaryHeader = () => screen.queryByRole('navigation', { name: 'Browse papers' });

describe('sidebar', () => {
  it.each([
    ['/login', 'Enter Your Mobile Number'],
    ['/signup', 'Sign up'],
  ])('is absent on %s, together with its menu button', async (path, heading) => {
    // The forms are for visitors: a logged-in student is sent Home.
    window.localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
    await renderAt(path, heading);
    expect(mainNav()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    // The top bar is still there.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Padanam' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['/', 'Home'],
    ['/papers', 'Select your Papers'],
  ])('is present on %s with the five main items', async (path, heading) => {
    await renderAt(path, heading);
    const nav = mainNav();
    expect(nav).toBeInTheDocument();
    const links = within(nav!).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Get Pro',
      'Enrolled',
      'About us',
      'Privacy policy',
    ]);
    expect(within(nav!).getByRole('link', { name: 'Get Pro' })).toHaveAttribute('href', '/subscrptions');
  });

  it('reveals Feedback & Support behind See More, then offers See Less', async () => {
    const { user } = await renderAt('/', 'Home');
    const nav = mainNav()!;
    expect(within(nav).queryByText('Feedback & Support')).not.toBeInTheDocument();

    const toggle = within(nav).getByRole('button', { name: 'See More' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);

    expect(within(nav).getByRole('link', { name: 'Feedback & Support' })).toHaveAttribute('href', '/feedback-support');
    expect(toggle).toHaveTextContent('See Less');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(toggle);
    expect(within(nav).queryByText('Feedback & Support')).not.toBeInTheDocument();
    expect(toggle).toHaveTextContent('See More');
  });

  it('marks the active route with aria-current, and only that one', async () => {
    await renderAt('/about-us', 'About us');
    const nav = mainNav()!;
    expect(within(nav).getByRole('link', { name: 'About us' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('follows navigation: clicking an item moves the highlight', async () => {
    const { user } = await renderAt('/', 'Home');
    const nav = mainNav()!;
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('link', { name: 'Get Pro' }));
    await screen.findByRole('heading', { level: 1, name: 'Unlock Premium Access' });
    expect(within(nav).getByRole('link', { name: 'Get Pro' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('shows the Feedback & Support entry already expanded and current on /feedback-support', async () => {
    await renderAt('/feedback-support', 'Feedback & Support');
    expect(within(mainNav()!).getByRole('link', { name: 'Feedback & Support' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('burger menu', () => {
  it('opens and closes the sidebar, with aria-expanded and aria-controls', async () => {
    const { user } = await renderAt('/papers', 'Select your Papers');
    const burger = screen.getByRole('button', { name: 'Menu' });
    const nav = mainNav()!;

    expect(burger).toHaveAttribute('aria-controls', nav.id);
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(nav).toHaveAttribute('data-open', 'false');

    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveAttribute('data-open', 'true');
    expect(screen.getByTestId('sidebar-overlay')).toBeInTheDocument();

    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(nav).toHaveAttribute('data-open', 'false');
    expect(screen.queryByTestId('sidebar-overlay')).not.toBeInTheDocument();
  });

  it('closes on the overlay, on Escape and on navigation', async () => {
    const { user } = await renderAt('/', 'Home');
    const burger = screen.getByRole('button', { name: 'Menu' });

    await user.click(burger);
    await user.click(screen.getByTestId('sidebar-overlay'));
    expect(burger).toHaveAttribute('aria-expanded', 'false');

    await user.click(burger);
    await user.keyboard('{Escape}');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveFocus();

    await user.click(burger);
    await user.click(within(mainNav()!).getByRole('link', { name: 'About us' }));
    await screen.findByRole('heading', { level: 1, name: 'About us' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('burger menu and the Back button', () => {
  it('stays closed when Back returns to the page the drawer was opened on', async () => {
    const { user, router } = await renderAt('/', 'Home');
    const burger = screen.getByRole('button', { name: 'Menu' });

    await user.click(burger);
    await user.click(within(mainNav()!).getByRole('link', { name: 'About us' }));
    await screen.findByRole('heading', { level: 1, name: 'About us' });

    await router.navigate(-1);
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(mainNav()).toHaveAttribute('data-open', 'false');
  });
});

describe('secondary header', () => {
  it.each([
    ['/login', 'Enter Your Mobile Number'],
    ['/signup', 'Sign up'],
    ['/subscrptions', 'Unlock Premium Access'],
    ['/my-profile/edit-profile', 'Edit Profile'],
    ['/my-profile/notification', 'Notification'],
  ])('is hidden on %s', async (path, heading) => {
    if (path === '/login' || path === '/signup') window.localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
    await renderAt(path, heading);
    expect(secondaryHeader()).not.toBeInTheDocument();
  });

  it.each([
    ['/papers', 'Select your Papers'],
    ['/', 'Home'],
  ])('is shown on %s', async (path, heading) => {
    await renderAt(path, heading);
    expect(secondaryHeader()).toBeInTheDocument();
  });

  it('opens paper selection on the chosen group', async () => {
    const { user, router } = await renderAt('/about-us', 'About us');
    await user.click(within(secondaryHeader()!).getByRole('link', { name: 'Common' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/papers'));
    expect(router.state.location.state).toEqual({ paperType: 'Common' });
  });
});

describe('top bar', () => {
  it('links to the cart without a badge while it is empty', async () => {
    await renderAt('/', 'Home');
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
  });

  it('shows the student’s name, leading to My Profile', async () => {
    await renderAt('/about-us', 'About us');
    expect(await screen.findByRole('link', { name: 'Anu Thomas' })).toHaveAttribute('href', '/my-profile');
    expect(screen.queryByRole('link', { name: 'log in' })).not.toBeInTheDocument();
  });

  it('opens the account menu from the chip: the student’s own places and the leaderboard', async () => {
    const { user, router } = await renderAt('/about-us', 'About us');
    const toggle = await screen.findByRole('button', { name: 'Account menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['My profile', '/my-profile'],
      ['My mock tests', '/my-profile/mock-test'],
      ['Leaderboard', '/leader-board-page'],
      ['Saved items', '/my-profile/save-items'],
    ]);

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(screen.getByRole('heading', { level: 1, name: 'About us' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.click(within(menu).getByRole('link', { name: 'Leaderboard' }));
    // The leaderboard page is loaded on demand; the menu closes once the route has changed.
    await waitFor(() => expect(router.state.location.pathname).toBe('/leader-board-page'));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  });

  it('offers log in when logged out', async () => {
    window.localStorage.clear();
    await renderAt('/about-us', 'About us');
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
  });

  it('says Loading... while the student loads, with the loader in place of the page', async () => {
    mockApi({ 'GET /api/me': () => new Promise<Response>(() => {}) });
    const { router } = renderApp('/about-us');
    // Past the first-load fallback (which also says Loading...): the page's code is in.
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(within(screen.getByRole('banner')).getByText('Loading...')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { level: 1, name: 'About us' })).not.toBeInTheDocument();
  });
});

describe('routing', () => {
  it('redirects /my-profile to /my-profile/edit-profile', async () => {
    const { router } = await renderAt('/my-profile', 'Edit Profile');
    expect(router.state.location.pathname).toBe('/my-profile/edit-profile');
  });

  it('shows the not-found page for an unknown path, with Go Home and Go Back', async () => {
    const { user, router } = await renderAt('/no-such-page', 'Oops! Page Not Found');
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('routes /feedback and /feedback-support to the same page', async () => {
    await renderAt('/feedback', 'Feedback & Support');
  });

  it.each([
    ['/paper-details/3', 'Course details'],
    ['/module-summary/5', 'Summary'],
    ['/view-note/5', 'PDF Viewer'],
    ['/video-class/2/dQw4w9WgXcQ', 'Video class'],
    ['/commig-soon', 'Coming Soon'],
    ['/quiz-result', 'Quiz result'],
    ['/answer-key', 'Answer key'],
    ['/enrolled', 'Enrolled'],
    ['/leader-board-page', 'Leaderboard'],
    ['/chat-assistant', 'Smart Study Assistant'],
    ['/cart', 'My Cart'],
    ['/privacy-policy', 'Privacy policy'],
    ['/mock-test', 'Mock test'],
    ['/feedback-rating', 'Rate your experience'],
    ['/your-doubts', 'Your Doubts'],
    ['/my-profile/mock-test', 'My Mock Tests'],
    ['/my-profile/save-items', 'Save Items'],
  ])('serves %s', async (path, heading) => {
    await renderAt(path, heading);
  });

  it('serves /weekly-challenge-exam, which needs an attempt to show', async () => {
    renderApp('/weekly-challenge-exam');
    expect(await screen.findByText('Missing paperId or moduleId')).toBeInTheDocument();
  });

  it('scrolls to the top on a route change', async () => {
    const { user } = await renderAt('/', 'Home');
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    await user.click(within(mainNav()!).getByRole('link', { name: 'About us' }));
    await screen.findByRole('heading', { level: 1, name: 'About us' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
