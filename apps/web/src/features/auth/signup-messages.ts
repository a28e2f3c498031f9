// What signup says (spec sections 4 and 8). The app's own messages are descriptors, read in the
// language on screen when shown (login-messages' TAuthMessage); the server's are its own text.
import { msg } from '@lingui/core/macro';
import { hasServerMessage, isApiError } from '../../lib/api-error';
import type { TAuthMessage } from './login-messages';

export const SIGNUP_SUCCESS_MESSAGE = msg`Account created successfully! Redirecting to login...`;
export const DEPARTMENTS_FAILED_MESSAGE = msg`Failed to load departments. Please try again.`;
export const COURSES_FAILED_MESSAGE = msg`Failed to load courses. Please try again.`;
export const COLLEGES_FAILED_MESSAGE = msg`Failed to load colleges. Please try again.`;

const REGISTRATION_FAILED_MESSAGE = msg`Registration failed`;

/** The server's message if it gave one; otherwise a message by what went wrong. */
export function describeSignupError(error: unknown): TAuthMessage {
  if (hasServerMessage(error)) return error.message;
  if (!isApiError(error)) return REGISTRATION_FAILED_MESSAGE;
  if (error.status === 0) return msg`Network error. Please check your connection and try again`;
  if (error.status === 400) return msg`Please check your information and try again`;
  if (error.status >= 500) return msg`Server error. Please try again later`;
  // Includes a success reply without the expected body (the spec's "success false").
  return REGISTRATION_FAILED_MESSAGE;
}
