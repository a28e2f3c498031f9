// What the login screens say when a call fails (spec section 8, "OTP send / verify / resend").
// A 429 always shows the server's message: it tells the student how long to wait.
// The app's own messages are descriptors, read in the language on screen when shown; the server's
// are its own text, shown as they came.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { hasServerMessage, isApiError } from '../../lib/api-error';

/** One of the app's messages, or the server's own text. */
export type TAuthMessage = MessageDescriptor | string;

export const INCORRECT_OTP_MESSAGE = msg`Incorrect OTP`;
export const INCOMPLETE_OTP_MESSAGE = msg`Please enter complete OTP`;
export const NO_ACCOUNT_MESSAGE = msg`No account found with this number. Please register first.`;
const SEND_FAILED_MESSAGE = msg`Failed to send OTP. Please try again.`;
const RESEND_FAILED_MESSAGE = msg`Failed to resend OTP. Please try again.`;
const VERIFY_FAILED_MESSAGE = msg`Verification failed. Please try again.`;

/** The message in the language on screen. */
export function authMessageText(i18n: I18n, message: TAuthMessage): string {
  return typeof message === 'string' ? message : i18n._(message);
}

function serverRateLimitMessage(error: unknown): string | null {
  return hasServerMessage(error) && error.status === 429 ? error.message : null;
}

export function describeSendOtpError(error: unknown): TAuthMessage {
  if (isApiError(error) && error.status === 404) return NO_ACCOUNT_MESSAGE;
  return serverRateLimitMessage(error) ?? SEND_FAILED_MESSAGE;
}

export function describeResendOtpError(error: unknown): TAuthMessage {
  return serverRateLimitMessage(error) ?? RESEND_FAILED_MESSAGE;
}

/** A wrong code is 'Incorrect OTP'; an expired or used code and too many tries say so in the server's words. */
export function describeVerifyOtpError(error: unknown): TAuthMessage {
  if (isApiError(error) && error.code === 'INVALID_OTP') return INCORRECT_OTP_MESSAGE;
  if (hasServerMessage(error) && error.code === 'OTP_EXPIRED') return error.message;
  return serverRateLimitMessage(error) ?? VERIFY_FAILED_MESSAGE;
}

export function isIncorrectOtp(error: unknown): boolean {
  return isApiError(error) && error.code === 'INVALID_OTP';
}
