/**
 * The one error type of the server. Services throw AppError with a code; the error
 * handler (plugins/error-handler.ts) turns it into `{ error: { code, message } }` with
 * the status this map gives, so a code always means the same status. A message a student can
 * meet is given in every language (i18n/localized-text.ts) and sent in the request's.
 */
import type { TAppLanguage, TErrorCode } from '@padanam/contract';
import { englishOf, textIn, type TMessage } from './i18n/localized-text.js';

export const STATUS_BY_CODE: Record<TErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  INVALID_OTP: 401,
  OTP_EXPIRED: 401,
  FORBIDDEN: 403,
  NOT_ENROLLED: 403,
  /** A test's answer key that opens once its window has closed, asked for before then. */
  REVIEW_NOT_OPEN: 403,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  ATTEMPT_CLOSED: 409,
  PRICE_CHANGED: 409,
  PAYMENT_NOT_VERIFIED: 400,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
};

export class AppError extends Error {
  override name = 'AppError';
  /** For a form: each refused field's message by its name (see `invalidField`). */
  fields?: Record<string, TMessage>;

  constructor(
    readonly code: TErrorCode,
    /** English only, or in every language; `message` is always its English (for logs and tests). */
    private readonly localized: TMessage,
    /** Extra reply headers, such as Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(englishOf(localized));
  }

  get statusCode(): number {
    return STATUS_BY_CODE[this.code];
  }

  messageIn(language: TAppLanguage): string {
    return textIn(this.localized, language);
  }

  fieldsIn(language: TAppLanguage): Record<string, string> | undefined {
    if (!this.fields) return undefined;
    return Object.fromEntries(
      Object.entries(this.fields).map(([field, message]) => [field, textIn(message, language)]),
    );
  }
}

export const notFound = (message: TMessage) => new AppError('NOT_FOUND', message);

/** A 400 about one field of a form, which the form shows beside that field. */
export function invalidField(field: string, message: TMessage, code: TErrorCode = 'VALIDATION_FAILED'): AppError {
  const error = new AppError(code, message);
  error.fields = { [field]: message };
  return error;
}

/** A 429 with Retry-After in whole seconds (at least 1). */
export function tooManyRequests(message: TMessage, retryAfterMs: number): AppError {
  return new AppError('RATE_LIMITED', message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });
}
