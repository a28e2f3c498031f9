// What signup says (spec sections 4 and 8).
import { hasServerMessage, isApiError } from '../../lib/api-error';

export const SIGNUP_SUCCESS_MESSAGE = 'Account created successfully! Redirecting to login...';
export const DEPARTMENTS_FAILED_MESSAGE = 'Failed to load departments. Please try again.';
export const COURSES_FAILED_MESSAGE = 'Failed to load courses. Please try again.';
export const COLLEGES_FAILED_MESSAGE = 'Failed to load colleges. Please try again.';

/** The server's message if it gave one; otherwise a message by what went wrong. */
export function describeSignupError(error: unknown): string {
  if (hasServerMessage(error)) return error.message;
  if (!isApiError(error)) return 'Registration failed';
  if (error.status === 0) return 'Network error. Please check your connection and try again';
  if (error.status === 400) return 'Please check your information and try again';
  if (error.status >= 500) return 'Server error. Please try again later';
  // Includes a success reply without the expected body (the spec's "success false").
  return 'Registration failed';
}
