import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_STORAGE_KEY } from '../../lib/auth-token';
import { reportSessionRejected } from '../../lib/session-rejection';
import { jsonResponse, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { storeTestToken, TEST_TOKEN } from '../../testing/session';
import { makeUser } from '../../testing/user-fixtures';

async function openLoggedIn() {
  storeTestToken();
  mockApi({
    'GET /api/me': (call) => {
      const token = new Headers(call.init?.headers).get('Authorization');
      const name = token === `Bearer ${TEST_TOKEN}` ? 'Anu Thomas' : 'Biju Varghese';
      return jsonResponse({ user: makeUser({ name }) });
    },
  });
  const view = renderApp('/about-us');
  await screen.findByRole('link', { name: 'Anu Thomas' });
  return view;
}

describe('SessionProvider', () => {
  it('ignores a late 401 for a token that is no longer the current one', async () => {
    await openLoggedIn();
    act(() => reportSessionRejected('an-older-token'));
    expect(screen.getByRole('link', { name: 'Anu Thomas' })).toBeInTheDocument();
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe(TEST_TOKEN);

    act(() => reportSessionRejected(TEST_TOKEN));
    expect(await screen.findByRole('link', { name: 'log in' })).toBeInTheDocument();
    expect(window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('follows a logout or a new login in another tab', async () => {
    await openLoggedIn();

    act(() => {
      window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'token-from-another-tab');
      window.dispatchEvent(new StorageEvent('storage', { key: AUTH_TOKEN_STORAGE_KEY }));
    });
    expect(await screen.findByRole('link', { name: 'Biju Varghese' })).toBeInTheDocument();

    act(() => {
      window.localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: AUTH_TOKEN_STORAGE_KEY }));
    });
    await waitFor(() => expect(screen.getByRole('link', { name: 'log in' })).toBeInTheDocument());
  });
});
