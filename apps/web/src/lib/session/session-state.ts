// The spec's auth state (section 4: user, loading, error, isAuthenticated, isInitialized), derived
// from the stored token and the profile query rather than kept in a second store.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TUser } from '@padanam/contract';
import { hasServerMessage, isApiError } from '../api-error';

export const SESSION_EXPIRED_MESSAGE = msg`Session expired`;
export const PROFILE_FETCH_FAILED_MESSAGE = msg`Failed to fetch profile`;
export const AUTH_INIT_FAILED_MESSAGE = msg`Failed to initialize auth`;

/**
 * Why there is no session: the server's own message (shown as it is), or one of the app's, put in
 * the language on screen where it is read (useSession, with sessionErrorText).
 */
export type TSessionError = string | MessageDescriptor;

export function sessionErrorText(error: TSessionError, i18n: I18n): string {
  return typeof error === 'string' ? error : i18n._(error);
}

export type TSessionState = {
  user: TUser | null;
  loading: boolean;
  error: TSessionError | null;
  isAuthenticated: boolean;
  isInitialized: boolean;
  /** Guards redirect on this: no token means logged out, whatever the error says. */
  hasToken: boolean;
};

type TProfileQuery = {
  data: TUser | undefined;
  error: unknown;
  status: 'pending' | 'error' | 'success';
  isFetching: boolean;
};

type TSessionInputs = {
  token: string | null;
  /** Why the last session ended: 'Session expired' after a 401, null after a logout. */
  endedReason: TSessionError | null;
  profile: TProfileQuery;
};

export function deriveSessionState({ token, endedReason, profile }: TSessionInputs): TSessionState {
  // Spec: with no stored token initialisation "fails" with 'No token found', which is never shown.
  if (token === null) {
    return {
      user: null,
      loading: false,
      error: endedReason,
      isAuthenticated: false,
      isInitialized: true,
      hasToken: false,
    };
  }
  if (profile.data) {
    return {
      user: profile.data,
      loading: false,
      error: null,
      isAuthenticated: true,
      isInitialized: true,
      hasToken: true,
    };
  }
  if (profile.status === 'error' && !profile.isFetching) {
    return {
      user: null,
      loading: false,
      error: describeProfileError(profile.error),
      isAuthenticated: false,
      isInitialized: true,
      hasToken: true,
    };
  }
  // Pending: the first fetch (not yet initialised) or a retry after a failure (already initialised).
  return {
    user: null,
    loading: true,
    error: null,
    isAuthenticated: false,
    isInitialized: profile.status === 'error',
    hasToken: true,
  };
}

/** Spec error catalogue: 401 'Session expired'; the server's message; else 'Failed to fetch profile'. */
export function describeProfileError(error: unknown): TSessionError {
  if (!isApiError(error)) return AUTH_INIT_FAILED_MESSAGE;
  if (error.status === 401) return SESSION_EXPIRED_MESSAGE;
  return hasServerMessage(error) ? error.message : PROFILE_FETCH_FAILED_MESSAGE;
}
