import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_STORAGE_KEY } from '../../lib/auth-token';
import { countCalls, jsonResponse, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { meRoute, storeTestToken, TEST_TOKEN } from '../../testing/session';
import { makeUser } from '../../testing/user-fixtures';

const LOGIN_HEADING = { level: 1, name: 'Enter Your Mobile Number' } as const;
const apiError = (status: number, code: string, message: string) => jsonResponse({ error: { code, message } }, status);
const storedToken = () => window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY);

describe('guarded pages without a token', () => {
  it.each(['/', '/cart', '/my-profile', '/my-profile/edit-profile', '/my-profile/save-items'])(
    '%s redirects to /login without asking for the profile',
    async (path) => {
      const fetchMock = mockApi({});
      const { router } = renderApp(path);
      await screen.findByRole('heading', LOGIN_HEADING);
      expect(router.state.location.pathname).toBe('/login');
      expect(countCalls(fetchMock, 'GET /api/me')).toBe(0);
      // Logged out, not failed: no 'No token found' anywhere.
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    },
  );

  it('leaves public pages alone', async () => {
    mockApi({});
    const { router } = renderApp('/about-us');
    await screen.findByRole('heading', { level: 1, name: 'About us' });
    expect(router.state.location.pathname).toBe('/about-us');
  });
});

describe('guarded pages with a token', () => {
  it('fetch the student with the bearer token, show the loader meanwhile, then the page', async () => {
    storeTestToken();
    let answer: () => void = () => {};
    const fetchMock = mockApi({
      'GET /api/me': () =>
        new Promise<Response>((resolve) => {
          answer = () => resolve(jsonResponse({ user: makeUser({ name: 'Anu Thomas' }) }));
        }),
    });
    const { router } = renderApp('/cart');

    // Past the first-load fallback (which also says Loading...): the page's code is in.
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Loading...');
    answer();
    await screen.findByRole('heading', { level: 1, name: 'My Cart' });
    const init = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/api/me'))?.[1];
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
  });

  it('log out with "Session expired" when the token is refused, and go to /login', async () => {
    storeTestToken();
    mockApi({
      'GET /api/me': () => apiError(401, 'SESSION_EXPIRED', 'Your session has expired. Please log in again.'),
    });
    const { router } = renderApp('/');

    await screen.findByRole('heading', LOGIN_HEADING);
    expect(router.state.location.pathname).toBe('/login');
    expect(storedToken()).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Session expired');
    expect(screen.getByRole('link', { name: 'log in' })).toBeInTheDocument();
  });

  it('show "Error: {message}" when the profile cannot be fetched, without Retry outside the profile', async () => {
    storeTestToken();
    mockApi({ 'GET /api/me': () => apiError(500, 'INTERNAL', 'Something went wrong') });
    renderApp('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Something went wrong');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(storedToken()).toBe(TEST_TOKEN);
  });

  it('offer Retry on the profile pages, which fetches again', async () => {
    storeTestToken();
    let attempts = 0;
    mockApi({
      'GET /api/me': () => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(new TypeError('Failed to fetch'))
          : jsonResponse({ user: makeUser({ name: 'Anu Thomas' }) });
      },
    });
    const { user } = renderApp('/my-profile/edit-profile');

    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to fetch profile');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Anu Thomas');
  });
});

describe('a 401 on any call', () => {
  it('logs out with "Session expired"', async () => {
    storeTestToken();
    mockApi({
      ...meRoute(makeUser({ name: 'Anu Thomas' })),
      'GET /api/papers?type=Major': () => apiError(401, 'SESSION_EXPIRED', 'Your session has expired.'),
    });
    renderApp('/papers');

    await waitFor(() => expect(storedToken()).toBeNull());
    expect(await screen.findByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
  });

  it('but not a wrong login code', async () => {
    // A token whose profile could not be loaded: a logged-in student would be sent Home instead.
    storeTestToken();
    mockApi({
      'GET /api/me': () => apiError(503, 'UNAVAILABLE', 'Try again later.'),
      'POST /api/auth/otp': () => jsonResponse({ resendAfterSeconds: 30, expiresInSeconds: 300 }, 202),
      'POST /api/auth/otp/verify': () => apiError(401, 'INVALID_OTP', 'Incorrect OTP'),
    });
    const { user } = renderApp('/login');
    await user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '9000000001');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.click((await screen.findAllByRole('textbox', { name: /Digit/ }))[0]!);
    await user.paste('000000');
    await user.click(screen.getByRole('button', { name: 'Verify & Login' }));

    await screen.findByText('Incorrect OTP');
    expect(storedToken()).toBe(TEST_TOKEN);
  });
});

describe('logging out from the profile menu', () => {
  it('ends the session on the server, forgets it here and goes to /login; guarded pages stay shut', async () => {
    storeTestToken();
    let logoutAuthorization: string | null = null;
    mockApi({
      ...meRoute(makeUser({ name: 'Anu Thomas' })),
      'POST /api/auth/logout': (call) => {
        logoutAuthorization = new Headers(call.init?.headers).get('Authorization');
        return new Response(null, { status: 204 });
      },
    });
    const { user, router } = renderApp('/my-profile');
    const profileMenu = await screen.findByRole('navigation', { name: 'Profile' });

    await user.click(within(profileMenu).getByRole('button', { name: 'Log out' }));

    await screen.findByRole('heading', LOGIN_HEADING);
    expect(router.state.location.pathname).toBe('/login');
    expect(logoutAuthorization).toBe(`Bearer ${TEST_TOKEN}`);
    expect(storedToken()).toBeNull();
    // A chosen logout is not an expiry: no notice.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await router.navigate('/cart');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('still logs out here when the server cannot be told', async () => {
    storeTestToken();
    mockApi({
      ...meRoute(),
      'POST /api/auth/logout': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user, router } = renderApp('/my-profile/edit-profile');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await screen.findByRole('heading', LOGIN_HEADING);
    expect(router.state.location.pathname).toBe('/login');
    expect(storedToken()).toBeNull();
  });
});

describe('login and signup while logged in', () => {
  it.each(['/login', '/signup'])('%s goes Home instead of showing the form', async (path) => {
    storeTestToken();
    mockApi({ ...meRoute(makeUser({ name: 'Anu Thomas' })) });
    const { router } = renderApp(path);
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('heading', LOGIN_HEADING)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it('still shows the login form when the stored token has expired', async () => {
    storeTestToken();
    mockApi({ 'GET /api/me': () => apiError(401, 'UNAUTHORIZED', 'Session expired') });
    const { router } = renderApp('/login');
    await screen.findByRole('heading', LOGIN_HEADING);
    expect(router.state.location.pathname).toBe('/login');
  });
});
