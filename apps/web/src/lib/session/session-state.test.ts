import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { makeUser } from '../../testing/user-fixtures';
import { deriveSessionState, describeProfileError, sessionErrorText } from './session-state';

const pending = { data: undefined, error: null, status: 'pending', isFetching: true } as const;
const idle = { data: undefined, error: null, status: 'pending', isFetching: false } as const;

describe('deriveSessionState', () => {
  it('without a token: initialised, logged out, nothing shown (the silent "No token found")', () => {
    expect(deriveSessionState({ token: null, endedReason: null, profile: idle })).toEqual({
      user: null,
      loading: false,
      error: null,
      isAuthenticated: false,
      isInitialized: true,
      hasToken: false,
    });
  });

  it('keeps why the last session ended', () => {
    const state = deriveSessionState({ token: null, endedReason: 'Session expired', profile: idle });
    expect(state).toMatchObject({ error: 'Session expired', isAuthenticated: false, hasToken: false });
  });

  it('is loading and not yet initialised while the first profile fetch is pending', () => {
    expect(deriveSessionState({ token: 't', endedReason: null, profile: pending })).toMatchObject({
      loading: true,
      isInitialized: false,
      isAuthenticated: false,
      error: null,
    });
  });

  it('is authenticated and initialised with the student', () => {
    const user = makeUser();
    const state = deriveSessionState({
      token: 't',
      endedReason: null,
      profile: { data: user, error: null, status: 'success', isFetching: false },
    });
    expect(state).toEqual({
      user,
      loading: false,
      error: null,
      isAuthenticated: true,
      isInitialized: true,
      hasToken: true,
    });
  });

  it('stores the failure and is initialised; a retry loads again without forgetting it started', () => {
    const error = new ApiError(500, 'INTERNAL', 'Database unavailable');
    const failed = deriveSessionState({
      token: 't',
      endedReason: null,
      profile: { data: undefined, error, status: 'error', isFetching: false },
    });
    expect(failed).toMatchObject({ error: 'Database unavailable', loading: false, isInitialized: true });

    const retrying = deriveSessionState({
      token: 't',
      endedReason: null,
      profile: { data: undefined, error, status: 'error', isFetching: true },
    });
    expect(retrying).toMatchObject({ error: null, loading: true, isInitialized: true });
  });
});

describe('describeProfileError', () => {
  it.each([
    [new ApiError(401, 'SESSION_EXPIRED', 'Your session has ended.'), 'Session expired'],
    [new ApiError(503, 'SERVICE_UNAVAILABLE', 'Down for maintenance'), 'Down for maintenance'],
    [new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server.'), 'Failed to fetch profile'],
    [new ApiError(502, 'HTTP_ERROR', 'Server error. Please try again later.'), 'Failed to fetch profile'],
    [new ApiError(200, 'INVALID_RESPONSE', 'Unexpected reply'), 'Failed to fetch profile'],
    [new TypeError('x is undefined'), 'Failed to initialize auth'],
  ])('%s -> %s', (error, message) => {
    // The app's own messages are descriptors, read in the language on screen (English here).
    expect(sessionErrorText(describeProfileError(error), i18n)).toBe(message);
  });
});
