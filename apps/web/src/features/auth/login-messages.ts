// What the login screens say when a call fails (spec section 8, "OTP send / verify / resend").
// A 429 always shows the server's message: it tells the student how long to wait.
import { hasServerMessage, isApiError } from '../../lib/api-error';

export const INCORRECT_OTP_MESSAGE = 'Incorrect OTP';
export const INCOMPLETE_OTP_MESSAGE = 'Please enter complete OTP';
export const NO_ACCOUNT_MESSAGE = 'No account found with this number. Please register first.';
const SEND_FAILED_MESSAGE = 'Failed to send OTP. Please try again.';
const RESEND_FAILED_MESSAGE = 'Failed to resend OTP. Please try again.';
const VERIFY_FAILED_MESSAGE = 'Verification failed. Please try again.';

function serverRateLimitMessage(error: unknown): string | null {
  return hasServerMessage(error) && error.status === 429 ? error.message : null;
}

export function describeSendOtpError(error: unknown): string {
  if (isApiError(error) && error.status === 404) return NO_ACCOUNT_MESSAGE;
  return serverRateLimitMessage(error) ?? SEND_FAILED_MESSAGE;
}

export function describeResendOtpError(error: unknown): string {
  return serverRateLimitMessage(error) ?? RESEND_FAILED_MESSAGE;
}

/** A wrong code is 'Incorrect OTP'; an expired or used code and too many tries say so in the server's words. */
export function describeVerifyOtpError(error: unknown): string {
  if (isApiError(error) && error.code === 'INVALID_OTP') return INCORRECT_OTP_MESSAGE;
  if (hasServerMessage(error) && error.code === 'OTP_EXPIRED') return error.message;
  return serverRateLimitMessage(error) ?? VERIFY_FAILED_MESSAGE;
}

export function isIncorrectOtp(error: unknown): boolean {
  return isApiError(error) && error.code === 'INVALID_OTP';
}
