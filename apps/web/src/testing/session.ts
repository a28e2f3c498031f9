// Starts a test logged in: a stored token, and a GET /api/me route that answers with the student.
import { AUTH_TOKEN_STORAGE_KEY } from '../lib/auth-token';
import { jsonResponse } from './mock-api';
import { makeUser } from './user-fixtures';
import type { TUser } from '@padanam/contract';

export const TEST_TOKEN = 'test-session-token';

export function storeTestToken(token = TEST_TOKEN) {
  window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, token);
}

/** Spread into mockApi's routes after storeTestToken(). */
export function meRoute(user: TUser = makeUser()) {
  return { 'GET /api/me': () => jsonResponse({ user }) };
}
